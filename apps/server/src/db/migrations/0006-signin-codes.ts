import { sql, type Kysely } from 'kysely';

// The 7-day sign-in (one claim a business day, seven in all, once per account) and redemption codes (single
// shared codes and batch campaigns; use limits counted by conditional updates).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signin_rewards')
    .addColumn('day', 'integer', (c) => c.primaryKey().check(sql`day between 1 and 7`))
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('signin_log')
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('business_day', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull().check(sql`n between 1 and 7`))
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('signin_log_pk', ['yfy_uid', 'business_day'])
    .addUniqueConstraint('signin_log_day_once', ['yfy_uid', 'n'])
    .execute();
  await db.schema
    .createTable('redeem_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('edition', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('redeem_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('batch_id', 'text', (c) => c.notNull().references('redeem_batches.id'))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_uses', 'integer', (c) => c.notNull().check(sql`max_uses > 0`))
    .addCheckConstraint('redeem_codes_within_limit', sql`uses <= max_uses`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['redeem_codes', 'redeem_batches', 'signin_log', 'signin_rewards']) await db.schema.dropTable(t).execute();
}
