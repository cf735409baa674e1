import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { CN_ADDRESS, mallPlayers, type MallPlayer } from '../../mall/mall-test-kit.ts';
import { directDeps, recomputeDrawsIn } from '../annual-test-kit.ts';
import { drawOnce } from '../lottery.ts';
import { eventInput, insertDraw, oddsRows, op, prizeInput } from './annual-ops-kit.ts';

// Operators changing the pool while players draw (PostgreSQL, a pool of connections; PGlite runs one statement at a
// time and proves nothing here). The operator's odds rows are written under the event row's lock, as the draws'
// own: every draw must still recompute from the seed, its number and the odds row in force for it.
const pg = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!pg)('annual operators under concurrency (postgres)', () => {
  let t: TestApp;
  let players: MallPlayer[];
  beforeAll(async () => {
    t = await makeTestApp('postgres', { mallExchangesPerMinute: 100_000 });
    players = await mallPlayers(t, 30);
    expect((await op(t)('POST', '/api/ops/annual/events/save', eventInput(t))).code).toBe(0);
    for (const p of [
      prizeInput({ id: 'rare', weight: 30, stockTotal: 4, sort: 1 }),
      prizeInput({ id: 'mid', physical: false, weight: 30, stockTotal: 12, sort: 2 }),
      prizeInput({ id: 'coin', physical: false, qty: 100, weight: 40, stockTotal: null, sort: 3 }),
    ]) expect((await op(t)('POST', '/api/ops/annual/prizes/save', p)).code).toBe(0);
    for (const p of players) expect((await op(t)('POST', '/api/ops/annual/tickets/grant', { eventId: 'anniv-test', yfyUid: p.yfyUid, tickets: 10, reason: 'load' })).code).toBe(0);
  });
  afterAll(() => t.close());

  it('300 draws racing 20 stock moves and weight changes: every draw recomputes, no stock below 0, the last odds row is the pool', async () => {
    const deps = directDeps(t.store.db, t.clock);
    const draws = players.flatMap((p) => Array.from({ length: 10 }, () => () => drawOnce(deps, p.yfyUid, p.uid, 'en')));
    const midRemovals: Promise<{ code: number }>[] = [];
    const ops = [
      ...Array.from({ length: 8 }, () => () => op(t)('POST', '/api/ops/annual/prizes/stock', { eventId: 'anniv-test', prizeId: 'rare', delta: 1, reason: 'restock' })),
      ...Array.from({ length: 6 }, () => () => {
        const r = op(t)('POST', '/api/ops/annual/prizes/stock', { eventId: 'anniv-test', prizeId: 'mid', delta: -1, reason: 'damaged' });
        midRemovals.push(r);
        return r;
      }),
      ...Array.from({ length: 6 }, (_, i) => () => op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ id: 'coin', physical: false, qty: 100, weight: 41 + i, stockTotal: null, sort: 3 }))),
    ];
    // Interleave: an operator call every 15 draws.
    const calls: (() => Promise<unknown>)[] = [];
    draws.forEach((d, i) => {
      calls.push(d);
      if (i % 15 === 0 && ops.length) calls.push(ops.shift()!);
    });
    calls.push(...ops);
    const started = performance.now();
    const settled = await Promise.allSettled(calls.map((c) => c()));
    const ms = Math.round(performance.now() - started);
    const refusals = settled.filter((s) => s.status === 'rejected').map((s) => (s.reason instanceof AppError ? s.reason.key : String(s.reason)));
    const opsAnswers = settled.filter((s): s is PromiseFulfilledResult<{ code: number }> => s.status === 'fulfilled' && typeof (s.value as { code?: unknown }).code === 'number').map((s) => s.value.code);
    expect(refusals).toEqual([]);
    expect(opsAnswers).toHaveLength(20);
    // Only a stock removal may be refused (mid ran out: paramError); nothing is an error of the server.
    expect(opsAnswers.filter((c) => c !== 0).every((c) => c === 1014)).toBe(true);
    const midRemoved = (await Promise.all(midRemovals)).filter((r) => r.code === 0).length;

    const db = t.store.db;
    const made = await db.selectFrom('annual_draws').select(['prize_id']).where('event_id', '=', 'anniv-test').execute();
    expect(made).toHaveLength(300);
    expect(await recomputeDrawsIn(db, 'anniv-test')).toEqual({ draws: 300, mismatched: [] });
    const prizes = await db.selectFrom('annual_prizes').select(['id', 'weight', 'stock', 'stock_total', 'sort']).where('event_id', '=', 'anniv-test').orderBy('sort').orderBy('id').execute();
    const won = (id: string) => made.filter((d) => d.prize_id === id).length;
    const rare = prizes.find((p) => p.id === 'rare')!;
    expect(rare.stock).toBeGreaterThanOrEqual(0);
    expect(won('rare') + rare.stock!).toBe(4 + 8); // every unit added was either won or is still there
    const mid = prizes.find((p) => p.id === 'mid')!;
    expect(mid.stock).toBeGreaterThanOrEqual(0);
    expect(won('mid') + mid.stock! + midRemoved).toBe(12); // every unit was won, taken out, or is still there
    const history = await oddsRows(t);
    const pool = prizes.filter((p) => p.stock === null || p.stock > 0).map((p) => `${p.id}:${p.weight}`).join(' ');
    expect(history.at(-1)!.weights).toBe(pool);
    // The history's from_draw never goes back.
    for (let i = 1; i < history.length; i++) expect(history[i]!.fromDraw).toBeGreaterThanOrEqual(history[i - 1]!.fromDraw);
    console.log(`[ops-concurrency] 300 draws + 20 operator changes in ${ms} ms; ${history.length} odds rows; rare won ${won('rare')}, mid won ${won('mid')} and ${midRemoved} taken out`);
  });

  it("waits for a draw in flight (the event row's lock) and dates its odds row from the draw after it", async () => {
    const db = t.store.db;
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const isLocked = new Promise<void>((r) => (locked = r));
    // A draw's first step on the event row: its number taken, its transaction still open.
    const draw = db.transaction().execute(async (trx) => {
      await trx.updateTable('annual_events').set({ draws_made: sql`draws_made + 1` }).where('id', '=', 'anniv-test').execute();
      locked();
      await held;
    });
    await isLocked;
    const change = op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ id: 'coin', physical: false, qty: 100, weight: 77, stockTotal: null, sort: 3 }));
    expect(await Promise.race([change.then(() => 'done'), sleep(500).then(() => 'waiting')])).toBe('waiting');
    release();
    await draw;
    expect((await change).code).toBe(0);
    const { draws_made } = await db.selectFrom('annual_events').select('draws_made').where('id', '=', 'anniv-test').executeTakeFirstOrThrow();
    expect((await oddsRows(t)).at(-1)).toMatchObject({ fromDraw: draws_made + 1, reason: 'operator', prizeId: 'coin' });
  });

  it('20 concurrent shipments of one prize ship it once', async () => {
    const id = await insertDraw(t, { prizeId: 'rare', physical: true, yfyUid: players[0]!.yfyUid, roleUid: players[0]!.uid, address: CN_ADDRESS });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => op(t)('POST', '/api/ops/annual/winners/ship', { drawId: id, carrier: 'SF', tracking: `SF${1000 + i}` })));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 2013)).toBe(true);
  });
});
