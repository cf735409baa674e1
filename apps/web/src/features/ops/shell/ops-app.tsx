import type { OpsOperator } from '@mecha/shared/ops/console-api';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { isOpsHash, parseOpsHash, sectionAllowed, sectionInfo, sectionsFor, type OpsSection } from '../lib/ops-routes.ts';
import { onOpsTokenChange, opsToken } from '../lib/ops-request.ts';
import { OPS_ME_KEY, opsLogout, useOpsMe, useOpsToken } from '../lib/ops-session.ts';
import { goOps, useOpsHash } from '../lib/use-ops-hash.ts';
import { OpsShell } from './ops-shell.tsx';
import styles from './shell.module.css';
import ui from '../lib/ui.module.css';

// The console's route switch: no session → the login page; a session → the shell around the section the hash
// names, each page's code loaded when first opened. A hash outside #/ops leaves the console with a full load
// (main.tsx picks the player app or the console only at start).

export interface OpsPageProps {
  operator: OpsOperator;
  query: URLSearchParams;
  rest: string;
}

const named = <K extends string>(load: () => Promise<Record<K, ComponentType<OpsPageProps>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const LoginPage = lazy(() => import('../login/login-page.tsx').then((m) => ({ default: m.LoginPage })));

export const OPS_PAGES: Record<OpsSection, ComponentType<OpsPageProps>> = {
  dashboard: named(() => import('../dashboard/dashboard-page.tsx'), 'DashboardPage'),
  content: named(() => import('../content/content-page.tsx'), 'ContentPage'),
  welfare: named(() => import('../welfare/welfare-page.tsx'), 'WelfarePage'),
  topup: named(() => import('../topup/topup-page.tsx'), 'TopupPage'),
  catalogue: named(() => import('../catalogue/catalogue-page.tsx'), 'CataloguePage'),
  anniversary: named(() => import('../anniversary/anniversary-page.tsx'), 'AnniversaryPage'),
  tournaments: named(() => import('../tournaments/tournaments-page.tsx'), 'TournamentsPage'),
  account: named(() => import('../account/account-page.tsx'), 'AccountPage'),
  shipping: named(() => import('../shipping/shipping-page.tsx'), 'ShippingPage'),
  players: named(() => import('../players/players-page.tsx'), 'PlayersPage'),
  approvals: named(() => import('../approvals/approvals-page.tsx'), 'ApprovalsPage'),
  support: named(() => import('../support/support-page.tsx'), 'SupportPage'),
  audit: named(() => import('../audit/audit-page.tsx'), 'AuditPage'),
  operators: named(() => import('../operators/operators-page.tsx'), 'OperatorsPage'),
  maintenance: named(() => import('../maintenance/maintenance-page.tsx'), 'MaintenancePage'),
  incidents: named(() => import('../incidents/incidents-page.tsx'), 'IncidentsPage'),
};

function Loading() {
  return (
    <p className={ui.muted} role="status">
      Loading…
    </p>
  );
}

export function OpsApp() {
  const hash = useOpsHash();
  const token = useOpsToken();
  const queryClient = useQueryClient();
  const me = useOpsMe();
  const route = parseOpsHash(hash);

  // Leaving the console (a link to the site) loads the player app afresh.
  useEffect(() => {
    if (hash && !isOpsHash(hash)) location.reload();
  }, [hash]);

  // A new or ended session forgets everything the last one fetched: cleared when the token changes, before the
  // next render asks anything with the new one (an effect would clear the first `me` call already under way).
  useEffect(() => {
    // The new token's own `me` query is kept: it may already be under way (removing it left the shell waiting).
    const stop = onOpsTokenChange(() => {
      const mine = (key: readonly unknown[]) => key[0] === OPS_ME_KEY[0] && key[1] === OPS_ME_KEY[1] && key[2] === opsToken();
      queryClient.removeQueries({ predicate: (q) => !mine(q.queryKey) });
    });
    return () => void stop();
  }, [queryClient]);

  useEffect(() => {
    if (!token && route.page !== 'login') goOps('#/ops/login');
    if (token && route.page === 'login') goOps('#/ops/dashboard');
  }, [token, route.page]);

  useEffect(() => {
    const title = route.page === 'section' ? sectionInfo(route.section).label : route.page === 'login' ? 'Log in' : 'Not found';
    document.title = `${title} · Operator console`;
  }, [route]);

  if (!isOpsHash(hash)) return null;
  if (!token || route.page === 'login') {
    return (
      <Suspense fallback={<div className={styles.center}><Loading /></div>}>
        {token ? <div className={styles.center}><Loading /></div> : <LoginPage />}
      </Suspense>
    );
  }
  if (!me.data) {
    return (
      <div className={styles.center}>
        {me.error ? (
          <p className={ui.error} role="alert">
            {me.error.message}
          </p>
        ) : (
          <Loading />
        )}
      </div>
    );
  }

  const operator = me.data.operator;
  const logout = () => void opsLogout();
  if (route.page === 'unknown') {
    return (
      <OpsShell operator={operator} current={null} title="Not found" onLogout={logout}>
        <p className={ui.note}>There is no console page at “{route.path}”.</p>
      </OpsShell>
    );
  }
  const info = sectionInfo(route.section);
  if (!sectionAllowed(operator.role, route.section)) {
    const first = sectionsFor(operator.role)[0];
    return (
      <OpsShell operator={operator} current={null} title={info.label} onLogout={logout}>
        <p className={ui.note} data-testid="ops-forbidden">
          Your role ({operator.role}) may not use {info.label}.{' '}
          {first ? <a href={`#/ops/${first.id}`}>Go to {first.label}</a> : null}
        </p>
      </OpsShell>
    );
  }
  const Page = OPS_PAGES[route.section];
  return (
    <OpsShell operator={operator} current={route.section} title={info.label} onLogout={logout}>
      <Suspense fallback={<Loading />}>
        <Page key={route.section} operator={operator} query={route.query} rest={route.rest} />
      </Suspense>
    </OpsShell>
  );
}
