import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDITION_CODES } from '@mecha/shared/editions';
import { localisedTexts as localised } from '@mecha/shared/i18n/localised-schema';
import { editionSchema } from '@mecha/shared/account/schemas';
import { opsArticleBody } from '@mecha/shared/news/api';
import { responses } from '../../platform/envelope.ts';
import { operatorGuard, OPERATOR_SECURITY } from '../../platform/operator-guard.ts';
import type { PublishService } from './publish.service.ts';

const tags = ['operators'];
const editions = z.array(editionSchema).min(1);

// Operator calls of the news: articles, banners and version notes (the ops CLI posts them).
export function newsOpsRoutes(deps: { publish: PublishService; operatorToken: string }) {
  const operatorOnly = operatorGuard(deps.operatorToken);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const security = OPERATOR_SECURITY;

    app.post('/api/ops/articles', {
      schema: { tags, security, summary: 'Publish or update an article by slug, in one or several languages', body: opsArticleBody, response: responses(z.object({ id: z.number().int(), created: z.boolean() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await deps.publish.publishArticle(req.body)),
    });

    app.post('/api/ops/articles/unpublish', {
      schema: { tags, security, summary: 'Unpublish an article', body: z.strictObject({ slug: z.string().min(1).max(80) }), response: responses(z.object({ ok: z.literal(true) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await deps.publish.unpublishArticle(req.body.slug);
        return reply.ok({ ok: true as const });
      },
    });

    app.post('/api/ops/banners', {
      schema: {
        tags, security, summary: 'Create or change a banner by slug',
        body: z.strictObject({ slug: z.string().regex(/^[a-z0-9-]{3,80}$/), image: z.string().min(1).max(500), link: z.string().min(1).max(500), sort: z.number().int().default(0), editions: editions.default([...EDITION_CODES]), titles: localised, active: z.boolean().default(true) }),
        response: responses(z.object({ ok: z.literal(true) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await deps.publish.setBanner(req.body);
        return reply.ok({ ok: true as const });
      },
    });

    app.post('/api/ops/versions', {
      schema: {
        tags, security, summary: 'Publish or update a version note',
        body: z.strictObject({ version: z.string().min(1).max(32), publishedAt: z.number().int().positive().optional(), titles: localised, bodies: localised }),
        response: responses(z.object({ ok: z.literal(true) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await deps.publish.publishVersion(req.body);
        return reply.ok({ ok: true as const });
      },
    });
  };
}
