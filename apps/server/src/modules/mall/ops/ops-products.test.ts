import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import type { ProductDetail } from '@mecha/shared/mall/api';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { CN_ADDRESS, givePoints, mallCaller, mallPlayers, ledgerMismatches } from '../mall-test-kit.ts';
import { opsCaller } from './ops-test-kit.ts';

const secs = (d: Date) => Math.floor(d.getTime() / 1000);

// Operators and the catalogue: categories, products (create and change), stock moves, running due draws.
describe.each(DB_KINDS)('mall operators: catalogue and draws (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { mallExchangesPerMinute: 100_000 });
  });
  afterAll(() => t.close());
  afterEach(async () => expect((await ledgerMismatches(t)).mismatched).toEqual([]));
  const op = () => opsCaller(t);
  const base = {
    id: 'ops-gundam', categoryId: 'ops-figures', names: { 'zh-CN': '机甲手办', en: 'Mecha figure', ja: 'メカフィギュア', 'zh-HK': '機甲手辦' },
    descriptions: { en: 'A figure.', 'zh-CN': '手办。' }, pictures: ['/mall/ops-gundam.svg'], points: 300, stock: 5, regions: ['CN', 'HK'], editions: ['cn'],
  };

  it('creates and renames a category; a product needs an existing one', async () => {
    expect((await op()('POST', '/api/ops/mall/products', base)).code).toBe(ERRORS.paramError.code);
    expect((await op()('POST', '/api/ops/mall/categories', { id: 'ops-figures', names: { 'zh-CN': '手办', en: 'Figures' } })).code).toBe(0);
    expect((await op()('POST', '/api/ops/mall/categories', { id: 'ops-figures', names: { 'zh-CN': '模型手办', en: 'Figures & models' }, sort: 1 })).code).toBe(0);
    expect((await op()('POST', '/api/ops/mall/categories', { id: 'Bad Id', names: { en: 'x' } })).code).toBe(ERRORS.mallParamError.code);
    expect((await op()('POST', '/api/ops/mall/categories', { id: 'empty', names: {} })).code).toBe(ERRORS.paramError.code);
    const list = await op()<{ list: { id: string; names: Record<string, string> }[] }>('GET', '/api/ops/mall/categories');
    expect(list.data.list.find((c) => c.id === 'ops-figures')!.names.en).toBe('Figures & models');
  });

  it('creates a product with its stock and changes it without touching the stock', async () => {
    expect((await op()('POST', '/api/ops/mall/products', base)).data).toEqual({ id: 'ops-gundam', created: true });
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 1000);
    expect((await mallCaller(t, p!)('POST', API.scoreOrder, { productId: 'ops-gundam', address: CN_ADDRESS })).code).toBe(0);
    const changed = await op()('POST', '/api/ops/mall/products', { ...base, names: { ...base.names, en: 'Mecha figure v2' }, points: 250, stock: 999, limit: { count: 2, period: 'month' } });
    expect(changed.data).toEqual({ id: 'ops-gundam', created: false });
    // The detail page reads its product fresh (the list may lag 2 s behind, catalogue.service.ts).
    const detail = await mallCaller(t, p!, 'en')<ProductDetail>('GET', `${API.scoreProductDetail}?id=ops-gundam`);
    expect(detail.data).toMatchObject({ name: 'Mecha figure v2', points: 250, stockLeft: 4, stockTotal: 5, regions: ['CN', 'HK'], limit: { count: 2, period: 'month' } });
  });

  it('refuses malformed products: a draw without its window, bad pictures, repeated regions, unbounded numbers', async () => {
    const bad = async (p: object) => expect((await op()('POST', '/api/ops/mall/products', { ...base, id: 'ops-bad', ...p })).code).not.toBe(0);
    await bad({ style: 'draw' });
    await bad({ style: 'draw', onSaleAt: 1_900_000_000, entryEndsAt: 1_800_000_000 });
    await bad({ entryEndsAt: 1_900_000_000 });
    await bad({ pictures: ['javascript:alert(1)'] });
    await bad({ pictures: ['/mall/../../etc/passwd'] });
    await bad({ regions: ['CN', 'CN'] });
    await bad({ regions: ['US'] });
    await bad({ points: 0 });
    await bad({ points: 2 ** 31 });
    await bad({ stock: -1 });
    await bad({ names: {} });
    await bad({ extra: true });
    expect(await t.store.db.selectFrom('mall_products').select('id').where('id', '=', 'ops-bad').execute()).toEqual([]);
  });

  it('moves stock by a delta, never below zero', async () => {
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: 'ops-gundam', delta: 10, reason: 'restock' })).data).toEqual({ id: 'ops-gundam', before: 4, stock: 14, stockTotal: 15 });
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: 'ops-gundam', delta: -3, reason: 'damaged' })).data).toEqual({ id: 'ops-gundam', before: 14, stock: 11, stockTotal: 12 });
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: 'ops-gundam', delta: -12, reason: 'too many' })).code).toBe(ERRORS.mallOutOfStock.code);
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: 'ops-nothing', delta: 1, reason: 'x' })).code).toBe(ERRORS.mallProductNotFound.code);
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: 'ops-gundam', delta: 0, reason: 'x' })).code).toBe(ERRORS.paramError.code);
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: 'ops-gundam', delta: 1, reason: '' })).code).toBe(ERRORS.opsReasonRequired.code);
    // Concurrent removals: never more than is there.
    const answers = await Promise.all(Array.from({ length: 20 }, () => op()('POST', '/api/ops/mall/products/stock', { productId: 'ops-gundam', delta: -1, reason: 'race' })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(11);
    expect((await t.store.db.selectFrom('mall_products').select('stock').where('id', '=', 'ops-gundam').executeTakeFirstOrThrow()).stock).toBe(0);
  });

  it('creates a draw drop and allots it with draws/run once its window has closed', async () => {
    const now = t.clock.now();
    const draw = { ...base, id: 'ops-draw', stock: 1, style: 'draw', onSaleAt: secs(now) - 60, entryEndsAt: secs(now) + 600 };
    expect((await op()('POST', '/api/ops/mall/products', draw)).code).toBe(0);
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 1000);
    expect((await mallCaller(t, p!)('POST', API.scoreDrawEnter, { productId: 'ops-draw', address: CN_ADDRESS })).code).toBe(0);
    expect((await op()('POST', '/api/ops/mall/draws/run', {})).data).toMatchObject({ walked: 0, draws: [] });
    t.clock.advance(601_000);
    expect((await op()('POST', '/api/ops/mall/draws/run', {})).data).toMatchObject({ walked: 1, draws: [{ productId: 'ops-draw', entrants: 1, winners: 1 }] });
    const products = await op()<{ list: { id: string; drawState: string; drawWinners: number }[] }>('GET', '/api/ops/mall/products?style=draw');
    expect(products.data.list.find((x) => x.id === 'ops-draw')).toMatchObject({ drawState: 'drawn', drawWinners: 1, entrants: 1 });
  });
});
