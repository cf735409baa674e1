import { sql, type Kysely } from 'kysely';

// Platform SSO hardening (docs/decisions/0009-sso-tokens.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Where an account came from. SSO login enters only accounts it created; without this a platform `sub` that
  // spells a code account's id (`h5-<16 hex>`) logged into it. Code login only ever minted exactly that shape,
  // so the backfill tells the two apart by it; no default, so every insert has to say which it is.
  await db.schema.alterTable('accounts').addColumn('origin', 'text').execute();
  await sql`update accounts set origin = case when yfy_uid ~ '^h5-[0-9a-f]{16}$' then 'code' else 'sso' end`.execute(db);
  await db.schema.alterTable('accounts').alterColumn('origin', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('accounts').addCheckConstraint('accounts_origin', sql`origin in ('code', 'sso')`).execute();

  // Each platform token is accepted once: the primary key decides between concurrent logins. A row is kept only
  // while its token could still pass verification.
  await db.schema
    .createTable('used_sso_tokens')
    .addColumn('token_key', 'text', (c) => c.primaryKey())
    .addColumn('forget_after', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('used_sso_tokens_by_expiry').on('used_sso_tokens').column('forget_after').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_sso_tokens').execute();
  await db.schema.alterTable('accounts').dropConstraint('accounts_origin').execute();
  await db.schema.alterTable('accounts').dropColumn('origin').execute();
}
