import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { OPS_COMP_PATHS as C, type OpsSeedData, type OpsTeamDetail, type OpsTeamsData } from '@mecha/shared/competition/ops-api';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DAY } from '../../../platform/clock.ts';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { MallPlayer } from '../../mall/mall-test-kit.ts';
import { consoleCaller, operatorToken } from '../../ops-overview/overview-test-kit.ts';
import { addTournament, compPlayers, compState, onlyTestTournaments } from '../competition-test-kit.ts';
import { formTeam, historyOf } from './comp-ops-kit.ts';

type Caller = ReturnType<typeof consoleCaller>;
/** A JSON column as read (jsonb arrives parsed, text as a string). */
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;

// The console's tournament calls as operators with accounts (decision 0051): each change's audit row in its own
// transaction (a refused one leaves none), edition scoping by the team's region, reasons mandatory, the teams list
// paged and filtered on the server, a team's history, a dry-run seed that writes nothing.
describe.each(DB_KINDS)('tournament console calls (%s)', (kind) => {
  let t: TestApp;
  let tour: Awaited<ReturnType<typeof addTournament>>;
  let support: Caller;
  let hkEditor: Caller;
  let shipping: Caller;
  let cnTeams: string[];
  let hkTeam: string;
  let cn: MallPlayer[];
  beforeAll(async () => {
    t = await makeTestApp(kind);
    await onlyTestTournaments(t.store.db);
    tour = await addTournament(t.store.db, t.clock);
    cn = await compPlayers(t, 6, { region: 'CN-N' });
    const hk = await compPlayers(t, 2, { edition: 'hk', region: 'HK' });
    cnTeams = [(await formTeam(t, cn[0]!, cn[1]!, 'Azure Wing', tour.id)).id, (await formTeam(t, cn[2]!, cn[3]!, 'Bronze Fist', tour.id)).id, (await formTeam(t, cn[4]!, undefined, 'Cobalt', tour.id)).id];
    hkTeam = (await formTeam(t, hk[0]!, hk[1]!, 'Harbour Lights', tour.id)).id;
    support = consoleCaller(t, await operatorToken(t, 'support', 'all'));
    hkEditor = consoleCaller(t, await operatorToken(t, 'editor', ['hk']));
    shipping = consoleCaller(t, await operatorToken(t, 'shipping', 'all'));
  });
  afterAll(() => t.close());
  const audit = (action: string) => t.store.db.selectFrom('ops_audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const teams = (who: Caller, query: string) => who<OpsTeamsData>('GET', `${C.teams}?tournamentId=${tour.id}&${query}`);

  it('pages, filters, searches and sorts teams on the server; an HK operator sees only teams of its regions', async () => {
    const all = await teams(support, 'sort=name&dir=desc&size=2');
    expect(all.data).toMatchObject({ total: 4, page: 1, size: 2 });
    expect(all.data.list.map((x) => x.name)).toEqual(['Harbour Lights', 'Cobalt']);
    expect((await teams(support, 'sort=name&dir=desc&size=2&page=2')).data.list.map((x) => x.name)).toEqual(['Bronze Fist', 'Azure Wing']);
    expect((await teams(support, 'state=forming')).data.list.map((x) => x.name)).toEqual(['Cobalt']);
    expect((await teams(support, 'region=HK')).data.list.map((x) => x.name)).toEqual(['Harbour Lights']);
    expect((await teams(support, 'q=bronze')).data.list.map((x) => x.name)).toEqual(['Bronze Fist']);
    expect((await teams(support, `q=${cn[1]!.uid}`)).data.list.map((x) => x.name)).toEqual(['Azure Wing']);
    expect((await teams(support, 'q=%25')).data.total).toBe(0); // a LIKE wildcard is literal
    expect(all.data.list[0]!.contact).toEqual({ kind: 'qq' }); // no value in a list
    expect((await teams(hkEditor, 'size=100')).data.list.map((x) => x.name)).toEqual(['Harbour Lights']);
    expect((await teams(support, 'size=101')).code).toBe(ERRORS.paramError.code);
    expect((await teams(support, 'sort=contact')).code).toBe(ERRORS.paramError.code);
    expect((await shipping('GET', `${C.teams}?tournamentId=${tour.id}`)).code).toBe(ERRORS.opsRoleForbidden.code);
  });

  it('transfers the lead with the audit row in the same transaction; a refused change leaves no row and changes nothing', async () => {
    const before = await compState(t.store.db);
    expect((await support('POST', C.transfer, { teamId: cnTeams[0], uid: cn[1]!.uid })).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await support('POST', C.transfer, { teamId: cnTeams[0], uid: cn[5]!.uid, reason: 'asked' })).code).toBe(ERRORS.compNotMember.code);
    expect((await hkEditor('POST', C.transfer, { teamId: cnTeams[0], uid: cn[1]!.uid, reason: 'asked' })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await hkEditor('POST', C.disqualify, { teamId: cnTeams[1], reason: 'smurf' })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await hkEditor('POST', C.add, { teamId: cnTeams[2], uid: cn[5]!.uid, reason: 'ticket' })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await hkEditor('GET', `${C.team}?teamId=${cnTeams[0]}`)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect(await compState(t.store.db)).toEqual(before);
    expect(await audit('competition.roster.transfer')).toHaveLength(0);
    expect(await audit('competition.team.disqualify')).toHaveLength(0);

    const r = await support('POST', C.transfer, { teamId: cnTeams[0], uid: cn[1]!.uid, reason: 'leader asked by mail' });
    expect(r.code).toBe(0);
    const [row] = await audit('competition.roster.transfer');
    expect(row).toMatchObject({ role: 'support', area: 'competition', edition: 'cn', target: `team:${cnTeams[0]}`, reason: 'leader asked by mail' });
    expect(json(row!.after)).toMatchObject({ members: [`leader:${cn[1]!.uid}`, `member:${cn[0]!.uid}`] });
    // The history line names the operator's account, not a header.
    expect((await historyOf(t, cnTeams[0]!)).at(-1)).toBe(`leaderChanged operator:${row!.operator} ${cn[1]!.uid} leader asked by mail`);
    // No fallback rows: every competition change wrote its own.
    expect(await t.store.db.selectFrom('ops_audit_log').select('id').where('action', 'like', '/api/ops/competition%').execute()).toHaveLength(0);
  });

  it("shows a team's history to an operator of its edition; the HK editor may change an HK team", async () => {
    const d = await support<OpsTeamDetail>('GET', `${C.team}?teamId=${cnTeams[0]}`);
    expect(d.data.team.name).toBe('Azure Wing');
    expect(d.data.history.map((h) => h.action)).toEqual(['leaderChanged', 'joined', 'created']);
    expect(d.data.history[0]).toMatchObject({ actor: { kind: 'operator' }, note: 'leader asked by mail' });
    const hk = await hkEditor('POST', C.disqualify, { teamId: hkTeam, reason: 'ineligible account' });
    expect(hk.code).toBe(0);
    expect((await audit('competition.team.disqualify')).map((r) => [r.edition, r.target])).toEqual([['hk', `team:${hkTeam}`]]);
  });

  it('refuses a whole-tournament change to an operator of one edition; an admin saves with its row', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const texts = { en: 'Cup' };
    const body = {
      id: 'console-cup', titles: texts, rules: texts, signupFrom: now, signupTo: now + DAY / 1000,
      stages: [{ id: 'online-1', kind: 'online', names: texts, startsAt: now + 3 * 86_400, endsAt: now + 4 * 86_400 }],
    };
    expect((await hkEditor('POST', C.save, body)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect(await t.store.db.selectFrom('comp_tournaments').select('id').where('id', '=', 'console-cup').execute()).toHaveLength(0);
    const admin = consoleCaller(t, await operatorToken(t, 'admin', 'all'));
    expect((await admin('POST', C.save, body)).code).toBe(0);
    expect((await audit('competition.tournament.create')).map((r) => r.target)).toEqual(['tournament:console-cup']);
    expect((await admin('POST', C.save, { ...body, checkinMinutes: 30 })).code).toBe(0);
    const [saved] = await audit('competition.tournament.save');
    expect([json(saved!.before).checkinMinutes, json(saved!.after).checkinMinutes]).toEqual([60, 30]);
  });

  it('a dry-run seed writes nothing (no match, no audit row); the seed and a result write theirs', async () => {
    for (const id of cnTeams.slice(0, 2)) {
      const leader = await t.store.db.selectFrom('comp_teams').select('leader_uid').where('id', '=', id).executeTakeFirstOrThrow();
      await t.store.db.insertInto('comp_checkins').values({ tournament_id: tour.id, stage_id: 'round-1', team_id: id, by_uid: leader.leader_uid, at: t.clock.now() }).execute();
    }
    const rows = async () => (await t.store.db.selectFrom('ops_audit_log').select('id').execute()).length;
    const auditBefore = await rows();
    const dry = await hkEditor<OpsSeedData>('POST', C.seed, { tournamentId: tour.id, stageId: 'round-1', dryRun: true });
    expect(dry.data.matches.map((m) => [[m.nameA, m.nameB].sort(), m.id])).toEqual([[['Azure Wing', 'Bronze Fist'], null]]);
    expect(await rows()).toBe(auditBefore);
    expect(await t.store.db.selectFrom('comp_matches').select('id').where('tournament_id', '=', tour.id).execute()).toHaveLength(0);
    expect((await hkEditor('POST', C.seed, { tournamentId: tour.id, stageId: 'round-1' })).code).toBe(ERRORS.opsEditionForbidden.code);
    const seeded = await support<OpsSeedData>('POST', C.seed, { tournamentId: tour.id, stageId: 'round-1' });
    expect(seeded.code).toBe(0);
    expect((await audit('competition.bracket.seed')).map((r) => r.target)).toEqual([`stage:${tour.id}/round-1`]);
    const matchId = seeded.data.matches[0]!.id!;
    expect((await hkEditor('POST', C.result, { matchId, scoreA: 2, scoreB: 0 })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await support('POST', C.result, { matchId, scoreA: 1, scoreB: 1 })).code).toBe(ERRORS.compResultInvalid.code);
    expect(await audit('competition.bracket.result')).toHaveLength(0);
    expect((await support('POST', C.result, { matchId, scoreA: 2, scoreB: 0 })).code).toBe(0);
    expect((await audit('competition.bracket.result')).map((r) => [r.target, json(r.after).winner])).toEqual([[`match:${matchId}`, seeded.data.matches[0]!.teamA]]);
  });

  it('reveals a team contact to support (one audit row), not to an editor', async () => {
    const r = await support<{ fields: Record<string, string> }>('POST', API.opsReveal, { kind: 'comp-team', id: cnTeams[1] });
    expect(r.data.fields).toEqual({ contactKind: 'qq', contact: '123456789' });
    expect((await hkEditor('POST', API.opsReveal, { kind: 'comp-team', id: hkTeam })).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await audit('console.reveal')).map((x) => x.target)).toEqual([`comp-team:${cnTeams[1]}`]);
  });
});
