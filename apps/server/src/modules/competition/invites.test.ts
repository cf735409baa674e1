import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { Invite, Team, TournamentData } from '@mecha/shared/competition/api';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY, MINUTE } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { mallCaller, type MallPlayer } from '../mall/mall-test-kit.ts';
import { addTournament, compPlayers, onlyTestTournaments, setRegion } from './competition-test-kit.ts';
import type { CompetitionDeps } from './competition-deps.ts';
import { createTeam } from './create-team.ts';
import { acceptInvite } from './invites.ts';
import { joinInTx } from './join.ts';
import { leaveInTx } from './leave.ts';
import { loadTournament } from './tournament-clock.ts';

type Env<T> = { status: number; code: number; data: T; msg: string };

// Invitations over HTTP: invite, invites, accept-invite, reject-invite — each happy path, each refusal with its code
// and message (in two languages) changing nothing, a join rule refusing an accept, and an accept racing a join by
// code for the last seat.
describe.each(DB_KINDS)('tournament invitations (%s)', (kind) => {
  let t: TestApp;
  let tid: string;
  let ps: MallPlayer[];
  let low: MallPlayer;
  let east: MallPlayer;
  let overseas: MallPlayer;
  let nowhere: MallPlayer;
  let counter = 0;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    await onlyTestTournaments(t.store.db);
    tid = (await addTournament(t.store.db, t.clock)).id;
    ps = await compPlayers(t, 60, { region: 'CN-N' });
    [low] = await compPlayers(t, 1, { region: 'CN-N', best: 4000 }) as [MallPlayer];
    [east] = await compPlayers(t, 1, { region: 'CN-E' }) as [MallPlayer];
    [overseas] = await compPlayers(t, 1, { edition: 'hk', region: 'HK' }) as [MallPlayer];
    [nowhere] = await compPlayers(t, 1, { region: 'CN-N' }) as [MallPlayer];
    await setRegion(t.store.db, nowhere.uid, '');
  });
  afterAll(() => t.close());

  const next = () => ps[counter++] ?? expect.fail('more players needed in beforeAll');
  const call = <T>(p: MallPlayer | null, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    mallCaller(t, p, lang)<T>(method, url, payload) as Promise<Env<T>>;
  const expectKey = (res: Env<unknown>, key: ErrorKey, lang = 'en') =>
    expect({ code: res.code, status: res.status, msg: res.msg }).toEqual({ code: ERRORS[key].code, status: ERRORS[key].http, msg: errorMessage(key, lang as never) });
  const state = async () => {
    const db = t.store.db;
    return {
      teams: await db.selectFrom('comp_teams').select(['id', 'members', 'state']).orderBy('id').execute(),
      members: await db.selectFrom('comp_members').select(['team_id', 'uid', 'left_at']).orderBy('id').execute(),
      invites: await db.selectFrom('comp_invites').select(['id', 'state']).orderBy('id').execute(),
      history: (await db.selectFrom('comp_history').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
      messages: (await db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    };
  };
  const refused = async (p: MallPlayer | null, url: string, payload: unknown, key: ErrorKey) => {
    const before = await state();
    expectKey(await call(p, 'POST', url, payload, 'en'), key, 'en');
    expectKey(await call(p, 'POST', url, payload, 'zh-CN'), key, 'zh-CN');
    expect(await state()).toEqual(before);
  };
  const current = async () => (await loadTournament(t.store.db, tid, t.clock.now()))!;
  /** A team led by `leader` (created by the same code as create-team), joined by `partner` when given. */
  const team = async (leader: MallPlayer, partner?: MallPlayer): Promise<string> => {
    const r = await current();
    const id = await createTeam(t.store.db, { tournament: r.t, stages: r.stages, uid: leader.uid, yfyUid: leader.yfyUid, name: `Team ${leader.uid}`, contactKind: 'qq', contact: '123456', now: t.clock.now() });
    if (partner) await join(id, partner);
    return id;
  };
  const join = async (teamId: string, p: MallPlayer) => {
    const r = await current();
    await t.store.db.transaction().execute((trx) =>
      joinInTx(trx, { tournament: r.t, stages: r.stages, teamId, uid: p.uid, yfyUid: p.yfyUid, now: t.clock.now(), action: 'joined', actorKind: 'player', actor: p.uid, checkWindow: true, checkEligibility: true }),
    );
  };
  const leave = async (teamId: string, p: MallPlayer) => {
    const r = await current();
    await t.store.db.transaction().execute((trx) =>
      leaveInTx(trx, { tournament: r.t, stages: r.stages, teamId, uid: p.uid, now: t.clock.now(), how: 'left', actorKind: 'player', actor: p.uid, checkLock: true }),
    );
  };
  const inbox = (p: MallPlayer) =>
    t.store.db.selectFrom('messages').select(['titles', 'bodies']).where('yfy_uid', '=', p.yfyUid).where('kind', '=', 'competition').orderBy('id').execute();
  const history = (teamId: string) =>
    t.store.db.selectFrom('comp_history').select(['action', 'actor', 'subject_uid']).where('team_id', '=', teamId).orderBy('id').execute();

  it('invite: the leader invites a role; the invitee is told in its inbox, both see it in invites, the tournament counts it', async () => {
    const [a, b] = [next(), next()];
    const teamId = await team(a);
    const res = await call<Invite>(a, 'POST', API.compInvite, { uid: b.uid });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ team: { id: teamId, name: `Team ${a.uid}`, region: 'CN-N' }, from: { uid: a.uid }, to: { uid: b.uid }, state: 'pending' });
    expect(res.data.createdAt).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect((await history(teamId)).map((h) => h.action)).toEqual(['created', 'invited']);
    expect((await history(teamId))[1]).toEqual({ action: 'invited', actor: a.uid, subject_uid: b.uid });
    const mail = await inbox(b);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.titles.en).toBe('Team invitation');
    expect(mail[0]!.bodies.en).toContain(`"Team ${a.uid}"`);
    expect(mail[0]!.titles['zh-CN']).toBe('组队邀请');
    const mine = await call<{ received: Invite[]; sent: Invite[] }>(b, 'GET', API.compInvites);
    expect(mine.data.received.map((i) => i.id)).toEqual([res.data.id]);
    expect(mine.data.sent).toEqual([]);
    const theirs = await call<{ received: Invite[]; sent: Invite[] }>(a, 'GET', API.compInvites);
    expect(theirs.data).toEqual({ received: [], sent: [res.data] });
    expect((await call<TournamentData>(b, 'GET', API.compTournament)).data.me!.pendingInvites).toBe(1);
  });

  it('invite: every refusal, in two languages, changing nothing', async () => {
    const [a, b, c, d, loner, m1, m2] = [next(), next(), next(), next(), next(), next(), next()];
    const teamId = await team(a);
    await team(c);
    const fullTeam = await team(m1, m2);
    await refused(null, API.compInvite, { uid: b.uid }, 'loginRequired');
    await refused(a, API.compInvite, { uid: '' }, 'uidEmpty');
    await refused(loner, API.compInvite, { uid: b.uid }, 'compNotInTeam');
    await refused(m2, API.compInvite, { uid: b.uid }, 'compNotLeader');
    await refused(m1, API.compInvite, { uid: b.uid }, 'compTeamFull');
    await refused(a, API.compInvite, { uid: '99999999999' }, 'roleNotFound');
    await refused(a, API.compInvite, { uid: a.uid }, 'compOwnTeam');
    await refused(a, API.compInvite, { uid: c.uid }, 'compInviteeInTeam');
    await refused(a, API.compInvite, { uid: m2.uid }, 'compInviteeInTeam');
    await refused(a, API.compInvite, { uid: low.uid }, 'compInviteeNotEligible');
    await refused(a, API.compInvite, { uid: nowhere.uid }, 'compRegionUnknown');
    await refused(a, API.compInvite, { uid: overseas.uid }, 'compDomesticOverseas');
    await refused(a, API.compInvite, { uid: east.uid }, 'compRegionDiffers');
    expect((await call(a, 'POST', API.compInvite, { uid: d.uid })).code).toBe(0);
    await refused(a, API.compInvite, { uid: d.uid }, 'compInvitePending');
    // Sign-up over (roster not yet locked), then check-in open (roster locked).
    const start = t.clock.now();
    t.clock.set(start.getTime() + 6 * DAY);
    await refused(a, API.compInvite, { uid: b.uid }, 'signupEnded');
    t.clock.set(start.getTime() + 7 * DAY - 30 * MINUTE);
    await refused(a, API.compInvite, { uid: b.uid }, 'compRosterLocked');
    t.clock.set(start);
    expect(teamId && fullTeam).toBeTruthy();
  });

  it('invite: a pair that teamed up twice cannot be invited a third time (compPairLimit)', async () => {
    const [a, p] = [next(), next()];
    const teamId = await team(a, p);
    await leave(teamId, p);
    await join(teamId, p);
    await leave(teamId, p);
    await refused(a, API.compInvite, { uid: p.uid }, 'compPairLimit');
  });

  it('accept: joins the team (history, the leader told), cancels the role’s other invitations; a second answer is compInviteNotFound', async () => {
    const [a, b, c, stranger, d] = [next(), next(), next(), next(), next()];
    const teamA = await team(a);
    const teamC = await team(c);
    const inv = (await call<Invite>(a, 'POST', API.compInvite, { uid: b.uid })).data;
    const other = (await call<Invite>(c, 'POST', API.compInvite, { uid: b.uid })).data;
    const toD = (await call<Invite>(a, 'POST', API.compInvite, { uid: d.uid })).data;
    await refused(b, API.compAcceptInvite, { inviteId: inv.id, agree: false }, 'tickRules');
    await refused(stranger, API.compAcceptInvite, { inviteId: inv.id, agree: true }, 'compInviteNotFound');
    await refused(b, API.compAcceptInvite, { inviteId: 987654, agree: true }, 'compInviteNotFound');
    const res = await call<Team>(b, 'POST', API.compAcceptInvite, { inviteId: inv.id, agree: true });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ id: teamA, state: 'full', me: 'member' });
    expect(res.data.members.map((m) => [m.uid, m.role])).toEqual([[a.uid, 'leader'], [b.uid, 'member']]);
    // The role's other invitation and the now full team's invitation to someone else are cancelled.
    const states = await t.store.db.selectFrom('comp_invites').select(['id', 'state']).where('id', 'in', [inv.id, other.id, toD.id]).orderBy('id').execute();
    expect(states).toEqual([{ id: inv.id, state: 'accepted' }, { id: other.id, state: 'cancelled' }, { id: toD.id, state: 'cancelled' }]);
    expect((await history(teamA)).map((h) => [h.action, h.subject_uid])).toEqual([['created', a.uid], ['invited', b.uid], ['invited', d.uid], ['inviteAccepted', b.uid], ['inviteCancelled', d.uid]]);
    expect((await call<{ received: Invite[] }>(d, 'GET', API.compInvites)).data.received).toEqual([]);
    expect((await history(teamC)).map((h) => h.action)).toEqual(['created', 'invited', 'inviteCancelled']);
    expect((await inbox(a)).map((m) => m.titles.en)).toEqual(['Your partner joined']);
    await refused(b, API.compAcceptInvite, { inviteId: inv.id, agree: true }, 'compInviteNotFound');
    await refused(b, API.compAcceptInvite, { inviteId: other.id, agree: true }, 'compInviteNotFound');
  });

  it('accept: a join rule refuses it with its own message and the invitation stays pending', async () => {
    const [a, b] = [next(), next()];
    const teamA = await team(a);
    const inv = (await call<Invite>(a, 'POST', API.compInvite, { uid: b.uid })).data;
    const tid = (await t.store.db.selectFrom('comp_teams').select('tournament_id').where('id', '=', teamA).executeTakeFirstOrThrow()).tournament_id;
    const was = await t.store.db.selectFrom('comp_tournaments').select('signup_to').where('id', '=', tid).executeTakeFirstOrThrow();
    await t.store.db.updateTable('comp_tournaments').set({ signup_to: new Date(t.clock.now().getTime() - 1000) }).where('id', '=', tid).execute();
    try {
      await refused(b, API.compAcceptInvite, { inviteId: inv.id, agree: true }, 'signupEnded');
    } finally {
      await t.store.db.updateTable('comp_tournaments').set({ signup_to: was.signup_to }).where('id', '=', tid).execute();
    }
    expect((await t.store.db.selectFrom('comp_invites').select('state').where('id', '=', inv.id).executeTakeFirstOrThrow()).state).toBe('pending');
  });

  it('a join by code that fills the team cancels its pending invitations: accepting one is compInviteNotFound', async () => {
    const [a, b, byCode] = [next(), next(), next()];
    const teamA = await team(a);
    const inv = (await call<Invite>(a, 'POST', API.compInvite, { uid: b.uid })).data;
    await join(teamA, byCode);
    expect((await t.store.db.selectFrom('comp_invites').select('state').where('id', '=', inv.id).executeTakeFirstOrThrow()).state).toBe('cancelled');
    await refused(b, API.compAcceptInvite, { inviteId: inv.id, agree: true }, 'compInviteNotFound');
  });

  it('accept racing a join by code for the last seat: exactly one wins, every time', async () => {
    const outcomes: string[] = [];
    const keyOf = (e: unknown) => (e instanceof AppError ? e.key : String(e));
    for (let i = 0; i < 6; i++) {
      const [a, invitee, byCode] = [next(), next(), next()];
      const teamId = await team(a);
      const inv = (await call<Invite>(a, 'POST', API.compInvite, { uid: invitee.uid })).data;
      // Both through the same layer (the functions the routes call), started in turn first and second.
      const accept = () => acceptInvite({ db: t.store.db } as CompetitionDeps, invitee, inv.id, 'en', t.clock.now()).then(() => 'ok', keyOf);
      const byCodeJoin = () => join(teamId, byCode).then(() => 'ok', keyOf);
      const [accepted, joined] = i % 2 ? await Promise.all([accept(), byCodeJoin()]) : (await Promise.all([byCodeJoin(), accept()])).reverse();
      expect([accepted, joined].filter((x) => x === 'ok')).toHaveLength(1);
      // The code's join, first to the team's row, fills it and cancels the invitation (compInviteNotFound); the
      // accept, first, leaves the code's join a full team (compTeamFull).
      expect([accepted, joined].filter((x) => x !== 'ok')).toEqual([accepted === 'ok' ? 'compTeamFull' : 'compInviteNotFound']);
      const members = await t.store.db.selectFrom('comp_members').select('uid').where('team_id', '=', teamId).where('left_at', 'is', null).execute();
      expect(members).toHaveLength(2);
      expect(await t.store.db.selectFrom('comp_teams').select(['members', 'state']).where('id', '=', teamId).executeTakeFirstOrThrow()).toEqual({ members: 2, state: 'full' });
      const invState = (await t.store.db.selectFrom('comp_invites').select('state').where('id', '=', inv.id).executeTakeFirstOrThrow()).state;
      expect(invState).toBe(accepted === 'ok' ? 'accepted' : 'cancelled');
      outcomes.push(accepted === 'ok' ? 'accept' : 'code');
    }
    console.log(`[${kind}] accept vs join-by-code for the last seat, 6 races: winners ${outcomes.join(', ')}; each time exactly one joined, the loser got compTeamFull or compInviteNotFound`);
  });

  it('held by PostgreSQL under concurrency: 10 identical invitations → one pending (compInvitePending); 10 accepts of one invitation → one join', async () => {
    const [a, b] = [next(), next()];
    const teamId = await team(a);
    const sends = await Promise.all(Array.from({ length: 10 }, () => call<Invite>(a, 'POST', API.compInvite, { uid: b.uid })));
    expect(sends.filter((r) => r.code === 0)).toHaveLength(1);
    for (const r of sends.filter((x) => x.code !== 0)) expectKey(r, 'compInvitePending');
    const inv = sends.find((r) => r.code === 0)!.data;
    const accepts = await Promise.all(Array.from({ length: 10 }, () => call<Team>(b, 'POST', API.compAcceptInvite, { inviteId: inv.id, agree: true })));
    expect(accepts.filter((r) => r.code === 0)).toHaveLength(1);
    const refusedKeys = accepts.filter((r) => r.code !== 0).map((r) => Object.entries(ERRORS).find(([, v]) => v.code === r.code)![0]);
    // Each loser either found the invitation answered or (having read it before) met the one-team rule.
    expect(refusedKeys.every((k) => ['compInviteNotFound', 'compOwnTeam', 'compAlreadyInTeam', 'compTeamFull'].includes(k))).toBe(true);
    console.log(`[${kind}] 10 identical invitations at once: 1 sent, ${sends.length - 1} × compInvitePending; 10 accepts at once: 1 joined, others ${[...new Set(refusedKeys)].join('/')}`);
    expect(await t.store.db.selectFrom('comp_members').select('uid').where('team_id', '=', teamId).where('left_at', 'is', null).execute()).toHaveLength(2);
    expect((await history(teamId)).map((h) => h.action)).toEqual(['created', 'invited', 'inviteAccepted']);
    expect((await inbox(b)).map((m) => m.titles.en)).toEqual(['Team invitation']);
  });

  it('reject: the invitation turns rejected, the leader is told; a second answer is compInviteNotFound', async () => {
    const [a, b] = [next(), next()];
    const teamA = await team(a);
    const inv = (await call<Invite>(a, 'POST', API.compInvite, { uid: b.uid })).data;
    await refused(a, API.compRejectInvite, { inviteId: inv.id }, 'compInviteNotFound');
    await refused(b, API.compRejectInvite, { inviteId: 'x' }, 'paramError');
    const res = await call<{ ok: true }>(b, 'POST', API.compRejectInvite, { inviteId: inv.id }, 'ja');
    expect(res).toMatchObject({ code: 0, data: { ok: true } });
    expect((await t.store.db.selectFrom('comp_invites').select('state').where('id', '=', inv.id).executeTakeFirstOrThrow()).state).toBe('rejected');
    expect((await history(teamA)).map((h) => [h.action, h.actor])).toContainEqual(['inviteRejected', b.uid]);
    const told = await inbox(a);
    expect(told.map((m) => m.titles.en)).toEqual(['Invitation declined']);
    expect(told[0]!.bodies.en).toContain(`"Team ${a.uid}"`);
    await refused(b, API.compRejectInvite, { inviteId: inv.id }, 'compInviteNotFound');
    await refused(b, API.compAcceptInvite, { inviteId: inv.id, agree: true }, 'compInviteNotFound');
    // A rejected invitation may be sent again (the pending index only counts pending ones).
    expect((await call(a, 'POST', API.compInvite, { uid: b.uid })).code).toBe(0);
    const sent = (await call<{ sent: Invite[] }>(a, 'GET', API.compInvites)).data.sent;
    expect(sent.map((i) => i.state)).toEqual(['pending', 'rejected']);
  });

  it('invites: a visitor is refused (loginRequired)', async () => {
    expectKey(await call(null, 'GET', API.compInvites), 'loginRequired');
  });
});
