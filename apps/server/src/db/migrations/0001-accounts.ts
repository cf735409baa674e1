import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('yfy_uid', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('selected_role_uid', 'text')
    .execute();

  // A role belongs to at most one account: the primary key on uid is that guarantee.
  await db.schema
    .createTable('account_roles')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('yfy_uid', 'text', (c) => c.notNull().references('accounts.yfy_uid').onDelete('cascade'))
    .addColumn('bound_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_roles_by_account').on('account_roles').columns(['yfy_uid', 'bound_at']).execute();

  await db.schema
    .createTable('game_roles')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('yfy_uid', 'text', (c) => c.notNull().references('accounts.yfy_uid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_codes_by_uid').on('verification_codes').columns(['uid', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['verification_codes', 'sessions', 'game_roles', 'account_roles', 'accounts']) {
    await db.schema.dropTable(t).execute();
  }
}
