import { sql, type Kysely } from 'kysely';

// The points mall (docs/decisions/0030-points-mall.md). Each guarantee is in the schema, so no code path can
// oversell: stock is a counter with CHECK (stock >= 0) decremented conditionally; the per-account limit is a
// counted row per (account, product, period) incremented by a conditional upsert; an order's address changes only
// while it awaits shipment (a conditional update on its state); a draw entry is unique per (product, account).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mall_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('mall_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('mall_categories.id'))
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('descriptions', 'jsonb', (c) => c.notNull())
    .addColumn('pictures', 'jsonb', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    // What the card shows as "x of y left"; raised when operators add stock.
    .addColumn('stock_total', 'integer', (c) => c.notNull().check(sql`stock_total >= 0`))
    .addColumn('regions', sql`text[]`, (c) => c.notNull())
    .addColumn('editions', sql`text[]`, (c) => c.notNull())
    .addColumn('limit_count', 'integer', (c) => c.check(sql`limit_count > 0`))
    .addColumn('limit_period', 'text', (c) => c.check(sql`limit_period in ('ever', 'month')`))
    .addColumn('on_sale_at', 'timestamptz')
    .addColumn('style', 'text', (c) => c.notNull().defaultTo('race').check(sql`style in ('race', 'draw')`))
    .addColumn('entry_ends_at', 'timestamptz')
    // Draw style: pending until the job allots the stock once (a conditional update pending → drawn).
    .addColumn('draw_state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`draw_state in ('pending', 'drawn')`))
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('draw_seed', 'text')
    .addColumn('draw_winners', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('mall_products_limit', sql`(limit_count is null) = (limit_period is null)`)
    .addCheckConstraint('mall_products_draw', sql`style = 'race' or (on_sale_at is not null and entry_ends_at > on_sale_at)`)
    .execute();
  await db.schema.createIndex('mall_products_list').on('mall_products').columns(['category_id', 'sort', 'id']).execute();
  await sql`create index mall_products_draw_due on mall_products (entry_ends_at) where style = 'draw' and draw_state = 'pending'`.execute(db);

  await db.schema
    .createTable('mall_purchase_counts')
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('mall_products.id'))
    // 'ever', or the business-time month ('2026-11') for a monthly limit.
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull().check(sql`n >= 0`))
    .addPrimaryKeyConstraint('mall_purchase_counts_pk', ['yfy_uid', 'product_id', 'period'])
    .execute();

  await db.schema
    .createTable('mall_addresses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mall_addresses_by_account').on('mall_addresses').columns(['yfy_uid', 'id']).execute();
  await sql`create unique index mall_addresses_one_default on mall_addresses (yfy_uid) where is_default`.execute(db);

  await db.schema
    .createTable('mall_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('mall_products.id'))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('via', 'text', (c) => c.notNull().check(sql`via in ('exchange', 'draw')`))
    // The limit period the order counted against, so a cancellation gives that one back.
    .addColumn('period', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('awaiting').check(sql`state in ('awaiting', 'shipped', 'cancelled')`))
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('carrier', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addCheckConstraint('mall_orders_shipped', sql`(state = 'shipped') = (shipped_at is not null and carrier is not null and tracking_no is not null)`)
    .addCheckConstraint('mall_orders_cancelled', sql`(state = 'cancelled') = (cancelled_at is not null)`)
    .execute();
  await db.schema.createIndex('mall_orders_by_account').on('mall_orders').columns(['yfy_uid', 'created_at desc', 'id']).execute();
  await sql`create index mall_orders_awaiting on mall_orders (created_at) where state = 'awaiting'`.execute(db);

  // An order's timeline (created, address changed, shipped, cancelled): who, what, when; written in the same
  // transaction as the change it records.
  await db.schema
    .createTable('mall_order_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'text', (c) => c.notNull().references('mall_orders.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('created', 'addressChanged', 'shipped', 'cancelled')`))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mall_order_events_by_order').on('mall_order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('mall_suspensions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('lifted_at', 'timestamptz')
    .addCheckConstraint('mall_suspensions_window', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('mall_suspensions_by_account').on('mall_suspensions').columns(['yfy_uid', 'ends_at']).execute();

  await db.schema
    .createTable('mall_draw_entries')
    .addColumn('product_id', 'text', (c) => c.notNull().references('mall_products.id'))
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('entered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('pending').check(sql`outcome in ('pending', 'won', 'lost', 'ineligible')`))
    .addColumn('order_id', 'text', (c) => c.references('mall_orders.id'))
    .addPrimaryKeyConstraint('mall_draw_entries_pk', ['product_id', 'yfy_uid'])
    .addCheckConstraint('mall_draw_entries_won', sql`(outcome = 'won') = (order_id is not null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['mall_draw_entries', 'mall_suspensions', 'mall_order_events', 'mall_orders', 'mall_addresses', 'mall_purchase_counts', 'mall_products', 'mall_categories']) {
    await db.schema.dropTable(t).execute();
  }
}
