import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import type { Db } from '../../db/client.ts';
import { MIGRATIONS } from '../../db/migrate.ts';
import { ManualClock } from '../../platform/clock.ts';
import { DB_KINDS, emptyDb } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches } from '../../../test/matches.ts';
import { ensureSeasonPartitions, SEASONS_AHEAD } from './season-partitions.ts';

// Matches partitioned by season (migration 0019, decision 0197).
const at = new Date('2025-05-01T00:00:00Z');

async function partsOf(db: Db, table: 'matches' | 'match_players') {
  const rows = await sql<{ part: string; n: number }>`select tableoid::regclass::text as part, count(*)::int as n from ${sql.table(table)} group by 1 order by 1`.execute(db);
  return Object.fromEntries(rows.rows.map((r) => [r.part, r.n]));
}

/** A match as an older schema stored it (no partner column): 1v1 with one uid a side, 2v2 with two. */
async function addMatch(db: Db, id: string, season: number, uids: string[], mode: 'T1' | 'T2' = 'T1') {
  await sql`insert into matches (id, mode, season, ended_at, duration_s, bans, received_at) values (${id}, ${mode}, ${season}, ${at}, 300, '[]', ${at})`.execute(db);
  for (const [i, uid] of uids.entries()) {
    const side = mode === 'T1' ? i : Math.floor(i / 2);
    await sql`insert into match_players (match_id, uid, mode, season, ended_at, side, won, premade, other_premade, character, mvp, nickname,
      damage, kills, deaths, stats, score_before, base, mvp_bonus, streak_bonus, solo_team, score_after)
      values (${id}, ${uid}, ${mode}, ${season}, ${at}, ${side}, ${side === 0}, false, false, 'c01', false, ${uid}, 1000, 3, 2, '{}', 0, 20, 0, 0, 0, 20)`.execute(db);
  }
}

describe.each(DB_KINDS)('season partitions of matches (%s)', (kind) => {
  let store: Awaited<ReturnType<typeof emptyDb>>;
  let migrator: Migrator;
  beforeAll(async () => {
    store = await emptyDb(kind);
    migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => MIGRATIONS } });
  });
  afterAll(() => store.drop());

  it("moves an upgraded site's matches and lines into their seasons' partitions", async () => {
    expect((await migrator.migrateTo('0018-operations')).error).toBeUndefined();
    await addMatch(store.db, 'm-3a', 3, ['u1', 'u2']);
    await addMatch(store.db, 'm-4a', 4, ['u1', 'u3']);
    await addMatch(store.db, 'm-4b', 4, ['u2', 'u3']);
    await addMatch(store.db, 'm-4c', 4, ['u1', 'u2', 'u3', 'u4'], 'T2');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await partsOf(store.db, 'matches')).toEqual({ matches_s3: 1, matches_s4: 3 });
    expect(await partsOf(store.db, 'match_players')).toEqual({ match_players_s3: 2, match_players_s4: 8 });
    // Migration 0021: stored 2v2 lines name their teammate; 1v1 lines name none (decision 0204).
    const mates = await sql<{ match_id: string; uid: string; partner_uid: string | null }>`
      select match_id, uid, partner_uid from match_players where match_id in ('m-4a', 'm-4c') order by match_id, uid`.execute(store.db);
    expect(mates.rows.map((r) => `${r.match_id} ${r.uid}>${r.partner_uid ?? '-'}`)).toEqual(['m-4a u1>-', 'm-4a u3>-', 'm-4c u1>u2', 'm-4c u2>u1', 'm-4c u3>u4', 'm-4c u4>u3']);
    // Migration 0020: the character rankings' first run folds every hour of an upgraded site (decision 0199).
    expect(await store.db.selectFrom('character_rate_dirty').select('hour').execute()).toEqual([{ hour: null }]);
    // The keys still hold: a match once per season, a line once per match. The lines name their match without a
    // foreign key since migration 0022 (decision 0214).
    await expect(addMatch(store.db, 'm-4a', 4, [])).rejects.toThrow(/matches_pkey|duplicate/);
    await expect(sql`insert into match_players select * from match_players where match_id = 'm-4a' limit 1`.execute(store.db)).rejects.toThrow(/match_players_pk|duplicate/);
    const fks = await sql<{ n: number }>`select count(*)::int as n from pg_constraint where conrelid = 'match_players'::regclass and contype = 'f'`.execute(store.db);
    expect(fks.rows[0]!.n).toBe(0);
  });

  it('makes every season up to two ahead once, and leaves a season whose rows sit in the default partition alone', async () => {
    const clock = new ManualClock(at);
    const current = seasonCodeAt(at.getTime() / 1000);
    // A match of a season not made yet lands in the default partition (a clock far ahead, say).
    await addMatch(store.db, 'm-far', current + SEASONS_AHEAD + 3, ['u1', 'u2']);
    const made = await ensureSeasonPartitions(store.db, clock);
    expect(made).toContain(`matches_s${current + SEASONS_AHEAD}`);
    expect(made).toContain(`match_players_s${current + SEASONS_AHEAD}`);
    expect(made).not.toContain(`matches_s${current + SEASONS_AHEAD + 1}`);
    expect(made).not.toContain('matches_s4');
    // Twice at once (two processes starting): each partition is made once, without an error.
    expect(await Promise.all([ensureSeasonPartitions(store.db, clock), ensureSeasonPartitions(store.db, clock)])).toEqual([[], []]);
    clock.advance(5 * 62 * 86_400_000);
    const later = await ensureSeasonPartitions(store.db, clock);
    expect(later).toContain(`matches_s${current + SEASONS_AHEAD + 1}`);
    expect(later).not.toContain(`matches_s${current + SEASONS_AHEAD + 3}`);
    expect((await partsOf(store.db, 'matches'))['matches_default']).toBe(1);
  });

  it('goes back to one table per kind with every row (down)', async () => {
    // Down to before 0019 (0022 puts the lines' foreign key back; 0021's column and index and 0020's hour tables go).
    expect((await migrator.migrateTo('0018-operations')).error).toBeUndefined();
    const kinds = await sql<{ relname: string; relkind: string }>`select relname, relkind from pg_class where relname in ('matches', 'match_players') order by 1`.execute(store.db);
    expect(kinds.rows).toEqual([{ relname: 'match_players', relkind: 'r' }, { relname: 'matches', relkind: 'r' }]);
    expect(await partsOf(store.db, 'matches')).toEqual({ matches: 5 });
    expect(await partsOf(store.db, 'match_players')).toEqual({ match_players: 12 });
    const fks = await sql<{ n: number }>`select count(*)::int as n from pg_constraint where conrelid = 'match_players'::regclass and contype = 'f'`.execute(store.db);
    expect(fks.rows[0]!.n).toBe(1);
    const columns = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns where table_name = 'match_players' and column_name = 'partner_uid'`.execute(store.db);
    expect(columns.rows[0]!.n).toBe(0);
  });
});

describe.each(DB_KINDS)('ingest into season partitions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());

  it("stores a match and its lines in the current season's partitions, and still knows a resent match", async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const season = seasonCodeAt(now);
    const match = duel('p-1', now - 60, '80000021', '80000022');
    expect(body(await postMatches(t.app, [match], { nowS: now })).data).toMatchObject({ accepted: 1 });
    expect(await partsOf(t.store.db, 'matches')).toEqual({ [`matches_s${season}`]: 1 });
    expect(await partsOf(t.store.db, 'match_players')).toEqual({ [`match_players_s${season}`]: 2 });
    expect(body(await postMatches(t.app, [match], { nowS: now + 1 })).data).toMatchObject({ accepted: 0 });
    expect(await partsOf(t.store.db, 'matches')).toEqual({ [`matches_s${season}`]: 1 });
  });
});
