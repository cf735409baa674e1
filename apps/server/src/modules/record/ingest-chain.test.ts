import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb, type TestDb } from '../../../test/test-db.ts';
import { duel } from '../../../test/matches.ts';
import { ManualClock } from '../../platform/clock.ts';
import { IngestService } from './ingest.service.ts';
import { sameLadders } from './ingest-chain.ts';

// A batch scored from the plan of the one in flight before it (decision 0214) must come out as if the two had come
// one after the other, and as if the first had never come when it fails.
describe.each(DB_KINDS)('chained ingest transactions (%s)', (kind) => {
  let t: TestDb;
  const clock = new ManualClock();
  const now = Math.floor(clock.now().getTime() / 1000);
  beforeAll(async () => {
    t = await freshDb(kind);
  });
  afterAll(() => t.drop());

  const ladder = (uid: string) =>
    t.db.selectFrom('ladders').select(['score', 'games', 'wins', 'streak', 'last_match_id']).where('uid', '=', uid).executeTakeFirstOrThrow();

  it('scores a batch posted while another is in flight from that one’s result', async () => {
    const alone = new IngestService(t.db, clock);
    await alone.ingest([duel('s-1', now - 300, '50001', '50002')]);
    await alone.ingest([duel('s-2', now - 200, '50001', '50003')]);

    const ingest = new IngestService(t.db, clock);
    const [first, second] = await Promise.all([ingest.ingest([duel('c-1', now - 300, '60001', '60002')]), ingest.ingest([duel('c-2', now - 200, '60001', '60003')])]);
    expect([first.accepted, second.accepted]).toEqual([1, 1]);
    const { last_match_id: _s, ...serial } = await ladder('50001');
    const { last_match_id: chained, ...rest } = await ladder('60001');
    expect(rest).toEqual(serial);
    expect(chained).toBe('c-2');
    expect(rest.games).toBe(2);
  });

  it('scores the second again from the stored ladders when the first fails after it planned', async () => {
    const ingest = new IngestService(t.db, clock);
    // A stray line with the first match's key makes the first batch fail at its lines, after it has scored them.
    await sql`insert into match_players (match_id, uid, mode, season, ended_at, side, won, premade, other_premade, character, mvp, nickname,
      damage, kills, deaths, stats, score_before, base, mvp_bonus, streak_bonus, solo_team, score_after)
      select 'f-1', '70001', mode, season, ended_at, side, won, premade, other_premade, character, mvp, nickname,
      damage, kills, deaths, stats, score_before, base, mvp_bonus, streak_bonus, solo_team, score_after from match_players limit 1`.execute(t.db);
    const [first, second] = await Promise.allSettled([ingest.ingest([duel('f-1', now - 300, '70001', '70002')]), ingest.ingest([duel('f-2', now - 200, '70001', '70003')])]);
    expect(first.status).toBe('rejected');
    // The lines' own failure is reported, not the "transaction is aborted" of the statements sent after them.
    expect((first as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect(second).toMatchObject({ status: 'fulfilled', value: { accepted: 1 } });
    const alone = new IngestService(t.db, clock);
    await alone.ingest([duel('g-2', now - 200, '80001', '80003')]);
    const { last_match_id: _g, ...expected } = await ladder('80001');
    const { last_match_id: id, ...got } = await ladder('70001');
    expect(got).toEqual(expected);
    expect(id).toBe('f-2');
    expect(await t.db.selectFrom('matches').select('id').where('id', '=', 'f-1').execute()).toEqual([]);
  });
});

describe('sameLadders', () => {
  const state = { uid: '1', mode: 'T1', season: 7, region: 'EU', startScore: 1000, score: 1020, maxScore: 1020, games: 1, wins: 1, streak: 1, bestStreak: 1, lastMatchAt: new Date(5000), lastMatchId: 'm' };
  const plan = new Map([['1|T1|7', state]]);
  it('holds a ladder to every field scoring reads, and a ladder not planned to nothing', () => {
    expect(sameLadders([{ ...state, lastMatchAt: new Date(5000) }], plan)).toBe(true);
    expect(sameLadders([{ ...state, score: 1019 }], plan)).toBe(false);
    expect(sameLadders([{ ...state, lastMatchAt: new Date(5001) }], plan)).toBe(false);
    expect(sameLadders([{ ...state, season: 8 }], plan)).toBe(false);
  });
});
