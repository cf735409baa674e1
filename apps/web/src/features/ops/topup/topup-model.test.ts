import { describe, expect, it } from 'vitest';
import type { OpsEventDetail } from '@mecha/shared/act/ops-api';
import { editionsOf, emptySkuForm, eventChanges, eventToForm, formToEvent, formToSku, parseAmount, reasonLabelFor, skuToForm } from './topup-model.ts';

const names = { en: 'Mug', ja: 'マグ' };
const detail: OpsEventDetail = {
  id: 'spring-hk', edition: 'hk', currency: 'HKD', titles: { en: 'Spring' }, rules: { en: 'Top up' }, startsAt: 1_800_000_000, endsAt: 1_800_100_000, active: true,
  tiers: [{ id: 'mug', thresholdMinor: 10000, sort: 1, claims: 2, prizes: [{ id: 'mug', names, qty: 1, physical: true, picture: null }] }],
};

describe('top-up console forms', () => {
  it('reads amounts as operators type them, in the currency’s decimals', () => {
    expect([parseAmount('6', 'CNY'), parseAmount('6.5', 'CNY'), parseAmount('6.50', 'CNY'), parseAmount('120', 'JPY')]).toEqual([600, 650, 650, 120]);
    expect([parseAmount('6.505', 'CNY'), parseAmount('1.5', 'JPY'), parseAmount('-1', 'CNY'), parseAmount('', 'CNY'), parseAmount('1e3', 'CNY')]).toEqual([null, null, null, null, null]);
  });

  it('turns the SKU form into the API body, keeping the other languages’ names', () => {
    const form = { ...skuToForm({ id: 'hk-60', edition: 'hk', currency: 'HKD', names: { en: '60 crystals', 'zh-HK': '60 晶石' }, price_minor: 800, base_amount: 60, standing_bonus: 0, doubles_first: true, points: null, active: true, sort: 0 }), price: '9.9' };
    expect(formToSku(form, 'hk', { 'zh-HK': '60 晶石' })).toEqual({ id: 'hk-60', edition: 'hk', currency: 'HKD', names: { en: '60 crystals', 'zh-HK': '60 晶石' }, priceMinor: 990, baseAmount: 60, standingBonus: 0, doublesFirst: true, points: null, active: true, sort: 0 });
    expect(formToSku({ ...emptySkuForm('HKD'), id: 'Bad id' }, 'hk')).toMatch(/SKU id/);
    expect(formToSku({ ...emptySkuForm('HKD'), id: 'hk-1', name: 'x', price: '0' }, 'hk')).toMatch(/price/);
    expect(formToSku({ ...emptySkuForm('HKD'), id: 'hk-1', name: 'x', price: '1', baseAmount: '10', points: 'many' }, 'hk')).toMatch(/Points/);
  });

  it('edits an event’s tiers and says what will change', () => {
    const form = eventToForm(detail);
    expect(form.tiers[0]!.threshold).toBe('100.00');
    form.tiers[0]!.threshold = '150';
    form.tiers.push({ id: 'big', threshold: '500', claims: 0, prizes: [{ id: 'coin', name: 'Coins', qty: '100', physical: false, names: {}, picture: null }] });
    const body = formToEvent(form);
    if (typeof body === 'string') throw new Error(body);
    expect(body.tiers.map((t) => [t.id, t.thresholdMinor, t.sort])).toEqual([['mug', 15000, 1], ['big', 50000, 2]]);
    expect(body.tiers[0]!.prizes[0]!.names).toEqual(names);
    expect(eventChanges(detail, body)).toEqual(['Tier mug: threshold 100.00 → 150.00 HKD', 'Add tier big at 500.00 HKD: Coins ×100']);
    expect(eventChanges(detail, { ...body, tiers: [body.tiers[1]!] })).toContain('Remove tier mug (refused: 2 claims)');
    expect(formToEvent({ ...form, endsAt: form.startsAt })).toMatch(/end after/);
    expect(formToEvent({ ...form, tiers: [form.tiers[1]!, { ...form.tiers[1]! }] })).toMatch(/unique/);
  });

  it('offers only the operator’s editions, and a reason only where the roles table wants one', () => {
    expect(editionsOf(['hk'])).toEqual(['hk']);
    expect(editionsOf('all').length).toBeGreaterThan(1);
    expect(reasonLabelFor('/api/ops/pay/skus/active')).toBeUndefined();
    expect(reasonLabelFor('/api/ops/pay/refund')).toBeTruthy();
  });
});
