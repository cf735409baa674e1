import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { runDecay } from './decay.job.ts';

const DAY = 86_400_000;

describe.each(DB_KINDS)('inactivity decay job (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());

  it('takes 25 for each full 14 idle days at 8000+, once per step, however often it runs', async () => {
    // Three weeks into a season (2026-10-09 … 12-09): the 14 days the test moves on stay in it, whatever today is.
    t.clock.set('2026-10-30T04:00:00Z');
    const now = t.clock.now();
    const season = seasonCodeAt(Math.floor(now.getTime() / 1000));
    const row = (uid: string, score: number, idleDays: number) => ({
      uid, mode: 'T2', season, region: 'JP', start_score: 5000, score, max_score: score, games: 40, wins: 30, streak: 0, best_streak: 5,
      last_match_at: new Date(now.getTime() - idleDays * DAY), last_match_id: 'x',
    });
    await t.store.db.insertInto('ladders').values([row('60000001', 8100, 29), row('60000002', 8010, 43), row('60000003', 9000, 13), row('60000004', 7990, 60)]).execute();
    await t.store.db.insertInto('ladder_histogram').values([8100, 8010, 9000, 7990].map((bucket) => ({ season, mode: 'T2', region: 'JP', bucket, players: 1 }))).execute();
    const scores = async () => Object.fromEntries((await t.store.db.selectFrom('ladders').select(['uid', 'score']).where('uid', 'like', '6000000%').execute()).map((r) => [r.uid, r.score]));

    expect(await runDecay(t.store.db, t.clock)).toBe(2);
    expect(await scores()).toEqual({ '60000001': 8050, '60000002': 7985, '60000003': 9000, '60000004': 7990 });
    expect(await runDecay(t.store.db, t.clock)).toBe(0);
    t.clock.advance(14 * DAY);
    await runDecay(t.store.db, t.clock);
    expect(await scores()).toMatchObject({ '60000001': 8025, '60000002': 7985, '60000003': 8975 });
    const hist = await t.store.db.selectFrom('ladder_histogram').select(['bucket', 'players']).where('region', '=', 'JP').where('players', '>', 0).orderBy('bucket').execute();
    expect(hist).toEqual([7985, 7990, 8025, 8975].map((bucket) => ({ bucket, players: 1 })));
  });
});
