import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { createColumnHelper, getSortedRowModel, type SortingState } from '@tanstack/react-table';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { downloadText } from '../lib/download.ts';
import { errorMessage } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import ui from '../lib/ui.module.css';
import { ImportPanel } from './import-panel.tsx';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import styles from './shipping.module.css';
import { ORDERS_PAGE_SIZE, ORDERS_PATH, ORDER_STATES, type OrderState, type OpsOrderView, type OrdersPage } from './types.ts';
import { Pager } from '../lib/pager.tsx';
import { DataTable, useOpsTable } from '../lib/data-table.tsx';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';

// Shipping's mall orders tab (decision 0172): the mall orders of a state from the server a page at a time (the awaiting ones to pack, oldest first; decision 0049),
// the server's spreadsheet-safe CSV, a tracking file imported with a dry run first, one order shipped by hand, and an
// unshipped one cancelled with a reason. Addresses come only for roles that may see them (the server leaves them out
// otherwise), and every reading of the list is in the audit log, so the list is not refetched on focus.

const column = createColumnHelper<OpsOrderView>();
const dateTime = new Intl.DateTimeFormat('en-GB', { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

function ShipForm({ order, onShipped }: { order: OpsOrderView; onShipped: () => void }) {
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const id = useId();
  const ship = useMutation({
    mutationFn: () => opsRequest(`${ORDERS_PATH}/ship`, { body: { orderId: order.id, carrier: carrier.trim(), trackingNo: trackingNo.trim() } }),
    onSuccess: onShipped,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (carrier.trim() && trackingNo.trim()) ship.mutate();
  };
  return (
    <form className={styles.inlineForm} onSubmit={submit} aria-label={`Ship order ${order.id}`}>
      <label className={styles.visuallyHidden} htmlFor={`${id}-c`}>Carrier</label>
      <input id={`${id}-c`} className={ui.input} placeholder="Carrier" maxLength={40} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
      <label className={styles.visuallyHidden} htmlFor={`${id}-t`}>Tracking number</label>
      <input id={`${id}-t`} className={ui.input} placeholder="Tracking no." maxLength={40} value={trackingNo} onChange={(e) => setTrackingNo(e.target.value)} />
      <button type="submit" className={ui.secondary} disabled={ship.isPending || !carrier.trim() || !trackingNo.trim()}>
        Ship
      </button>
      {ship.isError && (
        <span className={ui.bad} role="alert">
          {errorMessage(ship.error)}
        </span>
      )}
    </form>
  );
}

function Address({ order }: { order: OpsOrderView }) {
  if (order.name === undefined) return <span className={styles.hidden}>{order.region} · hidden for your role</span>;
  return (
    <div className={styles.address}>
      <strong>{order.name}</strong> · {order.phone}
      <br />
      {[order.detail, order.city, order.postcode, order.country].filter(Boolean).join(', ')}
    </div>
  );
}

async function downloadCsv(state: OrderState) {
  downloadText(await opsRequest<string>(ORDERS_PATH, { query: { state, format: 'csv' }, text: true }), `mall-orders-${state}.csv`);
}

export function MallOrdersPanel() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<OrderState>('awaiting');
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [cancelling, setCancelling] = useState<OpsOrderView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const stateId = useId();
  const orders = useQuery({
    queryKey: ['ops', 'mall-orders', state, page],
    queryFn: ({ signal }) => opsRequest<OrdersPage>(ORDERS_PATH, { query: { state, format: 'json', page, size: ORDERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'mall-orders'] });

  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'Order', cell: (c) => <span className={ui.mono}>{c.getValue()}</span> }),
      column.accessor('createdAt', { header: 'Ordered', cell: (c) => when(c.getValue()) }),
      column.accessor('productName', { header: 'Product' }),
      column.accessor('points', { header: 'Points' }),
      column.accessor('edition', { header: 'Edition', cell: (c) => c.getValue() ?? '—' }),
      column.accessor('roleUid', { header: 'Role UID', cell: (c) => <span className={ui.mono}>{c.getValue()}</span> }),
      column.display({ id: 'address', header: 'Ship to', cell: (c) => <Address order={c.row.original} /> }),
      column.display({
        id: 'actions',
        header: state === 'awaiting' ? 'Ship / cancel' : state === 'shipped' ? 'Tracking' : 'Why cancelled',
        cell: (c) => {
          const order = c.row.original;
          if (order.state === 'shipped') return `${order.carrier ?? ''} ${order.trackingNo ?? ''} · ${when(order.shippedAt)}`;
          if (order.state === 'cancelled') return `${order.cancelReason ?? ''} · ${when(order.cancelledAt)}`;
          return (
            <div className={styles.row}>
              <ShipForm order={order} onShipped={() => { setNotice(`Order ${order.id} shipped.`); void refresh(); }} />
              <button type="button" className={ui.danger} onClick={() => setCancelling(order)}>
                Cancel…
              </button>
            </div>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state],
  );
  const table = useOpsTable({
    data: orders.data?.list,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getSortedRowModel: getSortedRowModel(),
    getRowId: (o) => o.id,
  });

  return (
    <div className={ui.page} data-testid="ops-shipping">
      <section className={ui.panel} aria-labelledby={`${stateId}-h`}>
        <h2 id={`${stateId}-h`} className={ui.panelTitle}>
          Mall orders
        </h2>
        <div className={ui.toolbar}>
          <label className={ui.field} htmlFor={stateId}>
            State
            <select id={stateId} className={ui.input} value={state} onChange={(e) => { setState(e.target.value as OrderState); setPage(1); }}>
              {ORDER_STATES.map((s) => (
                <option key={s} value={s}>
                  {s === 'awaiting' ? 'Awaiting shipment' : s === 'shipped' ? 'Shipped' : 'Cancelled'}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={ui.secondary} onClick={() => void refresh()}>
            Refresh
          </button>
          <button
            type="button"
            className={ui.button}
            onClick={() => {
              setDownloadError(null);
              downloadCsv(state).catch((e: unknown) => setDownloadError(errorMessage(e)));
            }}
          >
            Download CSV
          </button>
          <span className={ui.muted}>Every reading of this list (and each download) is written to the audit log.</span>
        </div>
        {downloadError && <p className={ui.error} role="alert">{downloadError}</p>}
        <NoticeLine text={notice} />
        <ErrorLine error={orders.error} />
        {orders.isPending && <p className={ui.muted}>Loading…</p>}
        {orders.data && (
          <>
            <p className={ui.muted} data-testid="orders-count">
              {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
              {orders.data.total > ORDERS_PAGE_SIZE && ` · page ${page} of ${Math.ceil(orders.data.total / ORDERS_PAGE_SIZE)}`}
            </p>
            <div className={ui.tableWrap}>
              <DataTable table={table} testId="orders-table" rowAttrs={(o) => ({ 'data-order': o.id })} empty="No orders in this state." />
            </div>
            {orders.data.total > ORDERS_PAGE_SIZE && (
              <Pager page={page} hasNext={page * ORDERS_PAGE_SIZE < orders.data.total} onPage={setPage} summary={`Page ${page} · the table sorts this page; the CSV holds every order of the state.`} />
            )}
          </>
        )}
      </section>

      <ImportPanel onApplied={(message) => { setNotice(message); void refresh(); }} />

      {cancelling && (
        <ReasonDialog
          title={`Cancel order ${cancelling.id}?`}
          changes={[`The order is cancelled and cannot be shipped.`, `${cancelling.points} points go back to the player; the stock and the purchase limit are restored.`]}
          confirmLabel="Cancel the order"
          reasonLabel="Reason (required, written to the audit log)"
          danger
          testId="cancel-dialog"
          onConfirm={async (reason) => {
            await opsRequest(`${ORDERS_PATH}/cancel`, { body: { orderId: cancelling.id, reason } });
            setNotice(`Order ${cancelling.id} cancelled; ${cancelling.points} points refunded.`);
            await refresh();
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </div>
  );
}
