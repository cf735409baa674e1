import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { SimTop2v2 } from '@mecha/shared/dev/sim';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { compPlayers, setBest2v2 } from '../../modules/competition/competition-test-kit.ts';

// The dev-only list the tournament journeys pick their entrants from: sim roles at 8000+ in 2v2 in some season,
// never one an account has bound.
describe.each(DB_KINDS)('dev list of the 8000+ 2v2 roles (%s)', (kind) => {
  let t: TestApp;
  const top = async (query = '') => {
    const res = await t.app.inject({ url: `${API.simTop2v2}${query}` });
    return { status: res.statusCode, ...body<SimTop2v2>(res) };
  };
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists unbound roles whose best 2v2 max in any season is 8000+, by uid, filtered by edition and region', async () => {
    const roles = await t.store.db.selectFrom('sim_roles').select(['uid', 'edition', 'region']).orderBy('uid').execute();
    const cn = roles.filter((r) => r.edition === 'cn').slice(0, 4);
    const jp = roles.find((r) => r.edition === 'jp')!;
    await setBest2v2(t.store.db, cn[2]!.uid, 8450);
    await setBest2v2(t.store.db, cn[0]!.uid, 8000);
    await setBest2v2(t.store.db, cn[1]!.uid, 7999);
    await setBest2v2(t.store.db, jp.uid, 9100);
    // A later season below the bar does not hide the best; a 1v1 score at 8000+ does not count.
    await t.store.db.insertInto('ladders').values({ uid: cn[2]!.uid, mode: 'T2', season: 2, region: cn[2]!.region, start_score: 5000, score: 5100, max_score: 5200, games: 10, wins: 6, streak: 0, best_streak: 2, last_match_at: null, last_match_id: null }).execute();
    await t.store.db.insertInto('ladders').values({ uid: cn[3]!.uid, mode: 'T1', season: 1, region: cn[3]!.region, start_score: 0, score: 8800, max_score: 8800, games: 400, wins: 260, streak: 0, best_streak: 9, last_match_at: null, last_match_id: null }).execute();

    const all = await top();
    expect(all.status).toBe(200);
    expect(all.data.list).toEqual([
      { uid: cn[0]!.uid, nickname: expect.any(String), edition: 'cn', region: cn[0]!.region, best: 8000 },
      { uid: cn[2]!.uid, nickname: expect.any(String), edition: 'cn', region: cn[2]!.region, best: 8450 },
      { uid: jp.uid, nickname: expect.any(String), edition: 'jp', region: jp.region, best: 9100 },
    ]);
    expect((await top('?edition=jp')).data.list.map((r) => r.uid)).toEqual([jp.uid]);
    expect((await top(`?region=${cn[2]!.region}&edition=cn`)).data.list.map((r) => r.uid)).toContain(cn[2]!.uid);
    expect((await top('?limit=1')).data.list).toHaveLength(1);
  });

  it('leaves out roles an account has bound', async () => {
    const [bound] = await compPlayers(t, 1, { best: 8800 });
    const list = (await top('?limit=500')).data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((r) => r.uid)).not.toContain(bound!.uid);
  });

  it('refuses a bad query with a clear error', async () => {
    for (const q of ['?edition=mars', '?limit=0', '?limit=501', '?other=1']) expect((await top(q)).status).toBe(400);
  });
});
