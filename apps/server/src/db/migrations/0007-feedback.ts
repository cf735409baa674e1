import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Player feedback from the mine page; operators answer from the CLI and the answer arrives in the inbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('role_uid', 'text')
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('bug', 'account', 'reward', 'suggestion', 'other')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('screenshot', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await sql`create index feedback_open on feedback (id) where answer is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
