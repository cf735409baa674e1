import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Tables of the simulated game world (GAME_GATEWAY=sim). They stand for the game's own data, not the site's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sim_roles')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sim_mail')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sim_mail_by_uid').on('sim_mail').columns(['uid', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sim_mail').execute();
  await db.schema.dropTable('sim_roles').execute();
}
