import { randomBytes } from 'node:crypto';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoriesData, type MemoriesReport } from '@mecha/shared/annual/api';
import { API } from '@mecha/shared/api-paths';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { DEV_SERVER_SECRET } from '../../../config.ts';
import { DAY } from '../../../platform/clock.ts';
import { accountRepository as accounts } from '../../account/account.repository.ts';
import { hashToken, newSessionToken } from '../../account/tokens.ts';
import { mallCaller, mallPlayers, type MallPlayer } from '../../mall/mall-test-kit.ts';
import type { AnnualEventRow } from '../annual-events.ts';
import { shareTokenFor } from '../share-token.ts';
import { MemoriesReports } from './memories-reports.ts';
import { addEvent, ingest, linkTotals, match, matchesBehind } from './report-test-kit.ts';

// The memory report of a role whose matches this test posts through the signed ingest API, against a hand count:
// every number, every link's total, the percentile, the ways in (share token, login, role) and the cache.
const FROM = new Date('2025-11-01T00:00:00+08:00');
const TO = new Date('2026-11-01T00:00:00+08:00');
const [B, C, D, E] = ['81000002', '81000003', '81000004', '81000005'];
const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

describe.each(DB_KINDS)('memory report (%s)', (kind) => {
  let t: TestApp;
  let me: MallPlayer;
  let quiet: MallPlayer;
  let event: AnnualEventRow;
  let share: string;
  const call = (p: MallPlayer | null, url: string, lang = 'en') => mallCaller(t, p, lang)<{ report: MemoriesReport; event: { phase: string } }>('GET', url);

  beforeAll(async () => {
    t = await makeTestApp(kind);
    const players = await mallPlayers(t, 2);
    me = players[0]!;
    quiet = players[1]!;
    const now = t.clock.now().getTime();
    event = await addEvent(t, { id: `one-year-${randomBytes(3).toString('hex')}`, startsAt: new Date(now - DAY), endsAt: new Date(now + 30 * DAY), reportFrom: FROM, reportTo: TO });
    share = shareTokenFor(DEV_SERVER_SECRET, event.id, me.uid);
    const A = me.uid;
    await ingest(t, [
      match('m0', '2025-10-31T23:59:59+08:00', [{ uid: A, character: 'c01' }], [{ uid: C, character: 'c05' }]), // the day before the year
      match('m1', '2026-01-10T10:00:00+08:00', [{ uid: A, character: 'c01', mvp: true }], [{ uid: C, character: 'c05' }]),
      match('m2', '2026-01-10T11:00:00+08:00', [{ uid: A, character: 'c01' }], [{ uid: D, character: 'c05', mvp: true }]),
      match('m3', '2026-01-10T12:00:00+08:00', [{ uid: C, character: 'c05', mvp: true }], [{ uid: A, character: 'c01' }]),
      match('m4', '2026-02-05T20:00:00+08:00', [{ uid: A, character: 'c03', mvp: true }, { uid: B, character: 'c04' }], [{ uid: C, character: 'c05' }, { uid: D, character: 'c06' }]),
      match('m5', '2026-02-06T20:00:00+08:00', [{ uid: C, character: 'c05', mvp: true }, { uid: E, character: 'c06' }], [{ uid: A, character: 'c03' }, { uid: B, character: 'c04' }]),
      match('m6', '2026-02-07T20:00:00+08:00', [{ uid: A, character: 'c03' }, { uid: E, character: 'c04', mvp: true }], [{ uid: C, character: 'c05' }, { uid: D, character: 'c06' }]),
      match('m7', '2026-03-01T09:00:00+08:00', [{ uid: A, character: 'c01', mvp: true }], [{ uid: C, character: 'c05' }]),
      match('m8', '2026-03-02T09:00:00+08:00', [{ uid: A, character: 'c02' }], [{ uid: D, character: 'c05', mvp: true }]),
      match('m9', '2026-03-03T23:30:00+08:00', [{ uid: A, character: 'c02', mvp: true }], [{ uid: E, character: 'c05' }]),
      match('m10', '2026-11-01T00:00:00+08:00', [{ uid: A, character: 'c01' }], [{ uid: C, character: 'c05' }]), // the year's end is exclusive
    ]);
  });
  afterAll(() => t.close());

  it('every number equals the hand count of the matches posted', async () => {
    const res = await call(me, API.oneYearMemoriesReport);
    expect(res.code).toBe(0);
    expect(memoriesData.safeParse(res.data).success).toBe(true);
    const r = res.data.report;
    const best = await t.store.db.selectFrom('match_players').select(['match_id', 'mode', 'score_after']).where('uid', '=', me.uid).where('ended_at', '>=', FROM).where('ended_at', '<', TO)
      .orderBy('score_after', 'desc').orderBy('ended_at').execute();
    const bestOf = (mode: string) => best.find((b) => b.mode === mode)!;
    expect(r).toMatchObject({
      uid: me.uid, empty: false, reportFrom: unix('2025-11-01T00:00:00+08:00'), reportTo: unix('2026-11-01T00:00:00+08:00'),
      firstMatch: { matchId: 'm1', mode: 'T1', endedAt: unix('2026-01-10T10:00:00+08:00'), character: 'c01', won: true },
      matches: { value: 9 }, wins: { value: 7 }, mvps: { value: 4 }, hoursPlayed: { value: 2 },
      modes: [
        { mode: 'T1', matches: { value: 6 }, wins: { value: 5 }, bestScore: { value: bestOf('T1').score_after, link: { matchId: bestOf('T1').match_id, mode: 'T1', filter: null } } },
        { mode: 'T2', matches: { value: 3 }, wins: { value: 2 }, bestScore: { value: bestOf('T2').score_after, link: { matchId: bestOf('T2').match_id, mode: 'T2', filter: null } } },
      ],
      topCharacter: { id: 'c01', matches: { value: 4 }, wins: { value: 3 } },
      characters: [{ id: 'c01', matches: 4, wins: 3 }, { id: 'c03', matches: 3, wins: 2 }, { id: 'c02', matches: 2, wins: 2 }],
      longestStreak: { value: 3, link: { mode: 'T1', filter: { mode: 'T1', won: true, from: unix('2026-03-01T09:00:00+08:00'), to: unix('2026-03-03T23:30:00+08:00') + 1 } } },
      partner: { uid: B, nickname: `P${B}`, matches: { value: 2 }, wins: { value: 1 } },
      nemesis: { uid: C, nickname: `P${C}`, matches: { value: 6 }, losses: { value: 2 } },
      busiestDay: { day: 20260110, matches: { value: 3, link: { filter: { from: unix('2026-01-10T00:00:00+08:00'), to: unix('2026-01-11T00:00:00+08:00') } } } },
      // Roles with a match in the year: me 9, C 6, D 4, E 3, B 2 → more than 4 of 5.
      percentile: 80,
    });
    expect(r.months.map((m) => m.month)).toEqual([202511, 202512, 202601, 202602, 202603, 202604, 202605, 202606, 202607, 202608, 202609, 202610]);
    expect(r.months.filter((m) => m.matches > 0)).toEqual([{ month: 202601, matches: 3, wins: 2 }, { month: 202602, matches: 3, wins: 2 }, { month: 202603, matches: 3, wins: 3 }]);
    // The name on the role's card, not the one the matches carry.
    expect(r.nickname).not.toBe(`P${me.uid}`);
  });

  it("every counted number's link opens exactly the matches it counts", async () => {
    const r = (await call(me, API.oneYearMemoriesReport)).data.report;
    const totals = await linkTotals(t, share, r);
    expect(Object.keys(totals)).toHaveLength(15);
    for (const [name, [value, total]] of Object.entries(totals)) expect({ name, total }).toEqual({ name, total: value });
    const streak = await matchesBehind(t, share, r.longestStreak.link.filter);
    expect(streak.data.list.map((m) => m.matchId)).toEqual(['m9', 'm8', 'm7']);
    const partner = await matchesBehind(t, share, r.partner!.matches.link.filter);
    expect(partner.data.list.map((m) => m.matchId)).toEqual(['m5', 'm4']);
  });

  it('memories-matches: newest first, paged, clipped to the year; a bad filter is paramError', async () => {
    const p1 = await matchesBehind(t, share, {}, 1, 4);
    expect(p1.data).toMatchObject({ total: 9, hasMore: true });
    expect(p1.data.list.map((m) => m.matchId)).toEqual(['m9', 'm8', 'm7', 'm6']);
    expect(p1.data.list[0]).toMatchObject({ mode: 'T1', character: 'c02', won: true, mvp: true, endedAt: unix('2026-03-03T23:30:00+08:00') });
    const p3 = await matchesBehind(t, share, {}, 3, 4);
    expect(p3.data.list.map((m) => m.matchId)).toEqual(['m1']);
    expect(p3.data.hasMore).toBe(false);
    expect((await matchesBehind(t, share, { from: 0, to: 4_000_000_000 })).data.total).toBe(9);
    expect((await matchesBehind(t, share, { opponent: C, won: false })).data.list.map((m) => m.matchId)).toEqual(['m5', 'm3']);
    const logged = await mallCaller(t, me)<{ total: number }>('GET', `${API.oneYearMemoriesMatches}?filter=${encodeURIComponent('{"mvp":true}')}`);
    expect(logged.data.total).toBe(4);
    for (const bad of ['not json', '{"colour":"red"}', '{"mode":"T3"}', '{"from":-1}', '[]']) {
      const res = await mallCaller(t, me, 'zh-CN')('GET', `${API.oneYearMemoriesMatches}?filter=${encodeURIComponent(bad)}`);
      expect({ bad, code: res.code, msg: res.msg }).toEqual({ bad, code: ERRORS.paramError.code, msg: expect.any(String) });
      expect(res.status).toBe(400);
    }
  });

  it('a role without a match in the year gets a complete, empty report', async () => {
    const res = await call(quiet, API.oneYearMemoriesReport);
    expect(memoriesData.safeParse(res.data).success).toBe(true);
    expect(res.data.report).toMatchObject({
      uid: quiet.uid, empty: true, firstMatch: null, matches: { value: 0 }, wins: { value: 0 }, hoursPlayed: { value: 0 }, topCharacter: null, characters: [],
      longestStreak: { value: 0 }, mvps: { value: 0 }, partner: null, nemesis: null, busiestDay: null, percentile: 0,
      modes: [{ mode: 'T1', matches: { value: 0 }, bestScore: { value: 0 } }, { mode: 'T2', matches: { value: 0 }, bestScore: { value: 0 } }],
    });
    expect(res.data.report.nickname.length).toBeGreaterThan(0);
    expect(res.data.report.months).toHaveLength(12);
    expect(res.data.report.months.every((m) => m.matches === 0)).toBe(true);
  });

  async function refused(res: { status: number; code: number; msg: string }, key: ErrorKey, lang = 'en') {
    expect({ status: res.status, code: res.code, msg: res.msg }).toEqual({ status: ERRORS[key].http, code: ERRORS[key].code, msg: errorMessage(key, lang as 'en') });
  }

  it('a share token opens the report without login; a forged one, or one for another role or event, does not', async () => {
    const res = await call(null, `${API.oneYearMemoriesReport}?share=${share}`);
    expect(res.code).toBe(0);
    expect(res.data.report).toMatchObject({ uid: me.uid, matches: { value: 9 } });
    const sig = share.slice(share.indexOf('_') + 1);
    const forged = `${me.uid}_${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const otherRole = `${quiet.uid}_${sig}`;
    const otherEvent = shareTokenFor(DEV_SERVER_SECRET, 'another-event', me.uid);
    const unknownRole = shareTokenFor(DEV_SERVER_SECRET, event.id, '99999999');
    for (const bad of [forged, otherRole, otherEvent, unknownRole, 'no-underscore-here', `_${sig}`]) {
      await refused(await call(null, `${API.oneYearMemoriesReport}?share=${bad}`, 'zh-CN'), 'annualShareInvalid', 'zh-CN');
      await refused(await call(null, `${API.oneYearMemoriesMatches}?share=${bad}`), 'annualShareInvalid');
    }
    // A share link also opens for a logged-in player without a role (someone else's report, no role needed).
    const roleless = await accountWithoutRole();
    const seen = await t.app.inject({ method: 'GET', url: `${API.oneYearMemoriesReport}?share=${share}`, headers: { authorization: `Bearer ${roleless}` } });
    expect(seen.json()).toMatchObject({ code: 0, data: { report: { uid: me.uid } } });
  });

  async function accountWithoutRole(): Promise<string> {
    const token = newSessionToken();
    const now = t.clock.now();
    const yfyUid = `h5-t${randomBytes(7).toString('hex')}`;
    await accounts.createAccount(t.store.db, yfyUid, 'code', now);
    await accounts.createSession(t.store.db, hashToken(token), yfyUid, now, new Date(now.getTime() + DAY));
    return token;
  }

  it('without a share token: 401 without login, 402 without a role; annualNoEvent, annualNotStarted; an ended event still reads', async () => {
    await refused(await call(null, API.oneYearMemoriesReport), 'loginRequired');
    await refused(await call(null, `${API.oneYearMemoriesMatches}?filter={}`), 'loginRequired');
    const roleless = await accountWithoutRole();
    const res = await t.app.inject({ method: 'GET', url: API.oneYearMemoriesReport, headers: { authorization: `Bearer ${roleless}`, 'accept-language': 'en' } });
    await refused({ status: res.statusCode, ...(res.json() as { code: number; msg: string }) }, 'bindRequired');

    const now = t.clock.now().getTime();
    const [hk] = await mallPlayers(t, 1, { edition: 'hk' });
    const [jp] = await mallPlayers(t, 1, { edition: 'jp' });
    const [global] = await mallPlayers(t, 1, { edition: 'global' });
    await addEvent(t, { id: 'hk-later', edition: 'hk', startsAt: new Date(now + DAY), endsAt: new Date(now + 9 * DAY), reportFrom: FROM, reportTo: TO });
    await addEvent(t, { id: 'global-past', edition: 'global', startsAt: new Date(now - 9 * DAY), endsAt: new Date(now - DAY), reportFrom: FROM, reportTo: TO });
    await refused(await call(jp!, API.oneYearMemoriesReport), 'annualNoEvent');
    await refused(await call(hk!, API.oneYearMemoriesReport), 'annualNotStarted');
    await refused(await call(hk!, `${API.oneYearMemoriesMatches}?filter={}`), 'annualNotStarted');
    const ended = await call(global!, API.oneYearMemoriesReport);
    expect(ended).toMatchObject({ code: 0, data: { event: { phase: 'ended' }, report: { uid: global!.uid, empty: true } } });
  });

  it('the percentile comes from the histogram: a known one, and the job rewriting it from the matches', async () => {
    const reports = new MemoriesReports(t.store.db, t.clock);
    // Its year starts in January 2025: m0 (October 2025) counts too, so I played 10 in it.
    const known = await addEvent(t, { id: 'known-histogram', edition: 'jp', startsAt: new Date(0), endsAt: new Date(1000), reportFrom: new Date('2025-01-01T00:00:00+08:00'), reportTo: TO });
    await t.store.db.updateTable('annual_events').set({ active: false }).where('id', '=', known.id).execute();
    // 50 roles: 10 played 1, 20 played 5, 10 played 9, 10 played 20 → 40 played fewer than my 10.
    await t.store.db.insertInto('annual_match_histogram').values([[1, 10], [5, 20], [9, 10], [20, 10]].map(([matches, roles]) => ({ event_id: known.id, matches: matches!, roles: roles! }))).execute();
    expect((await reports.report(known, me.uid)).percentile).toBe(80);
    // E played 3: only the 10 who played 1 played fewer.
    expect((await reports.report(known, E)).percentile).toBe(20);
    // More than any bucket (the histogram is older than its matches; before the other event's year): everyone else, 49 of the 50, never 100.
    await ingest(t, Array.from({ length: 25 }, (_, i) => match(`busy-${i}`, `2025-05-0${1 + (i % 9)}T1${i % 10}:00:00+08:00`, [{ uid: '81000009', character: 'c07' }], [{ uid: D, character: 'c05' }])));
    expect((await reports.report(known, '81000009')).percentile).toBe(98);

    await t.store.db.deleteFrom('annual_match_histogram').where('event_id', '=', event.id).execute();
    await reports.refreshHistograms();
    const rows = await t.store.db.selectFrom('annual_match_histogram').select(['matches', 'roles']).where('event_id', '=', event.id).orderBy('matches').execute();
    expect(rows).toEqual([{ matches: 2, roles: 1 }, { matches: 3, roles: 1 }, { matches: 4, roles: 1 }, { matches: 6, roles: 1 }, { matches: 9, roles: 1 }]);
    // The inactive event is left as it was.
    expect(await t.store.db.selectFrom('annual_match_histogram').select('matches').where('event_id', '=', known.id).execute()).toHaveLength(4);
  });

  it('one query reads the matches, however many ask at once; the cache holds until forget(uid)', async () => {
    let matchReads = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args: PluginTransformQueryArgs) => {
        if (JSON.stringify(args.node).includes('"match_players"')) matchReads += 1;
        return args.node;
      },
      transformResult: async (args: PluginTransformResultArgs) => args.result,
    };
    const reports = new MemoriesReports(t.store.db.withPlugin(counter), t.clock);
    await reports.refreshHistograms();
    matchReads = 0;
    const all = await Promise.all(Array.from({ length: 50 }, () => reports.report(event, me.uid)));
    expect(all.every((r) => r === all[0])).toBe(true);
    expect(all[0]).toMatchObject({ matches: { value: 9 }, percentile: 80 });
    expect(matchReads).toBe(1);

    // A match written behind the cache's back is not seen until the role is forgotten.
    await t.store.db.insertInto('matches').values({ id: 'm-direct', mode: 'T1', season: 8, ended_at: new Date('2026-04-01T00:00:00Z'), duration_s: 60, bans: '[]', received_at: new Date() }).execute();
    await t.store.db.insertInto('match_players').values({
      match_id: 'm-direct', uid: me.uid, mode: 'T1', season: 8, ended_at: new Date('2026-04-01T00:00:00Z'), side: 0, won: false, premade: false, other_premade: false, character: 'c09', mvp: false,
      nickname: 'x', damage: 0, kills: 0, deaths: 0, stats: '{}', score_before: 0, base: 0, mvp_bonus: 0, streak_bonus: 0, solo_team: 0, score_after: 0,
    }).execute();
    expect((await reports.report(event, me.uid)).matches.value).toBe(9);
    expect(matchReads).toBe(1);
    reports.forget([C, me.uid]);
    expect((await reports.report(event, me.uid)).matches.value).toBe(10);
    expect(matchReads).toBe(2);
    await t.store.db.deleteFrom('matches').where('id', '=', 'm-direct').execute();
  });

  it('hasMatchInYear: only matches inside the year count; a yes is kept, a no is asked again', async () => {
    const reports = new MemoriesReports(t.store.db, t.clock);
    expect(await reports.hasMatchInYear(event, me.uid)).toBe(true);
    expect(await reports.hasMatchInYear(event, quiet.uid)).toBe(false);
    // A year that starts one second after m10, my last match: none in it.
    const lateOnly = await addEvent(t, { id: 'late-only', edition: 'jp', startsAt: new Date(0), endsAt: new Date(1000), reportFrom: new Date('2026-11-01T00:00:01+08:00'), reportTo: new Date('2026-11-02T00:00:00+08:00') });
    expect(await reports.hasMatchInYear(lateOnly, me.uid)).toBe(false);
    await ingest(t, [match('m-quiet', '2026-06-01T10:00:00+08:00', [{ uid: quiet.uid, character: 'c08' }], [{ uid: D, character: 'c05' }])]);
    expect(await reports.hasMatchInYear(event, quiet.uid)).toBe(true);
  });

  it("the app's report is dropped when ingest brings the role a match", async () => {
    expect((await call(me, API.oneYearMemoriesReport)).data.report.matches.value).toBe(9);
    await ingest(t, [match('m11', '2026-04-02T10:00:00+08:00', [{ uid: me.uid, character: 'c09' }], [{ uid: B, character: 'c05' }])]);
    const r = (await call(me, API.oneYearMemoriesReport)).data.report;
    expect(r.matches.value).toBe(10);
    expect(r.characters.find((c) => c.id === 'c09')).toEqual({ id: 'c09', matches: 1, wins: 1 });
  });
});
