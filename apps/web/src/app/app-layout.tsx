import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Outlet, useLocation, useNavigation } from '../lib/hash-router/index.ts';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { MaintenanceBanner } from '../components/maintenance-banner.tsx';
import { ToastHost } from '../components/toast-host.tsx';
import { useUnreadSync } from '../features/inbox/lib/use-unread-sync.ts';
import { useNewsHotPoints } from '../features/news/lib/use-news-hot-points.ts';
import { useSeasonListAtStart } from '../features/record/api/get-season-list.ts';
import { useAppState } from '../lib/store.ts';
import { useThemeSync } from '../lib/theme.ts';
import { useAppConfig } from './app-config.ts';
import { removeAppShell } from './app-shell.ts';
import styles from './app-layout.module.css';
import { useDocumentMeta } from './document-meta.ts';
import { SessionPrompts } from './session-prompts.tsx';
import { TabBar } from './tab-bar.tsx';
import { tabIndexForPath } from './tabs.ts';

export function AppLayout() {
  const { t } = useTranslation();
  useAppConfig();
  useDocumentMeta();
  useSeasonListAtStart();
  useNewsHotPoints();
  useUnreadSync();
  useThemeSync(useAppState((s) => s.themeChoice));
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const tabIndex = tabIndexForPath(pathname);

  // The layout mounts together with the first page (the router waits for its chunk), so the shell can go now.
  useEffect(removeAppShell, []);

  // A new page starts at its top, as in the mini-program. (Braces matter: newer browsers return a Promise from
  // scrollTo, which React would take for a clean-up function.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={tabIndex === null ? styles.shell : `${styles.shell} ${styles.withTabs}`}>
      {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />}
      <Outlet />
      {tabIndex !== null && <TabBar activeIndex={tabIndex} />}
      <OfflineBanner aboveTabs={tabIndex !== null} />
      <MaintenanceBanner pathname={pathname} aboveTabs={tabIndex !== null} />
      <SessionPrompts />
      <ToastHost />
    </div>
  );
}
