import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { OpsTeam } from '@mecha/shared/competition/ops-api';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { mallCaller, type MallPlayer } from '../../mall/mall-test-kit.ts';
import { addTournament, compInbox, compPlayers, compState, onlyTestTournaments } from '../competition-test-kit.ts';
import { compOp, formTeam, historyOf } from './comp-ops-kit.ts';

const P = '/api/ops/competition';
type Roster = { team: OpsTeam };

// Operators and the rosters: add, remove, leader transfer and disqualification, each audited with the operator's
// name and reason; the teaming rules (one team, size, side, region, pair limit) still hold for an operator.
describe.each(DB_KINDS)('tournament operators: rosters (%s)', (kind) => {
  let t: TestApp;
  let tour: Awaited<ReturnType<typeof addTournament>>;
  let cn: MallPlayer[];
  let east: MallPlayer;
  let na: MallPlayer;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    await onlyTestTournaments(t.store.db);
    tour = await addTournament(t.store.db, t.clock);
    cn = await compPlayers(t, 6, { region: 'CN-N' });
    [east] = (await compPlayers(t, 1, { region: 'CN-E' })) as [MallPlayer];
    [na] = (await compPlayers(t, 1, { edition: 'global', region: 'NA' })) as [MallPlayer];
  });
  afterAll(() => t.close());
  const op = (name: string | null = 'alice') => compOp(t, name);
  const roster = (what: string, body: Record<string, unknown>, name: string | null = 'alice') => op(name)<Roster>('POST', `${P}/${what}`, body);

  it('refuses every call without the operator token', async () => {
    const calls = [
      ['GET', `${P}/tournaments`], ['POST', `${P}/tournaments/save`], ['GET', `${P}/teams?tournamentId=${tour.id}`], ['POST', `${P}/roster/add`],
      ['POST', `${P}/roster/remove`], ['POST', `${P}/roster/transfer`], ['POST', `${P}/teams/disqualify`], ['GET', `${P}/matches?tournamentId=${tour.id}`],
      ['POST', `${P}/bracket/seed`], ['POST', `${P}/bracket/result`],
    ] as const;
    for (const [m, url] of calls) {
      for (const token of ['wrong-token', '']) {
        const r = await compOp(t, 'alice', token)(m, url, m === 'POST' ? {} : undefined);
        expect([r.status, r.code], `${url} ${token}`).toEqual([401, ERRORS.opsSessionRequired.code]);
      }
      const none = await t.app.inject({ method: m, url, ...(m === 'POST' ? { payload: {} } : {}) });
      expect(none.statusCode, url).toBe(401);
    }
  });

  it("adds a role to a team: the history line names the operator and the reason; the list shows the contact's kind only", async () => {
    const team = await formTeam(t, cn[0]!);
    const r = await roster('roster/add', { teamId: team.id, uid: cn[1]!.uid, reason: 'support ticket #7' });
    expect(r.code).toBe(0);
    expect(r.data.team).toMatchObject({ id: team.id, state: 'full', contact: { kind: 'qq' } });
    expect(r.data.team.members.map((m) => [m.uid, m.role])).toEqual([[cn[0]!.uid, 'leader'], [cn[1]!.uid, 'member']]);
    expect((await historyOf(t, team.id)).at(-1)).toBe(`addedByOperator operator:alice ${cn[1]!.uid} support ticket #7`);
    expect(await compInbox(t.store.db, cn[0]!.yfyUid)).toContain('Your partner joined');
    const list = await op()<{ list: OpsTeam[] }>('GET', `${P}/teams?tournamentId=${tour.id}&state=full`);
    expect(list.data.list.map((x) => x.id)).toEqual([team.id]);
    expect(list.data.list[0]!.strength).toBe(2 * 8240);
  });

  it('still refuses what the teaming rules forbid: full, already in a team, region, side, unknown role or team; nothing changes', async () => {
    const full = (await op()<{ list: OpsTeam[] }>('GET', `${P}/teams?tournamentId=${tour.id}&state=full`)).data.list[0]!;
    const open = await formTeam(t, cn[2]!);
    const before = await compState(t.store.db);
    const cases: [Record<string, unknown>, keyof typeof ERRORS][] = [
      [{ teamId: full.id, uid: cn[3]!.uid }, 'compTeamFull'],
      [{ teamId: open.id, uid: cn[0]!.uid }, 'compAlreadyInTeam'],
      [{ teamId: open.id, uid: cn[2]!.uid }, 'compOwnTeam'],
      [{ teamId: open.id, uid: east.uid }, 'compRegionDiffers'],
      [{ teamId: open.id, uid: na.uid }, 'compDomesticOverseas'],
      [{ teamId: open.id, uid: '987654321' }, 'roleNotFound'],
      [{ teamId: 'no-such-team', uid: cn[3]!.uid }, 'compTeamNotFound'],
      [{ teamId: open.id, uid: cn[3]!.uid, reason: '' }, 'opsReasonRequired'],
      [{ teamId: open.id, uid: cn[3]!.uid, reason: '   ' }, 'opsReasonRequired'],
      [{ teamId: open.id, uid: cn[3]!.uid, reason: 'x'.repeat(201) }, 'paramError'],
      [{ teamId: open.id, uid: 'abc' }, 'uidInvalid'],
      [{ teamId: open.id, uid: cn[3]!.uid, reason: 'nul\u0000' }, 'paramError'],
    ];
    for (const [b, key] of cases) {
      const r = await roster('roster/add', { reason: 'because', ...b });
      expect(r.code, `${JSON.stringify(b)} → ${key}`).toBe(ERRORS[key].code);
    }
    // A bad operator name is refused before anything happens.
    expect((await roster('roster/add', { teamId: open.id, uid: cn[3]!.uid, reason: 'x' }, 'a'.repeat(41))).code).toBe(ERRORS.paramError.code);
    expect((await roster('roster/add', { teamId: open.id, uid: cn[3]!.uid, reason: 'x' }, 'semi;colon')).code).toBe(ERRORS.paramError.code);
    expect(await compState(t.store.db)).toEqual(before);
  });

  it('hands the lead over: the rows swap roles, leader_uid follows, both are told; refusals change nothing', async () => {
    const team = (await op()<{ list: OpsTeam[] }>('GET', `${P}/teams?tournamentId=${tour.id}&state=full`)).data.list[0]!;
    const [leader, member] = [cn[0]!, cn[1]!];
    const before = await compState(t.store.db);
    for (const [b, key] of [
      [{ uid: cn[4]!.uid }, 'compNotMember'],
      [{ uid: leader.uid }, 'paramError'],
      [{ uid: member.uid, reason: '' }, 'opsReasonRequired'],
      [{ teamId: 'nothing-here' }, 'compTeamNotFound'],
    ] as const) {
      const body: Record<string, unknown> = { teamId: team.id, uid: member.uid, reason: 'asked by both' };
      expect((await roster('roster/transfer', Object.assign(body, b))).code, JSON.stringify(b)).toBe(ERRORS[key].code);
    }
    expect(await compState(t.store.db)).toEqual(before);
    const r = await roster('roster/transfer', { teamId: team.id, uid: member.uid, reason: 'asked by both' }, 'bob');
    expect(r.code).toBe(0);
    expect(r.data.team.members.map((m) => [m.uid, m.role])).toEqual([[member.uid, 'leader'], [leader.uid, 'member']]);
    const row = await t.store.db.selectFrom('comp_teams').select(['leader_uid', 'state']).where('id', '=', team.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ leader_uid: member.uid, state: 'full' });
    expect((await historyOf(t, team.id)).at(-1)).toBe(`leaderChanged operator:bob ${member.uid} asked by both`);
    expect((await compInbox(t.store.db, member.yfyUid)).at(-1)).toBe('Team leader changed');
    expect((await compInbox(t.store.db, leader.yfyUid)).at(-1)).toBe('Team leader changed');
    // The players' own view agrees.
    const mine = await mallCaller(t, member)<{ me: string }>('GET', API.compMyTeam);
    expect(mine.data.me).toBe('leader');
  });

  it('removes a member with the reason; the pair limit still holds for an operator (a third team-up refused)', async () => {
    const team = (await op()<{ list: OpsTeam[] }>('GET', `${P}/teams?tournamentId=${tour.id}&state=full`)).data.list[0]!;
    const [a, b] = [cn[1]!, cn[0]!]; // a leads now, b is the member; they teamed up once
    expect((await roster('roster/remove', { teamId: team.id, uid: cn[5]!.uid, reason: 'x' })).code).toBe(ERRORS.compNotMember.code);
    expect((await roster('roster/remove', { teamId: team.id, uid: b.uid, reason: '' })).code).toBe(ERRORS.opsReasonRequired.code);
    const r = await roster('roster/remove', { teamId: team.id, uid: b.uid, reason: 'no-show' }, null);
    expect(r.code).toBe(0);
    expect(r.data.team).toMatchObject({ state: 'forming' });
    expect((await historyOf(t, team.id)).at(-1)).toBe(`removedByOperator operator:operator ${b.uid} no-show`);
    expect((await compInbox(t.store.db, b.yfyUid)).at(-1)).toMatch(/removed/i);
    expect((await roster('roster/add', { teamId: team.id, uid: b.uid, reason: 'back' })).code).toBe(0); // 2nd team-up
    expect((await roster('roster/remove', { teamId: team.id, uid: b.uid, reason: 'again' })).code).toBe(0);
    const before = await compState(t.store.db);
    expect((await roster('roster/add', { teamId: team.id, uid: b.uid, reason: 'third' })).code).toBe(ERRORS.compPairLimit.code);
    expect(await compState(t.store.db)).toEqual(before);
  });

  it('changes rosters past the lock, which players cannot', async () => {
    const team = await formTeam(t, cn[3]!, cn[4]!);
    t.clock.set(tour.stages[0]!.startsAt.getTime() - 30 * 60_000); // round 1's check-in is open: locked
    expect((await mallCaller(t, cn[4]!)('POST', API.compLeaveTeam, {})).code).toBe(ERRORS.compRosterLocked.code);
    expect((await roster('roster/remove', { teamId: team.id, uid: cn[4]!.uid, reason: 'injury' })).code).toBe(0);
    expect((await roster('roster/add', { teamId: team.id, uid: cn[5]!.uid, reason: 'substitute' })).data.team.members.map((m) => m.uid)).toEqual([cn[3]!.uid, cn[5]!.uid]);
  });

  it('disqualifies a team: state and reason kept, code void, history, members told; once only', async () => {
    const team = (await op()<{ list: OpsTeam[] }>('GET', `${P}/teams?tournamentId=${tour.id}&state=full`)).data.list.find((x) => x.members.some((m) => m.uid === cn[3]!.uid))!;
    expect((await op()('POST', `${P}/teams/disqualify`, { teamId: team.id, reason: '' })).code).toBe(ERRORS.opsReasonRequired.code);
    const r = await op('carol')<{ team: OpsTeam; walkovers: number[] }>('POST', `${P}/teams/disqualify`, { teamId: team.id, reason: 'smurf account' });
    expect(r.code).toBe(0);
    expect(r.data.team).toMatchObject({ state: 'disqualified', disqualifiedReason: 'smurf account', inviteCode: null });
    expect(r.data.walkovers).toEqual([]);
    expect((await historyOf(t, team.id)).at(-1)).toBe('disqualified operator:carol - smurf account');
    for (const p of [cn[3]!, cn[5]!]) expect((await compInbox(t.store.db, p.yfyUid)).at(-1)).toBe('Team disqualified');
    expect((await op()('POST', `${P}/teams/disqualify`, { teamId: team.id, reason: 'again' })).code).toBe(ERRORS.compDisqualified.code);
    expect((await roster('roster/transfer', { teamId: team.id, uid: cn[5]!.uid, reason: 'x' })).code).toBe(ERRORS.compDisqualified.code);
    const listed = await op()<{ list: OpsTeam[] }>('GET', `${P}/teams?tournamentId=${tour.id}&state=disqualified`);
    expect(listed.data.list.map((x) => x.id)).toEqual([team.id]);
  });
});
