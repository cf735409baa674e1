import { sql, type Kysely } from 'kysely';

// Welfare: every reward is a grant (unique per owner, source, item and period — the exactly-once guarantee),
// recorded with its in-game mail in an outbox and a message for the inbox, all in one transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_packs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('newcomer', 'daily', 'weekly', 'subscriber')`))
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('reward_grants')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('reward_grants_once', ['owner', 'source', 'ref', 'period'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('grant_id', 'integer', (c) => c.notNull().unique().references('reward_grants.id'))
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'delivered')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending'`.execute(db);

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('bodies', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'integer', (c) => c.references('reward_grants.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('messages_inbox').on('messages').columns(['yfy_uid', 'id desc']).execute();
  await sql`create index messages_unread on messages (yfy_uid) where read_at is null`.execute(db);

  await db.schema
    .createTable('subscriptions')
    .addColumn('yfy_uid', 'text', (c) => c.primaryKey())
    .addColumn('subscribed_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // The simulated game's mailbox takes an idempotency key, as a real game's mail API should: a retried delivery
  // of the same outbox row is one mail.
  await db.schema.alterTable('sim_mail').addColumn('dedupe_key', 'text', (c) => c.unique()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sim_mail').dropColumn('dedupe_key').execute();
  for (const t of ['subscriptions', 'messages', 'mail_outbox', 'reward_grants', 'gift_packs']) await db.schema.dropTable(t).execute();
}
