import { sql, type Kysely } from 'kysely';

// Operations (issue 16, decision 0191): what the public status page and /metrics read, shared by every server
// process because it lives here and not in a process.
// - status_api_minutes: API answers per minute and latency bucket (each process adds its counts every few
//   seconds), so percentiles over 5 minutes or 24 hours sum the same rows whichever process is asked.
// - ingest_freshness: per edition, when the newest match arrived and when it ended (one upsert per edition per
//   ingest batch, never per match).
// - status_incidents: what operators tell players, in up to four languages.
// - mail_outbox.created_at: the age of the oldest mail waiting.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('status_api_minutes')
    .addColumn('minute', 'timestamptz', (c) => c.notNull())
    .addColumn('bucket', 'smallint', (c) => c.notNull().check(sql`bucket between 0 and 63`))
    .addColumn('requests', 'bigint', (c) => c.notNull().check(sql`requests >= 0`))
    .addColumn('errors', 'bigint', (c) => c.notNull().check(sql`errors >= 0 and errors <= requests`))
    .addPrimaryKeyConstraint('status_api_minutes_pk', ['minute', 'bucket'])
    .execute();
  await db.schema
    .createTable('ingest_freshness')
    .addColumn('edition', 'text', (c) => c.primaryKey())
    .addColumn('last_received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('newest_ended_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('status_incidents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('info', 'minor', 'major')`))
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await sql`create index status_incidents_recent on status_incidents (coalesce(resolved_at, 'infinity'::timestamptz) desc)`.execute(db);
  await sql`alter table mail_outbox add column created_at timestamptz not null default now()`.execute(db);
  // The newest ingest per edition for a database that already holds matches (a site upgraded in place).
  await sql`
    insert into ingest_freshness (edition, last_received_at, newest_ended_at)
    select g.edition, max(m.received_at), max(m.ended_at)
    from matches m join match_players p on p.match_id = m.id join game_roles g on g.uid = p.uid
    where m.ended_at > now() - interval '2 days'
    group by g.edition`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column created_at`.execute(db);
  for (const t of ['status_incidents', 'ingest_freshness', 'status_api_minutes']) await db.schema.dropTable(t).ifExists().execute();
}
