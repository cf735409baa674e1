import { describe, expect, it } from 'vitest';
import type { OpsPack } from '@mecha/shared/welfare/ops-api';
import { mayTouch, batchBody, itemsDraft, itemsOf, newBatch, newItem, packChanges, planLines, signinChanges, textsOf, fromLocal } from './welfare-logic.ts';
import { toLocalInput } from '../lib/format.ts';

const coin = { id: 'coin', qty: 500, names: { en: 'Coins', 'zh-CN': '金币' } };
const pack: OpsPack = { id: 'qzlb', kind: 'daily', titles: { en: 'Daily pack' }, items: [coin], active: true, startsAt: null, endsAt: null, claims: 3 };

describe('welfare console logic', () => {
  it('turns item forms into items, refusing what the server would', () => {
    expect(itemsOf(itemsDraft([coin]))).toEqual({ items: [coin] });
    expect(itemsOf([])).toEqual({ error: 'Add at least one item.' });
    expect(itemsOf([{ ...newItem(), id: 'Coin' }])).toMatchObject({ error: expect.stringContaining('Item 1: the id') });
    expect(itemsOf([{ ...newItem(), id: 'coin', qty: '1.5' }])).toMatchObject({ error: expect.stringContaining('quantity') });
    expect(itemsOf([{ ...newItem(), id: 'coin', qty: '2' }])).toMatchObject({ error: expect.stringContaining('name') });
    expect(textsOf({ 'zh-CN': ' 金币 ', 'zh-HK': '', en: '', ja: '' })).toEqual({ 'zh-CN': '金币' });
  });

  it('lists what a pack edit changes, and nothing for no change', () => {
    expect(packChanges(pack, { titles: pack.titles, items: pack.items, active: true, startsAt: null, endsAt: null })).toEqual([]);
    const lines = packChanges(pack, { titles: { en: 'Daily crate', ja: 'デイリー' }, items: [{ ...coin, qty: 777 }], active: false, startsAt: null, endsAt: null });
    expect(lines).toEqual(['Title (en): “Daily pack” → “Daily crate”', 'Title (ja): “—” → “デイリー”', 'Items: Coins ×500 → Coins ×777', 'Switched off']);
    const day = { day: 7, titles: { en: 'Day 7' }, items: [coin] };
    expect(signinChanges([day], [{ ...day, items: [{ ...coin, qty: 1 }] }])).toEqual(['Day 7: Coins ×500 → Coins ×1']);
  });

  it('builds the batch body for one shared code or N one-use codes', () => {
    const draft = { ...newBatch('hk'), id: 'hk-flyer', count: '5', titles: { ...newBatch('').titles, en: 'Flyer' }, items: itemsDraft([coin]) };
    expect(batchBody(draft)).toEqual({ body: { id: 'hk-flyer', titles: { en: 'Flyer' }, items: [coin], edition: 'hk', expiresAt: null, count: 5 } });
    expect(batchBody({ ...draft, mode: 'shared', code: 'LIVE2026', maxUses: '50', edition: '' })).toMatchObject({ body: { code: 'LIVE2026', maxUses: 50, edition: null } });
    expect(batchBody({ ...draft, id: 'X' })).toMatchObject({ error: expect.stringContaining('id') });
    expect(batchBody({ ...draft, count: '0' })).toMatchObject({ error: expect.stringContaining('number of codes') });
    expect(batchBody({ ...draft, mode: 'shared', code: 'a b' })).toMatchObject({ error: expect.stringContaining('shared code') });
    expect(planLines({ dryRun: true, id: 'hk-flyer', edition: 'hk', expiresAt: null, kind: 'unique', count: 5, capacity: 5, items: [coin] })).toEqual([
      'Create 5 one-use code(s)', 'Campaign: hk-flyer', 'Edition: hk', 'Expires: never', 'Items: Coins ×500',
    ]);
  });

  it('offers export and deactivation only for batches within the operator editions', () => {
    expect(mayTouch('all', { edition: null })).toBe(true);
    expect(mayTouch(['hk'], { edition: null })).toBe(false);
    expect(mayTouch(['hk'], { edition: 'hk' })).toBe(true);
    expect(mayTouch(['hk'], { edition: 'jp' })).toBe(false);
  });

  it('round-trips a local date-time input', () => {
    const t = 1_790_000_040;
    expect(fromLocal(toLocalInput(t))).toBe(t);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocal('')).toBeNull();
  });
});
