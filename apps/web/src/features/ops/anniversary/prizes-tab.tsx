import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, getSortedRowModel, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { OpsAnnualEvent, OpsAnnualPrize } from '@mecha/shared/annual/ops-api';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { opsRequest } from '../lib/ops-request.ts';
import ui from '../lib/ui.module.css';
import { ANNUAL_PATH, EVENTS_KEY, textOf } from './annual-api.ts';
import { OddsHistory } from './odds-history.tsx';
import { oddsAfter, percent, poolOdds } from './pool-odds.ts';
import { PrizeForm } from './prize-form.tsx';
import styles from './anniversary.module.css';
import { DataTable, useOpsTable } from '../lib/data-table.tsx';

// The prize pool: each prize's weight, stock and the odds it has now (the player page's computation); a stock change
// goes through the confirm dialog with its reason, showing the stock before → after and the odds renormalised.

const column = createColumnHelper<OpsAnnualPrize & { odds: number }>();

/** Keyed by the stock, so the units typed are cleared once a change went through. */
function StockCell({ prize, onMove, writable }: { prize: OpsAnnualPrize; onMove: (delta: number) => void; writable: boolean }) {
  const [delta, setDelta] = useState('');
  if (prize.stock === null) return <>unlimited</>;
  const n = Number(delta);
  const ok = /^[+-]?\d{1,7}$/.test(delta.trim()) && n !== 0 && prize.stock + n >= 0;
  return (
    <div className={styles.inline}>
      <span>
        {prize.stock} / {prize.stockTotal}
      </span>
      {writable && (
        <form className={styles.inline} onSubmit={(e) => { e.preventDefault(); if (ok) onMove(n); }} aria-label={`Change stock of ${prize.id}`}>
          <input className={`${ui.input} ${styles.small}`} inputMode="numeric" placeholder="±units" aria-label={`Units to add to ${prize.id} (negative removes)`} value={delta} onChange={(e) => setDelta(e.target.value)} data-testid={`stock-delta-${prize.id}`} />
          <button type="submit" className={ui.secondary} disabled={!ok}>
            Change…
          </button>
        </form>
      )}
    </div>
  );
}

export function PrizesTab({ event, writable }: { event: OpsAnnualEvent; writable: boolean }) {
  const queryClient = useQueryClient();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [moving, setMoving] = useState<{ prize: OpsAnnualPrize; delta: number } | null>(null);
  const [editing, setEditing] = useState<OpsAnnualPrize | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const odds = useMemo(() => poolOdds(event.prizes), [event.prizes]);
  const rows = useMemo(() => event.prizes.map((p) => ({ ...p, odds: odds.get(p.id) ?? 0 })), [event.prizes, odds]);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: EVENTS_KEY }), queryClient.invalidateQueries({ queryKey: ['ops', 'annual', 'odds', event.id] })]);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'Prize', cell: (c) => <><strong>{textOf(c.row.original.names)}</strong> <span className={ui.mono}>{c.getValue()}</span></> }),
      column.accessor('physical', { header: 'Kind', cell: (c) => `${c.getValue() ? 'physical' : 'virtual'} ×${c.row.original.qty}` }),
      column.accessor('weight', { header: 'Weight' }),
      column.accessor('stock', { header: 'Stock', sortUndefined: 'last', cell: (c) => <StockCell key={String(c.row.original.stock)} prize={c.row.original} writable={writable} onMove={(delta) => setMoving({ prize: c.row.original, delta })} /> }),
      column.accessor('odds', { header: 'Odds now', cell: (c) => <span data-testid={`odds-${c.row.original.id}`}>{percent(c.getValue())}</span> }),
      column.display({ id: 'edit', header: '', cell: (c) => (writable ? <button type="button" className={ui.linkButton} onClick={() => setEditing(c.row.original)}>Edit</button> : null) }),
    ],
    [writable],
  );
  const table = useOpsTable({ data: rows, columns, state: { sorting }, onSortingChange: setSorting, getSortedRowModel: getSortedRowModel(), getRowId: (p) => p.id });

  const moveLines = (m: { prize: OpsAnnualPrize; delta: number }) => [
    `${textOf(m.prize.names)} (${m.prize.id}): stock ${m.prize.stock} → ${(m.prize.stock ?? 0) + m.delta}`,
    ...oddsAfter(event.prizes, m.prize.id, { delta: m.delta }).map((o) => `Odds of ${o.prizeId}: ${percent(o.before)} → ${percent(o.after)}`),
  ];

  return (
    <>
      <section className={ui.panel} aria-labelledby="prize-pool">
        <h2 id="prize-pool" className={ui.panelTitle}>
          Prize pool of {event.id}
        </h2>
        {notice && <p className={ui.ok} role="status">{notice}</p>}
        <div className={ui.tableWrap}>
          <DataTable table={table} testId="prize-table" canSort={(id) => id !== 'edit'} rowAttrs={(p) => ({ 'data-prize': p.id })} empty="No prizes yet." />
        </div>
        {writable && (
          <button type="button" className={ui.secondary} onClick={() => setEditing('new')} style={{ marginTop: 12 }}>
            Add a prize
          </button>
        )}
      </section>
      {editing && <PrizeForm key={editing === 'new' ? 'new' : editing.id} event={event} prize={editing === 'new' ? null : editing} onDone={(msg) => { setEditing(null); if (msg) { setNotice(msg); void refresh(); } }} />}
      <OddsHistory eventId={event.id} prizes={event.prizes} />
      {moving && (
        <ReasonDialog
          title={`Change the stock of ${moving.prize.id}`}
          changes={moveLines(moving)}
          confirmLabel="Change stock"
          reasonLabel="Reason (kept in the audit log)"
          testId="stock-confirm"
          onConfirm={async (reason) => {
            const r = await opsRequest<{ stock: number }>(`${ANNUAL_PATH}/prizes/stock`, { body: { eventId: event.id, prizeId: moving.prize.id, delta: moving.delta, reason } });
            setNotice(`Stock of ${moving.prize.id} is now ${r.stock}.`);
            await refresh();
          }}
          onClose={() => setMoving(null)}
        />
      )}
    </>
  );
}
