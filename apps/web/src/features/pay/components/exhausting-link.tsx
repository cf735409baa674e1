import { ChevronIcon, TrophyIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { PAY_ROUTES } from '../pay-routes.ts';
import styles from './exhausting-link.module.css';

/** From the payment centre to the cumulative prizes its top-ups count towards. */
export function ExhaustingLink() {
  const { t } = useTranslation();
  return (
    <Link to={PAY_ROUTES.exhausting} className={styles.link} data-testid="to-exhausting">
      <TrophyIcon size="2.4rem" />
      <span className={styles.text}>
        <strong>{t('pay.exhausting.title')}</strong>
        <span>{t('pay.exhausting.text')}</span>
      </span>
      <ChevronIcon size="1.8rem" />
    </Link>
  );
}
