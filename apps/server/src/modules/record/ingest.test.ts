import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches, twos } from '../../../test/matches.ts';
import { sign } from '../../platform/signed-request.ts';
import { DEV_INGEST_SECRET } from '../../config.ts';
import { seasonCodeAt as seasonNow } from '@mecha/shared/ladder/seasons';

type Result = { accepted: number; duplicates: number; refused: { index: number; id: string | null; reason: string }[] };

describe.each(DB_KINDS)('match ingest (%s)', (kind) => {
  let t: TestApp;
  let now: number;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    now = Math.floor(t.clock.now().getTime() / 1000);
  });
  afterAll(() => t.close());

  const ladder = (uid: string, mode = 'T1') => t.store.db.selectFrom('ladders').selectAll().where('uid', '=', uid).where('mode', '=', mode).executeTakeFirst();
  const post = (matches: unknown[], opts: { ts?: number; secret?: string } = {}) => postMatches(t.app, matches, { nowS: now, ...opts });

  it('scores a signed batch: the worked example gives 190', async () => {
    const a = '90000001';
    const ms = [
      duel('we-1', now - 500, a, '90000002', 'loser'),
      duel('we-2', now - 400, a, '90000003', 'loser'),
      duel('we-3', now - 300, a, '90000004', 'loser'),
      duel('we-4', now - 200, a, '90000005', 'winner'),
      duel('we-5', now - 100, '90000006', a, 'winner'),
    ];
    const res = body<Result>(await post(ms));
    expect(res).toMatchObject({ code: 0, data: { accepted: 5, duplicates: 0, refused: [] } });
    expect(await ladder(a)).toMatchObject({ score: 190, max_score: 215, games: 5, wins: 4, streak: 0, best_streak: 4 });
    const lines = await t.store.db.selectFrom('match_players').select(['match_id', 'base', 'mvp_bonus', 'streak_bonus', 'score_after']).where('uid', '=', a).orderBy('ended_at').execute();
    expect(lines.map((l) => l.score_after)).toEqual([50, 100, 155, 215, 190]);
  });

  it('ignores duplicates and refuses bad matches with their reasons, changing nothing for them', async () => {
    const good = duel('dup-1', now - 50, '90000010', '90000011');
    const bad = [
      { ...duel('bad-1', now - 40, '90000012', '90000013'), mode: 'T2' },
      { ...duel('bad-2', now - 40, '90000012', '90000013'), endedAt: now + 3600 },
      { ...duel('bad-3', now - 40, '90000012', '90000012') },
      { id: 'bad-4' },
      'nonsense',
    ];
    const res = body<Result>(await post([good, good, ...bad]));
    expect(res.data.accepted).toBe(1);
    expect(res.data.duplicates).toBe(1);
    expect(res.data.refused.map((r) => r.index)).toEqual([2, 3, 4, 5, 6]);
    expect(res.data.refused[1]!.reason).toMatch(/future/);
    expect(await ladder('90000012')).toBeUndefined();
    const again = body<Result>(await post([good]));
    expect(again.data).toEqual({ accepted: 0, duplicates: 1, refused: [] });
  });

  it('refuses forged, stale and replayed posts', async () => {
    const m = [duel('sig-1', now - 30, '90000020', '90000021')];
    expect(body(await post(m, { secret: 'not-the-shared-secret' })).code).toBe(5001);
    expect(body(await post(m, { ts: now - 301 })).code).toBe(5002);
    const raw = JSON.stringify({ matches: m });
    const headers = { 'content-type': 'application/json', 'x-game-timestamp': String(now), 'x-game-signature': sign(DEV_INGEST_SECRET, now, raw) };
    expect(body(await t.app.inject({ method: 'POST', url: '/api/game/matches', headers, payload: raw })).code).toBe(0);
    const replay = await t.app.inject({ method: 'POST', url: '/api/game/matches', headers, payload: raw });
    expect(body(replay).code).toBe(5003);
    const tampered = await t.app.inject({ method: 'POST', url: '/api/game/matches', headers: { ...headers, 'x-game-signature': sign(DEV_INGEST_SECRET, now, `${raw} `) }, payload: raw });
    expect(body(tampered).code).toBe(5001);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/game/matches', payload: { matches: m } })).code).toBe(5001);
  });

  it('scores late arrivals as if they had come in order', async () => {
    const [p, q] = ['90000030', '90000031'];
    const ms = [duel('ord-1', now - 900, p, q), duel('ord-2', now - 800, p, q), duel('ord-3', now - 700, q, p), duel('ord-4', now - 600, p, q)];
    await post([ms[0], ms[3]]);
    await post([ms[2]]);
    await post([ms[1]]);
    const [r, o] = ['90000032', '90000033'];
    const inOrder = ms.map((m, i) => duel(`ord-b-${i}`, m.endedAt, m.sides[0]!.players[0]!.uid === p ? r : o, m.sides[0]!.players[0]!.uid === p ? o : r));
    await post(inOrder);
    const [lp, lr] = [await ladder(p), await ladder(r)];
    expect(lp).toMatchObject({ score: lr!.score, max_score: lr!.max_score, games: 4, wins: 3, streak: 1 });
    const days = await t.store.db.selectFrom('ladder_days').select(['score']).where('uid', '=', p).execute();
    expect(days.at(-1)?.score).toBe(lp!.score);
  });

  it('adjusts solo against pre-made 2v2 scores from 3500', async () => {
    await t.store.db.insertInto('ladders').values(['90000040', '90000041', '90000042', '90000043'].map((uid) => ({ uid, mode: 'T2', season: seasonNow(now), region: 'CN-E', start_score: 4000, score: 4000, max_score: 4000, games: 10, wins: 5, streak: 0, best_streak: 1, last_match_at: null, last_match_id: null }))).execute();
    await post([twos('pm-1', now - 10, ['90000040', '90000041'], ['90000042', '90000043'], [false, true])]);
    const lines = await t.store.db.selectFrom('match_players').select(['uid', 'base', 'mvp_bonus', 'solo_team', 'score_after']).where('match_id', '=', 'pm-1').orderBy('uid').execute();
    expect(lines).toEqual([
      { uid: '90000040', base: 35, mvp_bonus: 5, solo_team: 5, score_after: 4045 },
      { uid: '90000041', base: 35, mvp_bonus: 0, solo_team: 5, score_after: 4040 },
      { uid: '90000042', base: -25, mvp_bonus: 0, solo_team: -5, score_after: 3970 },
      { uid: '90000043', base: -25, mvp_bonus: 0, solo_team: -5, score_after: 3970 },
    ]);
  });

  it('takes a batch of 1,000 2v2 matches in one post (4,000 lines: more values than one statement could bind)', async () => {
    const uid = (i: number) => String(91_000_000 + i);
    const ms = Array.from({ length: 1000 }, (_, i) => twos(`big-${i}`, now - 2000 + i, [uid(4 * i), uid(4 * i + 1)], [uid(4 * i + 2), uid(4 * i + 3)]));
    const res = body<Result>(await post(ms));
    expect(res).toMatchObject({ code: 0, data: { accepted: 1000, duplicates: 0, refused: [] } });
    const lines = await t.store.db.selectFrom('match_players').select((eb) => eb.fn.countAll<string>().as('n')).where('match_id', 'like', 'big-%').executeTakeFirstOrThrow();
    expect(Number(lines.n)).toBe(4000);
    expect(await ladder(uid(3999), 'T2')).toMatchObject({ games: 1, wins: 0 });
    expect(body<Result>(await post([...ms, ms[0]])).code).not.toBe(0); // 1,001: over the limit, refused whole
  });
});
