import { sql, type Kysely } from 'kysely';

// News: articles with a text per language, likes (one per account), banners, version notes, search history,
// and the precomputed character rankings.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull())
    .addColumn('artist', 'text')
    .addColumn('editions', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('published', 'unpublished')`))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0).check(sql`likes >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_feed').on('articles').columns(['status', 'category', 'published_at desc']).execute();

  await db.schema
    .createTable('article_texts')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_texts_pk', ['article_id', 'lang'])
    .execute();

  await db.schema
    .createTable('article_likes')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_likes_pk', ['article_id', 'yfy_uid'])
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('editions', 'jsonb', (c) => c.notNull())
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('version_notes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('version', 'text', (c) => c.notNull().unique())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('bodies', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('search_history')
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('searched_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_history_pk', ['yfy_uid', 'keyword'])
    .execute();

  await db.schema
    .createTable('character_rates')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('character', 'text', (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull())
    .addColumn('wins', 'integer', (c) => c.notNull())
    .addColumn('picks', 'integer', (c) => c.notNull())
    .addColumn('bans', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('character_rates_pk', ['period', 'mode', 'tier', 'character'])
    .execute();
  await db.schema
    .createTable('character_rate_totals')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('matches', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('character_rate_totals_pk', ['period', 'mode', 'tier'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['character_rate_totals', 'character_rates', 'search_history', 'version_notes', 'banners', 'article_likes', 'article_texts', 'articles']) {
    await db.schema.dropTable(t).execute();
  }
}
