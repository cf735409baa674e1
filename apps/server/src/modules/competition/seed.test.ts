import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { Bracket, TournamentData } from '@mecha/shared/competition/api';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { DAY } from '../../platform/clock.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { mallCaller } from '../mall/mall-test-kit.ts';
import { compPlayers, setBest2v2 } from './competition-test-kit.ts';
import { SAC_2025, SAC_2025_STAGES, SIM_OPEN_ID, seedCompetition } from './seed.ts';
import { loadTournament, registrationState } from './tournament-clock.ts';

async function snapshot(t: TestApp) {
  const db = t.store.db;
  return {
    tournaments: await db.selectFrom('comp_tournaments').selectAll().orderBy('id').execute(),
    stages: await db.selectFrom('comp_stages').selectAll().orderBy('tournament_id').orderBy('id').execute(),
    teams: await db.selectFrom('comp_teams').selectAll().orderBy('id').execute(),
    members: await db.selectFrom('comp_members').selectAll().orderBy('id').execute(),
    pairs: await db.selectFrom('comp_pairs').selectAll().orderBy('uid_low').execute(),
    checkins: await db.selectFrom('comp_checkins').selectAll().orderBy('stage_id').orderBy('team_id').execute(),
    matches: await db.selectFrom('comp_matches').selectAll().orderBy('id').execute(),
    history: await db.selectFrom('comp_history').selectAll().orderBy('id').execute(),
  };
}

// The seeded tournaments: SAC 2025 with the spec's dates, finished, with a champion when eligible roles exist (and
// empty when none do), and in sim mode an open one whose dates a later start does not move.
describe('tournament seed on an empty site (no 2v2 history)', () => {
  let t: TestApp;
  let startedAt: Date;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { seedContent: true });
    startedAt = t.clock.now();
  });
  afterAll(() => t.close());

  it('seeds SAC 2025 with the spec dates on UTC+8, its texts in four languages, and no team', async () => {
    const { t: sac, stages } = (await loadTournament(t.store.db, SAC_2025, t.clock.now()))!;
    expect(sac.signup_from.toISOString()).toBe('2025-10-23T16:00:00.000Z');
    expect(sac.signup_to.toISOString()).toBe('2025-10-31T16:00:00.000Z');
    expect(stages.map((s) => [s.id, s.kind, s.starts_at.toISOString(), s.ends_at.toISOString()])).toEqual([
      ['online-1', 'online', '2025-11-04T16:00:00.000Z', '2025-11-08T16:00:00.000Z'],
      ['online-2', 'online', '2025-11-08T16:00:00.000Z', '2025-11-12T16:00:00.000Z'],
      ['knockout', 'knockout', '2025-11-14T16:00:00.000Z', '2025-11-16T16:00:00.000Z'],
      ['final', 'final', '2025-12-27T11:00:00.000Z', '2025-12-27T14:00:00.000Z'],
    ]);
    expect(sac).toMatchObject({ min_score: 8000, pair_limit: 2, checkin_minutes: 60, visible: true });
    for (const lang of LANGUAGES) {
      expect(sac.titles[lang]).toMatch(/SAC 2025/);
      expect(sac.rules[lang]).toMatch(/8000/);
      expect(sac.rules[lang]).toMatch(/60/);
      for (const s of stages) expect(s.names[lang]).toBeTruthy();
      expect(sac.rewards).toHaveLength(4);
      for (const r of sac.rewards) expect([r.place[lang], r.text[lang]].every(Boolean)).toBe(true);
    }
    expect(await t.store.db.selectFrom('comp_teams').select('id').where('tournament_id', '=', SAC_2025).execute()).toEqual([]);
  });

  it('opens sign-up of a second tournament now (sim mode), from 3 days before to 10 days after, rounds after it', async () => {
    const { t: open, stages } = (await loadTournament(t.store.db, SIM_OPEN_ID, startedAt))!;
    expect(registrationState(open, startedAt)).toBe('open');
    expect(+startedAt - +open.signup_from).toBeGreaterThanOrEqual(3 * DAY);
    expect(+startedAt - +open.signup_from).toBeLessThan(4 * DAY);
    expect(+open.signup_to - +startedAt).toBeGreaterThanOrEqual(10 * DAY);
    expect(+open.signup_to - +startedAt).toBeLessThan(11 * DAY);
    expect(stages.map((s) => s.kind)).toEqual(['online', 'online', 'knockout', 'final']);
    for (const s of stages) expect(+s.starts_at - 60 * 60_000).toBeGreaterThanOrEqual(+open.signup_to);
    // The page's current tournament is the open one; SAC 2025 is in the list, finished.
    const page = await mallCaller(t, null)<TournamentData>('GET', API.compTournament);
    expect(page.data.tournament).toMatchObject({ id: SIM_OPEN_ID, registration: 'open' });
    expect(page.data.tournaments.find((x) => x.id === SAC_2025)).toMatchObject({ registration: 'ended', finished: true });
  });

  it('seeds again without changing anything, days later too', async () => {
    const before = await snapshot(t);
    await seedCompetition(t.store.db, t.clock, { sim: true });
    t.clock.advance(20 * DAY);
    await seedCompetition(t.store.db, t.clock, { sim: true });
    expect(await snapshot(t)).toEqual(before);
  });

  it('seeds no open tournament outside sim mode', async () => {
    const other = await makeTestApp('pglite');
    try {
      await seedCompetition(other.store.db, other.clock, { sim: false });
      expect((await other.store.db.selectFrom('comp_tournaments').select('id').execute()).map((r) => r.id)).toEqual([SAC_2025]);
    } finally {
      await other.close();
    }
  });
});

describe('SAC 2025 seeded from eligible roles', () => {
  let t: TestApp;
  const regions = { 'CN-N': 9, 'CN-E': 4, NA: 6 } as const;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    for (const [region, n] of Object.entries(regions)) {
      const players = await compPlayers(t, n, { region, edition: region === 'NA' ? 'global' : 'cn', best: 8000 });
      for (const [i, p] of players.entries()) await setBest2v2(t.store.db, p.uid, 8000 + 37 * i);
    }
    // Not eligible: below 8000, or a region the game could not tell.
    const [low] = await compPlayers(t, 1, { region: 'CN-S', best: 7999 });
    const [lost] = await compPlayers(t, 1, { region: '', best: 9000 });
    void low;
    void lost;
    await seedCompetition(t.store.db, t.clock, { sim: true });
  });
  afterAll(() => t.close());

  it('pairs roles of one region two by two into full teams, with history, pairs and codes', async () => {
    const db = t.store.db;
    const teams = await db.selectFrom('comp_teams').selectAll().where('tournament_id', '=', SAC_2025).execute();
    // 9 → 4 teams, 4 → 2, 6 → 3: nine teams, every one full, domestic or not by edition.
    expect(teams).toHaveLength(9);
    expect(teams.every((x) => x.state === 'full' && x.members === 2)).toBe(true);
    expect(teams.filter((x) => x.region === 'NA').every((x) => !x.domestic && x.contact_kind === 'discord')).toBe(true);
    expect(teams.filter((x) => x.region !== 'NA').every((x) => x.domestic && x.contact_kind === 'qq')).toBe(true);
    expect(new Set(teams.map((x) => x.name.toLowerCase())).size).toBe(9);
    const members = await db.selectFrom('comp_members').selectAll().where('tournament_id', '=', SAC_2025).execute();
    expect(members).toHaveLength(18);
    expect((await db.selectFrom('comp_pairs').selectAll().where('tournament_id', '=', SAC_2025).execute()).every((p) => p.times === 1)).toBe(true);
    for (const team of teams) {
      const lines = await db.selectFrom('comp_history').select(['action', 'at', 'note']).where('team_id', '=', team.id).orderBy('id').execute();
      expect(lines.slice(0, 2).map((l) => l.action)).toEqual(['created', 'joined']);
      expect(lines.every((l, i) => i === 0 || +l.at >= +lines[i - 1]!.at)).toBe(true);
      expect(+lines[1]!.at).toBeLessThan(Date.parse('2025-10-31T16:00:00Z'));
      expect(+lines[0]!.at).toBeGreaterThanOrEqual(Date.parse('2025-10-23T16:00:00Z'));
      const checkins = await db.selectFrom('comp_checkins').select(['stage_id', 'at']).where('team_id', '=', team.id).execute();
      expect(lines.filter((l) => l.action === 'checkedIn').map((l) => l.note).sort()).toEqual(checkins.map((c) => c.stage_id).sort());
      for (const c of checkins) {
        const stage = SAC_2025_STAGES.find((s) => s.id === c.stage_id)!;
        expect(+c.at).toBeGreaterThanOrEqual(+stage.startsAt - 60 * 60_000);
        expect(+c.at).toBeLessThan(+stage.startsAt);
      }
    }
  });

  it('reads back finished: every match decided, the knockout from the online winners, the final with a champion', async () => {
    const page = await mallCaller(t, null)<TournamentData>('GET', `${API.compTournament}?id=${SAC_2025}`);
    expect(page.code).toBe(0);
    expect(page.data.tournament).toMatchObject({ id: SAC_2025, registration: 'ended', finished: true, teamCount: 9 });
    const champion = page.data.tournament!.champion!;
    expect(champion.members).toHaveLength(2);
    const matches = await t.store.db.selectFrom('comp_matches').selectAll().where('tournament_id', '=', SAC_2025).execute();
    expect(matches.every((m) => m.state !== 'scheduled' && (m.state === 'walkover' || m.winner !== null))).toBe(true);
    expect(matches.filter((m) => m.state === 'done').every((m) => m.score_a !== m.score_b && m.winner === (m.score_a! > m.score_b! ? m.team_a : m.team_b))).toBe(true);
    const stageWinners = (stage: string) => {
      const own = matches.filter((m) => m.stage_id === stage);
      const last = Math.max(...own.map((m) => m.round));
      return own.filter((m) => m.round === last).map((m) => m.winner);
    };
    const online = new Set([...stageWinners('online-1'), ...stageWinners('online-2')]);
    const knockoutTeams = matches.filter((m) => m.stage_id === 'knockout' && m.round === 1).flatMap((m) => [m.team_a, m.team_b]).filter(Boolean);
    expect(knockoutTeams.every((id) => online.has(id))).toBe(true);
    const final = matches.filter((m) => m.stage_id === 'final');
    expect(final).toHaveLength(1);
    expect(new Set([final[0]!.team_a, final[0]!.team_b])).toEqual(new Set(stageWinners('knockout')));
    expect(final[0]!.winner).toBe(champion.id);
    expect(Math.max(final[0]!.score_a!, final[0]!.score_b!)).toBe(3);
    const bracket = await mallCaller(t, null)<Bracket>('GET', `${API.compBracket}?tournamentId=${SAC_2025}`);
    expect(bracket.data.stages.map((s) => s.stage.id)).toEqual(['online-1', 'online-2', 'knockout', 'final']);
  });
});
