import { sql, type Kysely } from 'kysely';

// Top-up (PRODUCT.md "Top-up in detail"; docs/decisions/0020-pay-orders.md): SKUs and methods per edition, orders
// whose state moves only by conditional updates, the first-purchase guard of the double bonus, every received
// notification, the points ledger, and the outbox generalised to carry currency credits beside reward mails.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pay_skus')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('price_minor', 'integer', (c) => c.notNull().check(sql`price_minor > 0`))
    .addColumn('base_amount', 'integer', (c) => c.notNull().check(sql`base_amount > 0`))
    .addColumn('standing_bonus', 'integer', (c) => c.notNull().defaultTo(0).check(sql`standing_bonus >= 0`))
    .addColumn('doubles_first', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('points', 'integer', (c) => c.check(sql`points >= 0`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pay_skus_by_edition').on('pay_skus').columns(['edition', 'currency', 'sort']).execute();

  await db.schema
    .createTable('pay_methods')
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('pay_methods_pk', ['edition', 'id'])
    .execute();

  // Per edition and currency (the HK/TW edition pays in two currencies whose units are not comparable).
  await db.schema
    .createTable('pay_settings')
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('monthly_cap_minor', 'integer', (c) => c.check(sql`monthly_cap_minor > 0`))
    .addColumn('points_per_unit', 'numeric', (c) => c.notNull().defaultTo(1).check(sql`points_per_unit >= 0`))
    .addPrimaryKeyConstraint('pay_settings_pk', ['edition', 'currency'])
    .execute();

  await db.schema
    .createTable('pay_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price_minor', 'integer', (c) => c.notNull().check(sql`price_minor > 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('bonus', 'integer', (c) => c.notNull().check(sql`bonus >= 0`))
    .addColumn('doubled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points >= 0`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('processing', 'success', 'failed', 'cancelled', 'timeout')`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('late', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('provider_ref', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .addUniqueConstraint('pay_orders_idempotency', ['yfy_uid', 'idempotency_key'])
    // A success always has its payment time; only a success is delivered or refunded.
    .addCheckConstraint('pay_orders_paid', sql`(state = 'success') = (paid_at is not null)`)
    .addCheckConstraint('pay_orders_delivered', sql`(delivered_at is null and refunded_at is null) or state = 'success'`)
    .execute();
  // One open order per SKU and player: a second tap opens nothing new (payOrderOpen names the open one).
  await sql`create unique index pay_orders_one_open on pay_orders (yfy_uid, sku_id) where state = 'processing'`.execute(db);
  await db.schema.createIndex('pay_orders_due').on('pay_orders').columns(['state', 'expires_at']).execute();
  await db.schema.createIndex('pay_orders_totals').on('pay_orders').columns(['role_uid', 'state', 'paid_at']).execute();
  await db.schema.createIndex('pay_orders_by_account').on('pay_orders').columns(['yfy_uid', 'created_at']).execute();

  // The double-bonus guard: the first success of a SKU for a role inserts the row; every later one finds it.
  await db.schema
    .createTable('pay_first_purchases')
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('pay_orders.id'))
    .addPrimaryKeyConstraint('pay_first_purchases_pk', ['role_uid', 'sku_id'])
    .execute();

  // Every authentic notification received, with what became of it; the unique signature refuses replays.
  await db.schema
    .createTable('pay_notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text')
    .addColumn('event', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pay_notifications_by_order').on('pay_notifications').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('points_accounts')
    .addColumn('yfy_uid', 'text', (c) => c.primaryKey())
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .execute();
  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('topup', 'exchange', 'refund', 'adjust', 'expire')`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One entry per type and reference: the top-up points of an order are booked once, whoever retries.
  await sql`create unique index points_ledger_once on points_ledger (type, ref_type, ref_id) where ref_id is not null`.execute(db);
  await db.schema.createIndex('points_ledger_by_account').on('points_ledger').columns(['yfy_uid', 'id']).execute();

  // The welfare outbox carries currency credits too (one worker, one retry policy): a row is a reward mail of a
  // grant or the credit of an order, never both; an order has at most one credit row.
  await db.schema.alterTable('mail_outbox').addColumn('kind', 'text', (c) => c.notNull().defaultTo('mail')).execute();
  await db.schema.alterTable('mail_outbox').addColumn('order_id', 'text', (c) => c.unique().references('pay_orders.id')).execute();
  await db.schema.alterTable('mail_outbox').alterColumn('grant_id', (c) => c.dropNotNull()).execute();
  await db.schema
    .alterTable('mail_outbox')
    .addCheckConstraint('mail_outbox_kind', sql`(kind = 'mail' and grant_id is not null and order_id is null) or (kind = 'credit' and order_id is not null and grant_id is null)`)
    .execute();

  // The simulated game's wallet: a credit per order id, however often it is sent.
  await db.schema
    .createTable('sim_wallet')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('bonus', 'integer', (c) => c.notNull())
    .addColumn('credited_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sim_wallet_by_uid').on('sim_wallet').columns(['uid', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sim_wallet').execute();
  await sql`delete from mail_outbox where kind = 'credit'`.execute(db);
  await db.schema.alterTable('mail_outbox').dropConstraint('mail_outbox_kind').execute();
  await db.schema.alterTable('mail_outbox').alterColumn('grant_id', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('mail_outbox').dropColumn('order_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('kind').execute();
  for (const t of ['points_ledger', 'points_accounts', 'pay_notifications', 'pay_first_purchases', 'pay_orders', 'pay_settings', 'pay_methods', 'pay_skus']) {
    await db.schema.dropTable(t).execute();
  }
}
