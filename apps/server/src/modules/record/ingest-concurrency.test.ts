import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestMatch } from '@mecha/shared/record/ingest';
import { seededRandom } from '../../platform/seeded-random.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches, twos } from '../../../test/matches.ts';

// The same matches, for two disjoint sets of players: one set posted serially in order, the other in shuffled
// batches all at once. Every ladder must end the same.
describe.each(DB_KINDS)('concurrent ingest (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());

  function world(prefix: string, now: number): IngestMatch[] {
    const rand = seededRandom(7);
    const uid = (i: number) => `${prefix}${String(i).padStart(3, '0')}`;
    const out: IngestMatch[] = [];
    for (let i = 0; i < 80; i++) {
      const pool = [0, 1, 2, 3, 4, 5].sort(() => rand() - 0.5);
      const at = now - 4000 + i * 40;
      out.push(
        rand() < 0.5
          ? duel(`${prefix}-m${i}`, at, uid(pool[0]!), uid(pool[1]!), rand() < 0.5 ? 'winner' : 'loser')
          : twos(`${prefix}-m${i}`, at, [uid(pool[0]!), uid(pool[1]!)], [uid(pool[2]!), uid(pool[3]!)], [rand() < 0.5, rand() < 0.5]),
      );
    }
    return out;
  }

  it('gives the same ladders as serial ingest', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const serial = world('71', now);
    for (const m of serial) expect(body(await postMatches(t.app, [m], { nowS: now })).code).toBe(0);

    const racing = world('72', now);
    const shuffled = [...racing].sort((a, b) => (a.id.length * 7 + a.endedAt * 13) % 17 - ((b.id.length * 7 + b.endedAt * 13) % 17));
    const batches = Array.from({ length: 10 }, (_, i) => shuffled.filter((_, j) => j % 10 === i));
    const results = await Promise.all(batches.map((b, i) => postMatches(t.app, b, { nowS: now, ts: now - i })));
    expect(results.map((r) => body<{ accepted: number }>(r).data.accepted).reduce((a, b) => a + b)).toBe(80);

    const ladders = await t.store.db.selectFrom('ladders').select(['uid', 'mode', 'score', 'max_score', 'games', 'wins', 'streak', 'best_streak']).where('uid', 'like', '7%').orderBy('uid').orderBy('mode').execute();
    const of = (p: string) => ladders.filter((l) => l.uid.startsWith(p)).map(({ uid, ...rest }) => ({ player: uid.slice(2), ...rest }));
    expect(of('71').length).toBeGreaterThan(6);
    expect(of('72')).toEqual(of('71'));
    const hist = await t.store.db.selectFrom('ladder_histogram').select((eb) => eb.fn.sum<number>('players').as('n')).executeTakeFirst();
    const placed = await t.store.db.selectFrom('ladders').select((eb) => eb.fn.countAll<number>().as('n')).where('games', '>=', 3).executeTakeFirst();
    expect(Number(hist?.n)).toBe(Number(placed?.n));
  });
});
