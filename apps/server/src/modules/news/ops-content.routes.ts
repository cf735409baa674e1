import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { opsBannerListData, opsBannerListQuery, opsVersionListData, opsVersionListQuery } from '@mecha/shared/news/ops-api';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import type { Db } from '../../db/client.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { responses } from '../../platform/envelope.ts';
import type { OperatorGuard } from '../../platform/operator-guard.ts';
import { OPERATOR_SECURITY as security } from '../../platform/operator-guard.ts';

const tags = ['operators'];

// The console's reading of banners and version notes (decision 0052): banners of the operator's editions (one
// edition, a language, active or not), in the order the app shows them; version notes newest first. Both paged.
// Version notes have no edition: every operator of the content area reads them, only an all-editions one writes.

const inEditions = (editions: OpsEditions) => (editions === 'all' ? sql`true` : sql`b.editions ?| ${sql.val([...editions])}::text[]`);

type BannerRow = { id: number; slug: string; image: string; link: string; sort: number; editions: string[]; titles: Record<string, string>; active: boolean };
type VersionRow = { id: number; version: string; published_at: Date; clicks: number; titles: Record<string, string>; bodies: Record<string, string> };

/** Adds the two reads to the news operator read routes' instance (ops-articles.routes.ts). */
export function bannerVersionReads(app: FastifyInstance, deps: { db: Db; operatorOnly: OperatorGuard }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/ops/banners/list', {
    schema: { tags, security, summary: "Banners of the operator's editions in display order (sort, id), filterable by edition, language and active", querystring: opsBannerListQuery, response: responses(opsBannerListData) },
    preValidation: [deps.operatorOnly],
    handler: async (req, reply) => {
      const { edition, lang, active, page, size } = req.query;
      const res = await sql<BannerRow>`
        select b.id, b.slug, b.image, b.link, b.sort, b.editions, b.titles, b.active from banners b
        where ${inEditions(req.operator!.editions)}
          ${edition ? sql`and b.editions ? ${edition}` : sql``}
          ${lang ? sql`and b.titles ? ${lang}` : sql``}
          ${active !== undefined ? sql`and b.active = ${active}` : sql``}
        order by b.active desc, b.sort, b.id offset ${(page - 1) * size} limit ${size + 1}`.execute(deps.db);
      return reply.ok({ list: res.rows.slice(0, size), page, hasMore: res.rows.length > size });
    },
  });

  typed.get('/api/ops/versions/list', {
    schema: { tags, security, summary: 'Version notes, newest first, with their stored texts in every language', querystring: opsVersionListQuery, response: responses(opsVersionListData) },
    preValidation: [deps.operatorOnly],
    handler: async (req, reply) => {
      const { page, size } = req.query;
      const rows = await deps.db
        .selectFrom('version_notes')
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .offset((page - 1) * size)
        .limit(size + 1)
        .execute();
      const list = (rows as VersionRow[]).slice(0, size).map((v) => ({ id: v.id, version: v.version, publishedAt: unixSeconds(new Date(v.published_at)), clicks: v.clicks, titles: v.titles, bodies: v.bodies }));
      return reply.ok({ list, page, hasMore: rows.length > size });
    },
  });
}
