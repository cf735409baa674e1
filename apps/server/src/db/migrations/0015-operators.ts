import { sql, type Kysely } from 'kysely';

// The operator console (decision 0043): operators' own accounts in place of one shared credential, their sessions
// and personal API tokens (only hashes are stored), an append-only audit log, and two-operator approvals.
// - a name is unique, a role is one of four, failed logins count up to a lock (conditional updates in the server);
// - the audit log refuses UPDATE and DELETE (a trigger), so what was written stays as it was;
// - an approval is decided once (state moves by a conditional update) and never by the operator who asked (CHECK).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'editor', 'support', 'shipping')`))
    // 'all' or a JSON array of edition codes.
    .addColumn('editions', 'jsonb', (c) => c.notNull())
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0).check(sql`failed_logins >= 0`))
    .addColumn('locked_until', 'timestamptz')
    // The last TOTP time step accepted: a code is good once (replay of a seen code is refused).
    .addColumn('last_totp_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').column('operator_id').execute();

  await db.schema
    .createTable('operator_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('operator_tokens_operator').on('operator_tokens').column('operator_id').execute();

  await db.schema
    .createTable('ops_audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('call', 'text', (c) => c.notNull())
    .addColumn('edition', 'text')
    .addColumn('target', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('ops_audit_log_operator').on('ops_audit_log').columns(['operator', 'id']).execute();
  await db.schema.createIndex('ops_audit_log_area').on('ops_audit_log').columns(['area', 'id']).execute();
  await db.schema.createIndex('ops_audit_log_target').on('ops_audit_log').columns(['target', 'id']).execute();
  await db.schema.createIndex('ops_audit_log_at').on('ops_audit_log').column('at').execute();
  await sql`
    create function ops_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ops_audit_log is append-only' using errcode = 'P0001';
    end $$`.execute(db);
  await sql`
    create trigger ops_audit_log_append_only before update or delete on ops_audit_log
    for each row execute function ops_audit_log_append_only()`.execute(db);

  await db.schema
    .createTable('ops_approvals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('points-adjust')`))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'approved', 'rejected')`))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('edition', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_note', 'text')
    .addCheckConstraint('ops_approvals_second_operator', sql`decided_by is null or decided_by <> requested_by`)
    .addCheckConstraint('ops_approvals_decided', sql`(state = 'pending') = (decided_by is null)`)
    .execute();
  await db.schema.createIndex('ops_approvals_pending').on('ops_approvals').column('requested_at').where(sql.ref('state'), '=', 'pending').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ops_approvals').execute();
  await sql`drop trigger if exists ops_audit_log_append_only on ops_audit_log`.execute(db);
  await sql`drop function if exists ops_audit_log_append_only()`.execute(db);
  await db.schema.dropTable('ops_audit_log').execute();
  await db.schema.dropTable('operator_tokens').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
