import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { generateSimRoles } from './roles.ts';
import { HistoryCollector } from '../../modules/record/history-loader.ts';
import { seedHistory } from './seed-history.ts';

describe('the simulated ranked history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
  });
  afterAll(() => t.close());

  it('plays every season since 2024-12-09 and keeps matches for the two searchable ones', async () => {
    const roles = generateSimRoles(150, 77);
    const said: { msg: string; figures: Record<string, number> }[] = [];
    const first = await seedHistory(new HistoryCollector(t.store.db), roles, t.clock, (msg, figures) => said.push({ msg, figures }));
    expect(first.matches).toBeGreaterThan(100);
    const current = seasonCodeAt(Math.floor(t.clock.now().getTime() / 1000));
    // The first start says what it does: the plan, one line per finished season with a growing count, the load.
    expect(said[0]!.figures).toEqual({ seasons: current, roles: 150 });
    const perSeason = said.filter((s) => 'season' in s.figures);
    expect(perSeason.map((s) => s.figures.season)).toEqual(Array.from({ length: current - 1 }, (_, i) => i + 1));
    const counts = perSeason.map((s) => s.figures.matches!);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(said.at(-2)!.figures).toMatchObject({ matches: first.matches, ladders: first.ladders });
    expect(said.at(-1)!.msg).toBe('sim world: ready');
    const seasons = await t.store.db.selectFrom('ladders').select('season').distinct().orderBy('season').execute();
    expect(seasons.map((s) => s.season)).toEqual(Array.from({ length: current }, (_, i) => i + 1));
    const stored = await t.store.db.selectFrom('matches').select('season').distinct().execute();
    expect(stored.map((s) => s.season).sort()).toEqual([current - 1, current]);
    const placed = await t.store.db.selectFrom('ladders').select((eb) => eb.fn.countAll<string>().as('n')).where('games', '>=', 3).executeTakeFirstOrThrow();
    const hist = await t.store.db.selectFrom('ladder_histogram').select((eb) => eb.fn.sum<string>('players').as('n')).executeTakeFirstOrThrow();
    expect(Number(hist.n)).toBe(Number(placed.n));
    // Scores come from the engine: every stored line's parts add up to its change.
    const lines = await t.store.db.selectFrom('match_players').selectAll().limit(500).execute();
    for (const l of lines) expect(l.score_after - l.score_before).toBe(Math.max(-l.score_before, l.base + l.mvp_bonus + l.streak_bonus + l.solo_team) + 0);
    expect(await seedHistory(new HistoryCollector(t.store.db), roles, t.clock)).toEqual({ matches: 0, ladders: 0 });
  });
});
