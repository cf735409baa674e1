import { sql, type Kysely } from 'kysely';

// An article's tags are words in the reader's language, like its title: they move from the article to each of its
// texts (docs/decisions/0155-web-small-defects.md). Existing texts keep the tags the article had.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article_texts').addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
  await sql`update article_texts t set tags = a.tags from articles a where a.id = t.article_id`.execute(db);
  await db.schema.alterTable('articles').dropColumn('tags').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
  await sql`
    update articles a set tags = coalesce((
      select t.tags from article_texts t where t.article_id = a.id order by (t.lang = 'en') desc, t.lang limit 1
    ), '[]'::jsonb)`.execute(db);
  await db.schema.alterTable('article_texts').dropColumn('tags').execute();
}
