import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { Bracket, TournamentData } from '@mecha/shared/competition/api';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY, MINUTE } from '../../platform/clock.ts';
import { accountRepository as accounts } from '../account/account.repository.ts';
import { hashToken, newSessionToken } from '../account/tokens.ts';
import { mallCaller, type MallPlayer } from '../mall/mall-test-kit.ts';
import { icsTime } from './calendar.ts';
import { addTournament, compPlayers, onlyTestTournaments } from './competition-test-kit.ts';
import { createTeam } from './create-team.ts';
import { joinInTx } from './join.ts';
import { loadTournament } from './tournament-clock.ts';

type Env<T> = { status: number; code: number; data: T; msg: string };
const HOUR = 60 * MINUTE;
const secs = (d: Date) => Math.floor(d.getTime() / 1000);

/** RFC 5545 read back: lines unfolded, then VEVENTs as property maps (alarms kept apart), TEXT values unescaped. */
function parseIcs(text: string) {
  const lines = text.split('\r\n').reduce<string[]>((acc, line) => {
    if (line.startsWith(' ')) acc[acc.length - 1] += line.slice(1);
    else acc.push(line);
    return acc;
  }, []);
  const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  const events: (Record<string, string> & { alarms: Record<string, string>[] })[] = [];
  let ev: (typeof events)[number] | null = null;
  let alarm: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') ev = { alarms: [] } as never;
    else if (line === 'END:VEVENT') (events.push(ev!), (ev = null));
    else if (line === 'BEGIN:VALARM') alarm = {};
    else if (line === 'END:VALARM') (ev!.alarms.push(alarm!), (alarm = null));
    else if (ev) {
      const at = line.indexOf(':');
      const name = line.slice(0, at).split(';')[0]!;
      (alarm ?? ev)[name] = unescape(line.slice(at + 1));
    }
  }
  return { lines, events };
}

// The schedule's reads over HTTP: the tournament (the current one, a past one by id, the viewer's standing, every
// tournament newest first, the champion), the bracket (rounds, results, check-ins, absent teams) and the team's
// calendar (.ics parsed back: every stage and check-in, the team's matches with the opponent, stable UIDs, folding).
describe.each(DB_KINDS)('tournament schedule reads (%s)', (kind) => {
  let t: TestApp;
  let cur: string;
  let old: string;
  let start: Date;
  let ps: MallPlayer[];
  let low: MallPlayer;
  let teamX: string;
  let teamY: string;
  let teamZ: string;
  let curTeam: string;
  let oldStages: { online: Date; final: Date };
  const longTitle = '第一届机甲竞技二对二锦标赛（春季）线上赛与总决赛日程，欢迎各位选手报名参加';

  beforeAll(async () => {
    t = await makeTestApp(kind);
    const db = t.store.db;
    await onlyTestTournaments(db);
    start = t.clock.now();
    const s = start.getTime();
    oldStages = { online: new Date(s - 40 * DAY), final: new Date(s - 30 * DAY) };
    old = (
      await addTournament(db, t.clock, {
        signupFrom: new Date(s - 60 * DAY), signupTo: new Date(s - 50 * DAY),
        stages: [
          { id: 'online', kind: 'online', startsAt: oldStages.online, endsAt: new Date(s - 39 * DAY) },
          { id: 'final', kind: 'final', startsAt: oldStages.final, endsAt: new Date(s - 30 * DAY + 3 * HOUR) },
        ],
      })
    ).id;
    await db.updateTable('comp_tournaments').set({ titles: JSON.stringify({ en: 'Autumn Cup', 'zh-CN': longTitle }) }).where('id', '=', old).execute();
    cur = (await addTournament(db, t.clock)).id;
    await db
      .updateTable('comp_tournaments')
      .set({ titles: JSON.stringify({ en: 'Spring Cup', 'zh-CN': '春季杯' }), rewards: JSON.stringify([{ place: { en: '1st', 'zh-CN': '冠军' }, text: { en: 'A trophy', 'zh-CN': '奖杯' } }]) })
      .where('id', '=', cur)
      .execute();
    ps = await compPlayers(t, 10, { region: 'CN-N' });
    [low] = (await compPlayers(t, 1, { region: 'CN-N', best: 4000 })) as [MallPlayer];

    // The past tournament's teams, formed while its sign-up was open; a bracket with results; check-ins of X and Y.
    t.clock.set(s - 55 * DAY);
    teamX = await team(old, ps[0]!, ps[1]!, 'Xenon');
    teamY = await team(old, ps[2]!, ps[3]!, 'Yak, Inc; 2');
    teamZ = await team(old, ps[4]!, ps[5]!, 'Zed');
    t.clock.set(start);
    curTeam = await team(cur, ps[0]!, undefined, 'Now');
    const m = (stage: string, round: number, slot: number, a: string | null, b: string | null, at: Date, result?: [number, number, string]) => ({
      tournament_id: old, stage_id: stage, round, slot, team_a: a, team_b: b, starts_at: at,
      score_a: result?.[0] ?? null, score_b: result?.[1] ?? null, winner: result?.[2] ?? null, state: result ? ('done' as const) : ('scheduled' as const),
    });
    await db
      .insertInto('comp_matches')
      .values([
        m('online', 2, 0, teamX, null, new Date(oldStages.online.getTime() + 2 * HOUR), [0, 0, teamX]),
        m('online', 1, 0, teamX, teamY, oldStages.online, [2, 0, teamX]),
        m('online', 1, 1, teamZ, null, oldStages.online, [0, 0, teamZ]),
        m('final', 1, 0, teamY, teamX, oldStages.final, [1, 3, teamX]),
      ])
      .execute();
    await db.updateTable('comp_matches').set({ state: 'walkover' }).where('team_b', 'is', null).execute();
    for (const stage of ['online', 'final']) {
      for (const [team_id, by] of [[teamX, ps[0]!], [teamY, ps[2]!]] as const) {
        await db.insertInto('comp_checkins').values({ tournament_id: old, stage_id: stage, team_id, by_uid: by.uid, at: new Date(s - 45 * DAY) }).execute();
      }
    }
  });
  afterAll(() => t.close());

  async function team(tid: string, leader: MallPlayer, partner: MallPlayer | undefined, name: string): Promise<string> {
    const r = (await loadTournament(t.store.db, tid, t.clock.now()))!;
    const now = t.clock.now();
    const id = await createTeam(t.store.db, { tournament: r.t, stages: r.stages, uid: leader.uid, yfyUid: leader.yfyUid, name, contactKind: 'qq', contact: '123456', now });
    if (partner) {
      await t.store.db.transaction().execute((trx) =>
        joinInTx(trx, { tournament: r.t, stages: r.stages, teamId: id, uid: partner.uid, yfyUid: partner.yfyUid, now, action: 'joined', actorKind: 'player', actor: partner.uid, checkWindow: true, checkEligibility: true }),
      );
    }
    return id;
  }
  const call = <T>(p: MallPlayer | null, url: string, lang = 'en') => mallCaller(t, p, lang)<T>('GET', url) as Promise<Env<T>>;
  const expectKey = (res: Env<unknown>, key: ErrorKey, lang = 'en') =>
    expect({ code: res.code, status: res.status, msg: res.msg }).toEqual({ code: ERRORS[key].code, status: ERRORS[key].http, msg: errorMessage(key, lang as never) });
  const nick = async (p: MallPlayer) => (await t.store.db.selectFrom('game_roles').select('nickname').where('uid', '=', p.uid).executeTakeFirstOrThrow()).nickname;

  it('tournament: a visitor gets the current one in its language, every tournament newest first, me null', async () => {
    const res = await call<TournamentData>(null, API.compTournament);
    expect(res.code).toBe(0);
    const now = start.getTime();
    expect(res.data.tournament).toEqual({
      id: cur, title: 'Spring Cup', signupFrom: secs(new Date(now - DAY)), signupTo: secs(new Date(now + 5 * DAY)), registration: 'open', finished: false,
      rules: 'Be nice.', banner: null, minScore: 8000, pairLimit: 2, checkinMinutes: 60,
      stages: [
        { id: 'round-1', kind: 'online', name: 'round-1', startsAt: secs(new Date(now + 7 * DAY)), endsAt: secs(new Date(now + 8 * DAY)), checkinOpensAt: secs(new Date(now + 7 * DAY - HOUR)), state: 'upcoming' },
        { id: 'round-2', kind: 'online', name: 'round-2', startsAt: secs(new Date(now + 14 * DAY)), endsAt: secs(new Date(now + 15 * DAY)), checkinOpensAt: secs(new Date(now + 14 * DAY - HOUR)), state: 'upcoming' },
      ],
      rewards: [{ place: '1st', text: 'A trophy' }], teamCount: 1, champion: null,
    });
    expect(res.data.tournaments.map((x) => [x.id, x.registration, x.finished])).toEqual([[cur, 'open', false], [old, 'ended', true]]);
    expect(res.data.me).toBeNull();
    expect(res.data.now).toBe(secs(start));
    const zh = await call<TournamentData>(null, API.compTournament, 'zh-CN');
    expect(zh.data.tournament).toMatchObject({ title: '春季杯', rewards: [{ place: '冠军', text: '奖杯' }] });
    expect(zh.data.tournaments[1]!.title).toBe(longTitle);
    // Japanese: not written, English instead.
    expect((await call<TournamentData>(null, API.compTournament, 'ja')).data.tournament!.title).toBe('Spring Cup');
  });

  it('tournament: a past one by id — finished, stages done, its team count and champion with nicknames', async () => {
    const res = await call<TournamentData>(null, `${API.compTournament}?id=${old}`);
    expect(res.data.tournament).toMatchObject({ id: old, title: 'Autumn Cup', registration: 'ended', finished: true, teamCount: 3 });
    expect(res.data.tournament!.stages.map((s) => [s.id, s.kind, s.state])).toEqual([['online', 'online', 'done'], ['final', 'final', 'done']]);
    expect(res.data.tournament!.champion).toEqual({ id: teamX, name: 'Xenon', members: [{ uid: ps[0]!.uid, nickname: await nick(ps[0]!) }, { uid: ps[1]!.uid, nickname: await nick(ps[1]!) }] });
    expectKey(await call(null, `${API.compTournament}?id=nope`), 'compNoTournament');
    expectKey(await call(null, `${API.compTournament}?id=Bad%20Id`, 'zh-CN'), 'compNoTournament', 'zh-CN');
    expectKey(await call(null, `${API.compTournament}?other=1`), 'paramError');
  });

  it("tournament: a player's eligibility, team and invitations; an ineligible one sees how far below", async () => {
    const mine = await call<TournamentData>(ps[0]!, API.compTournament);
    expect(mine.data.me).toEqual({
      eligibility: { uid: ps[0]!.uid, nickname: await nick(ps[0]!), best: 8240, bestSeason: 1, need: 8000, eligible: true, region: 'CN-N', domestic: true },
      teamId: curTeam, pendingInvites: 0,
    });
    expect((await call<TournamentData>(ps[0]!, `${API.compTournament}?id=${old}`)).data.me!.teamId).toBe(teamX);
    expect((await call<TournamentData>(ps[6]!, API.compTournament)).data.me).toMatchObject({ teamId: null, pendingInvites: 0, eligibility: { eligible: true } });
    expect((await call<TournamentData>(low, API.compTournament)).data.me!.eligibility).toMatchObject({ best: 4000, need: 8000, eligible: false });
  });

  it("tournament: an account without a role reads it with me null (the role's calls answer 402); a token that is no longer good answers 600", async () => {
    const db = t.store.db;
    const yfyUid = `h5-t${randomBytes(7).toString('hex')}`;
    const token = newSessionToken();
    const now = t.clock.now();
    await db.transaction().execute(async (trx) => {
      await accounts.createAccount(trx, yfyUid, 'code', now);
      await accounts.createSession(trx, hashToken(token), yfyUid, now, new Date(now.getTime() + DAY));
    });
    const res = await t.app.inject({ method: 'GET', url: API.compTournament, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { me: null, tournament: { id: cur } } });
    // The calls that act for a role answer 402 (bind a role) to the same account.
    for (const [method, url, payload] of [['GET', API.compCalendar], ['GET', API.compInvites], ['POST', API.compInvite, { uid: ps[6]!.uid }], ['POST', API.compCheckIn, {}]] as const) {
      const r = await t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
      expect({ status: r.statusCode, code: r.json().code }).toEqual({ status: ERRORS.bindRequired.http, code: ERRORS.bindRequired.code });
    }
    const stale = await t.app.inject({ method: 'GET', url: API.compTournament, headers: auth(newSessionToken()) });
    expect(stale.json().code).toBe(ERRORS.loginExpired.code);
  });

  it('tournament: none visible → tournament null, an empty list', async () => {
    const db = t.store.db;
    await db.updateTable('comp_tournaments').set({ visible: false }).where('id', 'in', [cur, old]).execute();
    try {
      const res = await call<TournamentData>(ps[6]!, API.compTournament);
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({ tournament: null, tournaments: [], me: { teamId: null, pendingInvites: 0, eligibility: { need: 8000 } } });
      expectKey(await call(null, API.compBracket), 'compNoTournament');
    } finally {
      await db.updateTable('comp_tournaments').set({ visible: true }).where('id', 'in', [cur, old]).execute();
    }
  });

  it('bracket: rounds in order with results, walkovers and open slots; check-ins counted; the team that never checked in absent', async () => {
    const res = await call<Bracket>(null, `${API.compBracket}?tournamentId=${old}`);
    expect(res.code).toBe(0);
    const [online, final] = res.data.stages;
    const brief = async (id: string, name: string, a: MallPlayer, b: MallPlayer) => ({ id, name, members: [{ uid: a.uid, nickname: await nick(a) }, { uid: b.uid, nickname: await nick(b) }] });
    const [X, Y, Z] = [await brief(teamX, 'Xenon', ps[0]!, ps[1]!), await brief(teamY, 'Yak, Inc; 2', ps[2]!, ps[3]!), await brief(teamZ, 'Zed', ps[4]!, ps[5]!)];
    expect(online!.stage).toMatchObject({ id: 'online', state: 'done' });
    expect(online!.rounds.map((r) => [r.round, r.matches.map((x) => [x.slot, x.teamA?.id ?? null, x.teamB?.id ?? null, x.scoreA, x.scoreB, x.winnerId, x.state])])).toEqual([
      [1, [[0, teamX, teamY, 2, 0, teamX, 'done'], [1, teamZ, null, 0, 0, teamZ, 'walkover']]],
      [2, [[0, teamX, null, 0, 0, teamX, 'walkover']]],
    ]);
    expect(online!.rounds[0]!.matches[0]).toMatchObject({ teamA: X, teamB: Y, startsAt: secs(oldStages.online) });
    expect(online!.absent).toEqual([Z]);
    expect(online!.checkedIn).toBe(2);
    expect(final!.rounds).toEqual([{ round: 1, matches: [expect.objectContaining({ teamA: Y, teamB: X, scoreA: 1, scoreB: 3, winnerId: teamX, state: 'done' })] }]);
    // Z lost in the online stage: not in the final's field, so not absent from it although it never checked in.
    expect(final!.absent).toEqual([]);
    expect(final!.checkedIn).toBe(2);
    // Y had not checked in for the final (the check-in removed): Y is in the final's field, so absent.
    await t.store.db.deleteFrom('comp_checkins').where('tournament_id', '=', old).where('stage_id', '=', 'final').where('team_id', '=', teamY).execute();
    try {
      const again = await call<Bracket>(null, `${API.compBracket}?tournamentId=${old}`);
      expect(again.data.stages[1]!.absent).toEqual([Y]);
      expect(again.data.stages[1]!.checkedIn).toBe(1);
    } finally {
      await t.store.db.insertInto('comp_checkins').values({ tournament_id: old, stage_id: 'final', team_id: teamY, by_uid: ps[2]!.uid, at: new Date(start.getTime() - 45 * DAY) }).execute();
    }
    // The current tournament by default: nothing published yet, nobody absent before a stage starts.
    const now = await call<Bracket>(null, API.compBracket);
    expect(now.data.tournamentId).toBe(cur);
    expect(now.data.stages.map((s) => [s.stage.id, s.rounds, s.absent, s.checkedIn])).toEqual([['round-1', [], [], 0], ['round-2', [], [], 0]]);
    expectKey(await call(null, `${API.compBracket}?tournamentId=nope`), 'compNoTournament');
  });

  it('calendar.ics: a file of every stage with its check-in and the team’s matches with the opponent, parsed back', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.compCalendar}?tournamentId=${old}`, headers: { ...auth(ps[0]!.token), 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${old}.ics"`);
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const { lines, events } = parseIcs(text);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('X-WR-CALNAME:Autumn Cup');
    expect(events.map((e) => e.UID)).toEqual([
      `stage-${old}-online@mecha.competition`, `checkin-${old}-online@mecha.competition`, `stage-${old}-final@mecha.competition`, `checkin-${old}-final@mecha.competition`,
      ...(await t.store.db.selectFrom('comp_matches').select('id').where('tournament_id', '=', old).where((eb) => eb.or([eb('team_a', '=', teamX), eb('team_b', '=', teamX)])).orderBy('starts_at').orderBy('id').execute()).map(
        (m) => `match-${old}-${m.id}@mecha.competition`,
      ),
    ]);
    const [online, onlineCheckin, final] = events;
    expect(online).toMatchObject({ DTSTART: icsTime(oldStages.online), SUMMARY: 'Autumn Cup · online', alarms: [{ ACTION: 'DISPLAY', TRIGGER: '-PT60M', DESCRIPTION: 'Check-in opens: Autumn Cup · online' }] });
    expect(onlineCheckin).toMatchObject({ DTSTART: icsTime(new Date(oldStages.online.getTime() - HOUR)), DTEND: icsTime(oldStages.online), SUMMARY: 'Check-in opens: Autumn Cup · online' });
    expect(final).toMatchObject({ DTSTART: icsTime(oldStages.final), DTEND: icsTime(new Date(oldStages.final.getTime() + 3 * HOUR)) });
    expect(events.slice(4).map((e) => [e.SUMMARY, e.DTSTART])).toEqual([
      ['online round 1: Xenon vs Yak, Inc; 2', icsTime(oldStages.online)],
      ['online round 2: Xenon vs to be decided', icsTime(new Date(oldStages.online.getTime() + 2 * HOUR))],
      ['final round 1: Xenon vs Yak, Inc; 2', icsTime(oldStages.final)],
    ]);
    expect(text).toContain('SUMMARY:online round 1: Xenon vs Yak\\, Inc\\; 2');
    expect(icsTime(oldStages.final)).toMatch(/^\d{8}T\d{6}Z$/);
    // The opponent's side sees the leader's team as the opponent; UIDs are the same on every download.
    const theirs = await t.app.inject({ method: 'GET', url: `${API.compCalendar}?tournamentId=${old}`, headers: { ...auth(ps[3]!.token), 'accept-language': 'en' } });
    const theirEvents = parseIcs(theirs.body).events;
    expect(theirEvents.filter((e) => e.UID!.startsWith('match-')).map((e) => e.SUMMARY)).toEqual(['online round 1: Yak, Inc; 2 vs Xenon', 'final round 1: Yak, Inc; 2 vs Xenon']);
    const again = parseIcs((await t.app.inject({ method: 'GET', url: `${API.compCalendar}?tournamentId=${old}`, headers: auth(ps[0]!.token) })).body).events;
    expect(again.map((e) => e.UID)).toEqual(events.map((e) => e.UID));
  });

  it('calendar.ics: long CJK lines fold between characters; no team → the stages only; visitors and unknown tournaments refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.compCalendar}?tournamentId=${old}`, headers: { ...auth(ps[0]!.token), 'accept-language': 'zh-CN' } });
    const raw = res.body.split('\r\n');
    expect(raw.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of raw) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const { lines, events } = parseIcs(res.body);
    expect(lines).toContain(`X-WR-CALNAME:${longTitle}`);
    expect(events[0]!.SUMMARY).toBe(`${longTitle} · online`);
    expect(events[4]!.SUMMARY).toBe('online 第 1 轮: Xenon 对阵 Yak, Inc; 2');
    // No team in the current tournament: its two stages and their check-ins.
    const none = await t.app.inject({ method: 'GET', url: API.compCalendar, headers: auth(ps[6]!.token) });
    expect(parseIcs(none.body).events.map((e) => e.UID!.split('-')[0])).toEqual(['stage', 'checkin', 'stage', 'checkin']);
    expect(none.headers['content-disposition']).toBe(`attachment; filename="${cur}.ics"`);
    expectKey((await mallCaller(t, null)('GET', API.compCalendar)) as Env<unknown>, 'loginRequired');
    expectKey((await mallCaller(t, ps[0]!)('GET', `${API.compCalendar}?tournamentId=nope`)) as Env<unknown>, 'compNoTournament');
  });
});
