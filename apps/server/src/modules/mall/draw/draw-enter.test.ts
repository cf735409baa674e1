import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import type { ProductDetail } from '@mecha/shared/mall/api';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { CN_ADDRESS, JP_ADDRESS, addProduct, givePoints, mallCaller, mallPlayers, type MallPlayer, ledgerMismatches } from '../mall-test-kit.ts';

const MIN = 60_000;

// score/draw/enter: every refusal one by one, the once-per-account rule under a burst, and the detail's draw view.
describe.each(DB_KINDS)('draw entry (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { mallExchangesPerMinute: 100_000 });
  });
  afterAll(() => t.close());
  afterEach(async () => expect((await ledgerMismatches(t)).mismatched).toEqual([]));

  const drawProduct = (spec: Parameters<typeof addProduct>[1] = {}) =>
    addProduct(t, { style: 'draw', onSaleAt: new Date(t.clock.now().getTime() - MIN), entryEndsAt: new Date(t.clock.now().getTime() + 10 * MIN), stock: 2, points: 100, ...spec });
  const player = async (points: number | null = 1000): Promise<MallPlayer> => {
    const [p] = await mallPlayers(t, 1);
    if (points !== null) await givePoints(t, p!.yfyUid, points);
    return p!;
  };
  const enter = (p: MallPlayer | null, body: object) => mallCaller(t, p)('POST', API.scoreDrawEnter, body);
  const refused = async (p: MallPlayer | null, body: object, key: ErrorKey) => expect((await enter(p, body)).code).toBe(ERRORS[key].code);

  it('enters once, shows entrants and odds, and refuses a second entry (also in a burst of 20)', async () => {
    const id = await drawProduct();
    const p = await player();
    const first = await enter(p, { productId: id, address: CN_ADDRESS });
    expect(first).toMatchObject({ code: 0, data: { entered: true, entrants: 1 } });
    await refused(p, { productId: id, address: CN_ADDRESS }, 'mallDrawEntered');
    const q = await player();
    const burst = await Promise.all(Array.from({ length: 20 }, () => enter(q, { productId: id, address: CN_ADDRESS })));
    expect(burst.filter((b) => b.code === 0)).toHaveLength(1);
    expect(burst.filter((b) => b.code === ERRORS.mallDrawEntered.code)).toHaveLength(19);
    const r = await player();
    await enter(r, { productId: id, address: CN_ADDRESS });
    const detail = await mallCaller(t, p)<ProductDetail>('GET', `${API.scoreProductDetail}?id=${id}`);
    expect(detail.data.state).toBe('entryOpen');
    expect(detail.data.draw).toEqual({ entrants: 3, odds: 2 / 3, entered: true, outcome: 'pending', orderId: null, drawnAt: null, winners: null });
    const visitor = await mallCaller(t, null, 'zh-CN')<ProductDetail>('GET', `${API.scoreProductDetail}?id=${id}`);
    expect(visitor.data.draw).toMatchObject({ entrants: 3, entered: false, outcome: null });
    // No points are taken at entry.
    expect((await mallCaller(t, p)<{ balance: number }>('GET', API.scoreMe)).data.balance).toBe(1000);
  });

  it('refuses a visitor and an unknown product', async () => {
    expect((await enter(null, { productId: await drawProduct(), address: CN_ADDRESS })).status).toBe(401);
    await refused(await player(), { productId: 'no-such-thing', address: CN_ADDRESS }, 'mallProductNotFound');
    await refused(await player(), { productId: await drawProduct({ editions: ['en'] }), address: CN_ADDRESS }, 'mallProductNotFound');
  });

  it('is closed before the window, after it and for a race drop; a draw drop cannot be exchanged', async () => {
    const now = t.clock.now().getTime();
    const p = await player();
    await refused(p, { productId: await drawProduct({ onSaleAt: new Date(now + MIN), entryEndsAt: new Date(now + 2 * MIN) }), address: CN_ADDRESS }, 'mallDrawClosed');
    await refused(p, { productId: await drawProduct({ onSaleAt: new Date(now - 2 * MIN), entryEndsAt: new Date(now - MIN) }), address: CN_ADDRESS }, 'mallDrawClosed');
    await refused(p, { productId: await addProduct(t), address: CN_ADDRESS }, 'mallDrawClosed');
    expect((await mallCaller(t, p)('POST', API.scoreOrder, { productId: await drawProduct(), address: CN_ADDRESS })).code).toBe(ERRORS.mallDrawOnly.code);
  });

  it('refuses an address not in the book and a region not shipped to', async () => {
    const id = await drawProduct({ regions: ['CN'] });
    const p = await player();
    await refused(p, { productId: id, addressId: 999_999 }, 'mallAddressNotFound');
    await refused(p, { productId: id, address: JP_ADDRESS }, 'mallRegionNotShipped');
    await refused(p, { productId: id }, 'fillShipping');
  });

  it('refuses a suspended account, one that never had points, and abnormal points', async () => {
    const id = await drawProduct();
    const s = await player();
    const now = t.clock.now();
    await t.store.db
      .insertInto('mall_suspensions')
      .values({ yfy_uid: s.yfyUid, reason: 'test', starts_at: new Date(now.getTime() - MIN), ends_at: new Date(now.getTime() + 60 * MIN), created_by: 'test', lifted_at: null })
      .execute();
    await refused(s, { productId: id, address: CN_ADDRESS }, 'mallSuspended');
    await refused(await player(null), { productId: id, address: CN_ADDRESS }, 'mallNoPoints');
    const a = await player();
    await t.store.db.updateTable('points_accounts').set({ balance: 5000 }).where('yfy_uid', '=', a.yfyUid).execute();
    await refused(a, { productId: id, address: CN_ADDRESS }, 'mallAbnormalPoints');
    // Put the balance back to its ledger, so the check after each test holds for the rest of the suite.
    await t.store.db
      .updateTable('points_accounts')
      .set((eb) => ({ balance: eb.selectFrom('points_ledger').select((l) => l.fn.sum<number>('amount').as('n')).where('yfy_uid', '=', a.yfyUid) }))
      .where('yfy_uid', '=', a.yfyUid)
      .execute();
  });

  it('refuses a used-up limit and a balance below the price', async () => {
    const limited = await drawProduct({ limit: { count: 1, period: 'ever' } });
    const p = await player();
    await t.store.db.insertInto('mall_purchase_counts').values({ yfy_uid: p.yfyUid, product_id: limited, period: 'ever', n: 1 }).execute();
    await refused(p, { productId: limited, address: CN_ADDRESS }, 'mallLimitReached');
    await refused(await player(99), { productId: await drawProduct({ points: 100 }), address: CN_ADDRESS }, 'mallInsufficientPoints');
    const rows = await t.store.db.selectFrom('mall_draw_entries').select('yfy_uid').where('product_id', '=', limited).execute();
    expect(rows).toEqual([]);
  });
});
