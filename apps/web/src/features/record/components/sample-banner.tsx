import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { ROUTES } from '../../../lib/routes.ts';
import styles from './sample-banner.module.css';

/** A visitor is looking at the sample record (battle_summary IsSample): say so plainly, and offer the login. */
export function SampleBanner() {
  const { t } = useTranslation();
  return (
    <aside className={styles.banner} data-testid="sample-banner">
      <span className={styles.badge}>{t('record.sample.badge')}</span>
      <div className={styles.text}>
        <strong>{t('record.sample.title')}</strong>
        <span>{t('record.sample.body')}</span>
      </div>
      <Link to={ROUTES.login} className={styles.cta} data-testid="sample-login">
        {t('common.login')}
      </Link>
    </aside>
  );
}
