import { JUST_NOW_S, relativeAgo } from '../../../components/freshness.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNow } from '../lib/use-now.ts';
import styles from './updated-ago.module.css';

/** "Updated 12 seconds ago", counting on its own each second; says so when the last refresh failed. */
export function UpdatedAgo({ at, failed }: { at: number; failed: boolean }) {
  const { t, language } = useTranslation();
  const now = useNow(1000);
  const ageS = (now - at) / 1000;
  return (
    <p className={styles.line} data-testid="status-updated">
      <time dateTime={new Date(at).toISOString()}>{ageS < JUST_NOW_S ? t('status.updatedJustNow') : t('status.updated', { ago: relativeAgo(language, ageS) })}</time>
      {failed && <span className={styles.failed}>{t('status.refreshFailed')}</span>}
    </p>
  );
}
