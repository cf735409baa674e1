import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { currentSeason, startedSeasons } from '@mecha/shared/ladder/seasons';
import { ManualClock } from '../../platform/clock.ts';
import { READ_PRIMARY_AFTER_CHANGE_MS, ReadDb } from '../../platform/read-db.ts';
import { DB_KINDS, freshDb, type TestDb } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches } from '../../../test/matches.ts';

// DATABASE_READ_URL (decision 0196): the record pages read the replica, except a role's own record right after its
// matches changed, and a match the replica does not have yet. The "replica" here is a second database that
// replicates nothing, so every answer shows which database it came from.
describe.each(DB_KINDS)('record reads on a read replica (%s)', (kind) => {
  let replica: TestDb;
  let t: TestApp;
  let app: FastifyInstance;
  let me: string;
  let other: string;
  let season: number;
  const rivals = ['80000011', '80000012', '80000013', '80000014', '80000015'];

  beforeAll(async () => {
    replica = await freshDb(kind);
    t = await makeTestApp(kind, {}, { readDb: replica.db });
    app = t.app;
    [me, other] = (await sampleUids(app, 2)) as [string, string];
    const now = Math.floor(t.clock.now().getTime() / 1000);
    season = currentSeason(startedSeasons(now), now)!.Code;
    // Six wins: `me` is placed on the primary, in region CN-E.
    const matches = rivals.concat('80000016').map((rival, i) => duel(`rr-${i}`, now - 600 + i * 60, me, rival));
    expect(body(await postMatches(app, matches, { nowS: now })).data).toMatchObject({ accepted: 6 });
    // Only the replica knows this ladder of `other` (high enough for the leaderboard).
    await replica.db
      .insertInto('ladders')
      .values({ uid: other, mode: 'T1', season, region: 'CN-E', start_score: 0, score: 4321, max_score: 4400, games: 30, wins: 20, streak: 0, best_streak: 4, last_match_at: new Date(), last_match_id: null })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await replica?.drop();
  });

  const summaryOf = async (uid: string) => {
    const token = await loginWithCode(app, uid);
    return body<{ T1: { ArenaScore: number; TotalCnt: number } }>(await app.inject({ url: API.battleSummary, headers: auth(token) })).data.T1;
  };

  it("reads a role's record from the replica", async () => {
    expect(await summaryOf(other)).toMatchObject({ ArenaScore: 4321, TotalCnt: 30 });
  });

  it('reads a role whose matches just arrived from the primary, so the player sees them at once', async () => {
    expect(await summaryOf(me)).toMatchObject({ TotalCnt: 6 });
  });

  it('reads leaderboards from the replica', async () => {
    const board = body<{ list: { Uid: string; Score: number }[] }>(await app.inject({ url: `${API.rankingList}?mode=T1&region=CN-E` })).data.list;
    expect(board.map((r) => r.Uid)).toEqual([other]);
  });

  it('opens a match the replica does not have yet from the primary', async () => {
    const detail = body<{ Id: string; Sides: unknown[] }>(await app.inject({ url: `${API.detail1v1}?id=rr-0` }));
    expect(detail.data).toMatchObject({ Id: 'rr-0' });
    expect(detail.data.Sides).toHaveLength(2);
    expect(body(await app.inject({ url: `${API.detail1v1}?id=nowhere` })).code).toBe(1019);
  });

  it('reports the replica in readiness', async () => {
    expect(body(await app.inject({ url: API.healthReady })).data).toMatchObject({ database: true, readReplica: true });
  });
});

describe('ReadDb', () => {
  it("keeps a changed role's reads on the primary for a while, then returns them to the replica", () => {
    const clock = new ManualClock();
    const [primary, replica] = [{ name: 'primary' }, { name: 'replica' }] as unknown as [ConstructorParameters<typeof ReadDb>[0], ConstructorParameters<typeof ReadDb>[1]];
    const reads = new ReadDb(primary, replica, clock);
    expect(reads.of('r1')).toBe(replica);
    reads.changed('r1');
    expect(reads.of('r1')).toBe(primary);
    expect(reads.of('r2')).toBe(replica);
    clock.advance(READ_PRIMARY_AFTER_CHANGE_MS - 1);
    expect(reads.of('r1')).toBe(primary);
    clock.advance(1);
    expect(reads.of('r1')).toBe(replica);
  });

  it('is the primary throughout without a replica', () => {
    const db = {} as ConstructorParameters<typeof ReadDb>[0];
    const reads = new ReadDb(db, db, new ManualClock());
    reads.changed('r1');
    expect(reads.separate).toBe(false);
    expect(reads.of('r1')).toBe(db);
  });
});
