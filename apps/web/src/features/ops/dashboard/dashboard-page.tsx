import { API } from '@mecha/shared/api-paths';
import type { OpsDashboard } from '@mecha/shared/ops/console-api';
import { editionAllowed, type OpsEditions } from '@mecha/shared/ops/roles';
import { useQuery } from '../../../lib/use-query.ts';
import { formatMoney, formatNumber, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { sectionAllowed, sectionHref, type OpsSection } from '../lib/ops-routes.ts';
import type { OpsPageProps } from '../shell/ops-app.tsx';
import ui from '../lib/ui.module.css';
import styles from './dashboard.module.css';

// Today's figures (opsDashboardData), refreshed every 30 s. Figures that call for work link to the page that does
// it, when the operator's role may open that page.

export const DASHBOARD_REFRESH_MS = 30_000;

function Figure({ label, value, hint, to, attention, testId }: { label: string; value: string; hint?: string; to?: string | null; attention?: boolean; testId: string }) {
  const body = (
    <>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
    </>
  );
  const className = `${styles.card} ${attention ? styles.attention : ''}`;
  return to ? (
    <a className={className} href={to} data-testid={testId}>
      {body}
    </a>
  ) : (
    <div className={className} data-testid={testId}>
      {body}
    </div>
  );
}

export function DashboardPage({ operator }: OpsPageProps) {
  const dashboard = useQuery({
    queryKey: ['ops', 'dashboard'],
    queryFn: ({ signal }) => opsRequest<OpsDashboard>(API.opsDashboard, { signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const link = (section: OpsSection, query?: Record<string, string>) => (sectionAllowed(operator.role, section) ? sectionHref(section, query) : null);

  if (dashboard.isPending) return <p className={ui.muted} role="status">Loading…</p>;
  if (dashboard.isError) return <p className={ui.error} role="alert">{dashboard.error.message}</p>;
  const d = dashboard.data;
  const editions = operator.editions as OpsEditions;
  const payments = d.payments.filter((p) => editionAllowed(editions, p.edition));

  return (
    <div data-testid="ops-dashboard">
      <section aria-labelledby="dash-work">
        <h2 id="dash-work" className={styles.heading}>Needs attention</h2>
        <div className={styles.grid}>
          <Figure testId="dash-orders-awaiting" label="Orders awaiting shipment" value={formatNumber(d.ordersAwaitingShipment)} to={link('shipping')} attention={d.ordersAwaitingShipment > 0} />
          <Figure testId="dash-approvals" label="Approvals pending" value={formatNumber(d.pendingApprovals)} to={link('approvals')} attention={d.pendingApprovals > 0} />
          <Figure testId="dash-feedback" label="Open feedback" value={formatNumber(d.openFeedback)} to={link('support', { tab: 'feedback' })} attention={d.openFeedback > 0} />
          <Figure testId="dash-undelivered-payments" label="Paid, not credited" value={formatNumber(d.undeliveredPayments)} hint="Top-ups the game has not confirmed" to={link('support', { tab: 'undelivered' })} attention={d.undeliveredPayments > 0} />
          <Figure testId="dash-undelivered-mails" label="Undelivered mails" value={formatNumber(d.undeliveredMails)} hint="Game mails not yet accepted" attention={d.undeliveredMails > 0} />
        </div>
      </section>
      <section aria-labelledby="dash-activity">
        <h2 id="dash-activity" className={styles.heading}>Activity</h2>
        <div className={styles.grid}>
          <Figure testId="dash-bound-today" label="Players bound today" value={formatNumber(d.playersBoundToday)} />
          <Figure testId="dash-matches" label="Matches in the last hour" value={formatNumber(d.matchesLastHour)} hint={`Last match: ${formatTime(d.lastMatchAt)}`} />
        </div>
      </section>
      <section aria-labelledby="dash-pay">
        <h2 id="dash-pay" className={styles.heading}>Payments today</h2>
        {payments.length === 0 ? (
          <p className={ui.muted}>No editions to show.</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table} data-testid="dash-payments">
              <thead>
                <tr>
                  <th scope="col">Edition</th>
                  <th scope="col">Paid orders</th>
                  <th scope="col">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => (
                  <tr key={`${p.edition}-${p.currency}`}>
                    <td>
                      {p.edition.toUpperCase()} <span className={ui.muted}>({p.currency})</span>
                    </td>
                    <td>{formatNumber(p.orders)}</td>
                    <td>{formatMoney(p.revenue, p.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <p className={`${ui.muted} ${styles.updated}`}>
        Figures as of {formatTime(d.now)}; refreshed every 30 seconds.
      </p>
    </div>
  );
}
