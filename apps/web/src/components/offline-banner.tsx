import { useTranslation } from '../i18n/use-translation.ts';
import { useOffline } from '../lib/online.ts';
import styles from './offline-banner.module.css';

/** A strip above the tab bar while the browser is offline: what is on screen is what was saved. */
export function OfflineBanner({ aboveTabs }: { aboveTabs: boolean }) {
  const { t } = useTranslation();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div role="status" className={aboveTabs ? `${styles.banner} ${styles.aboveTabs}` : styles.banner} data-testid="offline-banner">
      {t('common.offline')}
    </div>
  );
}
