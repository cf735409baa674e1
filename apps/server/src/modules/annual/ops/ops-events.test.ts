import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DAY } from '../../../platform/clock.ts';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { mallPlayers, type MallPlayer } from '../../mall/mall-test-kit.ts';
import { opsCaller } from '../../mall/ops/ops-test-kit.ts';
import { seedHashOf } from './event-seed.ts';
import { eventInput, oddsRows, op, prizeInput } from './annual-ops-kit.ts';

// Operators and the event's definition: events (seed, fixed start and report year once opened), the prize pool
// with its odds history, stock, goodwill tickets. Each refusal leaves everything as it was.
describe.each(DB_KINDS)('annual operators: events, prizes, tickets (%s)', (kind) => {
  let t: TestApp;
  let players: MallPlayer[];
  beforeAll(async () => {
    t = await makeTestApp(kind);
    players = await mallPlayers(t, 2);
  });
  afterAll(() => t.close());
  const eventRow = () => t.store.db.selectFrom('annual_events').selectAll().where('id', '=', 'anniv-test').executeTakeFirstOrThrow();
  const prizeRows = () => t.store.db.selectFrom('annual_prizes').select(['id', 'stock', 'stock_total', 'weight', 'names']).where('event_id', '=', 'anniv-test').orderBy('id').execute();
  const unix = (d: Date) => Math.floor(d.getTime() / 1000);

  it('refuses every call without the operator token', async () => {
    const bad = opsCaller(t, 'not-the-token');
    for (const [m, url] of [['GET', '/api/ops/annual/events'], ['POST', '/api/ops/annual/events/save'], ['POST', '/api/ops/annual/tickets/grant'], ['GET', '/api/ops/annual/winners?eventId=x']] as const) {
      const r = await bad(m, url, m === 'POST' ? {} : undefined);
      expect(r.code, url).toBe(ERRORS.opsSessionRequired.code);
    }
  });

  it('creates an event with a secret seed whose hash is published, the report year defaulting to the 365 days before it', async () => {
    const input = eventInput(t, { startsAt: unix(t.clock.now()) + 3600 });
    const r = await op(t)<{ id: string; created: boolean; seedHash: string }>('POST', '/api/ops/annual/events/save', input);
    expect(r).toMatchObject({ code: 0, data: { id: 'anniv-test', created: true } });
    const row = await eventRow();
    expect(row.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(row.seed_hash).toBe(seedHashOf(row.seed));
    expect(r.data.seedHash).toBe(row.seed_hash);
    expect(+row.report_to).toBe(input.startsAt * 1000);
    expect(+row.report_to - +row.report_from).toBe(365 * DAY);
    expect(row).toMatchObject({ edition: 'cn', characters: ['c01', 'c02', 'c03'], login_tickets: 1, vote_tickets: 2, share_tickets: 1, login_task: true, draws_made: 0 });
    const list = await op(t)<{ list: { id: string; phase: string; seedHash: string; seed: string | null; counts: unknown }[] }>('GET', '/api/ops/annual/events');
    expect(list.data.list).toEqual([expect.objectContaining({ id: 'anniv-test', phase: 'upcoming', seedHash: row.seed_hash, seed: null, counts: { votes: 0, draws: 0, drawsMade: 0, ticketsIssued: 0, ticketsSpent: 0 } })]);
    expect(JSON.stringify(list.data)).not.toContain(row.seed);
  });

  it('changes an upcoming event freely but never its seed; once opened, its edition, start and report year are fixed', async () => {
    const before = await eventRow();
    const later = unix(t.clock.now()) + 7200;
    const r = await op(t)('POST', '/api/ops/annual/events/save', eventInput(t, { startsAt: later, titles: { en: 'Renamed' }, loginTask: false }));
    expect(r).toMatchObject({ code: 0, data: { created: false, seedHash: before.seed_hash } });
    let row = await eventRow();
    expect(row).toMatchObject({ seed: before.seed, titles: { en: 'Renamed' }, login_task: false });
    expect(+row.starts_at).toBe(later * 1000);
    expect(+row.report_to).toBe(later * 1000);

    t.clock.advance(3 * 3600_000); // opened
    const opened = eventInput(t, { startsAt: later, titles: { en: 'Renamed' } });
    for (const change of [{ startsAt: later + 60 }, { edition: 'jp' }, { reportFrom: later - 100 * 86_400, reportTo: later }]) {
      const refused = await op(t)<{ issues: { path: string }[] }>('POST', '/api/ops/annual/events/save', { ...opened, ...change });
      expect(refused.code, JSON.stringify(change)).toBe(ERRORS.paramError.code);
    }
    expect(await eventRow()).toEqual(row);
    // The end, texts and tickets may still change; the report year is kept when not given.
    const ends = unix(t.clock.now()) + 10 * 86_400;
    expect((await op(t)('POST', '/api/ops/annual/events/save', { ...opened, endsAt: ends, voteTickets: 3 })).code).toBe(0);
    row = await eventRow();
    expect(row).toMatchObject({ vote_tickets: 3, seed: before.seed });
    expect(+row.ends_at).toBe(ends * 1000);
    expect(+row.report_to).toBe(later * 1000);
  });

  it('refuses bad event input with a clear code and creates nothing', async () => {
    const now = unix(t.clock.now());
    const bad = [
      { endsAt: now - 7200 },
      { characters: ['c01', 'c99'] },
      { characters: ['c01', 'c01'] },
      { characters: [] },
      { loginTickets: 101 },
      { id: 'X' },
      { edition: 'mars' },
      { titles: {} },
      { titles: { fr: 'Anniversaire' } },
      { reportFrom: now - 86_400 },
      { reportFrom: now, reportTo: now - 10 },
      { startsAt: 2 ** 40 },
      { seed: 'ab'.repeat(32) },
    ];
    for (const b of bad) expect((await op(t)('POST', '/api/ops/annual/events/save', { ...eventInput(t), id: 'anniv-bad', ...b })).code, JSON.stringify(b)).toBe(ERRORS.paramError.code);
    expect(await t.store.db.selectFrom('annual_events').select('id').where('id', '!=', 'anniv-test').execute()).toEqual([]);
  });

  it('adds prizes: the first pool is the opening odds, each later change of the pool an operator row', async () => {
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput())).data).toEqual({ eventId: 'anniv-test', id: 'figure', created: true, oddsChanged: true });
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ id: 'coin', physical: false, qty: 500, weight: 20, stockTotal: null, sort: 9 }))).data).toMatchObject({ created: true, oddsChanged: true });
    // Out of stock from the start: not in the pool, no odds row.
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ id: 'poster', weight: 10, stockTotal: 0, sort: 2 }))).data).toMatchObject({ created: true, oddsChanged: false });
    // Names and picture only: the pool is the same.
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ names: { en: 'Big figure' }, picture: '/annual/figure.svg', stockTotal: 99 }))).data).toMatchObject({ created: false, oddsChanged: false });
    // A weight change is a pool change.
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ names: { en: 'Big figure' }, weight: 2 }))).data).toMatchObject({ created: false, oddsChanged: true });
    expect(await oddsRows(t)).toEqual([
      { fromDraw: 1, reason: 'opened', prizeId: 'figure', weights: 'figure:5' },
      { fromDraw: 1, reason: 'operator', prizeId: 'coin', weights: 'figure:5 coin:20' },
      { fromDraw: 1, reason: 'operator', prizeId: 'figure', weights: 'figure:2 coin:20' },
    ]);
    // The stock of an existing prize moves only through prizes/stock.
    expect((await prizeRows()).find((p) => p.id === 'figure')).toMatchObject({ stock: 3, stock_total: 3, weight: 2, names: { en: 'Big figure' } });
  });

  it('refuses bad prizes: unknown event, a physical prize without stock, bad pictures and numbers; a drawn prize keeps physical and qty', async () => {
    const before = [await prizeRows(), await oddsRows(t)];
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ eventId: 'no-such-event', id: 'x' }))).code).toBe(ERRORS.annualNoEvent.code);
    for (const b of [{ stockTotal: null }, { weight: 0 }, { qty: 0 }, { stockTotal: -1 }, { picture: 'javascript:alert(1)' }, { picture: 'data:text/html;base64,PHNjcmlwdD4=' }, { id: 'Bad Id' }, { names: {} }, { odds: 5 }]) {
      expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ id: 'new-one', ...b }))).code, JSON.stringify(b)).toBe(ERRORS.paramError.code);
    }
    const [p] = players;
    await t.store.db.insertInto('annual_draws').values({
      event_id: 'anniv-test', number: 1, yfy_uid: p!.yfyUid, role_uid: p!.uid, prize_id: 'figure', prize: JSON.stringify({ names: { en: 'F' }, picture: null, physical: true, qty: 1 }),
      drawn_at: t.clock.now(), grant_id: null, physical: true, address: null, address_at: null, address_due_at: new Date(t.clock.now().getTime() + 7 * DAY), forfeited_at: null,
    }).execute();
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ names: { en: 'Big figure' }, weight: 2, physical: false }))).code).toBe(ERRORS.paramError.code);
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ names: { en: 'Big figure' }, weight: 2, qty: 2 }))).code).toBe(ERRORS.paramError.code);
    expect([await prizeRows(), await oddsRows(t)]).toEqual(before);
    await t.store.db.deleteFrom('annual_draws').execute();
  });

  it('moves stock conditionally: a prize reaching 0 leaves the pool, from 0 it comes back, never below 0', async () => {
    const stock = (prizeId: string, delta: number) => op(t)<{ stock: number; stockTotal: number; oddsChanged: boolean }>('POST', '/api/ops/annual/prizes/stock', { eventId: 'anniv-test', prizeId, delta, reason: 'restock' });
    expect((await stock('figure', 2)).data).toEqual({ eventId: 'anniv-test', prizeId: 'figure', stock: 5, stockTotal: 5, oddsChanged: false });
    const rows = (await oddsRows(t)).length;
    // Units taken out lower the total too (as the mall's stock moves): the page's "x of y" counts units that exist.
    expect((await stock('figure', -5)).data).toMatchObject({ stock: 0, stockTotal: 0, oddsChanged: true });
    expect((await stock('poster', 4)).data).toMatchObject({ stock: 4, stockTotal: 4, oddsChanged: true });
    const after = await oddsRows(t);
    expect(after.slice(rows)).toEqual([
      { fromDraw: 1, reason: 'operator', prizeId: 'figure', weights: 'coin:20' },
      { fromDraw: 1, reason: 'operator', prizeId: 'poster', weights: 'poster:10 coin:20' },
    ]);
    const before = await prizeRows();
    const below = await op(t)<{ issues: { path: string; message: string }[] }>('POST', '/api/ops/annual/prizes/stock', { eventId: 'anniv-test', prizeId: 'poster', delta: -5, reason: 'lost' });
    expect(below.code).toBe(ERRORS.paramError.code);
    expect(below.data.issues[0]).toEqual({ path: 'delta', message: 'stock would fall below 0 (4 left)' });
    expect((await stock('coin', 5)).code).toBe(ERRORS.paramError.code); // unlimited
    expect((await stock('nothing', 5)).code).toBe(ERRORS.notFound.code);
    expect((await stock('poster', 0)).code).toBe(ERRORS.paramError.code);
    expect((await op(t)('POST', '/api/ops/annual/prizes/stock', { eventId: 'anniv-test', prizeId: 'poster', delta: 1, reason: '' })).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await op(t)('POST', '/api/ops/annual/prizes/stock', { eventId: 'gone', prizeId: 'poster', delta: 1, reason: 'x' })).code).toBe(ERRORS.annualNoEvent.code);
    expect(await prizeRows()).toEqual(before);
    expect(await oddsRows(t)).toEqual(after);
  });

  it("grants goodwill tickets to a role's bound account or an account; refuses what is not one", async () => {
    const [a, b] = players as [MallPlayer, MallPlayer];
    const grant = (body: Record<string, unknown>) => op(t)<{ yfyUid: string; tickets: number; earned: number }>('POST', '/api/ops/annual/tickets/grant', { eventId: 'anniv-test', tickets: 3, reason: 'support ticket #12', ...body });
    expect((await grant({ uid: a.uid })).data).toEqual({ eventId: 'anniv-test', yfyUid: a.yfyUid, uid: a.uid, tickets: 3, earned: 3, spent: 0 });
    expect((await grant({ uid: a.uid, tickets: 2 })).data).toMatchObject({ tickets: 5, earned: 5 });
    expect((await grant({ yfyUid: b.yfyUid, tickets: 100 })).data).toMatchObject({ yfyUid: b.yfyUid, uid: null, tickets: 100 });
    const before = await t.store.db.selectFrom('annual_tickets').selectAll().orderBy('yfy_uid').execute();
    expect((await grant({ uid: '99999999' })).code).toBe(ERRORS.roleNotBound.code);
    expect((await grant({ yfyUid: 'h5-nobody' })).code).toBe(ERRORS.notFound.code);
    expect((await grant({ uid: a.uid, yfyUid: a.yfyUid })).code).toBe(ERRORS.paramError.code);
    expect((await grant({})).code).toBe(ERRORS.paramError.code);
    expect((await grant({ uid: a.uid, tickets: 101 })).code).toBe(ERRORS.paramError.code);
    expect((await grant({ uid: a.uid, tickets: 0 })).code).toBe(ERRORS.paramError.code);
    expect((await grant({ uid: 'abc' })).code).toBe(ERRORS.uidInvalid.code);
    expect((await grant({ uid: a.uid, eventId: 'no-such-event' })).code).toBe(ERRORS.annualNoEvent.code);
    expect(await t.store.db.selectFrom('annual_tickets').selectAll().orderBy('yfy_uid').execute()).toEqual(before);
    const list = await op(t)<{ list: { counts: { ticketsIssued: number } }[] }>('GET', '/api/ops/annual/events');
    expect(list.data.list[0]!.counts.ticketsIssued).toBe(105);
  });

  it('publishes the seed to operators once the event has ended, and refuses tickets then', async () => {
    const row = await eventRow();
    t.clock.set(row.ends_at.getTime() + 1000);
    const list = await op(t)<{ list: { phase: string; seed: string | null }[] }>('GET', '/api/ops/annual/events');
    expect(list.data.list[0]).toMatchObject({ phase: 'ended', seed: row.seed });
    expect((await op(t)('POST', '/api/ops/annual/tickets/grant', { eventId: 'anniv-test', uid: players[0]!.uid, tickets: 1, reason: 'late' })).code).toBe(ERRORS.annualEnded.code);
  });
});
