import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { ProductDetail } from '@mecha/shared/mall/api';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { CN_ADDRESS, addProduct, givePoints, ledgerMismatches, mallCaller, mallPlayers, type MallPlayer } from '../mall-test-kit.ts';
import { MallCatalogue } from '../catalogue.service.ts';
import { drawDue, drawDueJob } from './draw.job.ts';
import { drawViewOf } from './draw-view.ts';
import { drawOrder } from './draw-shuffle.ts';

const MIN = 60_000;

// The draw job (decision 0033): stock allotted once in the seed's order, points from winners only, an entrant who
// can no longer pay replaced by the next, two runs at once allotting once, a claimed but unwalked draw finished.
describe.each(DB_KINDS)('draw job (%s)', (kind) => {
  let t: TestApp;
  const real = kind === 'postgres';
  beforeAll(async () => {
    t = await makeTestApp(kind, { mallExchangesPerMinute: 100_000, simRoleCount: 2400 });
  });
  afterAll(() => t.close());
  afterEach(async () => expect((await ledgerMismatches(t)).mismatched).toEqual([]));

  const db = () => t.store.db;
  /** A draw drop whose window is open now, `n` players with `points` each entered in it through the API. */
  async function drawWith(n: number, stock: number, points = 1000): Promise<{ id: string; players: MallPlayer[] }> {
    const now = t.clock.now().getTime();
    const id = await addProduct(t, { style: 'draw', onSaleAt: new Date(now - MIN), entryEndsAt: new Date(now + 10 * MIN), stock, points: 100 });
    const players = await mallPlayers(t, n);
    for (const p of players) await givePoints(t, p.yfyUid, points);
    for (const p of players) expect((await mallCaller(t, p)('POST', API.scoreDrawEnter, { productId: id, address: CN_ADDRESS })).code).toBe(0);
    return { id, players };
  }
  const closeWindow = () => t.clock.advance(11 * MIN);
  const product = (id: string) => db().selectFrom('mall_products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outcomes = async (id: string) => {
    const rows = await db().selectFrom('mall_draw_entries').select(['yfy_uid', 'outcome', 'order_id']).where('product_id', '=', id).execute();
    return new Map(rows.map((r) => [r.yfy_uid, r]));
  };

  it(`${real ? 500 : 120} entrants for 20 units → 20 winners in the seed's order, points from winners only`, async () => {
    const n = real ? 500 : 120;
    const { id, players } = await drawWith(n, 20);
    // Five entrants spend their points after entering: they must be passed over, not win.
    const broke = players.slice(0, 5);
    for (const p of broke) await givePoints(t, p.yfyUid, -1000, 'spent elsewhere');
    expect(await drawDue(db(), t.clock)).toBe(0); // window still open
    closeWindow();
    const started = performance.now();
    expect(await drawDue(db(), t.clock)).toBe(1);
    const ms = performance.now() - started;

    const p = await product(id);
    expect(p).toMatchObject({ draw_state: 'drawn', stock: 0, draw_winners: 20 });
    expect(p.draw_seed).toMatch(/^[0-9a-f]{64}$/);
    const out = await outcomes(id);
    const count = (o: string) => [...out.values()].filter((r) => r.outcome === o).length;
    expect(count('won')).toBe(20);
    expect(count('pending')).toBe(0);
    for (const b of broke) expect(['ineligible', 'lost']).toContain(out.get(b.yfyUid)!.outcome);
    // An auditor's recomputation: the seed's order, passing over those who could not pay, gives the same winners.
    const brokeSet = new Set(broke.map((b) => b.yfyUid));
    const expected = drawOrder(p.draw_seed!, players.map((q) => q.yfyUid)).filter((u) => !brokeSet.has(u)).slice(0, 20);
    expect([...out.values()].filter((r) => r.outcome === 'won').map((r) => r.yfy_uid).sort()).toEqual([...expected].sort());

    const orders = await db().selectFrom('mall_orders').select(['id', 'yfy_uid', 'via']).where('product_id', '=', id).execute();
    expect(orders).toHaveLength(20);
    expect(new Set(orders.map((o) => o.via))).toEqual(new Set(['draw']));
    for (const o of orders) expect(out.get(o.yfy_uid)).toMatchObject({ outcome: 'won', order_id: o.id });
    const spent = await db().selectFrom('points_ledger').select(['yfy_uid', 'amount']).where('type', '=', 'exchange').where('yfy_uid', 'in', players.map((q) => q.yfyUid)).execute();
    expect(spent).toHaveLength(20);
    expect(new Set(spent.map((s) => s.yfy_uid))).toEqual(new Set(orders.map((o) => o.yfy_uid)));
    expect(spent.every((s) => s.amount === -100)).toBe(true);

    const winner = players.find((q) => out.get(q.yfyUid)!.outcome === 'won')!;
    const view = await mallCaller(t, winner)<ProductDetail>('GET', `${API.scoreProductDetail}?id=${id}`);
    expect(view.data.state).toBe('drawn');
    expect(view.data.draw).toMatchObject({ entrants: n, odds: 20 / n, entered: true, outcome: 'won', orderId: out.get(winner.yfyUid)!.order_id, winners: 20 });
    console.log(`[${kind}] draw of 20 units among ${n} entrants (5 unable to pay) → 20 winners, 20 orders, ${count('ineligible')} ineligible, ${count('lost')} lost (${Math.round(ms)} ms)`);
  });

  it('an entrant without points at draw time is ineligible and replaced by the next', async () => {
    const { id, players } = await drawWith(3, 1);
    closeWindow();
    // The seed is fixed here (as the claim would record it) so the test knows who comes first.
    const seed = 'cd'.repeat(32);
    await db().updateTable('mall_products').set({ draw_state: 'drawn', draw_seed: seed, drawn_at: t.clock.now() }).where('id', '=', id).execute();
    const [first, second, third] = drawOrder(seed, players.map((p) => p.yfyUid));
    await givePoints(t, first!, -1000, 'spent elsewhere');
    await drawDue(db(), t.clock);
    const out = await outcomes(id);
    expect([first, second, third].map((u) => out.get(u!)!.outcome)).toEqual(['ineligible', 'won', 'lost']);
    expect((await product(id)).draw_winners).toBe(1);
    expect(await db().selectFrom('points_ledger').select('id').where('yfy_uid', '=', first!).where('type', '=', 'exchange').execute()).toEqual([]);
  });

  it('a suspension after entry makes the entrant ineligible', async () => {
    const { id, players } = await drawWith(1, 1);
    const now = t.clock.now();
    await db().insertInto('mall_suspensions').values({ yfy_uid: players[0]!.yfyUid, reason: 'test', starts_at: now, ends_at: new Date(now.getTime() + 60 * MIN), created_by: 'test', lifted_at: null }).execute();
    closeWindow();
    await drawDue(db(), t.clock);
    expect((await outcomes(id)).get(players[0]!.yfyUid)!.outcome).toBe('ineligible');
    expect((await product(id)).stock).toBe(1);
  });

  it('two drawDue calls at once allot the stock once', async () => {
    const { id } = await drawWith(real ? 60 : 20, 5);
    closeWindow();
    await Promise.all([drawDue(db(), t.clock), drawDue(db(), t.clock), drawDue(db(), t.clock)]);
    expect(await db().selectFrom('mall_orders').select('id').where('product_id', '=', id).execute()).toHaveLength(5);
    expect(await product(id)).toMatchObject({ stock: 0, draw_winners: 5 });
    const out = await outcomes(id);
    expect([...out.values()].filter((r) => r.outcome === 'won')).toHaveLength(5);
    expect([...out.values()].filter((r) => r.outcome === 'pending')).toHaveLength(0);
  });

  it('a draw claimed by a run that stopped before walking is finished by the next run', async () => {
    const { id, players } = await drawWith(6, 2);
    closeWindow();
    const seed = 'ab'.repeat(32);
    await db().updateTable('mall_products').set({ draw_state: 'drawn', draw_seed: seed, drawn_at: t.clock.now() }).where('id', '=', id).execute();
    // The first entrant in the seed's order was already allotted (the crash came after its transaction).
    await drawDue(db(), t.clock);
    const order = drawOrder(seed, players.map((p) => p.yfyUid));
    const out = await outcomes(id);
    expect(order.map((u) => out.get(u)!.outcome)).toEqual(['won', 'won', 'lost', 'lost', 'lost', 'lost']);
    expect((await product(id)).draw_seed).toBe(seed);
    await drawDue(db(), t.clock); // and again: nothing moves
    expect(await db().selectFrom('mall_orders').select('id').where('product_id', '=', id).execute()).toHaveLength(2);
  });

  it('the scheduled run drops the players\' cached catalogue once a draw is walked, so cards show the stock it took', async () => {
    const { id } = await drawWith(3, 2);
    const catalogue = new MallCatalogue(db(), t.clock, drawViewOf);
    const card = async () => (await catalogue.products('cn')).find((p) => p.id === id)!;
    closeWindow();
    expect(await card()).toMatchObject({ stock: 2, draw_state: 'pending' }); // cached for 2 s from here
    expect(await drawDueJob(db(), t.clock, catalogue)).toBe(1);
    expect(await card()).toMatchObject({ stock: 0, draw_state: 'drawn', draw_winners: 2 });
  });
});
