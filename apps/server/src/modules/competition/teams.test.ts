import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { HistoryLine, Team, TeamInfo } from '@mecha/shared/competition/api';
import { INVITE_CODE_PATTERN } from '@mecha/shared/competition/rules';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY, MINUTE } from '../../platform/clock.ts';
import { mallCaller, type MallPlayer } from '../mall/mall-test-kit.ts';
import { addTournament, compInbox, compPlayers, compState, onlyTestTournaments, setBest2v2, setRegion, unboundPlayer } from './competition-test-kit.ts';

type Env<T> = { status: number; code: number; data: T; msg: string };

// The team calls over HTTP (PRODUCT.md "2v2 tournament", SPEC §5): each happy path, each refusal with its code
// and message (several in two languages), and that a refusal changed nothing. Every test runs in a tournament of
// its own (the others hidden), with fresh players: the one-team rule is per tournament.
describe.each(DB_KINDS)('tournament teams (%s)', (kind) => {
  let t: TestApp;
  let tid: string;

  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await onlyTestTournaments(t.store.db);
    tid = (await addTournament(t.store.db, t.clock)).id;
  });

  const call = <T>(p: MallPlayer | null, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    mallCaller(t, p, lang)<T>(method, url, payload) as Promise<Env<T>>;
  const expectKey = (res: Env<unknown>, key: ErrorKey, lang = 'en') => {
    expect({ code: res.code, status: res.status, msg: res.msg }).toEqual({ code: ERRORS[key].code, status: ERRORS[key].http, msg: errorMessage(key, lang as never) });
  };
  /** A refusal in English and Simplified Chinese, with nothing changed by either attempt. */
  const refused = async (p: MallPlayer | null, method: 'GET' | 'POST', url: string, payload: unknown, key: ErrorKey, langs = ['en', 'zh-CN']) => {
    const before = await compState(t.store.db);
    let last: Env<unknown> | undefined;
    for (const lang of langs) {
      last = await call(p, method, url, payload, lang);
      expectKey(last, key, lang);
    }
    expect(await compState(t.store.db)).toEqual(before);
    return last as Env<unknown>;
  };
  const players = (n: number, opts: Parameters<typeof compPlayers>[2] = {}) => compPlayers(t, n, { region: 'CN-N', ...opts });
  const create = async (p: MallPlayer, name = `Team ${p.uid.slice(-5)}`) => {
    const res = await call<Team>(p, 'POST', API.compCreateTeam, { name, contactKind: 'qq', contact: '123456789', agree: true });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const join = (p: MallPlayer, inviteCode: string, lang = 'en') => call<Team>(p, 'POST', API.compJoinTeam, { inviteCode, agree: true }, lang);
  const leave = (p: MallPlayer) => call<{ ok: true }>(p, 'POST', API.compLeaveTeam, {});
  const myTeam = async (p: MallPlayer) => (await call<Team | null>(p, 'GET', API.compMyTeam)).data;
  const pairTimes = async () => (await t.store.db.selectFrom('comp_pairs').select('times').where('tournament_id', '=', tid).executeTakeFirst())?.times ?? 0;

  // ── create-team ──────────────────────────────────────────────────────────────────────────────────────────

  it('create-team: the leader gets a forming team with a random code, the contact, a history line', async () => {
    const [a] = (await players(1)) as [MallPlayer];
    expect(await myTeam(a)).toBeNull();
    const team = await create(a, 'Iron Wings');
    expect(team).toMatchObject({ tournamentId: tid, name: 'Iron Wings', region: 'CN-N', domestic: true, state: 'forming', me: 'leader', locked: false, contact: { kind: 'qq', value: '123456789' }, checkins: [], disqualifiedReason: null });
    expect(team.inviteCode).toMatch(INVITE_CODE_PATTERN);
    expect(team.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(team.members).toEqual([expect.objectContaining({ uid: a.uid, role: 'leader', region: 'CN-N', best: 8240 })]);
    expect(await myTeam(a)).toEqual(team);
    const history = await call<{ list: HistoryLine[] }>(a, 'GET', API.compTeamHistory);
    expect(history.data.list.map((l) => [l.action, l.actor.uid, l.subject?.uid])).toEqual([['created', a.uid, a.uid]]);
  });

  it('create-team: denials in order, each with its message, nothing written', async () => {
    const [a, b, low, lost] = (await players(4)) as [MallPlayer, MallPlayer, MallPlayer, MallPlayer];
    const ok = { name: 'Denied', contactKind: 'phone', contact: '+86 138 0013 8000', agree: true };
    await refused(null, 'POST', API.compCreateTeam, ok, 'loginRequired');
    await refused(await unboundPlayer(t), 'POST', API.compCreateTeam, ok, 'bindRequired');
    await refused(a, 'POST', API.compCreateTeam, { ...ok, tournamentId: 'no-such-cup' }, 'compNoTournament');
    const soon = await addTournament(t.store.db, t.clock, { signupFrom: new Date(t.clock.now().getTime() + DAY), signupTo: new Date(t.clock.now().getTime() + 2 * DAY) });
    await refused(a, 'POST', API.compCreateTeam, { ...ok, tournamentId: soon.id }, 'signupNotStarted');
    const past = await addTournament(t.store.db, t.clock, { signupFrom: new Date(t.clock.now().getTime() - 2 * DAY), signupTo: new Date(t.clock.now().getTime() - DAY) });
    await refused(a, 'POST', API.compCreateTeam, { ...ok, tournamentId: past.id }, 'signupEnded');
    await setBest2v2(t.store.db, low.uid, 7999);
    const notEligible = await refused(low, 'POST', API.compCreateTeam, ok, 'compNotEligible', ['en', 'ja']);
    expect(notEligible.data).toEqual({ best: 7999, need: 8000 });
    await setRegion(t.store.db, lost.uid, '');
    await refused(lost, 'POST', API.compCreateTeam, ok, 'compRegionUnknown');
    await setRegion(t.store.db, lost.uid, 'NA'); // not a mainland region: still unknown for a cn role
    await refused(lost, 'POST', API.compCreateTeam, ok, 'compRegionUnknown');
    await create(a, 'Taken Name');
    await refused(a, 'POST', API.compCreateTeam, ok, 'compAlreadyInTeam');
    await refused(b, 'POST', API.compCreateTeam, { ...ok, name: 'taken name' }, 'compTeamNameTaken');
  });

  it('create-team: the schema refuses bad input with the spec messages', async () => {
    const [a] = (await players(1)) as [MallPlayer];
    const ok = { name: 'Fine', contactKind: 'discord', contact: 'pilot.one', agree: true };
    await refused(a, 'POST', API.compCreateTeam, { ...ok, name: '' }, 'enterNamePhoneContact');
    await refused(a, 'POST', API.compCreateTeam, { ...ok, contact: ' ' }, 'enterNamePhoneContact');
    await refused(a, 'POST', API.compCreateTeam, { ...ok, contactKind: 'qq', contact: '0123' }, 'compContactInvalid');
    await refused(a, 'POST', API.compCreateTeam, { ...ok, name: 'X' }, 'compTeamNameInvalid');
    await refused(a, 'POST', API.compCreateTeam, { ...ok, agree: false }, 'tickRules');
    await refused(a, 'POST', API.compCreateTeam, { name: ok.name, contactKind: ok.contactKind, contact: ok.contact }, 'tickRules');
  });

  // ── team-info ────────────────────────────────────────────────────────────────────────────────────────────

  it('team-info: anyone, by code or id, never the contact or the code; unknown code and team refused', async () => {
    const [a] = (await players(1)) as [MallPlayer];
    const team = await create(a, 'Preview Me');
    for (const q of [`inviteCode=${team.inviteCode}`, `inviteCode=${team.inviteCode!.toLowerCase()}`, `teamId=${team.id}`]) {
      const res = await call<TeamInfo>(null, 'GET', `${API.compTeamInfo}?${q}`);
      expect(res.code, res.msg).toBe(0);
      expect(res.data).toEqual({ id: team.id, tournamentId: tid, tournamentTitle: `Test cup ${tid}`, name: 'Preview Me', region: 'CN-N', domestic: true, state: 'forming', members: [expect.objectContaining({ uid: a.uid, role: 'leader' })] });
      expect(JSON.stringify(res.data)).not.toContain('123456789');
      expect(JSON.stringify(res.data)).not.toContain(team.inviteCode!);
    }
    await refused(null, 'GET', `${API.compTeamInfo}?inviteCode=0000000000`, undefined, 'compCodeUnknown');
    await refused(null, 'GET', `${API.compTeamInfo}?teamId=nosuchteam`, undefined, 'compTeamNotFound');
  });

  // ── join-team ────────────────────────────────────────────────────────────────────────────────────────────

  it('join-team: the partner joins by code; the team is full; the leader is told; the pair counted once', async () => {
    const [a, b] = (await players(2)) as [MallPlayer, MallPlayer];
    const team = await create(a);
    const res = await join(b, ` ${team.inviteCode!.toLowerCase().slice(0, 5)}-${team.inviteCode!.slice(5)} `);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ id: team.id, state: 'full', me: 'member', contact: { kind: 'qq', value: '123456789' } });
    expect(res.data.members.map((m) => [m.uid, m.role])).toEqual([[a.uid, 'leader'], [b.uid, 'member']]);
    expect((await myTeam(a))!.members).toHaveLength(2);
    expect(await compInbox(t.store.db, a.yfyUid)).toEqual(['Your partner joined']);
    expect(await pairTimes()).toBe(1);
    const history = await call<{ list: HistoryLine[] }>(b, 'GET', API.compTeamHistory);
    expect(history.data.list.map((l) => l.action)).toEqual(['joined', 'created']);
  });

  it('join-team: each SPEC §5 denial has its own code and message, and changes nothing', async () => {
    const db = t.store.db;
    const [a, b, c, d, low, lost, south] = (await players(7)) as MallPlayer[] as [MallPlayer, MallPlayer, MallPlayer, MallPlayer, MallPlayer, MallPlayer, MallPlayer];
    const [hk] = (await compPlayers(t, 1, { edition: 'hk', region: 'HK' })) as [MallPlayer];
    await setBest2v2(db, low.uid, 5000);
    await setRegion(db, lost.uid, '');
    await setRegion(db, south.uid, 'CN-S');
    const team = await create(a);
    const code = team.inviteCode!;
    const body = { inviteCode: code, agree: true };

    await refused(null, 'POST', API.compJoinTeam, body, 'loginRequired');
    await refused(await unboundPlayer(t), 'POST', API.compJoinTeam, body, 'bindRequired');
    await refused(b, 'POST', API.compJoinTeam, { inviteCode: code }, 'tickRules');
    await refused(b, 'POST', API.compJoinTeam, { inviteCode: '', agree: true }, 'enterInviteCode');
    await refused(b, 'POST', API.compJoinTeam, { inviteCode: 'NOT-A-CODE!', agree: true }, 'compCodeUnknown');
    expect((await refused(low, 'POST', API.compJoinTeam, body, 'compNotEligible')).data).toEqual({ best: 5000, need: 8000 });
    await refused(lost, 'POST', API.compJoinTeam, body, 'compRegionUnknown', ['en', 'zh-HK']);
    await refused(a, 'POST', API.compJoinTeam, body, 'compOwnTeam', ['en', 'ja']);
    await create(c, 'Other Team');
    await refused(c, 'POST', API.compJoinTeam, body, 'compAlreadyInTeam');
    await refused(b, 'POST', API.compJoinTeam, { inviteCode: '0000000000', agree: true }, 'compCodeUnknown');
    await refused(hk, 'POST', API.compJoinTeam, body, 'compDomesticOverseas');
    await refused(south, 'POST', API.compJoinTeam, body, 'compRegionDiffers');
    expect((await join(b, code)).code).toBe(0);
    await refused(d, 'POST', API.compJoinTeam, body, 'compTeamFull');

    // The sign-up window, the roster lock and a disqualified team.
    const [e, f] = (await players(2)) as [MallPlayer, MallPlayer];
    const solo = await create(e);
    const soloBody = { inviteCode: solo.inviteCode!, agree: true };
    const saved = await db.selectFrom('comp_tournaments').select(['signup_to']).where('id', '=', tid).executeTakeFirstOrThrow();
    await db.updateTable('comp_tournaments').set({ signup_to: new Date(t.clock.now().getTime() - 1000) }).where('id', '=', tid).execute();
    await refused(f, 'POST', API.compJoinTeam, soloBody, 'signupEnded');
    await db.updateTable('comp_tournaments').set({ signup_to: saved.signup_to }).where('id', '=', tid).execute();
    const first = await db.selectFrom('comp_stages').select(['id', 'starts_at']).where('tournament_id', '=', tid).where('id', '=', 'round-1').executeTakeFirstOrThrow();
    await db.updateTable('comp_stages').set({ starts_at: new Date(t.clock.now().getTime() + 30 * MINUTE) }).where('tournament_id', '=', tid).where('id', '=', 'round-1').execute();
    await refused(f, 'POST', API.compJoinTeam, soloBody, 'compRosterLocked');
    await db.updateTable('comp_stages').set({ starts_at: first.starts_at }).where('tournament_id', '=', tid).where('id', '=', 'round-1').execute();
    await db.updateTable('comp_teams').set({ state: 'disqualified', disqualified_reason: 'test' }).where('id', '=', solo.id).execute();
    await refused(f, 'POST', API.compJoinTeam, soloBody, 'compDisqualified');
  });

  it('pair limit: A+B, B leaves, rejoins (2nd), leaves, a third join is refused', async () => {
    const [a, b] = (await players(2)) as [MallPlayer, MallPlayer];
    const team = await create(a);
    expect((await join(b, team.inviteCode!)).code).toBe(0);
    expect((await leave(b)).code).toBe(0);
    expect(await pairTimes()).toBe(1);
    expect((await join(b, team.inviteCode!)).code).toBe(0);
    expect(await pairTimes()).toBe(2);
    expect((await leave(b)).code).toBe(0);
    await refused(b, 'POST', API.compJoinTeam, { inviteCode: team.inviteCode!, agree: true }, 'compPairLimit', ['en', 'zh-CN', 'zh-HK', 'ja']);
    // The pair is the two roles, not the team: B leading a new team that A joins is still a third time.
    expect((await leave(a)).code).toBe(0);
    const other = await create(b, 'Second Try');
    await refused(a, 'POST', API.compJoinTeam, { inviteCode: other.inviteCode!, agree: true }, 'compPairLimit');
  });

  // ── leave-team ───────────────────────────────────────────────────────────────────────────────────────────

  it('leave-team: a member leaves (forming, leader told); the leader leaves (lead passes); alone (disbanded)', async () => {
    const db = t.store.db;
    const [a, b, c] = (await players(3)) as [MallPlayer, MallPlayer, MallPlayer];
    const team = await create(a, 'Leaving Team');
    expect((await join(b, team.inviteCode!)).code).toBe(0);
    expect((await leave(b)).code).toBe(0);
    expect(await myTeam(b)).toBeNull();
    expect(await myTeam(a)).toMatchObject({ state: 'forming', members: [expect.objectContaining({ uid: a.uid })] });
    expect(await compInbox(db, a.yfyUid)).toEqual(['Your partner joined', 'Your partner left']);

    expect((await join(c, team.inviteCode!)).code).toBe(0);
    expect((await leave(a)).code).toBe(0);
    const led = await myTeam(c);
    expect(led).toMatchObject({ id: team.id, state: 'forming', me: 'leader', inviteCode: team.inviteCode, members: [expect.objectContaining({ uid: c.uid, role: 'leader' })] });
    expect(await compInbox(db, c.yfyUid)).toEqual(['You are now the leader']);
    expect((await db.selectFrom('comp_teams').select('leader_uid').where('id', '=', team.id).executeTakeFirstOrThrow()).leader_uid).toBe(c.uid);

    await db.insertInto('comp_invites').values({ tournament_id: tid, team_id: team.id, from_uid: c.uid, to_uid: a.uid, created_at: t.clock.now(), answered_at: null }).execute();
    expect((await leave(c)).code).toBe(0);
    const gone = await db.selectFrom('comp_teams').selectAll().where('id', '=', team.id).executeTakeFirstOrThrow();
    expect(gone).toMatchObject({ state: 'disbanded', members: 0, invite_code: null });
    expect((await db.selectFrom('comp_invites').select('state').where('team_id', '=', team.id).executeTakeFirstOrThrow()).state).toBe('cancelled');
    const lines = await call<{ list: HistoryLine[] }>(c, 'GET', `${API.compTeamHistory}?teamId=${team.id}`);
    expect(lines.data.list.map((l) => l.action)).toEqual(['disbanded', 'inviteCancelled', 'left', 'leaderChanged', 'left', 'joined', 'left', 'joined', 'created']);
    // The name is free again; the old code names nothing.
    await create(c, 'leaving team');
    await refused(b, 'POST', API.compJoinTeam, { inviteCode: team.inviteCode!, agree: true }, 'compCodeUnknown');
  });

  it('leave-team: refused outside a team, after the roster lock, and for a disqualified team', async () => {
    const db = t.store.db;
    const [a, b, c] = (await players(3)) as [MallPlayer, MallPlayer, MallPlayer];
    await refused(a, 'POST', API.compLeaveTeam, {}, 'compNotInTeam');
    await refused(null, 'POST', API.compLeaveTeam, {}, 'loginRequired');
    const team = await create(a);
    expect((await join(b, team.inviteCode!)).code).toBe(0);
    t.clock.advance(7 * DAY - 30 * MINUTE); // round 1's check-in has opened
    try {
      expect((await myTeam(a))!.locked).toBe(true);
      await refused(b, 'POST', API.compLeaveTeam, {}, 'compRosterLocked', ['en', 'zh-CN']);
      await refused(a, 'POST', API.compRemoveMember, { uid: b.uid }, 'compRosterLocked');
    } finally {
      t.clock.advance(-(7 * DAY - 30 * MINUTE));
    }
    const solo = await create(c);
    await db.updateTable('comp_teams').set({ state: 'disqualified', disqualified_reason: 'cheating' }).where('id', '=', solo.id).execute();
    await refused(c, 'POST', API.compLeaveTeam, {}, 'compDisqualified');
  });

  // ── remove-member ────────────────────────────────────────────────────────────────────────────────────────

  it('remove-member: the leader only, a current member only; the removed member is told; history names the leader', async () => {
    const db = t.store.db;
    const [a, b, stranger] = (await players(3)) as [MallPlayer, MallPlayer, MallPlayer];
    const team = await create(a);
    expect((await join(b, team.inviteCode!)).code).toBe(0);
    await refused(b, 'POST', API.compRemoveMember, { uid: a.uid }, 'compNotLeader', ['en', 'zh-CN']);
    await refused(a, 'POST', API.compRemoveMember, { uid: stranger.uid }, 'compNotMember');
    await refused(a, 'POST', API.compRemoveMember, { uid: a.uid }, 'compNotMember');
    await refused(stranger, 'POST', API.compRemoveMember, { uid: b.uid }, 'compNotInTeam');
    const res = await call<Team>(a, 'POST', API.compRemoveMember, { uid: b.uid });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ state: 'forming', members: [expect.objectContaining({ uid: a.uid })] });
    expect(await myTeam(b)).toBeNull();
    expect(await compInbox(db, b.yfyUid)).toEqual(['You were removed from a team']);
    const line = (await call<{ list: HistoryLine[] }>(a, 'GET', API.compTeamHistory)).data.list[0]!;
    expect(line).toMatchObject({ action: 'removed', actor: { kind: 'player', uid: a.uid }, subject: { uid: b.uid } });
    expect((await db.selectFrom('comp_members').select('left_how').where('uid', '=', b.uid).where('team_id', '=', team.id).executeTakeFirstOrThrow()).left_how).toBe('removed');
  });

  // ── team-history, invite-code, contacts ───────────────────────────────────────────────────────────────────

  it('team-history: current and former members only; another team is not revealed', async () => {
    const [a, b, stranger] = (await players(3)) as [MallPlayer, MallPlayer, MallPlayer];
    const team = await create(a);
    expect((await join(b, team.inviteCode!)).code).toBe(0);
    expect((await leave(b)).code).toBe(0);
    const former = await call<{ teamId: string; list: HistoryLine[] }>(b, 'GET', `${API.compTeamHistory}?teamId=${team.id}`);
    expect(former.code).toBe(0);
    expect(former.data.list.map((l) => l.action)).toEqual(['left', 'joined', 'created']);
    expect(former.data.list[0]).toMatchObject({ actor: { kind: 'player', uid: b.uid, nickname: expect.any(String) }, subject: { uid: b.uid } });
    await refused(stranger, 'GET', `${API.compTeamHistory}?teamId=${team.id}`, undefined, 'compTeamNotFound', ['en', 'zh-CN']);
    await refused(stranger, 'GET', `${API.compTeamHistory}?teamId=nosuchteam`, undefined, 'compTeamNotFound');
    await refused(stranger, 'GET', API.compTeamHistory, undefined, 'compNotInTeam');
    await refused(null, 'GET', API.compTeamHistory, undefined, 'loginRequired');
  });

  it('invite-code: the leader regenerates (the old code stops at once) or revokes; a member may not', async () => {
    const [a, b, c] = (await players(3)) as [MallPlayer, MallPlayer, MallPlayer];
    const team = await create(a);
    const fresh = await call<Team>(a, 'POST', API.compInviteCode, { action: 'regenerate' });
    expect(fresh.code, fresh.msg).toBe(0);
    expect(fresh.data.inviteCode).toMatch(INVITE_CODE_PATTERN);
    expect(fresh.data.inviteCode).not.toBe(team.inviteCode);
    await refused(b, 'POST', API.compJoinTeam, { inviteCode: team.inviteCode!, agree: true }, 'compCodeUnknown');
    await refused(null, 'GET', `${API.compTeamInfo}?inviteCode=${team.inviteCode}`, undefined, 'compCodeUnknown');
    const revoked = await call<Team>(a, 'POST', API.compInviteCode, { action: 'revoke' });
    expect(revoked.data.inviteCode).toBeNull();
    await refused(b, 'POST', API.compJoinTeam, { inviteCode: fresh.data.inviteCode!, agree: true }, 'compCodeUnknown');
    const again = await call<Team>(a, 'POST', API.compInviteCode, { action: 'regenerate' });
    expect((await join(b, again.data.inviteCode!)).code).toBe(0);
    await refused(b, 'POST', API.compInviteCode, { action: 'revoke' }, 'compNotLeader');
    await refused(c, 'POST', API.compInviteCode, { action: 'revoke' }, 'compNotInTeam');
    await refused(a, 'POST', API.compInviteCode, { action: 'delete' }, 'paramError');
    const history = await call<{ list: HistoryLine[] }>(a, 'GET', API.compTeamHistory);
    expect(history.data.list.map((l) => l.action)).toEqual(['joined', 'codeRegenerated', 'codeRevoked', 'codeRegenerated', 'created']);
  });

  it('no tournament: my-team answers null, the writes compNoTournament', async () => {
    const [a] = (await players(1)) as [MallPlayer];
    await onlyTestTournaments(t.store.db);
    expect(await call(a, 'GET', API.compMyTeam)).toMatchObject({ code: 0, data: null });
    await refused(a, 'GET', `${API.compMyTeam}?tournamentId=no-such-cup`, undefined, 'compNoTournament');
    await refused(a, 'POST', API.compCreateTeam, { name: 'Nowhere', contactKind: 'qq', contact: '123456789', agree: true }, 'compNoTournament');
    await refused(a, 'POST', API.compJoinTeam, { inviteCode: '0000000000', agree: true }, 'compNoTournament', ['en', 'ja']);
    await refused(a, 'POST', API.compLeaveTeam, {}, 'compNoTournament');
  });

  it('contacts: my-team shows them to both members; team-info to nobody', async () => {
    const [a, b, stranger] = (await players(3)) as [MallPlayer, MallPlayer, MallPlayer];
    const res = await call<Team>(a, 'POST', API.compCreateTeam, { name: 'Contact Us', contactKind: 'discord', contact: 'pilot.one', agree: true });
    expect((await join(b, res.data.inviteCode!)).code).toBe(0);
    expect((await myTeam(b))!.contact).toEqual({ kind: 'discord', value: 'pilot.one' });
    expect((await myTeam(a))!.contact).toEqual({ kind: 'discord', value: 'pilot.one' });
    expect(await myTeam(stranger)).toBeNull();
    const info = await call<TeamInfo>(stranger, 'GET', `${API.compTeamInfo}?teamId=${res.data.id}`);
    expect(JSON.stringify(info.data)).not.toContain('pilot.one');
  });

  it('team-info is rate limited per IP (60 a minute), join-team per account (10 a minute)', async () => {
    const [a, b] = (await players(2)) as [MallPlayer, MallPlayer];
    const team = await create(a);
    const url = `${API.compTeamInfo}?teamId=${team.id}`;
    const answers = await Promise.all(Array.from({ length: 61 }, () => call(null, 'GET', url)));
    expect(answers.filter((r) => r.code === 0).length).toBeLessThanOrEqual(60);
    expectKey((await call(null, 'GET', url)), 'tooFrequent');
    const joins = [];
    for (let i = 0; i < 11; i++) joins.push((await join(b, '0000000000')).code);
    expect(joins.slice(0, 10).every((c) => c === ERRORS.compCodeUnknown.code)).toBe(true);
    expect(joins[10]).toBe(ERRORS.tooFrequent.code);
  });
});
