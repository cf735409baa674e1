import { sql, type Kysely } from 'kysely';

// The per-feature maintenance switch (decision 0053): a row per feature under repair. The feature names are the
// shared list's (maintenance/features.ts); the CHECK keeps a typo from switching off nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('maintenance_switches')
    .addColumn('feature', 'text', (c) => c.primaryKey().check(sql`feature in ('record', 'news', 'welfare', 'pay', 'mall', 'annual', 'competition')`))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`length(reason) between 1 and 300`))
    .addColumn('until', 'timestamptz')
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('switched_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('maintenance_switches').ifExists().execute();
}
