import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { Bracket, TournamentData } from '@mecha/shared/competition/api';
import type { OpsMatch, OpsSeedData } from '@mecha/shared/competition/ops-api';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DAY } from '../../../platform/clock.ts';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { mallCaller, type MallPlayer } from '../../mall/mall-test-kit.ts';
import { addTournament, compPlayers, onlyTestTournaments, setBest2v2 } from '../competition-test-kit.ts';
import { compOp, formTeam, historyOf } from './comp-ops-kit.ts';

const P = '/api/ops/competition';

// Operators and the brackets: a stage seeded from its checked-in teams by strength (standard seeding, byes as
// walkovers), a dry run that writes nothing, results carrying winners round by round to the final, a
// disqualification turning the team's matches into walkovers.
describe.each(DB_KINDS)('tournament operators: brackets (%s)', (kind) => {
  let t: TestApp;
  let tour: Awaited<ReturnType<typeof addTournament>>;
  /** Team ids strongest first: team i's two members have a best of 9000 − 100 i each. */
  const teams: string[] = [];
  let weak: string;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    await onlyTestTournaments(t.store.db);
    const now = t.clock.now().getTime();
    tour = await addTournament(t.store.db, t.clock, {
      stages: [
        { id: 'online-1', kind: 'online', startsAt: new Date(now + 7 * DAY), endsAt: new Date(now + 9 * DAY) },
        { id: 'knockout', kind: 'knockout', startsAt: new Date(now + 10 * DAY), endsAt: new Date(now + 11 * DAY) },
        { id: 'final', kind: 'final', startsAt: new Date(now + 20 * DAY), endsAt: new Date(now + 20 * DAY + 3 * 3600_000) },
      ],
    });
    const players = await compPlayers(t, 12, { region: 'CN-N' });
    // Formed weakest first, so sign-up order is not the seeding order.
    for (let i = 5; i >= 0; i--) {
      const [a, b] = [players[2 * i]!, players[2 * i + 1]!] as [MallPlayer, MallPlayer];
      for (const p of [a, b]) await setBest2v2(t.store.db, p.uid, 9000 - 100 * i);
      teams[i] = (await formTeam(t, a, b, `Seed ${i + 1}`)).id;
    }
    weak = teams.pop()!; // the sixth team does not check in
    for (const id of teams) await checkIn(id, 'online-1');
  });
  afterAll(() => t.close());
  const call = <T>(m: 'GET' | 'POST', url: string, b?: unknown) => compOp(t, 'dora')<T>(m, url, b);
  async function checkIn(teamId: string, stageId: string) {
    const leader = await t.store.db.selectFrom('comp_teams').select('leader_uid').where('id', '=', teamId).executeTakeFirstOrThrow();
    await t.store.db.insertInto('comp_checkins').values({ tournament_id: tour.id, stage_id: stageId, team_id: teamId, by_uid: leader.leader_uid, at: t.clock.now() }).execute();
  }
  const matches = async (stageId: string) => (await call<{ list: OpsMatch[] }>('GET', `${P}/matches?tournamentId=${tour.id}&stageId=${stageId}`)).data.list;
  const at = (list: OpsMatch[], round: number, slot: number) => list.find((m) => m.round === round && m.slot === slot)!;
  const result = (matchId: number | null, scoreA: number, scoreB: number) => call<{ match: OpsMatch; next: OpsMatch | null }>('POST', `${P}/bracket/result`, { matchId, scoreA, scoreB });

  it('answers a dry run (checked-in teams by strength, 1 v 8, byes to the top seeds) and writes nothing', async () => {
    const r = await call<OpsSeedData>('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'online-1', dryRun: true, advance: 2 });
    expect(r.code).toBe(0);
    expect(r.data.teams.map((x) => x.id)).toEqual(teams);
    expect(r.data.teams.map((x) => x.strength)).toEqual([18000, 17800, 17600, 17400, 17200]);
    expect(r.data).toMatchObject({ rounds: 2, advance: 2, dryRun: true });
    // 5 teams in a bracket of 8: seeds 1, 2, 3 meet a bye; 4 v 5 plays. Round 2 already holds the bye winners.
    const line = (m: OpsMatch) => `${m.round}.${m.slot} ${m.nameA ?? '-'} v ${m.nameB ?? '-'} ${m.state} ${m.winner ? 'won' : ''}`.trim();
    expect(r.data.matches.map(line)).toEqual([
      '1.0 Seed 1 v - walkover won', '1.1 Seed 4 v Seed 5 scheduled', '1.2 Seed 2 v - walkover won', '1.3 Seed 3 v - walkover won',
      '2.0 Seed 1 v - scheduled', '2.1 Seed 2 v Seed 3 scheduled',
    ]);
    expect(r.data.matches.every((m) => m.id === null)).toBe(true);
    expect(await matches('online-1')).toEqual([]);
  });

  it('refuses a stage that does not exist, a knockout before its feeder stage has a bracket, bad advance values', async () => {
    expect((await call('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'nope' })).code).toBe(ERRORS.compStageNotFound.code);
    expect((await call('POST', `${P}/bracket/seed`, { tournamentId: 'nope', stageId: 'online-1' })).code).toBe(ERRORS.compNoTournament.code);
    expect((await call('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'knockout' })).code).toBe(ERRORS.paramError.code);
    expect((await call('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'online-1', advance: 3 })).code).toBe(ERRORS.paramError.code);
    expect(await t.store.db.selectFrom('comp_matches').select('id').execute()).toEqual([]);
  });

  it('seeds once: the rows are written with ids, a second seed is compBracketSeeded', async () => {
    const r = await call<OpsSeedData>('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'online-1', advance: 2 });
    expect(r.code).toBe(0);
    expect(r.data.matches.every((m) => typeof m.id === 'number')).toBe(true);
    expect(await matches('online-1')).toHaveLength(6);
    expect((await call('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'online-1', advance: 2 })).code).toBe(ERRORS.compBracketSeeded.code);
    expect((await call('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'online-1', dryRun: true })).code).toBe(ERRORS.compBracketSeeded.code);
    // The players' bracket shows it; the team that did not check in is not in it.
    const bracket = await mallCaller(t, null)<Bracket>('GET', `${API.compBracket}?tournamentId=${tour.id}`);
    expect(bracket.data.stages[0]!.rounds.map((x) => x.matches.length)).toEqual([4, 2]);
    expect(JSON.stringify(bracket.data.stages[0]!.rounds)).not.toContain(weak);
  });

  it('refuses results that do not fit: a tie, a side not known yet, a walkover, an unknown match', async () => {
    const list = await matches('online-1');
    expect((await result(at(list, 1, 1).id, 2, 2)).code).toBe(ERRORS.compResultInvalid.code);
    expect((await result(at(list, 2, 0).id, 2, 0)).code).toBe(ERRORS.compResultInvalid.code);
    expect((await result(at(list, 1, 0).id, 2, 0)).code).toBe(ERRORS.compResultInvalid.code);
    expect((await result(999_999, 2, 0)).code).toBe(ERRORS.notFound.code);
    expect((await result(at(list, 1, 1).id, 100, 0)).code).toBe(ERRORS.paramError.code);
    expect(await matches('online-1')).toEqual(list);
  });

  it('disqualifying a team whose opponent is not known yet settles its match when the opponent arrives', async () => {
    // Seed 1 waits in round 2 for the winner of 4 v 5; it is disqualified meanwhile.
    const dq = await call<{ walkovers: number[] }>('POST', `${P}/teams/disqualify`, { teamId: teams[0], reason: 'cheating' });
    expect(dq.code).toBe(0);
    expect(dq.data.walkovers).toEqual([]);
    const list = await matches('online-1');
    const r = await result(at(list, 1, 1).id, 1, 2); // seed 5 wins
    expect(r.code).toBe(0);
    expect(r.data.match).toMatchObject({ state: 'done', winner: teams[4], scoreA: 1, scoreB: 2 });
    // Round 2 slot 0: seed 1 (disqualified) v seed 5: a walkover for seed 5 at once.
    expect(r.data.next).toMatchObject({ round: 2, slot: 0, teamA: teams[0], teamB: teams[4], state: 'walkover', winner: teams[4] });
    expect((await historyOf(t, teams[0]!)).at(-1)).toBe('disqualified operator:dora - cheating');
  });

  it('disqualifying a team in a scheduled match makes it a walkover for the opponent', async () => {
    const slot1 = at(await matches('online-1'), 2, 1);
    expect(slot1).toMatchObject({ teamA: teams[1], teamB: teams[2], state: 'scheduled' });
    const dq = await call<{ walkovers: number[] }>('POST', `${P}/teams/disqualify`, { teamId: teams[2], reason: 'no-show at check-in' });
    expect(dq.data.walkovers).toEqual([slot1.id]);
    expect(at(await matches('online-1'), 2, 1)).toMatchObject({ state: 'walkover', winner: teams[1], scoreA: null, scoreB: null });
    expect((await result(slot1.id, 2, 0)).code).toBe(ERRORS.compResultInvalid.code);
  });

  it("seeds the knockout from the online stage's winners who checked in, then carries results to the champion", async () => {
    // Winners of online-1's last round: seed 5 and seed 2. Seed 4 lost; it checks in too, but is not entered.
    for (const id of [teams[4]!, teams[1]!, teams[3]!]) await checkIn(id, 'knockout');
    const ko = await call<OpsSeedData>('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'knockout' });
    expect(ko.code).toBe(0);
    expect(ko.data.teams.map((x) => x.id)).toEqual([teams[1], teams[4]]);
    expect(ko.data.matches).toHaveLength(1);
    const koMatch = ko.data.matches[0]!;
    expect((await call('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'final' })).code).toBe(ERRORS.paramError.code); // knockout undecided
    const done = await result(koMatch.id, 3, 1);
    expect(done.data).toMatchObject({ match: { winner: teams[1], state: 'done' }, next: null });
    // A correction of the last round is allowed while nothing follows in the stage.
    expect((await result(koMatch.id, 1, 3)).data.match.winner).toBe(teams[4]);
    expect((await result(koMatch.id, 3, 2)).data.match.winner).toBe(teams[1]);
    await checkIn(teams[1]!, 'final');
    const fin = await call<OpsSeedData>('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'final' });
    expect(fin.data.teams.map((x) => x.id)).toEqual([teams[1]]);
    // One finalist: a walkover, and the champion.
    expect(fin.data.matches).toMatchObject([{ round: 1, slot: 0, teamA: teams[1], teamB: null, state: 'walkover', winner: teams[1] }]);
    const page = await mallCaller(t, null)<TournamentData>('GET', `${API.compTournament}?id=${tour.id}`);
    expect(page.data.tournament!.champion).toMatchObject({ id: teams[1] });
    const list = await call<{ list: { id: string; champion: { id: string } | null }[] }>('GET', `${P}/tournaments`);
    expect(list.data.list.find((x) => x.id === tour.id)!.champion).toMatchObject({ id: teams[1], name: 'Seed 2' });
  });

  it('carries a full bracket of 8 round by round to its final', async () => {
    const now = t.clock.now().getTime();
    const cup = await addTournament(t.store.db, t.clock, { stages: [{ id: 'cup', kind: 'online', startsAt: new Date(now + 30 * DAY), endsAt: new Date(now + 31 * DAY) }] });
    const players = await compPlayers(t, 16, { region: 'CN-S' });
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      for (const p of [players[2 * i]!, players[2 * i + 1]!]) await setBest2v2(t.store.db, p.uid, 8800 - 10 * i);
      const team = await formTeam(t, players[2 * i]!, players[2 * i + 1]!, `Cup ${i + 1}`, cup.id);
      ids.push(team.id);
      await t.store.db.insertInto('comp_checkins').values({ tournament_id: cup.id, stage_id: 'cup', team_id: team.id, by_uid: players[2 * i]!.uid, at: t.clock.now() }).execute();
    }
    const seeded = await call<OpsSeedData>('POST', `${P}/bracket/seed`, { tournamentId: cup.id, stageId: 'cup', advance: 1 });
    expect(seeded.code).toBe(0);
    expect(seeded.data.rounds).toBe(3);
    const pairs = seeded.data.matches.filter((m) => m.round === 1).map((m) => `${m.nameA} v ${m.nameB}`);
    expect(pairs).toEqual(['Cup 1 v Cup 8', 'Cup 4 v Cup 5', 'Cup 2 v Cup 7', 'Cup 3 v Cup 6']);
    // The underdog wins every match: Cup 8, then Cup 5 over it, …
    for (let round = 1; round <= 3; round++) {
      const list = (await call<{ list: OpsMatch[] }>('GET', `${P}/matches?tournamentId=${cup.id}`)).data.list.filter((m) => m.round === round);
      for (const m of list) {
        const r = await result(m.id, 1, 2);
        expect(r.code).toBe(0);
        if (round < 3) expect(r.data.next).toMatchObject({ round: round + 1, slot: m.slot >> 1, [m.slot % 2 === 0 ? 'teamA' : 'teamB']: m.teamB });
      }
    }
    const final = (await call<{ list: OpsMatch[] }>('GET', `${P}/matches?tournamentId=${cup.id}`)).data.list.find((m) => m.round === 3)!;
    expect(final).toMatchObject({ state: 'done', winner: final.teamB });
    expect(final.teamB).toBe(ids[5]); // Cup 6 came up the bottom half: 3 v 6 → 6; 2/7 winner 7 v 6 → 6; final 5 v 6 → 6
    // A round-1 result cannot change once round 2 is decided.
    const r1 = (await call<{ list: OpsMatch[] }>('GET', `${P}/matches?tournamentId=${cup.id}`)).data.list.find((m) => m.round === 1)!;
    expect((await result(r1.id, 2, 0)).code).toBe(ERRORS.compResultInvalid.code);
  });
});
