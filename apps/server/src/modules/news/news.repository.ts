import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

// Queries of the news module. An article is shown in the request's language when it has that text, else in
// English, else in any language it has (lateral pick), and only in the editions it was published for.
export interface ArticleRow {
  id: number;
  category: string;
  cover: string;
  tags: string[];
  artist: string | null;
  published_at: Date;
  views: number;
  likes: number;
  title: string;
  summary: string;
}

const pickText = (lang: string) => sql`
  cross join lateral (
    select t.title, t.summary, t.body_html, t.search_text, t.tags from article_texts t where t.article_id = a.id
    order by (t.lang = ${lang}) desc, (t.lang = 'en') desc, t.lang limit 1
  ) t`;

// Published for the edition, and its publish time reached (a scheduled article waits for it).
const visible = (edition: string, now: Date) => sql`a.status = 'published' and a.editions ? ${edition} and a.published_at <= ${now}`;

export const newsRepository = {
  async list(db: Db, lang: string, edition: string, now: Date, category: string | undefined, offset: number, limit: number) {
    const res = await sql<ArticleRow>`
      select a.id, a.category, a.cover, t.tags, a.artist, a.published_at, a.views, a.likes, t.title, t.summary
      from articles a ${pickText(lang)}
      where ${visible(edition, now)} ${category ? sql`and a.category = ${category}` : sql``}
      order by a.published_at desc, a.id desc offset ${offset} limit ${limit}`.execute(db);
    return res.rows;
  },

  async detail(db: Db, id: number, lang: string, edition: string, now: Date) {
    const res = await sql<ArticleRow & { body_html: string }>`
      select a.id, a.category, a.cover, t.tags, a.artist, a.published_at, a.views, a.likes, t.title, t.summary, t.body_html
      from articles a ${pickText(lang)}
      where a.id = ${id} and ${visible(edition, now)}`.execute(db);
    return res.rows[0];
  },

  /** Every term must appear (substring match: Chinese and Japanese have no spaces to split on). */
  async search(db: Db, lang: string, edition: string, now: Date, terms: string[], offset: number, limit: number) {
    const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const conditions = terms.map((term) => sql`t.search_text like ${like(term)}`);
    const titleHit = sql`(lower(t.title) like ${like(terms[0]!)})`;
    const res = await sql<ArticleRow>`
      select a.id, a.category, a.cover, t.tags, a.artist, a.published_at, a.views, a.likes, t.title, t.summary
      from articles a ${pickText(lang)}
      where ${visible(edition, now)} and ${sql.join(conditions, sql` and `)}
      order by ${titleHit} desc, a.published_at desc, a.id desc offset ${offset} limit ${limit}`.execute(db);
    return res.rows;
  },

  async addView(db: Db, id: number) {
    return db.updateTable('articles').set((eb) => ({ views: eb('views', '+', 1) })).where('id', '=', id).where('status', '=', 'published').returning(['id', 'views']).executeTakeFirst();
  },

  isLiked(db: Db, id: number, yfyUid: string) {
    return db.selectFrom('article_likes').select('article_id').where('article_id', '=', id).where('yfy_uid', '=', yfyUid).executeTakeFirst();
  },

  latestBalance(db: Db, edition: string, now: Date) {
    return sql<{ id: number; published_at: Date }>`
      select a.id, a.published_at from articles a where ${visible(edition, now)} and a.category = 'balance'
      order by a.published_at desc limit 1`
      .execute(db)
      .then((r) => r.rows[0]);
  },

  banners(db: Db, edition: string) {
    return sql<{ id: number; image: string; link: string; titles: Record<string, string> }>`
      select id, image, link, titles from banners where active and editions ? ${edition} order by sort, id`
      .execute(db)
      .then((r) => r.rows);
  },

  /** Version notes already out: one published ahead of time waits for its moment, as a scheduled article does. */
  versions(db: Db, now: Date) {
    return db.selectFrom('version_notes').selectAll().where('published_at', '<=', now).orderBy('published_at', 'desc').limit(50).execute();
  },

  version(db: Db, id: number, now: Date) {
    return db.selectFrom('version_notes').selectAll().where('id', '=', id).where('published_at', '<=', now).executeTakeFirst();
  },

  clickVersion(db: Db, id: number) {
    return db.updateTable('version_notes').set((eb) => ({ clicks: eb('clicks', '+', 1) })).where('id', '=', id).returning(['id', 'clicks']).executeTakeFirst();
  },

  async rememberSearch(db: Db, yfyUid: string, keyword: string, at: Date) {
    await db
      .insertInto('search_history')
      .values({ yfy_uid: yfyUid, keyword, searched_at: at })
      .onConflict((oc) => oc.columns(['yfy_uid', 'keyword']).doUpdateSet({ searched_at: at }))
      .execute();
  },

  searchHistory(db: Db, yfyUid: string, limit: number) {
    return db.selectFrom('search_history').select('keyword').where('yfy_uid', '=', yfyUid).orderBy('searched_at', 'desc').limit(limit).execute();
  },

  async clearSearchHistory(db: Db, yfyUid: string) {
    await db.deleteFrom('search_history').where('yfy_uid', '=', yfyUid).execute();
  },
};
