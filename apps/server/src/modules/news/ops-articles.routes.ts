import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { categorySchema } from '@mecha/shared/news/api';
import { editionAllowed, type OpsEditions } from '@mecha/shared/ops/roles';
import type { EditionCode } from '@mecha/shared/editions';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { OperatorAuth } from '../../platform/operator-context.ts';
import { operatorGuard, OPERATOR_SECURITY as security } from '../../platform/operator-guard.ts';
import { bannerVersionReads } from './ops-content.routes.ts';

const tags = ['operators'];
const noNul = (s: string) => !s.includes('\u0000');

// The console's reading of articles (decision 0172): the list with each article's languages and state (published,
// scheduled — published with a later time — or unpublished), and one article's stored texts to edit. Writing stays
// with ops.routes.ts (POST /api/ops/articles, /unpublish). An operator sees the articles of their editions.

export const opsArticleListQuery = z.strictObject({
  q: z.string().trim().max(100).refine(noNul).optional(),
  state: z.enum(['published', 'scheduled', 'unpublished']).optional(),
  /** Balance notes are the articles of category `balance` (the console's "Balance notes" tab). */
  category: categorySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
const articleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.string(),
  state: z.enum(['published', 'scheduled', 'unpublished']),
  publishedAt: z.number().int(),
  updatedAt: z.number().int(),
  editions: z.array(z.string()),
  languages: z.array(z.string()),
  /** The title in English, else in any language it has. */
  title: z.string(),
});
export const opsArticleListData = z.object({ list: z.array(articleSummary), page: z.number().int(), hasMore: z.boolean() });
export const opsArticleOneQuery = z.strictObject({ slug: z.string().regex(/^[a-z0-9-]{3,80}$/) });
export const opsArticleOneData = z.object({
  slug: z.string(),
  category: z.string(),
  cover: z.string(),
  artist: z.string().nullable(),
  editions: z.array(z.string()),
  state: z.enum(['published', 'scheduled', 'unpublished']),
  publishedAt: z.number().int(),
  texts: z.record(z.string(), z.object({ title: z.string(), summary: z.string(), bodyHtml: z.string(), tags: z.array(z.string()) })),
});

const seconds = (d: Date) => Math.floor(new Date(d).getTime() / 1000);
const stateOf = (status: string, publishedAt: Date, now: Date) => (status !== 'published' ? 'unpublished' : new Date(publishedAt) > now ? 'scheduled' : 'published');
const inEditions = (editions: OpsEditions) => (editions === 'all' ? sql`true` : sql`a.editions ?| ${sql.val([...editions])}::text[]`);

export function newsOpsReadRoutes(deps: { db: Db; clock: Clock; operatorAuth: OperatorAuth }) {
  const operatorOnly = operatorGuard(deps.operatorAuth);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/ops/articles/list', {
      schema: { tags, security, summary: "Articles of the operator's editions, newest first, with their languages and state", querystring: opsArticleListQuery, response: responses(opsArticleListData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const { q, state, category, page, size } = req.query;
        const now = deps.clock.now();
        const like = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
        const stateSql =
          state === 'unpublished' ? sql`a.status = 'unpublished'`
          : state === 'scheduled' ? sql`a.status = 'published' and a.published_at > ${now}`
          : state === 'published' ? sql`a.status = 'published' and a.published_at <= ${now}`
          : sql`true`;
        const res = await sql<{ id: number; slug: string; category: string; status: string; published_at: Date; updated_at: Date; editions: string[]; languages: string[]; title: string | null }>`
          select a.id, a.slug, a.category, a.status, a.published_at, a.updated_at, a.editions,
            coalesce((select array_agg(t.lang order by t.lang) from article_texts t where t.article_id = a.id), '{}') as languages,
            (select t.title from article_texts t where t.article_id = a.id order by (t.lang = 'en') desc, t.lang limit 1) as title
          from articles a
          where ${inEditions(req.operator!.editions)} and ${stateSql} ${category ? sql`and a.category = ${category}` : sql``}
            ${like ? sql`and (lower(a.slug) like ${like} or exists (select 1 from article_texts t where t.article_id = a.id and lower(t.title) like ${like}))` : sql``}
          order by a.published_at desc, a.id desc offset ${(page - 1) * size} limit ${size + 1}`.execute(deps.db);
        const rows = res.rows.slice(0, size);
        return reply.ok({
          list: rows.map((r) => ({
            id: r.id, slug: r.slug, category: r.category, state: stateOf(r.status, r.published_at, now), publishedAt: seconds(r.published_at), updatedAt: seconds(r.updated_at),
            editions: r.editions, languages: Array.isArray(r.languages) ? r.languages : [], title: r.title ?? r.slug,
          })),
          page,
          hasMore: res.rows.length > size,
        });
      },
    });

    bannerVersionReads(base, { db: deps.db, operatorOnly });

    app.get('/api/ops/articles/one', {
      schema: { tags, security, summary: 'One article with its stored texts (sanitised HTML) in every language it has', querystring: opsArticleOneQuery, response: responses(opsArticleOneData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const article = await deps.db.selectFrom('articles').selectAll().where('slug', '=', req.query.slug).executeTakeFirst();
        if (!article) throw new AppError('notFound');
        if (req.operator!.editions !== 'all' && !article.editions.some((e) => editionAllowed(req.operator!.editions, e as EditionCode))) throw new AppError('opsEditionForbidden');
        const texts = await deps.db.selectFrom('article_texts').selectAll().where('article_id', '=', article.id).execute();
        return reply.ok({
          slug: article.slug, category: article.category, cover: article.cover, artist: article.artist, editions: article.editions,
          state: stateOf(article.status, article.published_at, deps.clock.now()), publishedAt: seconds(article.published_at),
          texts: Object.fromEntries(texts.map((t) => [t.lang, { title: t.title, summary: t.summary, bodyHtml: t.body_html, tags: t.tags }])),
        });
      },
    });
  };
}
