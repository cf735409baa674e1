import { sql, type Kysely } from 'kysely';

// The operator console's dashboard and player look-up (decision 0045): each figure is a count over the rows that
// matter now (bound today, ingested in the last hour, paid today, awaiting shipment, undelivered, open), so each
// gets an index that reaches those rows without reading the whole table; the player page reads a role's grants
// and mails by role.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('account_roles_bound_at').on('account_roles').column('bound_at').execute();
  await db.schema.createIndex('matches_received_at').on('matches').column('received_at').execute();
  await sql`create index pay_orders_paid on pay_orders (paid_at) where state = 'success'`.execute(db);
  await sql`create index pay_orders_undelivered on pay_orders (paid_at) where state = 'success' and delivered_at is null`.execute(db);
  await sql`create index act_claims_to_ship on act_claims (id) where address is not null and shipped_at is null`.execute(db);
  await db.schema.createIndex('reward_grants_by_role').on('reward_grants').columns(['role_uid', 'id']).execute();
  await db.schema.createIndex('mail_outbox_by_role').on('mail_outbox').columns(['role_uid', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'mail_outbox_by_role', 'reward_grants_by_role', 'act_claims_to_ship',
    'pay_orders_undelivered', 'pay_orders_paid', 'matches_received_at', 'account_roles_bound_at',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
