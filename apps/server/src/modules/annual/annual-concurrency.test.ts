import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnualDraw } from '@mecha/shared/annual/api';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { makeTestApp } from '../../../test/test-app.ts';
import { freshDb, type TestDb } from '../../../test/test-db.ts';
import { ManualClock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { CN_ADDRESS, mallCaller, mallPlayers, type MallPlayer } from '../mall/mall-test-kit.ts';
import type { AnnualDeps } from './annual-deps.ts';
import { addEvent, directDeps, giveTickets, onlyTestEvents, playedAt, recomputeDrawsIn, type TestEvent } from './annual-test-kit.ts';
import { setDrawAddress } from './draws.ts';
import { forfeitAnnualDue } from './forfeit.job.ts';
import { drawOnce } from './lottery.ts';
import { claimTask } from './tasks.ts';
import { castVote } from './votes.ts';

// The anniversary event's guarantees when requests really race (PostgreSQL, a pool of 20 connections; PGlite runs
// one statement at a time, so it proves nothing here and the file is skipped without TEST_DATABASE_URL). The
// services are called directly: the per-account rate limit would otherwise answer most of one account's calls.
const pg = !!process.env.TEST_DATABASE_URL;

/** The answers of a batch by outcome: 'ok' or the refusal's catalogue key. */
async function outcomes<T>(calls: (() => Promise<T>)[]): Promise<{ counts: Record<string, number>; values: T[]; ms: number }> {
  const started = performance.now();
  const settled = await Promise.allSettled(calls.map((c) => c()));
  const ms = performance.now() - started;
  const counts: Record<string, number> = {};
  const values: T[] = [];
  for (const s of settled) {
    if (s.status === 'fulfilled') values.push(s.value);
    else if (!(s.reason instanceof AppError)) throw s.reason;
    const k = s.status === 'fulfilled' ? 'ok' : (s.reason as AppError).key;
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return { counts, values, ms: Math.round(ms) };
}

describe.skipIf(!pg)('anniversary under concurrency (postgres)', () => {
  let store: TestDb;
  let clock: ManualClock;
  let deps: AnnualDeps;
  beforeAll(async () => {
    store = await freshDb('postgres');
    clock = new ManualClock(new Date());
    await onlyTestEvents(store.db);
  });
  afterAll(() => store.drop());

  /** A fresh event in its own edition slot: earlier ones are switched off, and a fresh deps has no cached event. */
  const newEvent = async (spec: Parameters<typeof addEvent>[2]): Promise<TestEvent> => {
    await onlyTestEvents(store.db);
    const ev = await addEvent(store.db, clock, spec);
    deps = directDeps(store.db, clock);
    return ev;
  };
  const tickets = (eventId: string, yfyUid: string) =>
    store.db.selectFrom('annual_tickets').selectAll().where('event_id', '=', eventId).where('yfy_uid', '=', yfyUid).executeTakeFirstOrThrow();

  it('500 concurrent draws by one account holding 3 tickets → exactly 3 draws, balance 0, the rest annualNoTickets', async () => {
    const ev = await newEvent({ prizes: [{ id: 'a', weight: 3, stock: 100 }, { id: 'b', weight: 7, stock: null }] });
    await giveTickets(store.db, ev.id, 'acct-one', 3);
    const r = await outcomes(Array.from({ length: 500 }, () => () => drawOnce(deps, 'acct-one', 'role-one', 'en')));
    expect(r.counts).toEqual({ ok: 3, annualNoTickets: 497 });
    expect(await tickets(ev.id, 'acct-one')).toMatchObject({ balance: 0, earned: 3, spent: 3 });
    const draws = await store.db.selectFrom('annual_draws').select('number').where('event_id', '=', ev.id).orderBy('number').execute();
    expect(draws.map((d) => d.number)).toEqual([1, 2, 3]);
    expect(r.values.map((v) => v.tickets).sort()).toEqual([0, 1, 2]);
    expect(await recomputeDrawsIn(store.db, ev.id)).toEqual({ draws: 3, mismatched: [] });
    console.log(`[postgres] 500 concurrent draws, one account, 3 tickets → ${r.counts.ok} draws, ${r.counts.annualNoTickets} annualNoTickets, balance 0 (${r.ms} ms)`);
  });

  it('1,000 accounts drawing at once from a pool with a 5-stock prize of high weight beside an unlimited one → won exactly 5 times, stock 0, one soldOut odds row', async () => {
    const ev = await newEvent({ prizes: [{ id: 'rare', weight: 1000, stock: 5, physical: true }, { id: 'common', weight: 1, stock: null, qty: 10 }] });
    const accounts = Array.from({ length: 1000 }, (_, i) => `acct-${i}`);
    await store.db.insertInto('annual_tickets').values(accounts.map((a) => ({ event_id: ev.id, yfy_uid: a, balance: 1, earned: 1, spent: 0 }))).execute();
    const r = await outcomes(accounts.map((a, i) => () => drawOnce(deps, a, `role-${i}`, 'en')));
    expect(r.counts).toEqual({ ok: 1000 });
    const won = await store.db.selectFrom('annual_draws').select(['prize_id', (eb) => eb.fn.countAll<string>().as('n')]).where('event_id', '=', ev.id).groupBy('prize_id').execute();
    const byPrize = Object.fromEntries(won.map((w) => [w.prize_id, Number(w.n)]));
    expect(byPrize).toEqual({ rare: 5, common: 995 });
    const stock = await store.db.selectFrom('annual_prizes').select(['id', 'stock']).where('event_id', '=', ev.id).orderBy('id').execute();
    expect(stock).toEqual([{ id: 'common', stock: null }, { id: 'rare', stock: 0 }]);
    const history = await store.db.selectFrom('annual_odds_history').select(['reason', 'prize_id', 'from_draw', 'weights']).where('event_id', '=', ev.id).orderBy('id').execute();
    expect(history.map((h) => [h.reason, h.prize_id])).toEqual([['opened', null], ['soldOut', 'rare']]);
    expect(history[1]!.weights).toEqual([{ prizeId: 'common', weight: 1 }]);
    // The 5 rare prizes are exactly the draws before the soldOut row took force.
    const rareNumbers = await store.db.selectFrom('annual_draws').select('number').where('event_id', '=', ev.id).where('prize_id', '=', 'rare').orderBy('number').execute();
    expect(Math.max(...rareNumbers.map((d) => d.number))).toBe(history[1]!.from_draw - 1);
    const grants = await store.db.selectFrom('annual_draws').select((eb) => eb.fn.countAll<string>().as('n')).where('event_id', '=', ev.id).where('grant_id', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(grants.n)).toBe(995);
    const left = await store.db.selectFrom('annual_tickets').select((eb) => eb.fn.sum<string>('balance').as('n')).where('event_id', '=', ev.id).executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    expect(await recomputeDrawsIn(store.db, ev.id)).toEqual({ draws: 1000, mismatched: [] });
    console.log(`[postgres] 1,000 accounts drawing at once, rare (weight 1000, stock 5) beside common (weight 1, unlimited) → rare ${byPrize.rare} (draws ${rareNumbers.map((d) => d.number).join(', ')}), common ${byPrize.common}, stock 0, soldOut from draw ${history[1]!.from_draw}, all 1,000 recomputed (${r.ms} ms, ${Math.round(1000 / (r.ms / 1000))} draws/s)`);
  });

  it('100 concurrent votes by one account → one vote, each pick +1; 300 accounts voting at once in every order → tally = picks, no deadlock', async () => {
    const ev = await newEvent({});
    await playedAt(store.db, 'role-voter', new Date(ev.reportFrom.getTime() + 1000));
    const r = await outcomes(Array.from({ length: 100 }, () => () => castVote(deps, 'acct-voter', 'role-voter', ['c03', 'c01', 'c05'], 'en')));
    expect(r.counts).toEqual({ ok: 1, annualAlreadyVoted: 99 });
    const tally = async () => Object.fromEntries((await store.db.selectFrom('annual_vote_tally').select(['character', 'votes']).where('event_id', '=', ev.id).execute()).map((x) => [x.character, x.votes]));
    expect(await tally()).toEqual({ c01: 1, c03: 1, c05: 1 });
    console.log(`[postgres] 100 concurrent votes by one account → ${r.counts.ok} vote, ${r.counts.annualAlreadyVoted} annualAlreadyVoted (${r.ms} ms)`);

    const chars = ['c01', 'c02', 'c03', 'c04', 'c05', 'c06'];
    const picks = Array.from({ length: 300 }, (_, i) => [chars[i % 6]!, chars[(i * 5 + 1) % 6]!, chars[(i * 7 + 3) % 6]!].filter((c, j, all) => all.indexOf(c) === j).reverse());
    for (let i = 0; i < 300; i++) await playedAt(store.db, `role-v${i}`, new Date(ev.reportFrom.getTime() + 1000));
    const many = await outcomes(picks.map((p, i) => () => castVote(deps, `acct-v${i}`, `role-v${i}`, p, 'en')));
    expect(many.counts).toEqual({ ok: 300 });
    const want: Record<string, number> = { c01: 1, c03: 1, c05: 1 };
    for (const p of picks) for (const c of p) want[c] = (want[c] ?? 0) + 1;
    expect(await tally()).toEqual(want);
    console.log(`[postgres] 300 accounts voting at once (1–3 picks, mixed orders) → 300 votes, tally = ${Object.values(want).reduce((a, b) => a + b, 0)} picks (${many.ms} ms)`);
  });

  it('concurrent claims of one task → one claim, its tickets once', async () => {
    const ev = await newEvent({ tickets: { login: 3 } });
    const r = await outcomes(Array.from({ length: 100 }, () => () => claimTask(deps, 'acct-claim', 'role-claim', 'login')));
    expect(r.counts).toEqual({ ok: 1, annualTaskClaimed: 99 });
    expect(await tickets(ev.id, 'acct-claim')).toMatchObject({ balance: 3, earned: 3 });
    const claims = await store.db.selectFrom('annual_task_claims').selectAll().where('event_id', '=', ev.id).execute();
    expect(claims).toHaveLength(1);
    console.log(`[postgres] 100 concurrent claims of the log-in task → ${r.counts.ok} claim, ${r.counts.annualTaskClaimed} annualTaskClaimed, balance 3 (${r.ms} ms)`);
  });

  it('concurrent addresses for one prize → one address; racing the forfeit sweep at the deadline → never both', async () => {
    const ev = await newEvent({ prizes: [{ id: 'figure', weight: 1, stock: 100, physical: true }] });
    await giveTickets(store.db, ev.id, 'acct-addr', 20);
    const draws: AnnualDraw[] = [];
    for (let i = 0; i < 20; i++) draws.push((await drawOnce(deps, 'acct-addr', 'role-addr', 'en')).draw);
    const names = Array.from({ length: 50 }, (_, i) => `收件人${i}`);
    const r = await outcomes(names.map((name) => () => setDrawAddress(store.db, clock, 'acct-addr', draws[0]!.id, { ...CN_ADDRESS, name }, 'en')));
    expect(r.counts).toEqual({ ok: 1, infoLocked: 49 });
    const row = await store.db.selectFrom('annual_draws').select('address').where('id', '=', draws[0]!.id).executeTakeFirstOrThrow();
    expect(row.address!.name).toBe(r.values[0]!.address!.name);
    console.log(`[postgres] 50 concurrent addresses for one prize → ${r.counts.ok} address, ${r.counts.infoLocked} infoLocked (${r.ms} ms)`);

    // Just before the deadline: addresses for the other 19 draws race 4 sweeps that run just after it.
    const due = draws[1]!.addressDueAt! * 1000;
    const early = new ManualClock(due - 1);
    const late = new ManualClock(due);
    const race = await Promise.allSettled([
      ...draws.slice(1).map((d) => setDrawAddress(store.db, early, 'acct-addr', d.id, CN_ADDRESS, 'en')),
      ...Array.from({ length: 4 }, () => forfeitAnnualDue(store.db, late)),
    ]);
    const swept = race.slice(19).reduce((s, x) => s + (x.status === 'fulfilled' ? (x.value as number) : 0), 0);
    const rows = await store.db.selectFrom('annual_draws').select(['address', 'forfeited_at']).where('event_id', '=', ev.id).execute();
    expect(rows.filter((x) => x.address && x.forfeited_at)).toHaveLength(0);
    expect(rows.filter((x) => x.address).length + rows.filter((x) => x.forfeited_at).length).toBe(20);
    expect(rows.filter((x) => x.forfeited_at)).toHaveLength(swept);
    console.log(`[postgres] 19 addresses at the last millisecond racing 4 forfeit sweeps → ${rows.filter((x) => x.address).length - 1} addressed, ${swept} forfeited, none both`);
  });

  it('over HTTP: 60 concurrent lottery calls (the per-minute budget) by one account with 3 tickets → 3 draws, 57 annualNoTickets', async () => {
    const t = await makeTestApp('postgres');
    try {
      await onlyTestEvents(t.store.db);
      const ev = await addEvent(t.store.db, t.clock, { prizes: [{ id: 'a', weight: 1, stock: 2 }, { id: 'b', weight: 1, stock: null }] });
      const [p] = (await mallPlayers(t, 1, { edition: 'cn' })) as [MallPlayer];
      await giveTickets(t.store.db, ev.id, p.yfyUid, 3);
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 60 }, () => mallCaller(t, p)('POST', API.oneYearLottery, {})));
      const ms = Math.round(performance.now() - started);
      const codes: Record<number, number> = {};
      for (const a of answers) codes[a.code] = (codes[a.code] ?? 0) + 1;
      expect(codes).toEqual({ 0: 3, [ERRORS.annualNoTickets.code]: 57 });
      expect((await t.store.db.selectFrom('annual_tickets').select('balance').where('event_id', '=', ev.id).where('yfy_uid', '=', p.yfyUid).executeTakeFirstOrThrow()).balance).toBe(0);
      expect(await recomputeDrawsIn(t.store.db, ev.id)).toEqual({ draws: 3, mismatched: [] });
      console.log(`[postgres] 60 concurrent HTTP lottery calls, one account, 3 tickets → 3 draws, 57 annualNoTickets (${ms} ms)`);
    } finally {
      await t.close();
    }
  });
});
