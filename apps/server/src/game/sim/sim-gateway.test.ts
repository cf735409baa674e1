import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_CODES } from '@mecha/shared/editions';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { MIN_2V2_SCORE } from '@mecha/shared/competition/rules';
import { loginWithCode, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { SimGameGateway } from './sim-gateway.ts';
import { HistoryCollector } from '../../modules/record/history-loader.ts';

describe('the demo roles of the simulated world', () => {
  let t: TestApp;
  let sim: SimGameGateway;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    sim = new SimGameGateway(t.store.db, t.clock);
  });
  afterAll(() => t.close());

  it('fills up by level while there is no history', async () => {
    await sim.ensureWorld(300, false);
    const { list } = await sim.sampleRoles(6);
    expect(list).toHaveLength(6);
  });

  // The login page's demo hint offers these UIDs: the first one must show a full record, not an empty page.
  it('offers roles that played both modes through the whole previous season and the current one, busiest this season first', { timeout: 120_000 }, async () => {
    await sim.ensureWorld(300, new HistoryCollector(t.store.db));
    const { list } = await sim.sampleRoles(6);
    expect(list).toHaveLength(6);
    const current = seasonCodeAt(Math.floor(t.clock.now().getTime() / 1000));
    const lastGames: number[] = [];
    const currentGames: number[] = [];
    for (const role of list) {
      const ladders = await t.store.db.selectFrom('ladders').selectAll().where('uid', '=', role.uid).where('season', 'in', [current - 1, current]).execute();
      const of = (season: number, mode: string) => ladders.find((l) => l.season === season && l.mode === mode)?.games ?? 0;
      for (const season of [current - 1, current]) for (const mode of ['T1', 'T2']) expect(of(season, mode)).toBeGreaterThanOrEqual(3);
      lastGames.push(of(current - 1, 'T1') + of(current - 1, 'T2'));
      currentGames.push(of(current, 'T1') + of(current, 'T2'));
    }
    for (const games of lastGames) expect(games).toBeGreaterThanOrEqual(60);
    // Ordered by this season: last season's busiest may have quit since (the first demo UID once had 7 games).
    expect([...currentGames].sort((a, b) => b - a)).toEqual(currentGames);
    const stored = await t.store.db.selectFrom('match_players').select((eb) => eb.fn.countAll<string>().as('n')).where('uid', '=', list[0]!.uid).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBeGreaterThanOrEqual(60);
  });

  // The journeys that bind a plain role take it here: two of them must never get one role, whatever runs first.
  it('hands each spare role out once (the same again under one key), never a bound, demo, suspended or 8000+ role', { timeout: 60_000 }, async () => {
    const demo = new Set((await sim.sampleRoles(12)).list.map((r) => r.uid));
    // The edition with the most spare roles in this small world (a throwaway gateway counts them).
    const counts = await Promise.all(EDITION_CODES.map(async (e) => ({ e, n: (await new SimGameGateway(t.store.db, t.clock).spareRoles(e, 50)).length })));
    const edition = counts.sort((a, b) => b.n - a.n)[0]!.e;
    expect(counts[0]!.n).toBeGreaterThanOrEqual(9);
    const first = await sim.spareRoles(edition, 2);
    expect(first).toHaveLength(2);
    // A bound role is someone's: it is never spare, handed out before or not.
    const probe = await sim.spareRoles(edition, 1);
    await loginWithCode(t.app, probe[0]!.uid);
    const fresh = new SimGameGateway(t.store.db, t.clock);
    expect((await fresh.spareRoles(edition, 50)).map((r) => r.uid)).not.toContain(probe[0]!.uid);

    const keyed = await sim.spareRoles(edition, 2, 'mall-account');
    expect(await sim.spareRoles(edition, 2, 'mall-account')).toEqual(keyed);
    const later = await sim.spareRoles(edition, 3);
    const all = [...first, ...probe, ...keyed, ...later].map((r) => r.uid);
    expect(new Set(all).size).toBe(all.length);
    const best = await t.store.db.selectFrom('ladders').select((eb) => eb.fn.max('max_score').as('best')).where('mode', '=', 'T2').where('uid', 'in', all).executeTakeFirstOrThrow();
    expect(Number(best.best)).toBeLessThan(MIN_2V2_SCORE);
    for (const uid of all) {
      expect(demo.has(uid)).toBe(false);
      expect(uid.endsWith('077')).toBe(false);
    }
  });
});
