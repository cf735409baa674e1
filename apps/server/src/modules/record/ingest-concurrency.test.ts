import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestMatch } from '@mecha/shared/record/ingest';
import { seededRandom } from '../../platform/seeded-random.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches, twos } from '../../../test/matches.ts';
import { IngestService } from './ingest.service.ts';

// The same matches, for disjoint sets of players: one set posted serially in order, the others in shuffled batches
// all at once, to one process (merged into few transactions, decision 0214) and to two (each its own transactions,
// racing on the ladders' row locks). Every ladder must end the same, and every line beside its match.
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

  /** Ten batches of the matches, out of their order. */
  const shuffledBatches = (matches: IngestMatch[]) => {
    const shuffled = [...matches].sort((a, b) => (a.id.length * 7 + a.endedAt * 13) % 17 - ((b.id.length * 7 + b.endedAt * 13) % 17));
    return Array.from({ length: 10 }, (_, i) => shuffled.filter((_, j) => j % 10 === i));
  };

  it('gives the same ladders as serial ingest', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const serial = world('71', now);
    for (const m of serial) expect(body(await postMatches(t.app, [m], { nowS: now })).code).toBe(0);

    const racing = world('72', now);
    const batches = shuffledBatches(racing);
    const results = await Promise.all(batches.map((b, i) => postMatches(t.app, b, { nowS: now, ts: now - i })));
    expect(results.map((r) => body<{ accepted: number }>(r).data.accepted).reduce((a, b) => a + b)).toBe(80);

    // Two processes' ingest on one database: their transactions race on the same ladders.
    const twoProcesses = world('73', now);
    const [a, b] = [new IngestService(t.store.db, t.clock), new IngestService(t.store.db, t.clock)];
    const both = await Promise.all(shuffledBatches(twoProcesses).flatMap((batch, i) => batch.map((m) => (i % 2 ? a : b).ingest([m]))));
    expect(both.reduce((n, r) => n + r.accepted, 0)).toBe(80);

    const ladders = await t.store.db.selectFrom('ladders').select(['uid', 'mode', 'score', 'max_score', 'games', 'wins', 'streak', 'best_streak']).where('uid', 'like', '7%').orderBy('uid').orderBy('mode').execute();
    const of = (p: string) => ladders.filter((l) => l.uid.startsWith(p)).map(({ uid, ...rest }) => ({ player: uid.slice(2), ...rest }));
    expect(of('71').length).toBeGreaterThan(6);
    expect(of('72')).toEqual(of('71'));
    expect(of('73')).toEqual(of('71'));
    const hist = await t.store.db.selectFrom('ladder_histogram').select((eb) => eb.fn.sum<number>('players').as('n')).executeTakeFirst();
    const placed = await t.store.db.selectFrom('ladders').select((eb) => eb.fn.countAll<number>().as('n')).where('games', '>=', 3).executeTakeFirst();
    expect(Number(hist?.n)).toBe(Number(placed?.n));
    const orphans = await sql<{ n: number }>`select count(*)::int as n from match_players p
      where not exists (select 1 from matches m where m.id = p.match_id and m.season = p.season)`.execute(t.store.db);
    expect(orphans.rows[0]!.n).toBe(0);
  });
});
