import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsMatch } from '@mecha/shared/competition/ops-api';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DAY } from '../../../platform/clock.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addTournament, compPlayers, onlyTestTournaments } from '../competition-test-kit.ts';
import { compOp, formTeam } from './comp-ops-kit.ts';

// Operators racing each other (PostgreSQL, a pool of connections; PGlite runs one statement at a time and proves
// nothing here): seeds of one stage, results of sibling matches writing the two sides of one next match, a
// disqualification racing a result. Figures are printed for the closing note.
const pg = !!process.env.TEST_DATABASE_URL;
const P = '/api/ops/competition';

describe.skipIf(!pg)('tournament operators under concurrency (postgres)', () => {
  let t: TestApp;
  let tour: { id: string };
  const teams: string[] = [];
  beforeAll(async () => {
    t = await makeTestApp('postgres');
    await onlyTestTournaments(t.store.db);
    const now = t.clock.now().getTime();
    tour = await addTournament(t.store.db, t.clock, { stages: [{ id: 'cup', kind: 'online', startsAt: new Date(now + 7 * DAY), endsAt: new Date(now + 8 * DAY) }] });
    const players = await compPlayers(t, 32, { region: 'CN-N' });
    for (let i = 0; i < 16; i++) {
      const team = await formTeam(t, players[2 * i]!, players[2 * i + 1]!, `Race ${i + 1}`, tour.id);
      teams.push(team.id);
      await t.store.db.insertInto('comp_checkins').values({ tournament_id: tour.id, stage_id: 'cup', team_id: team.id, by_uid: players[2 * i]!.uid, at: t.clock.now() }).execute();
    }
  });
  afterAll(() => t.close());
  const call = <T>(m: 'GET' | 'POST', url: string, b?: unknown) => compOp(t, 'racer')<T>(m, url, b);
  const matches = async () => (await call<{ list: OpsMatch[] }>('GET', `${P}/matches?tournamentId=${tour.id}`)).data.list;

  it('20 concurrent seeds of one stage: one bracket, 19 × compBracketSeeded', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', `${P}/bracket/seed`, { tournamentId: tour.id, stageId: 'cup', advance: 1 })));
    const codes = answers.map((a) => a.code);
    console.log(`seed race: ${codes.filter((c) => c === 0).length} seeded, ${codes.filter((c) => c === ERRORS.compBracketSeeded.code).length} × compBracketSeeded`);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ERRORS.compBracketSeeded.code)).toHaveLength(19);
    expect(await matches()).toHaveLength(15);
  });

  it("the 8 first-round results at once: every next match gets both sides (no side lost to a sibling's write)", async () => {
    const first = (await matches()).filter((m) => m.round === 1);
    const answers = await Promise.all(first.map((m, i) => call('POST', `${P}/bracket/result`, { matchId: m.id, scoreA: i % 2 ? 0 : 2, scoreB: i % 2 ? 2 : 0 })));
    expect(answers.map((a) => a.code)).toEqual(first.map(() => 0));
    const second = (await matches()).filter((m) => m.round === 2);
    const expected = second.map((m) => {
      const [a, b] = [first[m.slot * 2]!, first[m.slot * 2 + 1]!];
      return [a.slot % 2 ? a.teamB : a.teamA, b.slot % 2 ? b.teamB : b.teamA];
    });
    console.log(`result race: ${first.length} concurrent results, ${second.filter((m) => m.teamA && m.teamB).length}/${second.length} next matches with both sides`);
    expect(second.map((m) => [m.teamA, m.teamB])).toEqual(expected);
  });

  it('a disqualification racing results of the same round: every match ends decided once, consistent with the team state', async () => {
    const second = (await matches()).filter((m) => m.round === 2);
    const target = second[0]!.teamA!;
    const answers = await Promise.all([
      call('POST', `${P}/teams/disqualify`, { teamId: target, reason: 'race' }),
      ...second.map((m) => call('POST', `${P}/bracket/result`, { matchId: m.id, scoreA: 3, scoreB: 1 })),
    ]);
    expect(answers[0]!.code).toBe(0);
    const after = (await matches()).filter((m) => m.round === 2);
    expect(after.every((m) => m.state !== 'scheduled')).toBe(true);
    const m0 = after[0]!;
    // Either the result came first (done, target won 3:1) or the disqualification did (walkover for the other side).
    const resultFirst = answers[1]!.code === 0;
    if (resultFirst) expect(m0).toMatchObject({ state: 'done', winner: target });
    else expect([answers[1]!.code, m0.state, m0.winner]).toEqual([ERRORS.compResultInvalid.code, 'walkover', m0.teamB]);
    // A disqualified winner's next match is settled too, once its opponent is known.
    const third = (await matches()).filter((m) => m.round === 3);
    console.log(`disqualify vs result: ${resultFirst ? 'result' : 'disqualification'} first; round 3: ${third.map((m) => m.state).join(', ')}`);
    if (resultFirst) expect(third[0]).toMatchObject({ teamA: target, state: 'walkover', winner: third[0]!.teamB });
  });
});
