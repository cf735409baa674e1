import { ChevronIcon, TrophyIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { ANNUAL_ROUTES } from '../annual-routes.ts';
import styles from './event-entry.module.css';

/**
 * The way into the anniversary from the gift-pack (welfare) page: a small card, for visitors too. Its texts are
 * the welfare page's own (language chunk), so the anniversary's area is loaded only when the player goes in.
 */
export function EventEntry() {
  const { t } = useTranslation();
  return (
    <Link to={ANNUAL_ROUTES.annual} className={styles.entry} data-testid="annual-entry">
      <TrophyIcon size="2.6rem" className={styles.icon} />
      <span className={styles.text}>
        <span className={styles.title}>{t('welfare.annualEntry.title')}</span>
        <span className={styles.body}>{t('welfare.annualEntry.body')}</span>
      </span>
      <ChevronIcon size="1.6rem" className={styles.chevron} />
    </Link>
  );
}
