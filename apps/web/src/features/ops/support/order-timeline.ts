import { toDecimal } from '@mecha/shared/pay/money';
import type { OpsPayOrder } from './support-api.ts';

// An order's timeline for the console, from what the operator answer carries: the order's own times, the
// provider's notifications and the delivery's outbox row. Steps are in time order; steps at the same second keep
// the order of an order's life (created → notification → paid → delivered → refunded), so a notification that
// paid the order comes before "Paid", never after it.

export type StepKind = 'created' | 'notification' | 'paid' | 'failed' | 'cancelled' | 'timeout' | 'delivered' | 'delivery-pending' | 'refunded';
export type StepTone = 'neutral' | 'ok' | 'warn' | 'bad';

export interface TimelineStep {
  kind: StepKind;
  /** Unix seconds, or null for a step still waiting (a pending delivery). */
  at: number | null;
  title: string;
  detail: string | null;
  tone: StepTone;
}

const RANK: Record<StepKind, number> = {
  created: 0,
  notification: 1,
  timeout: 2,
  failed: 3,
  cancelled: 3,
  paid: 4,
  delivered: 5,
  refunded: 6,
  'delivery-pending': 7,
};

const EVENT_NAMES: Record<string, string> = { paid: 'paid', failed: 'payment failed', cancelled: 'payment cancelled' };
const OUTCOME_NAMES: Record<string, string> = { applied: 'applied', already: 'already applied (duplicate)', stale: 'ignored (order had moved on)' };

function notificationStep(n: OpsPayOrder['notifications'][number]): TimelineStep {
  const event = n.event ? (EVENT_NAMES[n.event] ?? n.event) : 'unreadable';
  const outcome = OUTCOME_NAMES[n.outcome] ?? n.outcome;
  const tone: StepTone = n.outcome === 'applied' ? 'neutral' : 'warn';
  return { kind: 'notification', at: n.receivedAt, title: `Provider notification: ${event}`, detail: `#${n.id} · ${outcome}`, tone };
}

/** The time a failed or cancelled order ended: the notification that applied it, if one was kept. */
function endedAt(order: OpsPayOrder, event: string): number | null {
  return order.notifications.find((n) => n.event === event && n.outcome === 'applied')?.receivedAt ?? null;
}

export function orderTimeline(order: OpsPayOrder): TimelineStep[] {
  const t = order.timeline;
  const credit = order.bonus ? `${order.amount} + ${order.bonus} bonus` : String(order.amount);
  const steps: TimelineStep[] = [
    { kind: 'created', at: t.createdAt, title: 'Order created', detail: `${order.skuId} · ${order.method} · ${toDecimal(order.priceMinor, order.currency)} ${order.currency}`, tone: 'neutral' },
    ...order.notifications.map(notificationStep),
  ];
  // The payment window closed before any payment: the timeout job moved it (or a late payment came after it).
  if (order.state === 'timeout' || order.late) {
    steps.push({ kind: 'timeout', at: t.expiresAt, title: 'Payment window closed', detail: order.late ? 'paid afterwards (late payment)' : null, tone: 'warn' });
  }
  if (order.state === 'failed' || order.state === 'cancelled') {
    steps.push({ kind: order.state, at: endedAt(order, order.state), title: order.state === 'failed' ? 'Payment failed' : 'Payment cancelled', detail: null, tone: 'bad' });
  }
  if (t.paidAt !== null) {
    const ref = order.providerRef ? `provider ref ${order.providerRef}` : null;
    steps.push({ kind: 'paid', at: t.paidAt, title: order.doubled ? 'Paid (first purchase: double bonus)' : 'Paid', detail: [ref, order.points ? `${order.points} points` : null].filter(Boolean).join(' · ') || null, tone: 'ok' });
  }
  if (t.deliveredAt !== null) {
    steps.push({ kind: 'delivered', at: t.deliveredAt, title: 'Credited in the game', detail: credit, tone: 'ok' });
  } else if (order.state === 'success') {
    const d = order.delivery;
    const detail = d ? [`${d.status}`, `${d.attempts} attempt${d.attempts === 1 ? '' : 's'}`, d.lastError ? `last error: ${d.lastError}` : null].filter(Boolean).join(' · ') : 'not queued';
    steps.push({ kind: 'delivery-pending', at: null, title: 'Credit not confirmed by the game yet', detail: `${credit} · ${detail}`, tone: 'warn' });
  }
  if (t.refundedAt !== null) steps.push({ kind: 'refunded', at: t.refundedAt, title: 'Marked refunded', detail: order.points ? `the order's ${order.points} points taken back (down to zero)` : null, tone: 'bad' });
  return sortSteps(steps);
}

/** Time order; a step without a time (still waiting) last; ties by the order's life. Stable. */
export function sortSteps(steps: TimelineStep[]): TimelineStep[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => {
      const at = (a.step.at ?? Number.POSITIVE_INFINITY) - (b.step.at ?? Number.POSITIVE_INFINITY);
      if (at !== 0 && !Number.isNaN(at)) return at;
      return RANK[a.step.kind] - RANK[b.step.kind] || a.index - b.index;
    })
    .map(({ step }) => step);
}

/** The order's state as an operator reads it: the stored state, refined by refund and delivery. */
export function orderStatus(order: OpsPayOrder): { label: string; tone: StepTone } {
  if (order.timeline.refundedAt !== null) return { label: 'Refunded', tone: 'bad' };
  switch (order.state) {
    case 'success':
      return order.timeline.deliveredAt !== null ? { label: 'Credited', tone: 'ok' } : { label: 'Paid, not credited', tone: 'warn' };
    case 'processing':
      return { label: 'Awaiting payment', tone: 'neutral' };
    case 'timeout':
      return { label: 'Timed out', tone: 'warn' };
    case 'failed':
      return { label: 'Failed', tone: 'bad' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'bad' };
    default:
      return { label: String(order.state), tone: 'neutral' };
  }
}

/** What an operator may still do to an order (the server decides; this only hides what it would refuse). */
export function orderActions(order: OpsPayOrder): { resend: boolean; refund: boolean } {
  const paid = order.state === 'success';
  return { resend: paid && order.timeline.refundedAt === null, refund: paid && order.timeline.refundedAt === null };
}
