import { describe, expect, it } from 'vitest';
import { ledgerHref, ledgerTone, ledgerTypeKey, uniqueEntries } from './ledger-row.ts';

describe('ledger rows', () => {
  it('labels each type', () => {
    expect(ledgerTypeKey('topup')).toBe('mall.orders.ledger.type.topup');
    expect(ledgerTypeKey('expire')).toBe('mall.orders.ledger.type.expire');
  });

  it('colours by the sign of the amount, not the type (an adjustment goes either way)', () => {
    expect(ledgerTone(300)).toBe('gain');
    expect(ledgerTone(-120)).toBe('spend');
    expect(ledgerTone(0)).toBe('zero');
  });

  it('links a mall order to the order record and a top-up to the payment centre', () => {
    expect(ledgerHref({ kind: 'mallOrder', id: 'M2026-ab/1' })).toBe('/pages/act/points-order/index?id=M2026-ab%2F1');
    expect(ledgerHref({ kind: 'payOrder', id: 'P123' })).toBe('/pages/act/payment-center/index?order=P123');
    expect(ledgerHref(null)).toBeNull();
  });

  it('keeps each entry once across pages', () => {
    const pages = [{ list: [{ id: 5 }, { id: 4 }] }, { list: [{ id: 4 }, { id: 3 }] }];
    expect(uniqueEntries(pages).map((e) => e.id)).toEqual([5, 4, 3]);
    expect(uniqueEntries(undefined)).toEqual([]);
  });
});
