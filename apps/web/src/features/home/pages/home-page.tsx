import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate, useSearchParams } from '../../../lib/hash-router/index.ts';
import { RefreshIcon } from '../../../components/icons.tsx';
import { NavBar, NavIconButton } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { useAppState } from '../../../lib/store.ts';
import { useEverTrue } from '../../../lib/use-ever-true.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { RoleSwitcherSheet } from '../../account/components/role-switcher-sheet.tsx';
import { AccountHero } from '../components/account-hero.tsx';
import { RoleLookup } from '../components/role-lookup.tsx';
import { Shortcuts } from '../components/shortcuts.tsx';
import styles from './home-page.module.css';

// The bind form validates with the shared zod schemas: it loads when first opened, so zod stays off the home
// page's first load (docs/decisions/0151-web-first-paint-and-languages.md).
const BindRoleSheet = lazy(() => import('../../account/components/bind-role-sheet.tsx').then((m) => ({ default: m.BindRoleSheet })));

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const loggedIn = useAppState((s) => s.token !== null);
  const [sheet, setSheet] = useState<'switch' | 'bind' | null>(null);
  const bindUsed = useEverTrue(sheet === 'bind');
  const [refreshing, setRefreshing] = useState(false);
  useMyRoles();

  // `?bind=1` is where the 402 prompt sends the player: open the bind sheet, or log in first.
  useEffect(() => {
    if (params.get('bind') !== '1') return;
    setParams({}, { replace: true });
    if (loggedIn) setSheet('bind');
    else void navigate(ROUTES.login);
  }, [params, setParams, loggedIn, navigate]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <NavBar
        align="start"
        title={
          <span className={styles.brand}>
            <span className={styles.logo} aria-hidden="true" />
            {t('common.appName')}
          </span>
        }
        right={
          <NavIconButton label={t('common.refresh')} onClick={() => void refresh()}>
            <RefreshIcon size="2rem" className={refreshing ? styles.spinning : undefined} />
          </NavIconButton>
        }
      />
      <PullToRefresh onRefresh={refresh}>
        <PageBody>
          <AccountHero onSwitch={() => setSheet('switch')} onAdd={() => setSheet('bind')} />
          <RoleLookup />
          <Shortcuts />
        </PageBody>
      </PullToRefresh>
      <RoleSwitcherSheet open={sheet === 'switch'} onClose={() => setSheet(null)} onAddRole={() => setSheet('bind')} />
      {bindUsed && (
        <Suspense fallback={null}>
          <BindRoleSheet open={sheet === 'bind'} onClose={() => setSheet(null)} />
        </Suspense>
      )}
    </>
  );
}
