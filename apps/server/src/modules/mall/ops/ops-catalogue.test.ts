import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import type { ProductCard } from '@mecha/shared/mall/api';
import type { DrawRunResult, OpsProductPage, StockResult } from '@mecha/shared/mall/ops-api';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createOperator, login } from '../../operators/operators-test-kit.ts';
import { addProduct, CN_ADDRESS, givePoints, ledgerMismatches, mallCaller, mallPlayers } from '../mall-test-kit.ts';
import { opsCaller } from './ops-test-kit.ts';


// The catalogue console's server side (issue 15): the paged product list, stock set with a reason (audit row in
// the change's transaction), role and edition refusals, draws run after a dry run that changes nothing.
describe.each(DB_KINDS)('mall operators: catalogue console (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { mallExchangesPerMinute: 100_000 });
  });
  afterAll(() => t.close());
  afterEach(async () => expect((await ledgerMismatches(t)).mismatched).toEqual([]));
  const op = () => opsCaller(t);
  const audits = (action: string, target: string) => t.store.db.selectFrom('ops_audit_log').selectAll().where('action', '=', action).where('target', '=', target).orderBy('id').execute();

  it('pages, filters and sorts products on the server; bad queries are refused with a code', async () => {
    for (const [i, spec] of [
      { stock: 5, points: 300 }, { stock: 1, points: 100 }, { stock: 9, points: 200, active: false }, { stock: 0, points: 500 }, { stock: 3, points: 400, editions: ['jp'] },
    ].entries()) await addProduct(t, { id: `pg-${i}`, categoryId: 'pg-cat', sort: i, ...spec });
    const page = async (query: string) => (await op()<OpsProductPage>('GET', `/api/ops/mall/products?categoryId=pg-cat&${query}`)).data;
    const first = await page('size=2&sort=stock&dir=desc');
    expect(first.total).toBe(5);
    expect(first.list.map((p) => [p.id, p.stock])).toEqual([['pg-2', 9], ['pg-0', 5]]);
    expect((await page('size=2&page=2&sort=stock&dir=desc')).list.map((p) => p.id)).toEqual(['pg-4', 'pg-1']);
    expect((await page('size=2&page=3&sort=stock&dir=desc')).list.map((p) => p.id)).toEqual(['pg-3']);
    expect((await page('sort=points')).list.map((p) => p.points)).toEqual([100, 200, 300, 400, 500]);
    expect((await page('active=false')).list.map((p) => p.id)).toEqual(['pg-2']);
    expect((await page('edition=jp')).list.map((p) => p.id)).toEqual(['pg-4']);
    expect((await page('q=PG-3')).list.map((p) => p.id)).toEqual(['pg-3']);
    expect((await page('q=100%25')).total).toBe(0); // a % is a character, not a wildcard
    expect((await page('size=1')).list[0]).toMatchObject({ id: 'pg-0', categoryId: 'pg-cat', stockTotal: 5, sold: 0, limit: null, style: 'race', entrants: 0 });
    for (const bad of ['sort=name', 'size=101', 'page=0', 'active=yes', 'edition=xx', 'nope=1']) {
      expect((await op()('GET', `/api/ops/mall/products?${bad}`)).code, bad).toBe(ERRORS.paramError.code);
    }
  });

  it('refuses roles without the catalogue and operators of other editions; a scoped editor sees only theirs', async () => {
    await addProduct(t, { id: 'ed-cn', categoryId: 'ed-cat', editions: ['cn'] });
    await addProduct(t, { id: 'ed-hk', categoryId: 'ed-cat', editions: ['hk'] });
    const shipper = opsCaller(t, await login(t, 'cat-shipper', await createOperator(t, 'cat-shipper', 'shipping')));
    expect((await shipper('GET', '/api/ops/mall/products')).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await shipper('POST', '/api/ops/mall/products/stock', { productId: 'ed-hk', set: 0, reason: 'x' })).code).toBe(ERRORS.opsRoleForbidden.code);
    const hk = opsCaller(t, await login(t, 'cat-hk', await createOperator(t, 'cat-hk', 'editor', ['hk'])));
    expect((await hk<OpsProductPage>('GET', '/api/ops/mall/products?categoryId=ed-cat')).data.list.map((p) => p.id)).toEqual(['ed-hk']);
    expect((await hk('POST', '/api/ops/mall/products/stock', { productId: 'ed-cn', set: 0, reason: 'x' })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await hk('POST', '/api/ops/mall/draws/run', { dryRun: true })).code).toBe(ERRORS.opsEditionForbidden.code);
    const product = { id: 'ed-cn', categoryId: 'ed-cat', names: { en: 'x' }, descriptions: { en: 'x' }, points: 1, regions: ['CN'], editions: ['hk'] };
    expect((await hk('POST', '/api/ops/mall/products', product)).code).toBe(ERRORS.opsEditionForbidden.code); // the row is cn's
    expect((await hk('POST', '/api/ops/mall/products', { ...product, id: 'ed-new', editions: ['cn'] })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await hk<StockResult>('POST', '/api/ops/mall/products/stock', { productId: 'ed-hk', set: 4, reason: 'count' })).data).toMatchObject({ before: 10, stock: 4 });
  });

  it('sets stock only with a reason, writing before/after in the change’s transaction; a refused change leaves no row', async () => {
    const id = await addProduct(t, { stock: 7 });
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: id, set: 0 })).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: id, set: 0, reason: '   ' })).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: id, set: 1, delta: 1, reason: 'both' })).code).toBe(ERRORS.paramError.code);
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: id, set: -1, reason: 'x' })).code).toBe(ERRORS.paramError.code);
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: id, set: 1_000_001, reason: 'x' })).code).toBe(ERRORS.paramError.code);
    expect((await op()<StockResult>('POST', '/api/ops/mall/products/stock', { productId: id, set: 0, reason: 'Recalled batch' })).data).toEqual({ id, before: 7, stock: 0, stockTotal: 0 });
    expect(await audits('mall.stock', id)).toMatchObject([{ reason: 'Recalled batch', before: { stock: 7, stockTotal: 7 }, after: { stock: 0, set: 0, delta: -7 } }]);
    // Below zero: the transaction (with its audit row) rolls back.
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: id, delta: -1, reason: 'x' })).code).toBe(ERRORS.mallOutOfStock.code);
    expect(await audits('mall.stock', id)).toHaveLength(1);
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 500);
    expect((await mallCaller(t, p!)('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS })).code).toBe(ERRORS.mallOutOfStock.code);
  });

  it('a stock set racing exchanges never oversells: orders = (10 − stock before the set) + (3 − stock after)', async () => {
    const id = await addProduct(t, { stock: 10, points: 10 });
    const players = await mallPlayers(t, 24);
    for (const p of players) await givePoints(t, p.yfyUid, 100);
    const buy = (i: number) => mallCaller(t, players[i]!)('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS });
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => buy(i)),
      op()<StockResult>('POST', '/api/ops/mall/products/stock', { productId: id, set: 3, reason: 'Recount' }),
      ...Array.from({ length: 12 }, (_, i) => buy(12 + i)),
    ]);
    const set = answers[12]!.data as StockResult;
    const orders = await t.store.db.selectFrom('mall_orders').select('id').where('product_id', '=', id).execute();
    const left = (await t.store.db.selectFrom('mall_products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(orders.length).toBe(10 - set.before + (3 - left));
    expect(answers.filter((a) => a.code === 0).length - 1).toBe(orders.length);
  });

  it('a category, a product and a stock change show on the players\' page at once, though the page caches rows for 2 s', async () => {
    await addProduct(t, { id: 'now-0', categoryId: 'now-cat', points: 100, stock: 10 });
    const [player] = await mallPlayers(t, 1);
    type List = { categories: { id: string }[]; list: ProductCard[] };
    const shown = async () => (await mallCaller(t, player!)<List>('GET', `${API.scoreProduct}?categoryId=now-cat`)).data;
    expect((await shown()).list.map((p) => [p.id, p.points, p.stockLeft])).toEqual([['now-0', 100, 10]]); // cached from here
    expect((await op()('POST', '/api/ops/mall/categories', { id: 'now-new', names: { en: 'New' } })).code).toBe(0);
    expect((await shown()).categories.map((c) => c.id)).toContain('now-new');
    const product = { id: 'now-0', categoryId: 'now-cat', names: { en: 'x' }, descriptions: { en: 'x' }, points: 150, regions: ['CN'], editions: ['cn', 'hk'] };
    expect((await op()('POST', '/api/ops/mall/products', product)).code).toBe(0);
    expect((await shown()).list.map((p) => p.points)).toEqual([150]);
    expect((await op()('POST', '/api/ops/mall/products/stock', { productId: 'now-0', set: 4, reason: 'count' })).code).toBe(0);
    expect((await shown()).list.map((p) => p.stockLeft)).toEqual([4]);
  });

  it('runs a draw after a dry run that changes nothing; a draw still open is refused', async () => {
    const now = t.clock.now();
    const id = await addProduct(t, { stock: 1, points: 100, style: 'draw', onSaleAt: new Date(now.getTime() - 60_000), entryEndsAt: new Date(now.getTime() + 600_000) });
    const players = await mallPlayers(t, 3);
    for (const p of players) await givePoints(t, p.yfyUid, 1000);
    for (const p of players) expect((await mallCaller(t, p)('POST', API.scoreDrawEnter, { productId: id, address: CN_ADDRESS })).code).toBe(0);
    expect((await op()('POST', '/api/ops/mall/draws/run', { productId: id, dryRun: true })).code).toBe(ERRORS.mallOpsDrawNotDue.code);
    expect((await op()('POST', '/api/ops/mall/draws/run', { productId: 'no-such-draw', dryRun: true })).code).toBe(ERRORS.mallProductNotFound.code);
    expect((await op()('POST', '/api/ops/mall/draws/run', { productId: id, dryRun: 'yes' })).code).toBe(ERRORS.paramError.code);
    t.clock.advance(601_000);
    const auditBefore = (await t.store.db.selectFrom('ops_audit_log').select('id').execute()).length;
    const dry = (await op()<DrawRunResult>('POST', '/api/ops/mall/draws/run', { productId: id, dryRun: true })).data;
    expect(dry).toMatchObject({ dryRun: true, walked: 0, draws: [{ productId: id, entrants: 3, stock: 1, winners: 1 }] });
    expect(dry.draws[0]!.order.map((e) => e.outcome).sort()).toEqual(['lost', 'lost', 'won']);
    // Nothing changed: the draw, its entries, stock, orders, balances, the audit log.
    const product = await t.store.db.selectFrom('mall_products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(product).toMatchObject({ draw_state: 'pending', draw_seed: null, stock: 1 });
    expect((await t.store.db.selectFrom('mall_draw_entries').select('outcome').where('product_id', '=', id).execute()).map((e) => e.outcome)).toEqual(['pending', 'pending', 'pending']);
    expect(await t.store.db.selectFrom('mall_orders').select('id').where('product_id', '=', id).execute()).toEqual([]);
    expect((await t.store.db.selectFrom('ops_audit_log').select('id').execute()).length).toBe(auditBefore);
    const run = (await op()<DrawRunResult>('POST', '/api/ops/mall/draws/run', { productId: id })).data;
    expect(run).toMatchObject({ dryRun: false, walked: 1, draws: [{ productId: id, entrants: 3, winners: 1 }] });
    const drawn = await t.store.db.selectFrom('mall_products').select(['draw_seed', 'stock']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(drawn.stock).toBe(0);
    expect(await audits('mall.draw.run', id)).toMatchObject([{ after: { drawState: 'drawn', seed: drawn.draw_seed } }]);
    expect(run.draws[0]!.seed).toBe(drawn.draw_seed);
    expect((await op()('POST', '/api/ops/mall/draws/run', { productId: id })).code).toBe(ERRORS.mallOpsDrawNotDue.code);
  });
});
