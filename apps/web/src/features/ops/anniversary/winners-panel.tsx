import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { WINNER_STATES, type Winner, type WinnerEvent, type WinnersPage, type WinnerState } from '@mecha/shared/annual/ops-api';
import { downloadText } from '../lib/download.ts';
import { errorMessage } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import ui from '../lib/ui.module.css';
import { WinnersImport } from './winners-import.tsx';
import styles from './anniversary.module.css';
import { Pager } from '../lib/pager.tsx';
import { DataTable, useOpsTable } from '../lib/data-table.tsx';
import { ErrorLine } from '../lib/status-lines.tsx';

// Shipping's anniversary tab (decision 0177): the physical prizes won, paged and filtered on the server (address
// needed, awaiting shipment, shipped, forfeited), addresses as the server sends them (it leaves them out for roles
// that may not see them, and logs each read — so the list is not refetched on focus), shipped one at a time or by a
// tracking file (dry run first), and the server's CSV of the filtered set.

const WINNERS = '/api/ops/annual/winners';
const STATE_TEXT: Record<WinnerState | 'all', string> = { awaiting: 'Awaiting shipment', needed: 'Address needed', shipped: 'Shipped', forfeited: 'Forfeited', all: 'All' };
const SIZE = 25;
const column = createColumnHelper<Winner>();
const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

function ShipForm({ w, onShipped }: { w: Winner; onShipped: (msg: string) => void }) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const ship = useMutation({
    mutationFn: () => opsRequest(`${WINNERS}/ship`, { body: { drawId: w.drawId, carrier: carrier.trim(), tracking: tracking.trim() } }),
    onSuccess: () => onShipped(`Draw #${w.drawId} shipped.`),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (carrier.trim() && tracking.trim()) ship.mutate();
  };
  return (
    <form className={styles.inline} onSubmit={submit} aria-label={`Ship draw ${w.drawId}`}>
      <input className={`${ui.input} ${styles.small}`} placeholder="Carrier" aria-label="Carrier" maxLength={40} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
      <input className={`${ui.input} ${styles.small}`} placeholder="Tracking no." aria-label="Tracking number" maxLength={40} value={tracking} onChange={(e) => setTracking(e.target.value)} />
      <button type="submit" className={ui.secondary} disabled={ship.isPending || !carrier.trim() || !tracking.trim()}>
        Mark shipped
      </button>
      {ship.isError && <span className={ui.bad} role="alert">{errorMessage(ship.error)}</span>}
    </form>
  );
}

function Address({ w }: { w: Winner }) {
  if (w.state === 'needed' || w.state === 'forfeited') return <span className={styles.hidden}>No address {w.state === 'needed' ? `yet (due ${when(w.addressDueAt)})` : 'given'}</span>;
  if (w.name === undefined) return <span className={styles.hidden}>{w.region} · hidden for your role</span>;
  return (
    <div>
      <strong>{w.name}</strong> · {w.phone}
      <br />
      {[w.detail, w.city, w.postcode, w.region, w.country].filter(Boolean).join(', ')}
    </div>
  );
}

export function WinnersPanel() {
  const queryClient = useQueryClient();
  const ids = useId();
  const [eventId, setEventId] = useState<string | null>(null);
  const [state, setState] = useState<WinnerState | 'all'>('awaiting');
  const [roleUid, setRoleUid] = useState('');
  const [newest, setNewest] = useState(false);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const events = useQuery({ queryKey: ['ops', 'annual', 'winner-events'], queryFn: ({ signal }) => opsRequest<{ list: WinnerEvent[] }>(`${WINNERS}/events`, { signal }) });
  const event = eventId ?? events.data?.list[0]?.id ?? null;
  const role = /^\d{5,12}$/.test(roleUid.trim()) ? roleUid.trim() : undefined;
  const query = { eventId: event ?? '', state, sort: newest ? '-drawId' : 'drawId', ...(role ? { roleUid: role } : {}) };
  const winners = useQuery({
    queryKey: ['ops', 'annual', 'winners', query, page],
    queryFn: ({ signal }) => opsRequest<WinnersPage>(WINNERS, { query: { ...query, page: String(page), size: String(SIZE), format: 'json' }, signal }),
    enabled: event !== null,
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'annual', 'winners'] });
  const pages = Math.max(1, Math.ceil((winners.data?.total ?? 0) / SIZE));
  const filter = (fn: () => void) => {
    fn();
    setPage(1);
  };

  const columns = useMemo(
    () => [
      column.accessor('drawId', { header: 'Draw', cell: (c) => <span className={ui.mono}>#{c.getValue()}</span> }),
      column.accessor('drawnAt', { header: 'Won', cell: (c) => when(c.getValue()) }),
      column.accessor('prizeName', { header: 'Prize', cell: (c) => `${c.getValue()} ×${c.row.original.qty}` }),
      column.accessor('roleUid', { header: 'Role UID', cell: (c) => <span className={ui.mono}>{c.getValue()}</span> }),
      column.accessor('state', { header: 'State', cell: (c) => STATE_TEXT[c.getValue()] }),
      column.display({ id: 'address', header: 'Ship to', cell: (c) => <Address w={c.row.original} /> }),
      column.display({
        id: 'ship',
        header: 'Shipping',
        cell: (c) => {
          const w = c.row.original;
          if (w.state === 'shipped') return `${w.carrier ?? ''} ${w.tracking ?? ''} · ${when(w.shippedAt)}`;
          if (w.state !== 'awaiting') return '—';
          return <ShipForm w={w} onShipped={(m) => { setNotice(m); void refresh(); }} />;
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const table = useOpsTable({ data: winners.data?.list, columns, manualPagination: true, manualSorting: true, getRowId: (w) => String(w.drawId) });

  return (
    <div className={ui.page} data-testid="ops-annual-winners">
      <section className={ui.panel} aria-labelledby={`${ids}-h`}>
        <h2 id={`${ids}-h`} className={ui.panelTitle}>
          Anniversary winners
        </h2>
        <div className={ui.toolbar}>
          <label className={ui.field}>
            Event
            <select className={ui.input} value={event ?? ''} onChange={(e) => filter(() => setEventId(e.target.value))}>
              {(events.data?.list ?? []).map((e) => <option key={e.id} value={e.id}>{e.id} · {e.edition} — {e.title} ({e.won} won)</option>)}
            </select>
          </label>
          <label className={ui.field}>
            State
            <select className={ui.input} value={state} onChange={(e) => filter(() => setState(e.target.value as WinnerState | 'all'))} data-testid="winner-state">
              {[...WINNER_STATES, 'all' as const].map((s) => <option key={s} value={s}>{STATE_TEXT[s]}</option>)}
            </select>
          </label>
          <label className={ui.field}>
            Role UID
            <input className={`${ui.input} ${styles.small}`} inputMode="numeric" value={roleUid} onChange={(e) => filter(() => setRoleUid(e.target.value))} />
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={newest} onChange={(e) => filter(() => setNewest(e.target.checked))} /> Newest first
          </label>
          <button type="button" className={ui.secondary} onClick={() => void refresh()}>Refresh</button>
          <button
            type="button"
            className={ui.button}
            disabled={!event}
            onClick={() => {
              setCsvError(null);
              opsRequest<string>(WINNERS, { query: { ...query, format: 'csv' }, text: true })
                .then((text) => downloadText(text, `${event}-winners-${state}.csv`))
                .catch((e: unknown) => setCsvError(errorMessage(e)));
            }}
          >
            Export CSV
          </button>
        </div>
        <ErrorLine error={events.error} />
        {events.isSuccess && events.data.list.length === 0 && <p className={ui.muted}>No anniversary event of your editions.</p>}
        {csvError && <p className={ui.error} role="alert">{csvError}</p>}
        {notice && <p className={ui.ok} role="status">{notice}</p>}
        <ErrorLine error={winners.error} />
        <div className={ui.tableWrap}>
          <DataTable table={table} testId="winners-table" canSort={() => false} rowAttrs={(w) => ({ 'data-draw': String(w.drawId) })} empty={winners.isSuccess ? 'No winners in this state.' : null} />
        </div>
        <Pager page={page} hasNext={page < pages} onPage={setPage} summary={`Page ${page} of ${pages} · ${winners.data?.total ?? 0} winner(s)`} />
      </section>
      <WinnersImport onApplied={(m) => { setNotice(m); void refresh(); }} />
    </div>
  );
}
