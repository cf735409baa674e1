import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { SimGameGateway } from './sim-gateway.ts';

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
  it('offers roles that played both modes through the whole previous season and the current one, busiest first', async () => {
    await sim.ensureWorld(300, true);
    const { list } = await sim.sampleRoles(6);
    expect(list).toHaveLength(6);
    const current = seasonCodeAt(Math.floor(t.clock.now().getTime() / 1000));
    const lastGames: number[] = [];
    for (const role of list) {
      const ladders = await t.store.db.selectFrom('ladders').selectAll().where('uid', '=', role.uid).where('season', 'in', [current - 1, current]).execute();
      const of = (season: number, mode: string) => ladders.find((l) => l.season === season && l.mode === mode)?.games ?? 0;
      for (const season of [current - 1, current]) for (const mode of ['T1', 'T2']) expect(of(season, mode)).toBeGreaterThanOrEqual(3);
      lastGames.push(of(current - 1, 'T1') + of(current - 1, 'T2'));
    }
    expect(lastGames[0]).toBeGreaterThanOrEqual(60);
    expect([...lastGames].sort((a, b) => b - a)).toEqual(lastGames);
    const stored = await t.store.db.selectFrom('match_players').select((eb) => eb.fn.countAll<string>().as('n')).where('uid', '=', list[0]!.uid).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBeGreaterThanOrEqual(60);
  });
});
