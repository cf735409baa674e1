import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useId, useState, type FormEvent } from 'react';
import { CLAIM_FILTERS, type ClaimFilter, type OpsClaim, type OpsClaimsPage, type OpsEventSummary } from '@mecha/shared/act/ops-api';
import { downloadText } from '../lib/download.ts';
import { errorMessage, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import ui from '../lib/ui.module.css';
import styles from './topup.module.css';
import { Pager } from '../lib/pager.tsx';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';

// Shipping › Top-up tier prizes: an event's claims by state, paged on the server (afterId), the address shown only
// when the server sends it (roles that may see personal data; every list read is in the audit log, so no refetch on
// focus), one claim shipped with its carrier and tracking number, and the filtered set as the server's CSV.

const CLAIMS = '/api/ops/act/claims';
const SIZE = 50;
const FILTER_LABEL: Record<ClaimFilter, string> = { all: 'All', addressNeeded: 'Address needed', toShip: 'To ship', shipped: 'Shipped', forfeited: 'Forfeited' };

function ShipClaim({ claim, onShipped }: { claim: OpsClaim; onShipped: (text: string) => void }) {
  const [carrier, setCarrier] = useState(claim.carrier ?? '');
  const [tracking, setTracking] = useState(claim.tracking ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!carrier.trim() || !tracking.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await opsRequest('/api/ops/act/ship', { body: { claimId: claim.id, carrier: carrier.trim(), tracking: tracking.trim() } });
      onShipped(`Claim #${claim.id} ${claim.shippedAt ? 'tracking corrected' : 'shipped'}.`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.row} onSubmit={(e) => void submit(e)} aria-label={`Ship claim ${claim.id}`}>
      <input aria-label="Carrier" id={`${id}-c`} className={`${ui.input} ${styles.narrow}`} placeholder="Carrier" maxLength={40} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
      <input aria-label="Tracking number" className={`${ui.input} ${styles.narrow}`} placeholder="Tracking no." maxLength={80} value={tracking} onChange={(e) => setTracking(e.target.value)} />
      <button type="submit" className={ui.secondary} disabled={busy || !carrier.trim() || !tracking.trim()}>
        {claim.shippedAt ? 'Correct' : 'Ship'}
      </button>
      {error && <span className={ui.error} role="alert">{error}</span>}
    </form>
  );
}

function Where({ claim }: { claim: OpsClaim }) {
  if (!claim.physical) return <span className={ui.muted}>no parcel</span>;
  if (claim.address) {
    const a = claim.address;
    return (
      <div className={styles.address}>
        <strong>{a.name}</strong> · {a.phone}
        <br />
        {[a.detail, a.city, a.postcode, a.region].filter(Boolean).join(', ')}
      </div>
    );
  }
  if (claim.hasAddress) return <span className={styles.hidden}>address given · hidden for your role</span>;
  if (claim.forfeitedAt) return <span className={styles.off}>forfeited {formatTime(claim.forfeitedAt)}</span>;
  return <span>address due {formatTime(claim.addressDueAt)}</span>;
}

export function TierPrizesPanel() {
  const queryClient = useQueryClient();
  const [eventId, setEventId] = useState<string>('');
  const [filter, setFilter] = useState<ClaimFilter>('toShip');
  // The cursor of each page seen so far: page n starts after cursors[n].
  const [cursors, setCursors] = useState<number[]>([0]);
  const [notice, setNotice] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const ids = useId();
  const events = useQuery({ queryKey: ['ops', 'act-claim-events'], queryFn: ({ signal }) => opsRequest<{ list: OpsEventSummary[] }>(`${CLAIMS}/events`, { signal }), retry: false });
  const chosen = eventId || events.data?.list[0]?.id || '';
  const afterId = cursors[cursors.length - 1]!;
  const claims = useQuery({
    queryKey: ['ops', 'act-claims', chosen, filter, afterId],
    queryFn: ({ signal }) => opsRequest<OpsClaimsPage>(CLAIMS, { query: { eventId: chosen, filter, afterId, size: SIZE }, signal }),
    enabled: chosen !== '',
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
  });
  const reset = () => setCursors([0]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'act-claims'] });
  const list = claims.data?.list ?? [];

  return (
    <div className={ui.page} data-testid="tier-prizes">
      <section className={ui.panel} aria-labelledby={`${ids}-h`}>
        <h2 id={`${ids}-h`} className={ui.panelTitle}>Top-up tier prizes</h2>
        <div className={ui.toolbar}>
          <label className={ui.field} htmlFor={`${ids}-e`}>
            Event
            <select id={`${ids}-e`} className={ui.input} value={chosen} onChange={(e) => { setEventId(e.target.value); reset(); }} data-testid="claims-event">
              {events.data?.list.map((e) => <option key={e.id} value={e.id}>{e.id} ({e.edition})</option>)}
            </select>
          </label>
          <label className={ui.field} htmlFor={`${ids}-f`}>
            State
            <select id={`${ids}-f`} className={ui.input} value={filter} onChange={(e) => { setFilter(e.target.value as ClaimFilter); reset(); }} data-testid="claims-filter">
              {CLAIM_FILTERS.map((f) => <option key={f} value={f}>{FILTER_LABEL[f]}</option>)}
            </select>
          </label>
          <button type="button" className={ui.secondary} onClick={() => void refresh()}>Refresh</button>
          <button
            type="button" className={ui.button} disabled={!chosen}
            onClick={() => {
              setDownloadError(null);
              opsRequest<string>(CLAIMS, { query: { eventId: chosen, filter, format: 'csv' }, text: true })
                .then((csv) => downloadText(csv, `tier-prizes-${chosen}-${filter}.csv`))
                .catch((e: unknown) => setDownloadError(errorMessage(e)));
            }}
          >
            Download CSV
          </button>
          <span className={ui.muted}>Every reading of this list (and each download) is written to the audit log.</span>
        </div>
        <ErrorLine error={events.error} />
        {events.data?.list.length === 0 && <p className={ui.muted}>No cumulative top-up events in your editions.</p>}
        {downloadError && <p className={ui.error} role="alert">{downloadError}</p>}
        <NoticeLine text={notice} />
        <ErrorLine error={claims.error} />
        {claims.isFetching && <p className={ui.muted}>Loading…</p>}
        {claims.data && (
          <>
            <div className={ui.tableWrap}>
              <table className={ui.table} data-testid="claims-table">
                <thead>
                  <tr><th scope="col">Claim</th><th scope="col">Tier</th><th scope="col">Role UID</th><th scope="col">Claimed</th><th scope="col">Prizes</th><th scope="col">Ship to</th><th scope="col">Shipment</th></tr>
                </thead>
                <tbody>
                  {list.map((c) => (
                    <tr key={c.id} data-claim={c.id}>
                      <td>#{c.id}</td>
                      <td>{c.tierId}</td>
                      <td className={ui.mono}>{c.roleUid}</td>
                      <td>{formatTime(c.claimedAt)}</td>
                      <td>{c.prizes.map((p) => `${p.name} ×${p.qty}`).join(', ')}</td>
                      <td><Where claim={c} /></td>
                      <td>
                        {c.shippedAt && <div>{c.carrier} {c.tracking} · {formatTime(c.shippedAt)}</div>}
                        {c.hasAddress && <ShipClaim claim={c} onShipped={(t) => { setNotice(t); void refresh(); }} />}
                      </td>
                    </tr>
                  ))}
                  {list.length === 0 && <tr><td colSpan={7} className={ui.muted}>No claims here.</td></tr>}
                </tbody>
              </table>
            </div>
            {/* Cursor pages: the stack of afterIds is the way back. */}
            <Pager page={cursors.length} hasNext={claims.data.hasMore} onPage={(p) => setCursors((c) => (p < c.length ? c.slice(0, -1) : [...c, list[list.length - 1]!.id]))} />
          </>
        )}
      </section>
    </div>
  );
}
