import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { formatMoney, formatTime, utcTitle } from './format.ts';
import { errorMessage } from '../lib/format.ts';
import { orderActions, orderStatus, orderTimeline } from './order-timeline.ts';
import { guessSearchKind, markRefunded, resendDelivery, searchOrders, supportKeys, type OpsPayOrder, type OrderSearchKind, type RefundResult } from './support-api.ts';
import styles from './support.module.css';

type KindChoice = OrderSearchKind | 'auto';
const KIND_LABELS: Record<KindChoice, string> = { auto: 'UID or order id', uid: 'Role UID', orderId: 'Order id', yfyUid: 'Platform account' };
/** The refund call's reason field is at most 200 characters (it goes into the points ledger too). */
const REASON_MAX = 200;

export interface OrderSearch {
  kind: OrderSearchKind;
  term: string;
}

// Top-up orders: search by UID, order id or account; a table of the orders found; the selected order's facts and
// timeline, and its two operator actions (resend the credit, mark refunded), each behind a confirm with a reason.
export function OrdersPanel({ search, onSearch }: { search: OrderSearch | null; onSearch: (search: OrderSearch) => void }) {
  const [term, setTerm] = useState(search?.term ?? '');
  const [kind, setKind] = useState<KindChoice>(search?.kind ?? 'auto');
  const [selected, setSelected] = useState<string | null>(null);
  const termId = useId();
  const kindId = useId();

  useEffect(() => {
    if (search) {
      setTerm(search.term);
      setKind(search.kind);
    }
  }, [search]);

  const orders = useQuery({
    queryKey: search ? supportKeys.orders(search.kind, search.term) : supportKeys.ordersAll,
    queryFn: ({ signal }) => searchOrders(search!.kind, search!.term, signal),
    enabled: search !== null,
  });
  const list = orders.data ?? [];
  const current = list.find((o) => o.orderId === selected) ?? (list.length === 1 ? list[0] : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = term.trim();
    if (!text) return;
    setSelected(null);
    onSearch({ kind: kind === 'auto' ? guessSearchKind(text) : kind, term: text });
  }

  return (
    <div className={styles.split}>
      <section className={styles.panel} aria-labelledby={`${termId}-title`}>
        <h2 id={`${termId}-title`} className={styles.panelTitle}>
          Find top-up orders
        </h2>
        <form className={styles.searchRow} onSubmit={submit} role="search" data-testid="order-search">
          <label className={styles.field} htmlFor={kindId}>
            Search by
            <select id={kindId} className={styles.select} value={kind} onChange={(e) => setKind(e.target.value as KindChoice)} data-testid="order-search-kind">
              {(Object.keys(KIND_LABELS) as KindChoice[]).map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field} htmlFor={termId}>
            {KIND_LABELS[kind]}
            <input id={termId} className={styles.input} value={term} maxLength={64} onChange={(e) => setTerm(e.target.value)} autoComplete="off" spellCheck={false} data-testid="order-search-term" />
          </label>
          <button type="submit" className={styles.primary} disabled={!term.trim()}>
            Search
          </button>
        </form>
        {orders.isError && (
          <p className={styles.alert} role="alert" data-testid="orders-error">
            {errorMessage(orders.error)}
          </p>
        )}
        {search === null ? (
          <p className={styles.hint}>Enter a role UID (digits) or an order id (P…). Up to 200 orders, newest first.</p>
        ) : orders.isPending ? (
          <p className={styles.hint} role="status">
            Searching…
          </p>
        ) : orders.isSuccess && list.length === 0 ? (
          <p className={styles.empty} data-testid="orders-empty">
            No orders for {KIND_LABELS[search.kind].toLowerCase()} {search.term}.
          </p>
        ) : (
          list.length > 0 && <OrdersTable list={list} selected={current?.orderId ?? null} onSelect={setSelected} />
        )}
      </section>
      {current ? <OrderDetail key={current.orderId} order={current} /> : list.length > 1 && <p className={styles.hint}>Choose an order to see its timeline.</p>}
    </div>
  );
}

function OrdersTable({ list, selected, onSelect }: { list: OpsPayOrder[]; selected: string | null; onSelect: (id: string) => void }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="orders-table">
        <caption className="visually-hidden">Orders found, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Edition</th>
            <th scope="col">UID</th>
            <th scope="col">SKU</th>
            <th scope="col" className={styles.num}>
              Amount
            </th>
            <th scope="col" className={styles.num}>
              Credit
            </th>
            <th scope="col">State</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {list.map((o) => {
            const status = orderStatus(o);
            return (
              <tr key={o.orderId} aria-selected={o.orderId === selected} data-testid="order-row" data-order={o.orderId} data-state={o.state}>
                <td>
                  <button type="button" className={`${styles.rowButton} ${styles.mono}`} onClick={() => onSelect(o.orderId)} aria-pressed={o.orderId === selected}>
                    {o.orderId}
                  </button>
                </td>
                <td>{o.edition}</td>
                <td className={styles.mono}>{o.uid}</td>
                <td>{o.skuId}</td>
                <td className={styles.num}>{formatMoney(o.priceMinor, o.currency)}</td>
                <td className={styles.num}>{o.bonus ? `${o.amount} + ${o.bonus}` : o.amount}</td>
                <td>
                  <span className={`${styles.badge} ${styles[`tone-${status.tone}`]}`}>{status.label}</span>
                </td>
                <td title={utcTitle(o.timeline.createdAt)}>{formatTime(o.timeline.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type Pending = 'resend' | 'refund' | null;

export function OrderDetail({ order }: { order: OpsPayOrder }) {
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const status = orderStatus(order);
  const steps = orderTimeline(order);
  const can = orderActions(order);
  const credit = order.bonus ? `${order.amount} + ${order.bonus} bonus` : `${order.amount}`;
  const refresh = () => client.invalidateQueries({ queryKey: ['ops', 'support'] });
  const titleId = useId();

  const resend = useMutation({
    mutationFn: (reason: string) => resendDelivery(order.orderId, reason),
    onSuccess: () => {
      setNotice('Delivery queued again. The game credits an order once, so it is never credited twice.');
      void refresh();
    },
  });
  const refund = useMutation({
    mutationFn: (reason: string) => markRefunded(order.orderId, reason),
    onSuccess: (r: RefundResult) => {
      setNotice(`Marked refunded at ${formatTime(r.refundedAt)}: ${r.pointsTakenBack} points taken back${r.pointsShortfall ? `, ${r.pointsShortfall} already spent and not taken back` : ''}.`);
      void refresh();
    },
  });

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="order-detail" data-order={order.orderId}>
      <h2 id={titleId} className={styles.panelTitle}>
        Order <span className={styles.mono}>{order.orderId}</span>{' '}
        <span className={`${styles.badge} ${styles[`tone-${status.tone}`]}`} data-testid="order-status">
          {status.label}
        </span>
      </h2>
      <div className={styles.detailGrid}>
        <div>
          <dl className={styles.facts}>
            <dt>Role UID</dt>
            <dd className={styles.mono}>{order.uid}</dd>
            <dt>Account</dt>
            <dd className={styles.mono}>{order.yfyUid}</dd>
            <dt>Edition</dt>
            <dd>{order.edition}</dd>
            <dt>SKU · method</dt>
            <dd>
              {order.skuId} · {order.method}
            </dd>
            <dt>Price</dt>
            <dd>{formatMoney(order.priceMinor, order.currency)}</dd>
            <dt>Credit</dt>
            <dd>{credit}</dd>
            <dt>Points</dt>
            <dd>{order.points}</dd>
            {order.providerRef && (
              <>
                <dt>Provider ref</dt>
                <dd className={styles.mono}>{order.providerRef}</dd>
              </>
            )}
          </dl>
        </div>
        <div>
          <h3 className={styles.panelTitle}>Timeline</h3>
          <ol className={styles.timeline} data-testid="order-timeline">
            {steps.map((step, i) => (
              <li key={`${step.kind}-${i}`} className={`${styles.step} ${styles[`tone-${step.tone}`]}`} data-step={step.kind}>
                <span className={styles.stepTitle}>{step.title}</span>
                <span className={styles.stepMeta}>
                  {step.at === null ? 'waiting' : <time dateTime={utcTitle(step.at)}>{formatTime(step.at)}</time>}
                  {step.detail ? ` · ${step.detail}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      {notice && (
        <p className={styles.notice} role="status" data-testid="order-notice">
          {notice}
        </p>
      )}
      {(can.resend || can.refund) && (
        <div className={styles.actions}>
          {can.resend && (
            <button type="button" className={styles.button} onClick={() => setDialog('resend')} data-testid="order-resend">
              Resend delivery
            </button>
          )}
          {can.refund && (
            <button type="button" className={styles.danger} onClick={() => setDialog('refund')} data-testid="order-refund">
              Mark refunded
            </button>
          )}
        </div>
      )}
      {dialog === 'resend' && (
        <ReasonDialog
          testId="resend-dialog"
          title={`Resend delivery of ${order.orderId}?`}
          changes={[
            `Queues the currency credit (${credit}) to role ${order.uid} again, now.`,
            order.timeline.deliveredAt !== null
              ? `The game confirmed it at ${formatTime(order.timeline.deliveredAt)}; it credits an order once, so the role is not credited twice.`
              : 'The game has not confirmed this credit yet; it credits an order once, so a resend never doubles it.',
            'Nothing else changes: no points, no money.',
          ]}
          confirmLabel="Resend delivery"
          reasonLabel="Reason (required, written to the audit log)"
          reasonMax={REASON_MAX}
          onConfirm={(reason) => resend.mutateAsync(reason)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'refund' && (
        <ReasonDialog
          testId="refund-dialog"
          danger
          title={`Mark ${order.orderId} refunded?`}
          changes={[
            `Marks the order refunded (${formatMoney(order.priceMinor, order.currency)}); this cannot be undone.`,
            order.points
              ? `Takes ${order.points} points back from account ${order.yfyUid}, down to zero if some were spent.`
              : 'The order gave no points; none are taken back.',
            'The order stops counting toward the monthly cap and the cumulative top-up event.',
            'The currency already credited in the game is not taken back, and no money moves here: refund the payment at the provider.',
          ]}
          confirmLabel="Mark refunded"
          reasonLabel="Reason (required, written to the audit log)"
          reasonMax={REASON_MAX}
          onConfirm={(reason) => refund.mutateAsync(reason)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
