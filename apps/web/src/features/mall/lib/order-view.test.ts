import { describe, expect, it } from 'vitest';
import { mallOrderHref, mayChangeAddress, orderMoments, orderStateKey, orderTone } from './order-view.ts';

describe('order record states', () => {
  it('labels and tones each state', () => {
    expect(orderStateKey('awaiting')).toBe('mall.orders.record.state.awaiting');
    expect([orderTone('awaiting'), orderTone('shipped'), orderTone('cancelled')]).toEqual(['waiting', 'done', 'stopped']);
  });

  it('lets the address change only while awaiting shipment', () => {
    expect(mayChangeAddress({ state: 'awaiting' })).toBe(true);
    expect(mayChangeAddress({ state: 'shipped' })).toBe(false);
    expect(mayChangeAddress({ state: 'cancelled' })).toBe(false);
  });

  it('lists the moments an order went through', () => {
    expect(orderMoments({ createdAt: 10, shippedAt: null, cancelledAt: null })).toEqual([['mall.orders.record.placedAt', 10]]);
    expect(orderMoments({ createdAt: 10, shippedAt: 20, cancelledAt: null })).toEqual([
      ['mall.orders.record.placedAt', 10],
      ['mall.orders.record.shippedAt', 20],
    ]);
    expect(orderMoments({ createdAt: 10, shippedAt: null, cancelledAt: 30 })[1]).toEqual(['mall.orders.record.cancelledAt', 30]);
  });

  it('links to one order', () => {
    expect(mallOrderHref('MO-12345678')).toBe('/pages/act/points-order/index?id=MO-12345678');
  });
});
