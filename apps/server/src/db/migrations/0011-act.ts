import { sql, type Kysely } from 'kysely';

// The cumulative top-up event (docs/decisions/0026-cumulative-event.md): an event per edition and currency with a
// window, tiers of total spend, and claims — once per role and tier by a unique key. A physical prize's address is
// written once (a conditional update while it is null and before its deadline); the forfeit job marks the rest.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('act_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('rules', 'jsonb', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    // The currency an edition's roles pay in (packages/shared/src/pay/money.ts currencyFor).
    .addCheckConstraint('act_events_currency', sql`(edition, currency) in (('cn', 'CNY'), ('hk', 'HKD'), ('hk', 'TWD'), ('global', 'USD'), ('jp', 'JPY'))`)
    .addCheckConstraint('act_events_window', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('act_events_pick').on('act_events').columns(['edition', 'currency', 'starts_at']).execute();

  await db.schema
    .createTable('act_tiers')
    .addColumn('event_id', 'text', (c) => c.notNull().references('act_events.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('threshold_minor', 'integer', (c) => c.notNull().check(sql`threshold_minor > 0`))
    .addColumn('prizes', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('act_tiers_pk', ['event_id', 'id'])
    .execute();

  await db.schema
    .createTable('act_claims')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('tier_id', 'text', (c) => c.notNull())
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('prizes', 'jsonb', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('grant_id', 'integer', (c) => c.references('reward_grants.id'))
    .addColumn('physical', 'boolean', (c) => c.notNull())
    .addColumn('address', 'jsonb')
    .addColumn('address_at', 'timestamptz')
    .addColumn('address_due_at', 'timestamptz')
    .addColumn('forfeited_at', 'timestamptz')
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('carrier', 'text')
    .addColumn('tracking', 'text')
    .addForeignKeyConstraint('act_claims_tier', ['event_id', 'tier_id'], 'act_tiers', ['event_id', 'id'])
    // "Once per tier" for the role; role first so a role's claims in an event are one index range (act/status).
    .addUniqueConstraint('act_claims_once', ['role_uid', 'event_id', 'tier_id'])
    .addCheckConstraint('act_claims_address', sql`(physical and address_due_at is not null) or (not physical and address is null and address_due_at is null)`)
    .addCheckConstraint('act_claims_forfeit', sql`address is null or forfeited_at is null`)
    .addCheckConstraint('act_claims_shipped', sql`shipped_at is null or address is not null`)
    .execute();
  await db.schema.createIndex('act_claims_account').on('act_claims').columns(['yfy_uid', 'id desc']).execute();
  await db.schema.createIndex('act_claims_event').on('act_claims').columns(['event_id', 'id']).execute();
  await sql`create index act_claims_due on act_claims (address_due_at) where physical and address is null and forfeited_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['act_claims', 'act_tiers', 'act_events']) await db.schema.dropTable(t).execute();
}
