import { describe, expect, it } from 'vitest';
import { orderActions, orderStatus, orderTimeline, sortSteps, type TimelineStep } from './order-timeline.ts';
import type { OpsPayOrder } from './support-api.ts';

const T0 = 1_780_000_000;

function order(patch: Partial<OpsPayOrder> = {}, timeline: Partial<OpsPayOrder['timeline']> = {}): OpsPayOrder {
  return {
    orderId: 'PABC123DEF', yfyUid: 'acc-1', uid: '10001', edition: 'cn', skuId: 'cn-60', method: 'wechat', currency: 'CNY',
    priceMinor: 600, amount: 60, bonus: 0, doubled: false, points: 6, state: 'processing', late: false, providerRef: null,
    delivery: null, notifications: [],
    ...patch,
    timeline: { createdAt: T0, expiresAt: T0 + 900, paidAt: null, deliveredAt: null, refundedAt: null, ...timeline },
  };
}

const kinds = (steps: TimelineStep[]) => steps.map((s) => s.kind);

describe('orderTimeline', () => {
  it('an open order has one step, its creation, with the price in the currency', () => {
    const steps = orderTimeline(order());
    expect(kinds(steps)).toEqual(['created']);
    expect(steps[0]!.detail).toBe('cn-60 · wechat · 6.00 CNY');
  });

  it('paid, credited and refunded in time order; a notification at the same second as the payment comes first', () => {
    const o = order(
      { state: 'success', bonus: 60, doubled: true, providerRef: 'SBX-1', delivery: { status: 'delivered', attempts: 1, lastError: null }, notifications: [{ id: 7, event: 'paid', outcome: 'applied', receivedAt: T0 + 60 }] },
      { paidAt: T0 + 60, deliveredAt: T0 + 62, refundedAt: T0 + 3600 },
    );
    const steps = orderTimeline(o);
    expect(kinds(steps)).toEqual(['created', 'notification', 'paid', 'delivered', 'refunded']);
    expect(steps[2]!.title).toBe('Paid (first purchase: double bonus)');
    expect(steps[3]!.detail).toBe('60 + 60 bonus');
    expect(steps[4]!.detail).toBe("the order's 6 points taken back (down to zero)");
  });

  it('orders by time even when the input is out of order (a duplicate notification after the credit)', () => {
    const o = order(
      { state: 'success', notifications: [{ id: 9, event: 'paid', outcome: 'already', receivedAt: T0 + 500 }, { id: 8, event: 'paid', outcome: 'applied', receivedAt: T0 + 10 }] },
      { paidAt: T0 + 10, deliveredAt: T0 + 20 },
    );
    const steps = orderTimeline(o);
    expect(kinds(steps)).toEqual(['created', 'notification', 'paid', 'delivered', 'notification']);
    expect(steps[4]!.detail).toBe('#9 · already applied (duplicate)');
    expect(steps[4]!.tone).toBe('warn');
  });

  it('a paid order the game has not confirmed ends with the pending delivery, its attempts and last error', () => {
    const o = order({ state: 'success', delivery: { status: 'pending', attempts: 3, lastError: 'game offline' } }, { paidAt: T0 + 30 });
    const steps = orderTimeline(o);
    expect(kinds(steps)).toEqual(['created', 'paid', 'delivery-pending']);
    expect(steps[2]!.at).toBeNull();
    expect(steps[2]!.detail).toBe('60 · pending · 3 attempts · last error: game offline');
  });

  it('a late payment shows the closed window between creation and payment', () => {
    const steps = orderTimeline(order({ state: 'success', late: true }, { paidAt: T0 + 1200, deliveredAt: T0 + 1201 }));
    expect(kinds(steps)).toEqual(['created', 'timeout', 'paid', 'delivered']);
    expect(steps[1]!.detail).toBe('paid afterwards (late payment)');
  });

  it('a failed order ends at the notification that failed it', () => {
    const steps = orderTimeline(order({ state: 'failed', notifications: [{ id: 3, event: 'failed', outcome: 'applied', receivedAt: T0 + 40 }] }));
    expect(kinds(steps)).toEqual(['created', 'notification', 'failed']);
    expect(steps[2]!.at).toBe(T0 + 40);
  });

  it('a timed-out order without payment', () => {
    expect(kinds(orderTimeline(order({ state: 'timeout' })))).toEqual(['created', 'timeout']);
  });
});

describe('sortSteps', () => {
  it('is stable for equal times and kinds, and puts untimed steps last', () => {
    const s = (kind: TimelineStep['kind'], at: number | null, title: string): TimelineStep => ({ kind, at, title, detail: null, tone: 'neutral' });
    const sorted = sortSteps([s('delivery-pending', null, 'x'), s('notification', 5, 'b'), s('notification', 5, 'c'), s('created', 5, 'a')]);
    expect(sorted.map((x) => x.title)).toEqual(['a', 'b', 'c', 'x']);
  });
});

describe('orderStatus and orderActions', () => {
  it('refund and resend only for a paid order not yet refunded', () => {
    expect(orderActions(order({ state: 'success' }, { paidAt: T0 }))).toEqual({ resend: true, refund: true });
    expect(orderActions(order({ state: 'success' }, { paidAt: T0, refundedAt: T0 + 1 }))).toEqual({ resend: false, refund: false });
    expect(orderActions(order({ state: 'processing' }))).toEqual({ resend: false, refund: false });
  });

  it('reads refunded, credited and not-credited apart', () => {
    expect(orderStatus(order({ state: 'success' }, { paidAt: T0, refundedAt: T0 })).label).toBe('Refunded');
    expect(orderStatus(order({ state: 'success' }, { paidAt: T0, deliveredAt: T0 })).label).toBe('Credited');
    expect(orderStatus(order({ state: 'success' }, { paidAt: T0 })).label).toBe('Paid, not credited');
  });
});
