import type { OperatorAuth } from '../../platform/operator-context.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opsArticleBody, opsBannerBody, opsUnpublishBody, opsVersionBody } from '@mecha/shared/news/api';
import { auditWriter } from '../../platform/audit-log.ts';
import { responses } from '../../platform/envelope.ts';
import { operatorGuard, OPERATOR_SECURITY } from '../../platform/operator-guard.ts';
import type { PublishService } from './publish.service.ts';

const tags = ['operators'];

// Operator calls of the news: articles, banners and version notes (the ops CLI posts them). The publish service
// checks every address in them and refuses the whole call with unsafeUrl (docs/decisions/0011), and keeps each
// operator within their editions (decision 0052).
export function newsOpsRoutes(deps: { publish: PublishService; operatorAuth: OperatorAuth }) {
  const operatorOnly = operatorGuard(deps.operatorAuth);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const security = OPERATOR_SECURITY;

    app.post('/api/ops/articles', {
      schema: { tags, security, summary: 'Publish or update an article by slug, in one or several languages', body: opsArticleBody, response: responses(z.object({ id: z.number().int(), created: z.boolean() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await deps.publish.publishArticle(req.body, auditWriter(req), req.operator!.editions)),
    });

    app.post('/api/ops/articles/unpublish', {
      schema: { tags, security, summary: 'Unpublish an article', body: opsUnpublishBody, response: responses(z.object({ ok: z.literal(true) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await deps.publish.unpublishArticle(req.body.slug, auditWriter(req), req.operator!.editions);
        return reply.ok({ ok: true as const });
      },
    });

    app.post('/api/ops/banners', {
      schema: {
        tags, security, summary: 'Create or change a banner by slug',
        body: opsBannerBody,
        response: responses(z.object({ ok: z.literal(true) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await deps.publish.setBanner(req.body, auditWriter(req), req.operator!.editions);
        return reply.ok({ ok: true as const });
      },
    });

    app.post('/api/ops/versions', {
      schema: {
        tags, security, summary: 'Publish or update a version note',
        body: opsVersionBody,
        response: responses(z.object({ ok: z.literal(true) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await deps.publish.publishVersion(req.body, auditWriter(req), req.operator!.editions);
        return reply.ok({ ok: true as const });
      },
    });
  };
}
