import { sql, type Kysely } from 'kysely';

// Character rankings folded by the hour (decision 0199): the job used to aggregate every stored line of the last
// season each run (239 s at 10M matches, every 10 minutes). Now it recomputes only the hours whose matches changed
// and sums hour rows per period.
// - character_rate_hours / character_rate_hour_matches: per UTC hour, mode and tier (of the match's average score
//   before it), what the periods sum.
// - character_rate_dirty: hours to recompute, appended by ingest (one row per hour per batch, never an update, so
//   concurrent batches share no row); a null hour means "every hour of the window" (an upgrade, a bulk load).
// - matches_ended_at: finds one hour's matches.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('character_rate_hours')
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('character', 'text', (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull())
    .addColumn('wins', 'integer', (c) => c.notNull())
    .addColumn('picks', 'integer', (c) => c.notNull())
    .addColumn('bans', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('character_rate_hours_pk', ['hour', 'mode', 'tier', 'character'])
    .execute();
  await db.schema
    .createTable('character_rate_hour_matches')
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('matches', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('character_rate_hour_matches_pk', ['hour', 'mode', 'tier'])
    .execute();
  await db.schema
    .createTable('character_rate_dirty')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('hour', 'timestamptz')
    .execute();
  await sql`create index matches_ended_at on matches (ended_at)`.execute(db);
  // A site upgrading with matches stored: the first run recomputes the window.
  await sql`insert into character_rate_dirty (hour) values (null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists matches_ended_at`.execute(db);
  for (const t of ['character_rate_dirty', 'character_rate_hour_matches', 'character_rate_hours']) await db.schema.dropTable(t).ifExists().execute();
}
