import { sql, type Kysely } from 'kysely';

// Battle records: matches as the game reported them, each player's scored line, and the per-season ladders
// with their derived read models (daily score, per-character stats, score histogram for percentiles).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('matches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('T1', 'T2')`))
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_s', 'integer', (c) => c.notNull())
    .addColumn('bans', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('match_players')
    .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz', (c) => c.notNull())
    .addColumn('side', 'smallint', (c) => c.notNull())
    .addColumn('won', 'boolean', (c) => c.notNull())
    .addColumn('premade', 'boolean', (c) => c.notNull())
    .addColumn('other_premade', 'boolean', (c) => c.notNull())
    .addColumn('character', 'text', (c) => c.notNull())
    .addColumn('mvp', 'boolean', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('damage', 'integer', (c) => c.notNull())
    .addColumn('kills', 'integer', (c) => c.notNull())
    .addColumn('deaths', 'integer', (c) => c.notNull())
    .addColumn('stats', 'jsonb', (c) => c.notNull())
    .addColumn('score_before', 'integer', (c) => c.notNull())
    .addColumn('base', 'integer', (c) => c.notNull())
    .addColumn('mvp_bonus', 'integer', (c) => c.notNull())
    .addColumn('streak_bonus', 'integer', (c) => c.notNull())
    .addColumn('solo_team', 'integer', (c) => c.notNull())
    .addColumn('score_after', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_players_pk', ['match_id', 'uid'])
    .execute();
  await db.schema.createIndex('match_players_by_role').on('match_players').columns(['uid', 'mode', 'season', 'ended_at', 'match_id']).execute();

  await db.schema
    .createTable('ladders')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('start_score', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('max_score', 'integer', (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull())
    .addColumn('wins', 'integer', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('best_streak', 'integer', (c) => c.notNull())
    .addColumn('last_match_at', 'timestamptz')
    .addColumn('last_match_id', 'text')
    .addColumn('decay_steps', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ladders_pk', ['uid', 'mode', 'season'])
    .execute();
  await db.schema.createIndex('ladders_board').on('ladders').columns(['season', 'mode', 'region', 'score desc']).execute();
  await sql`create index ladders_decay on ladders (season, mode) where score >= 8000`.execute(db);

  await db.schema
    .createTable('ladder_days')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ladder_days_pk', ['uid', 'mode', 'season', 'day'])
    .execute();

  await db.schema
    .createTable('character_stats')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('character', 'text', (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull())
    .addColumn('wins', 'integer', (c) => c.notNull())
    .addColumn('mvps', 'integer', (c) => c.notNull())
    .addColumn('kills', 'integer', (c) => c.notNull())
    .addColumn('deaths', 'integer', (c) => c.notNull())
    .addColumn('damage', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('character_stats_pk', ['uid', 'mode', 'season', 'character'])
    .execute();

  // Placed ladders per score (`bucket` = the score): a role's rank and percentile come from this small table's
  // prefix sums, never from a COUNT(*) over the ladder.
  await db.schema
    .createTable('ladder_histogram')
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ladder_histogram_pk', ['season', 'mode', 'region', 'bucket'])
    .execute();

  await db.schema
    .createTable('ingest_signatures')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['ingest_signatures', 'ladder_histogram', 'character_stats', 'ladder_days', 'ladders', 'match_players', 'matches']) {
    await db.schema.dropTable(t).execute();
  }
}
