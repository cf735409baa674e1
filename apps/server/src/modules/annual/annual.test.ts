import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { AnnualDraw, AnnualRoles, AnnualStatus, AnnualTask } from '@mecha/shared/annual/api';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY } from '../../platform/clock.ts';
import { CN_ADDRESS, mallCaller, mallPlayers, type MallPlayer } from '../mall/mall-test-kit.ts';
import { addEvent, directDeps, giveTickets, onlyTestEvents, playedAt, recomputeDrawsIn, type TestEvent } from './annual-test-kit.ts';
import { forfeitAnnualDue } from './forfeit.job.ts';
import { drawOnce } from './lottery.ts';
import { claimTask } from './tasks.ts';

type Env<T> = { status: number; code: number; data: T; msg: string };

const recomputeDraws = (t: TestApp, eventId: string) => recomputeDrawsIn(t.store.db, eventId);

// The anniversary event's player calls over HTTP: each happy path, each refusal with its code (one of them in two
// languages for every call that writes), and that a refusal changes nothing.
describe.each(DB_KINDS)('anniversary player calls (%s)', (kind) => {
  let t: TestApp;
  let ev: TestEvent;
  let me: MallPlayer;
  let other: MallPlayer;
  let hk: MallPlayer;
  let global: MallPlayer;
  let jp: MallPlayer;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    const db = t.store.db;
    await onlyTestEvents(db);
    const now = t.clock.now().getTime();
    ev = await addEvent(db, t.clock, { edition: 'cn' });
    await addEvent(db, t.clock, { edition: 'hk', startsAt: new Date(now + 30 * DAY) });
    await addEvent(db, t.clock, { edition: 'global', startsAt: new Date(now - 30 * DAY), endsAt: new Date(now - DAY) });
    [me, other] = (await mallPlayers(t, 2, { edition: 'cn' })) as [MallPlayer, MallPlayer];
    [hk] = (await mallPlayers(t, 1, { edition: 'hk' })) as [MallPlayer];
    [global] = (await mallPlayers(t, 1, { edition: 'global' })) as [MallPlayer];
    [jp] = (await mallPlayers(t, 1, { edition: 'jp' })) as [MallPlayer];
    for (const p of [me, hk, global, jp]) await playedAt(db, p.uid, new Date(ev.reportFrom.getTime() + 100 * DAY));
  });
  afterAll(() => t.close());

  const call = <T>(p: MallPlayer | null, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en', headers: Record<string, string> = {}) =>
    mallCaller(t, p, lang)<T>(method, url, payload, { headers }) as Promise<Env<T>>;
  const expectKey = (res: Env<unknown>, key: ErrorKey, lang = 'en') => {
    expect({ code: res.code, status: res.status, msg: res.msg }).toEqual({ code: ERRORS[key].code, status: ERRORS[key].http, msg: errorMessage(key, lang as never) });
  };
  const state = async () => {
    const db = t.store.db;
    return {
      tickets: await db.selectFrom('annual_tickets').selectAll().orderBy('yfy_uid').execute(),
      votes: await db.selectFrom('annual_votes').select(['yfy_uid', 'characters']).orderBy('yfy_uid').execute(),
      tally: await db.selectFrom('annual_vote_tally').selectAll().orderBy('event_id').orderBy('character').execute(),
      claims: await db.selectFrom('annual_task_claims').select(['yfy_uid', 'task', 'period']).orderBy('yfy_uid').orderBy('task').orderBy('period').execute(),
      draws: await db.selectFrom('annual_draws').select(['id', 'address', 'forfeited_at']).orderBy('id').execute(),
      prizes: await db.selectFrom('annual_prizes').select(['event_id', 'id', 'stock']).orderBy('event_id').orderBy('id').execute(),
      drawsMade: await db.selectFrom('annual_events').select(['id', 'draws_made']).orderBy('id').execute(),
    };
  };
  /** A refusal in English and Simplified Chinese, with nothing changed by either attempt. */
  const refused = async (p: MallPlayer | null, method: 'GET' | 'POST', url: string, payload: unknown, key: ErrorKey) => {
    const before = await state();
    expectKey(await call(p, method, url, payload, 'en'), key, 'en');
    expectKey(await call(p, method, url, payload, 'zh-CN'), key, 'zh-CN');
    expect(await state()).toEqual(before);
  };

  it("status: a visitor sees the page's edition's event (hash, no seed before the end, the seed after), no 'me'", async () => {
    const cn = await call<AnnualStatus>(null, 'GET', API.oneYearStatus, undefined, 'en', { 'x-game-code': 'cn' });
    expect(cn.code).toBe(0);
    expect(cn.data.me).toBeNull();
    expect(cn.data.event).toMatchObject({ id: ev.id, phase: 'open', title: 'First anniversary', seed: null });
    expect(cn.data.event!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cn.data.now).toBe(Math.floor(t.clock.now().getTime() / 1000));
    const zh = await call<AnnualStatus>(null, 'GET', API.oneYearStatus, undefined, 'zh-CN');
    expect(zh.data.event).toMatchObject({ id: ev.id, title: '一周年庆典' });
    expect((await call<AnnualStatus>(null, 'GET', API.oneYearStatus, undefined, 'en', { 'x-game-code': 'hk' })).data.event!.phase).toBe('upcoming');
    const ended = await call<AnnualStatus>(null, 'GET', API.oneYearStatus, undefined, 'en', { 'x-game-code': 'global' });
    expect(ended.data.event!.phase).toBe('ended');
    expect(ended.data.event!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect((await call<AnnualStatus>(null, 'GET', API.oneYearStatus, undefined, 'en', { 'x-game-code': 'jp' })).data.event).toBeNull();
  });

  it("status: a player sees the event of the role's edition (not the page's), tickets, canVote, vote and tasks", async () => {
    const mine = await call<AnnualStatus>(me, 'GET', API.oneYearStatus, undefined, 'en', { 'x-game-code': 'global' });
    expect(mine.data.event!.id).toBe(ev.id);
    expect(mine.data.me).toEqual({
      uid: me.uid, tickets: 0, ticketsEarned: 0, draws: 0, canVote: true, vote: null,
      tasks: [
        { id: 'login', period: 'daily', tickets: 1, state: 'claimable' },
        { id: 'vote', period: 'once', tickets: 2, state: 'todo' },
        { id: 'share', period: 'daily', tickets: 1, state: 'todo' },
      ],
    });
    expect((await call<AnnualStatus>(other, 'GET', API.oneYearStatus)).data.me!.canVote).toBe(false);
    // An upcoming event: nothing claimable yet.
    expect((await call<AnnualStatus>(hk, 'GET', API.oneYearStatus)).data.me!.tasks.map((x) => x.state)).toEqual(['todo', 'todo', 'todo']);
  });

  it('a player of an edition without an event: annualNoEvent on the calls that need one', async () => {
    await refused(jp, 'POST', API.oneYearVote, { roles: ['c01'] }, 'annualNoEvent');
    await refused(jp, 'POST', API.oneYearLottery, undefined, 'annualNoEvent');
  });

  it('roles: the characters in the request language with an empty tally', async () => {
    const en = await call<AnnualRoles>(null, 'GET', API.oneYearRoles, undefined, 'en', { 'x-game-code': 'cn' });
    expect(en.data.list.map((c) => c.id)).toEqual(['c01', 'c02', 'c03', 'c04', 'c05', 'c06']);
    expect(en.data.list[0]).toEqual({ id: 'c01', name: 'Crimson Raider', picture: null, votes: 0, percent: 0 });
    expect({ total: en.data.totalVotes, voters: en.data.voters }).toEqual({ total: 0, voters: 0 });
    const ja = await call<AnnualRoles>(null, 'GET', API.oneYearRoles, undefined, 'ja', { 'x-game-code': 'cn' });
    expect(ja.data.list[1]!.name).toBe('アジュール・ロングショット');
  });

  it('vote: every refusal, in two languages, changing nothing', async () => {
    await refused(null, 'POST', API.oneYearVote, { roles: ['c01'] }, 'loginRequired');
    await refused(me, 'POST', API.oneYearVote, { roles: ['c01', 'c02', 'c03', 'c04'] }, 'annualVoteTooMany');
    await refused(me, 'POST', API.oneYearVote, { roles: [] }, 'annualVoteEmpty');
    await refused(me, 'POST', API.oneYearVote, { roles: ['c01', 'c01'] }, 'annualVoteUnknown');
    await refused(me, 'POST', API.oneYearVote, { roles: ['c16'] }, 'annualVoteUnknown'); // a character, not in this vote
    await refused(me, 'POST', API.oneYearVote, { roles: ['DROP TABLE'] }, 'annualVoteUnknown');
    await refused(other, 'POST', API.oneYearVote, { roles: ['c01'] }, 'annualNoMatchInYear');
    await refused(hk, 'POST', API.oneYearVote, { roles: ['c01'] }, 'annualNotStarted');
    await refused(global, 'POST', API.oneYearVote, { roles: ['c01'] }, 'annualEnded');
  });

  it('vote: three picks, each +1 in the tally; a second vote annualAlreadyVoted', async () => {
    const res = await call<{ vote: string[]; roles: AnnualRoles }>(me, 'POST', API.oneYearVote, { roles: ['c03', 'c01', 'c02'] });
    expect(res.code).toBe(0);
    expect(res.data.vote).toEqual(['c03', 'c01', 'c02']);
    expect(res.data.roles.list.slice(0, 4).map((c) => [c.id, c.votes, c.percent])).toEqual([['c01', 1, 33.3], ['c02', 1, 33.3], ['c03', 1, 33.3], ['c04', 0, 0]]);
    expect({ total: res.data.roles.totalVotes, voters: res.data.roles.voters }).toEqual({ total: 3, voters: 1 });
    await refused(me, 'POST', API.oneYearVote, { roles: ['c04'] }, 'annualAlreadyVoted');
    expect((await call<AnnualStatus>(me, 'GET', API.oneYearStatus)).data.me!.vote).toEqual(['c03', 'c01', 'c02']);
  });

  it('direct-get and shared: done / claim / claimed per task and period, tickets added once', async () => {
    await refused(null, 'POST', API.oneYearDirectGet, { task: 'login' }, 'loginRequired');
    await refused(me, 'POST', API.oneYearDirectGet, { task: 'dance' }, 'annualTaskUnknown');
    await refused(me, 'POST', API.oneYearDirectGet, { task: 'share' }, 'annualTaskNotDone');
    await refused(other, 'POST', API.oneYearDirectGet, { task: 'vote' }, 'annualTaskNotDone');
    await refused(hk, 'POST', API.oneYearDirectGet, { task: 'login' }, 'annualNotStarted');
    await refused(global, 'POST', API.oneYearDirectGet, { task: 'login' }, 'annualEnded');

    const login = await call<{ task: AnnualTask; tickets: number }>(me, 'POST', API.oneYearDirectGet, { task: 'login' });
    expect(login.data).toEqual({ task: { id: 'login', period: 'daily', tickets: 1, state: 'claimed' }, tickets: 1 });
    await refused(me, 'POST', API.oneYearDirectGet, { task: 'login' }, 'annualTaskClaimed');
    expect((await call<{ tickets: number }>(me, 'POST', API.oneYearDirectGet, { task: 'vote' })).data.tickets).toBe(3);
    await refused(me, 'POST', API.oneYearDirectGet, { task: 'vote' }, 'annualTaskClaimed');

    const shared = await call<{ shareToken: string; task: AnnualTask }>(me, 'POST', API.oneYearShared, { kind: 'poster' });
    expect(shared.data.shareToken).toMatch(new RegExp(`^${me.uid}_[A-Za-z0-9_-]{22}$`));
    expect(shared.data.task).toEqual({ id: 'share', period: 'daily', tickets: 1, state: 'claimable' });
    expect((await call(me, 'POST', API.oneYearShared, {})).code).toBe(0); // twice a day is still one share
    expectKey(await call(me, 'POST', API.oneYearShared, { kind: 'tweet' }), 'paramError');
    expect((await call<{ tickets: number }>(me, 'POST', API.oneYearDirectGet, { task: 'share' })).data.tickets).toBe(4);
    await refused(me, 'POST', API.oneYearDirectGet, { task: 'share' }, 'annualTaskClaimed');
    // An ended event still gives the share token (the report stays shareable), no task.
    expect((await call<{ task: AnnualTask | null }>(global, 'POST', API.oneYearShared, {})).data.task).toBeNull();

    const st = (await call<AnnualStatus>(me, 'GET', API.oneYearStatus)).data.me!;
    expect(st.tasks.map((x) => x.state)).toEqual(['claimed', 'claimed', 'claimed']);
    expect({ tickets: st.tickets, earned: st.ticketsEarned }).toEqual({ tickets: 4, earned: 4 });
  });

  it('the next home day: the daily tasks open again, the once task stays claimed', async () => {
    t.clock.advance(DAY);
    const st = (await call<AnnualStatus>(me, 'GET', API.oneYearStatus)).data.me!;
    expect(st.tasks.map((x) => x.state)).toEqual(['claimable', 'claimed', 'todo']);
    expect((await call<{ tickets: number }>(me, 'POST', API.oneYearDirectGet, { task: 'login' })).data.tickets).toBe(5);
    const claims = await t.store.db.selectFrom('annual_task_claims').select(['task', 'period']).where('yfy_uid', '=', me.yfyUid).orderBy('claimed_at').execute();
    expect(claims.map((c) => c.task)).toEqual(['login', 'vote', 'share', 'login']);
    expect(new Set(claims.filter((c) => c.task === 'login').map((c) => c.period)).size).toBe(2);
  });

  it('a switched-off log-in task: annualTaskOff, and status leaves it out', async () => {
    const deps = directDeps(t.store.db, t.clock, {}, 'jp');
    await addEvent(t.store.db, t.clock, { edition: 'jp', loginTask: false });
    await expect(claimTask(deps, 'acct-x', 'role-x', 'login')).rejects.toMatchObject({ key: 'annualTaskOff' });
    await t.store.db.updateTable('annual_events').set({ active: false }).where('edition', '=', 'jp').execute();
  });

  it('lottery: no tickets → annualNoTickets; a draw spends one, records a fair, recomputable draw and mails a virtual prize', async () => {
    await refused(other, 'POST', API.oneYearLottery, undefined, 'annualNoTickets');
    await refused(null, 'POST', API.oneYearLottery, undefined, 'loginRequired');
    await refused(hk, 'POST', API.oneYearLottery, undefined, 'annualNotStarted');
    await refused(global, 'POST', API.oneYearLottery, undefined, 'annualEnded');
    const seen: AnnualDraw[] = [];
    for (let left = 4; left >= 0; left--) {
      const res = await call<{ draw: AnnualDraw; tickets: number; prizes: { drawsMade: number } }>(me, 'POST', API.oneYearLottery, undefined, 'zh-CN');
      expect(res.code).toBe(0);
      expect(res.data.tickets).toBe(left);
      expect(res.data.draw.number).toBe(5 - left);
      expect(res.data.prizes.drawsMade).toBe(5 - left);
      expect(res.data.draw.prize.name).toBe(`奖品 ${res.data.draw.prize.id}`);
      seen.push(res.data.draw);
    }
    await refused(me, 'POST', API.oneYearLottery, undefined, 'annualNoTickets');
    expect(await recomputeDraws(t, ev.id)).toEqual({ draws: 5, mismatched: [] });
    const tickets = await t.store.db.selectFrom('annual_tickets').selectAll().where('event_id', '=', ev.id).where('yfy_uid', '=', me.yfyUid).executeTakeFirstOrThrow();
    expect(tickets).toMatchObject({ balance: 0, earned: 5, spent: 5 });
    for (const d of seen.filter((x) => !x.prize.physical)) {
      expect(d).toMatchObject({ delivery: 'pending', addressState: null, addressDueAt: null });
      const mail = await t.store.db.selectFrom('annual_draws as d').innerJoin('mail_outbox as o', 'o.grant_id', 'd.grant_id').innerJoin('reward_grants as g', 'g.id', 'd.grant_id').select(['o.role_uid', 'o.title', 'g.source', 'g.ref']).where('d.id', '=', d.id).executeTakeFirstOrThrow();
      expect(mail).toEqual({ role_uid: me.uid, title: '一周年庆典·幸运抽奖', source: 'annual', ref: `${ev.id}/draw/${d.number}` });
    }
    for (const d of seen.filter((x) => x.prize.physical)) expect(d).toMatchObject({ delivery: null, addressState: 'needed', addressDueAt: d.drawnAt + 7 * 86400 });
  });

  it('prizes: the table with published odds and stock, the history, draws made', async () => {
    const res = await call<{ list: { id: string; odds: number; stockLeft: number | null; stockTotal: number | null; weight: number; name: string }[]; history: { reason: string; fromDraw: number; odds: { prizeId: string; odds: number }[] }[]; drawsMade: number }>(null, 'GET', API.oneYearPrizes, undefined, 'en', { 'x-game-code': 'cn' });
    expect(res.code).toBe(0);
    expect(res.data.drawsMade).toBe(5);
    // A player's role decides the event, not the page; a bad token on a public read is ignored, not refused.
    expect((await call<{ drawsMade: number }>(me, 'GET', API.oneYearPrizes, undefined, 'en', { 'x-game-code': 'global' })).data.drawsMade).toBe(5);
    const stranger = await call<{ drawsMade: number }>(null, 'GET', API.oneYearPrizes, undefined, 'en', { 'x-game-code': 'global', authorization: 'Bearer not-a-token' });
    expect({ code: stranger.code, drawsMade: stranger.data.drawsMade }).toEqual({ code: 0, drawsMade: 0 });
    const stock = await t.store.db.selectFrom('annual_prizes').select(['id', 'stock']).where('event_id', '=', ev.id).orderBy('sort').execute();
    expect(res.data.list.map((p) => [p.id, p.stockLeft])).toEqual(stock.map((s) => [s.id, s.stock]));
    expect(res.data.list[0]).toMatchObject({ name: 'Prize figure', stockTotal: 2, weight: 5 });
    const last = res.data.history[0]!;
    if (res.data.list[0]!.stockLeft === 0) {
      // The 2-stock figure went in 5 draws: the odds now leave it out.
      expect(last).toMatchObject({ reason: 'soldOut' });
      expect(res.data.list.map((p) => p.odds)).toEqual([0, 15.79, 84.21]);
    } else {
      expect(res.data.history).toHaveLength(1);
      expect(last).toMatchObject({ reason: 'opened', fromDraw: 1, odds: [{ prizeId: 'figure', odds: 5 }, { prizeId: 'skin', odds: 15 }, { prizeId: 'coins', odds: 80 }] });
      expect(res.data.list.map((p) => p.odds)).toEqual([5, 15, 80]);
    }
  });

  it('a prize running out leaves the pool: a soldOut odds row from the next draw, odds 0, the pool empty at the end', async () => {
    const db = t.store.db;
    const deps = directDeps(db, t.clock, {}, 'jp');
    await db.updateTable('annual_events').set({ active: false }).where('edition', '=', 'jp').execute();
    const sold = await addEvent(db, t.clock, { edition: 'jp', prizes: [{ id: 'gold', weight: 1, stock: 1, physical: true }, { id: 'silver', weight: 1, stock: 1 }] });
    await giveTickets(db, sold.id, jp.yfyUid, 3);
    const first = await drawOnce(deps, jp.yfyUid, jp.uid, 'en');
    const second = await drawOnce(deps, jp.yfyUid, jp.uid, 'en');
    expect(new Set([first.draw.prize.id, second.draw.prize.id])).toEqual(new Set(['gold', 'silver']));
    expect(second.prizes.list.map((p) => [p.stockLeft, p.odds])).toEqual([[0, 0], [0, 0]]);
    expect(second.prizes.history.map((h) => [h.reason, h.fromDraw, h.prizeId, h.odds.length])).toEqual([['soldOut', 3, second.draw.prize.id, 0], ['soldOut', 2, first.draw.prize.id, 1], ['opened', 1, null, 2]]);
    // The weights travel with each row: with the seed, anyone recomputes a draw exactly (percentages are rounded).
    const stillIn = first.draw.prize.id === 'gold' ? 'silver' : 'gold';
    expect(second.prizes.history.map((h) => h.weights)).toEqual([[], [{ prizeId: stillIn, weight: 1 }], [{ prizeId: 'gold', weight: 1 }, { prizeId: 'silver', weight: 1 }]]);
    const before = await db.selectFrom('annual_tickets').select('balance').where('event_id', '=', sold.id).executeTakeFirstOrThrow();
    await expect(drawOnce(deps, jp.yfyUid, jp.uid, 'en')).rejects.toMatchObject({ key: 'annualPoolEmpty' });
    // The refused draw spent no ticket and took no number.
    expect((await db.selectFrom('annual_tickets').select('balance').where('event_id', '=', sold.id).executeTakeFirstOrThrow()).balance).toBe(before.balance);
    expect((await db.selectFrom('annual_events').select('draws_made').where('id', '=', sold.id).executeTakeFirstOrThrow()).draws_made).toBe(2);
    expect(await recomputeDraws(t, sold.id)).toEqual({ draws: 2, mismatched: [] });
  });

  it('record and set-address: every refusal, the address once, then locked; paging', async () => {
    const db = t.store.db;
    const phys = await db.selectFrom('annual_draws').select('id').where('yfy_uid', '=', jp.yfyUid).where('prize_id', '=', 'gold').executeTakeFirstOrThrow();
    const virt = await db.selectFrom('annual_draws').select('id').where('yfy_uid', '=', jp.yfyUid).where('prize_id', '=', 'silver').executeTakeFirstOrThrow();
    await refused(null, 'POST', API.oneYearSetAddress, { drawId: phys.id, address: CN_ADDRESS }, 'loginRequired');
    await refused(me, 'POST', API.oneYearSetAddress, { drawId: phys.id, address: CN_ADDRESS }, 'annualDrawNotFound');
    await refused(jp, 'POST', API.oneYearSetAddress, { drawId: 987654, address: CN_ADDRESS }, 'annualDrawNotFound');
    await refused(jp, 'POST', API.oneYearSetAddress, { drawId: virt.id, address: CN_ADDRESS }, 'annualAddressNotNeeded');
    await refused(jp, 'POST', API.oneYearSetAddress, { drawId: phys.id, address: { ...CN_ADDRESS, phone: ' ' } }, 'fillNamePhone');
    await refused(jp, 'POST', API.oneYearSetAddress, { drawId: phys.id, address: { ...CN_ADDRESS, name: undefined } }, 'fillNamePhone');
    const ok = await call<AnnualDraw>(jp, 'POST', API.oneYearSetAddress, { drawId: phys.id, address: CN_ADDRESS }, 'ja');
    expect(ok.code).toBe(0);
    expect(ok.data).toMatchObject({ id: phys.id, addressState: 'submitted', prize: { name: '賞品 gold', physical: true }, address: { name: '张三', phone: '13800138000' } });
    await refused(jp, 'POST', API.oneYearSetAddress, { drawId: phys.id, address: { ...CN_ADDRESS, name: '李四' } }, 'infoLocked');

    const page1 = await call<{ list: AnnualDraw[]; hasMore: boolean }>(jp, 'GET', `${API.oneYearRecord}?page=1&size=1`);
    const page2 = await call<{ list: AnnualDraw[]; hasMore: boolean }>(jp, 'GET', `${API.oneYearRecord}?page=2&size=1`);
    expect([page1.data.hasMore, page2.data.hasMore]).toEqual([true, false]);
    expect([...page1.data.list, ...page2.data.list].map((d) => d.number)).toEqual([2, 1]);
    expectKey(await call(jp, 'GET', `${API.oneYearRecord}?size=51`), 'paramError');
    expectKey(await call(null, 'GET', API.oneYearRecord), 'loginRequired');
  });

  it('forfeit job: an address-less physical prize past 7 days is forfeited (then annualForfeited); a submitted one is untouched', async () => {
    const db = t.store.db;
    const deps = directDeps(db, t.clock, {}, 'jp');
    await db.updateTable('annual_events').set({ active: false }).where('edition', '=', 'jp').execute();
    const late = await addEvent(db, t.clock, { edition: 'jp', prizes: [{ id: 'statue', weight: 1, stock: 5, physical: true }] });
    await giveTickets(db, late.id, jp.yfyUid, 1);
    const { draw } = await drawOnce(deps, jp.yfyUid, jp.uid, 'en');
    expect(await forfeitAnnualDue(db, t.clock)).toBe(0);
    t.clock.advance(7 * DAY - 1000);
    expect(await forfeitAnnualDue(db, t.clock)).toBe(0);
    t.clock.advance(1000);
    // At the deadline the address is refused even before the sweep runs.
    await refused(jp, 'POST', API.oneYearSetAddress, { drawId: draw.id, address: CN_ADDRESS }, 'annualForfeited');
    const submittedBefore = await db.selectFrom('annual_draws').selectAll().where('address', 'is not', null).execute();
    // This draw, and any figure `me` won above without giving an address (both are past 7 days now).
    const due = await db.selectFrom('annual_draws').select('id').where('physical', '=', true).where('address', 'is', null).where('forfeited_at', 'is', null).where('address_due_at', '<=', t.clock.now()).execute();
    expect(due.map((d) => d.id)).toContain(draw.id);
    expect(await forfeitAnnualDue(db, t.clock)).toBe(due.length);
    expect(await forfeitAnnualDue(db, t.clock)).toBe(0);
    expect(await db.selectFrom('annual_draws').selectAll().where('address', 'is not', null).execute()).toEqual(submittedBefore);
    await refused(jp, 'POST', API.oneYearSetAddress, { drawId: draw.id, address: CN_ADDRESS }, 'annualForfeited');
    const rec = await call<{ list: AnnualDraw[] }>(jp, 'GET', API.oneYearRecord);
    expect(rec.data.list.find((d) => d.id === draw.id)!.addressState).toBe('forfeited');
    expect(rec.data.list.find((d) => d.prize.id === 'gold')!.addressState).toBe('submitted');
  });

  it('the writing calls are rate limited per account (30 a minute; the lottery 60): tooFrequent, nothing recorded', async () => {
    // `other` has spent some of this minute's budget above: within 31 more calls the limit is reached, and stays.
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await call(other, 'POST', API.oneYearDirectGet, { task: 'vote' })).code);
    const first = answers.indexOf(ERRORS.tooFrequent.code);
    expect(first).toBeGreaterThan(0);
    expect(new Set(answers.slice(0, first))).toEqual(new Set([ERRORS.annualTaskNotDone.code]));
    expect(new Set(answers.slice(first))).toEqual(new Set([ERRORS.tooFrequent.code]));
    expectKey(await call(other, 'POST', API.oneYearDirectGet, { task: 'vote' }), 'tooFrequent');
    // Another account's budget is its own.
    expect((await call(me, 'POST', API.oneYearDirectGet, { task: 'vote' })).code).toBe(ERRORS.annualTaskClaimed.code);
  });
});
