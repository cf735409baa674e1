import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { Bracket, Team } from '@mecha/shared/competition/api';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { MINUTE } from '../../platform/clock.ts';
import { mallCaller, type MallPlayer } from '../mall/mall-test-kit.ts';
import { sendCheckinNotices } from './checkin-notice.job.ts';
import { addTournament, compPlayers, onlyTestTournaments } from './competition-test-kit.ts';
import { createTeam } from './create-team.ts';
import { joinInTx } from './join.ts';
import { loadTournament } from './tournament-clock.ts';

type Env<T> = { status: number; code: number; data: T; msg: string };
const HOUR_MS = 60 * MINUTE;

// Check-in over HTTP and the check-in notice job: the window's edges (a minute before it opens: closed; at the
// opening: open; at the stage's start: closed), who may check in, the partner's second check-in as a no-op, absent
// teams in the bracket once the stage has started, and one notice per team and stage however often the job runs.
describe.each(DB_KINDS)('tournament check-in (%s)', (kind) => {
  let t: TestApp;
  let tid: string;
  let start: Date;
  let opens: Date;
  let startsAt: Date;
  let ps: MallPlayer[];
  let full: string;
  let absentTeam: string;
  let forming: string;
  let dq: string;
  const [A, B, C, D, E, F, G, LONER] = [0, 1, 2, 3, 4, 5, 6, 7];

  beforeAll(async () => {
    t = await makeTestApp(kind);
    const db = t.store.db;
    await onlyTestTournaments(db);
    start = t.clock.now();
    // Round 1 starts in 3 hours (check-in from 2 hours on), round 2 tomorrow; sign-up closes in an hour.
    startsAt = new Date(start.getTime() + 3 * HOUR_MS);
    opens = new Date(startsAt.getTime() - 60 * MINUTE);
    tid = (
      await addTournament(db, t.clock, {
        signupTo: new Date(start.getTime() + HOUR_MS),
        stages: [
          { id: 'round-1', startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS) },
          { id: 'round-2', startsAt: new Date(startsAt.getTime() + 24 * HOUR_MS), endsAt: new Date(startsAt.getTime() + 26 * HOUR_MS) },
          { id: 'ko', kind: 'knockout', startsAt: new Date(startsAt.getTime() + 48 * HOUR_MS), endsAt: new Date(startsAt.getTime() + 50 * HOUR_MS) },
        ],
      })
    ).id;
    ps = await compPlayers(t, 8, { region: 'CN-N' });
    full = await team(ps[A]!, ps[B]!);
    absentTeam = await team(ps[C]!, ps[D]!);
    forming = await team(ps[E]!);
    dq = await team(ps[F]!, ps[G]!);
    await db.updateTable('comp_teams').set({ state: 'disqualified', disqualified_reason: 'test' }).where('id', '=', dq).execute();
  });
  afterAll(() => t.close());

  async function team(leader: MallPlayer, partner?: MallPlayer): Promise<string> {
    const r = (await loadTournament(t.store.db, tid, t.clock.now()))!;
    const now = t.clock.now();
    const id = await createTeam(t.store.db, { tournament: r.t, stages: r.stages, uid: leader.uid, yfyUid: leader.yfyUid, name: `Team ${leader.uid}`, contactKind: 'qq', contact: '123456', now });
    if (partner) {
      await t.store.db.transaction().execute((trx) =>
        joinInTx(trx, { tournament: r.t, stages: r.stages, teamId: id, uid: partner.uid, yfyUid: partner.yfyUid, now, action: 'joined', actorKind: 'player', actor: partner.uid, checkWindow: true, checkEligibility: true }),
      );
    }
    return id;
  }
  const call = <T>(p: MallPlayer | null, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    mallCaller(t, p, lang)<T>(method, url, payload) as Promise<Env<T>>;
  const expectKey = (res: Env<unknown>, key: ErrorKey, lang = 'en') =>
    expect({ code: res.code, status: res.status, msg: res.msg }).toEqual({ code: ERRORS[key].code, status: ERRORS[key].http, msg: errorMessage(key, lang as never) });
  const state = async () => ({
    checkins: await t.store.db.selectFrom('comp_checkins').selectAll().orderBy('team_id').execute(),
    history: await t.store.db.selectFrom('comp_history').select(['id', 'action']).orderBy('id').execute(),
  });
  const refused = async (p: MallPlayer | null, payload: unknown, key: ErrorKey) => {
    const before = await state();
    expectKey(await call(p, 'POST', API.compCheckIn, payload, 'en'), key, 'en');
    expectKey(await call(p, 'POST', API.compCheckIn, payload, 'zh-CN'), key, 'zh-CN');
    expect(await state()).toEqual(before);
  };
  const inboxTitles = async (p: MallPlayer) =>
    (await t.store.db.selectFrom('messages').select('titles').where('yfy_uid', '=', p.yfyUid).where('kind', '=', 'competition').orderBy('id').execute()).map((m) => m.titles.en);

  it('a minute before check-in opens: closed for everyone, and the job sends nothing', async () => {
    t.clock.set(opens.getTime() - MINUTE);
    await refused(ps[A]!, undefined, 'compCheckinClosed');
    await refused(ps[A]!, { stageId: 'round-1' }, 'compCheckinClosed');
    expect(await sendCheckinNotices(t.store.db, t.clock)).toBe(0);
  });

  it('the job at the opening: one notice per full team and stage, even with 8 runs at once and another later', async () => {
    t.clock.set(opens);
    const runs = await Promise.all(Array.from({ length: 8 }, () => sendCheckinNotices(t.store.db, t.clock)));
    const again = await sendCheckinNotices(t.store.db, t.clock);
    console.log(`[${kind}] check-in notices: 8 concurrent runs sent ${runs.join(' + ')}, a later run ${again}; 2 full teams`);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(again).toBe(0);
    const notices = await t.store.db.selectFrom('comp_stage_notices').select(['stage_id', 'team_id']).orderBy('team_id').execute();
    expect(notices).toEqual([full, absentTeam].sort().map((team_id) => ({ stage_id: 'round-1', team_id })));
    for (const i of [A, B, C, D]) expect((await inboxTitles(ps[i]!)).filter((x) => x === 'Check-in is open')).toHaveLength(1);
    for (const i of [E, F, G]) expect(await inboxTitles(ps[i]!)).not.toContain('Check-in is open');
    const body = (await t.store.db.selectFrom('messages').select('bodies').where('yfy_uid', '=', ps[A]!.yfyUid).orderBy('id', 'desc').executeTakeFirstOrThrow()).bodies;
    expect(body.en).toContain('"round-1"');
    expect(body.en).toContain(`"Team ${ps[A]!.uid}"`);
  });

  it('at the opening: refusals (no team, incomplete, disqualified, unknown stage, a stage not open), each changing nothing', async () => {
    t.clock.set(opens);
    await refused(null, undefined, 'loginRequired');
    await refused(ps[LONER]!, undefined, 'compNotInTeam');
    await refused(ps[E]!, undefined, 'compTeamIncomplete');
    await refused(ps[F]!, undefined, 'compDisqualified');
    await refused(ps[A]!, { stageId: 'nope' }, 'compStageNotFound');
    await refused(ps[A]!, { stageId: 'Bad Id!' }, 'compStageNotFound');
    await refused(ps[A]!, { stageId: 'round-2' }, 'compCheckinClosed');
    expect(forming).toBeTruthy();
  });

  it('at the opening: a member checks in (history, the team answered); the partner’s check-in is a no-op answering the team', async () => {
    t.clock.set(opens);
    const res = await call<Team>(ps[B]!, 'POST', API.compCheckIn, {});
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ id: full, me: 'member', locked: true, checkins: [{ stageId: 'round-1', byUid: ps[B]!.uid, at: Math.floor(opens.getTime() / 1000) }] });
    t.clock.set(opens.getTime() + 10 * MINUTE);
    const again = await call<Team>(ps[A]!, 'POST', API.compCheckIn, { stageId: 'round-1' });
    expect(again.code).toBe(0);
    expect(again.data.checkins).toEqual(res.data.checkins);
    expect(again.data.me).toBe('leader');
    const lines = await t.store.db.selectFrom('comp_history').select(['action', 'actor', 'note']).where('team_id', '=', full).where('action', '=', 'checkedIn').execute();
    expect(lines).toEqual([{ action: 'checkedIn', actor: ps[B]!.uid, note: 'round-1' }]);
    // A body of null is fine too (no stage named: the open one).
    expect((await call<Team>(ps[A]!, 'POST', API.compCheckIn)).code).toBe(0);
  });

  it('the bracket before the start: nobody absent yet, one team checked in', async () => {
    t.clock.set(startsAt.getTime() - 1000);
    const b = await call<Bracket>(null, 'GET', API.compBracket);
    expect(b.data.stages[0]).toMatchObject({ stage: { id: 'round-1', state: 'checkin' }, absent: [], checkedIn: 1 });
  });

  it('at the stage’s start: closed; the bracket marks the full team that did not check in absent', async () => {
    t.clock.set(startsAt);
    await refused(ps[C]!, undefined, 'compCheckinClosed');
    await refused(ps[C]!, { stageId: 'round-1' }, 'compCheckinClosed');
    const b = await call<Bracket>(null, 'GET', API.compBracket);
    expect(b.code).toBe(0);
    const [r1, r2] = b.data.stages;
    expect(r1).toMatchObject({ stage: { id: 'round-1', state: 'live' }, checkedIn: 1 });
    expect(r1!.absent).toEqual([{ id: absentTeam, name: `Team ${ps[C]!.uid}`, members: [{ uid: ps[C]!.uid, nickname: expect.any(String) }, { uid: ps[D]!.uid, nickname: expect.any(String) }] }]);
    expect(r2).toMatchObject({ stage: { id: 'round-2', state: 'upcoming' }, absent: [], checkedIn: 0 });
    // The job sends nothing once the stage has started.
    expect(await sendCheckinNotices(t.store.db, t.clock)).toBe(0);
  });

  it('the second stage: its own window and its own notices', async () => {
    const r2 = new Date(startsAt.getTime() + 24 * HOUR_MS);
    t.clock.set(r2.getTime() - 60 * MINUTE);
    expect(await sendCheckinNotices(t.store.db, t.clock)).toBe(2);
    const res = await call<Team>(ps[C]!, 'POST', API.compCheckIn, {});
    expect(res.data.checkins.map((c) => c.stageId)).toEqual(['round-2']);
    t.clock.set(r2.getTime() - 60 * MINUTE - 1);
    await refused(ps[A]!, undefined, 'compCheckinClosed');
  });

  it('a knockout: only the teams that won their way in are told and can be absent', async () => {
    const ko = new Date(startsAt.getTime() + 48 * HOUR_MS);
    // Round 2's bracket: the full team beat the other (their only match, so the last round).
    await t.store.db
      .insertInto('comp_matches')
      .values({ tournament_id: tid, stage_id: 'round-2', round: 1, slot: 0, team_a: full, team_b: absentTeam, score_a: 2, score_b: 1, winner: full, state: 'done', starts_at: new Date(startsAt.getTime() + 24 * HOUR_MS) })
      .execute();
    t.clock.set(ko.getTime() - 60 * MINUTE);
    expect(await Promise.all([sendCheckinNotices(t.store.db, t.clock), sendCheckinNotices(t.store.db, t.clock)]).then((r) => r[0]! + r[1]!)).toBe(1);
    const notices = await t.store.db.selectFrom('comp_stage_notices').select('team_id').where('stage_id', '=', 'ko').execute();
    expect(notices).toEqual([{ team_id: full }]);
    for (const i of [C, D]) expect((await inboxTitles(ps[i]!)).filter((x) => x === 'Check-in is open')).toHaveLength(2);
    for (const i of [A, B]) expect((await inboxTitles(ps[i]!)).filter((x) => x === 'Check-in is open')).toHaveLength(3);
    t.clock.set(ko);
    const b = await call<Bracket>(null, 'GET', API.compBracket);
    expect(b.data.stages[2]).toMatchObject({ stage: { id: 'ko', kind: 'knockout', state: 'live' }, checkedIn: 0 });
    expect(b.data.stages[2]!.absent.map((x) => x.id)).toEqual([full]);
  });
});
