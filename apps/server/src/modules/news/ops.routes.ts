import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDITION_CODES, type EditionCode } from '@mecha/shared/editions';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { opsArticleBody } from '@mecha/shared/news/api';
import { responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { PublishService } from './publish.service.ts';
import type { RedeemService } from '../welfare/redeem.service.ts';
import type { FeedbackService } from '../inbox/feedback.service.ts';
import type { Db } from '../../db/client.ts';

const tags = ['operators'];
const localised = z.partialRecord(z.enum(LANGUAGES), z.string().min(1));
const editions = z.array(z.enum(EDITION_CODES as [EditionCode, ...EditionCode[]])).min(1);

// Operator calls used by the ops CLI, guarded by the operator credential (`Authorization: Operator <token>`).
export function opsRoutes(deps: { publish: PublishService; redeem: RedeemService; feedback: FeedbackService; db: Db; operatorToken: string }) {
  const expected = Buffer.from(deps.operatorToken);
  const operatorOnly: preHandlerAsyncHookHandler = async (req) => {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    const given = Buffer.from(token ?? '');
    if (scheme !== 'Operator' || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('loginRequired');
  };
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const security = [{ operator: [] }];

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

    app.post('/api/ops/code-batches', {
      schema: {
        tags, security, summary: 'Create a redemption campaign: one shared code with a use limit, or N one-use codes',
        body: z.strictObject({
          id: z.string().regex(/^[a-z0-9-]{3,40}$/),
          titles: localised,
          items: z.array(z.object({ id: z.string().min(1), qty: z.number().int().positive(), names: z.record(z.string(), z.string()) })).min(1),
          edition: z.enum(EDITION_CODES as [EditionCode, ...EditionCode[]]).nullable().default(null),
          expiresAt: z.number().int().positive().nullable().default(null),
          code: z.string().regex(/^[A-Za-z0-9]{4,32}$/).optional(),
          maxUses: z.number().int().positive().optional(),
          count: z.number().int().min(1).max(100_000).optional(),
        }),
        response: responses(z.object({ codes: z.array(z.string()) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const b = req.body;
        const codes = await deps.redeem.createBatch({ ...b, expiresAt: b.expiresAt ? new Date(b.expiresAt * 1000) : null });
        return reply.ok({ codes });
      },
    });

    app.get('/api/ops/feedback', {
      schema: { tags, security, summary: 'Feedback still waiting for an answer', response: responses(z.object({ list: z.array(z.unknown()) })) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await deps.feedback.open() }),
    });

    app.post('/api/ops/feedback/answer', {
      schema: { tags, security, summary: "Answer feedback (the answer goes to the player's inbox)", body: z.strictObject({ id: z.number().int().positive(), answer: z.string().trim().min(1).max(2000) }), response: responses(z.object({ ok: z.literal(true) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await deps.feedback.answer(req.body.id, req.body.answer);
        return reply.ok({ ok: true as const });
      },
    });

    app.get('/api/ops/deliveries/pending', {
      schema: { tags, security, summary: 'Reward mails the game has not confirmed yet', response: responses(z.object({ list: z.array(z.unknown()) })) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => {
        const list = await deps.db.selectFrom('mail_outbox').select(['id', 'role_uid', 'title', 'attempts', 'next_attempt_at', 'last_error']).where('status', '=', 'pending').orderBy('id').limit(500).execute();
        return reply.ok({ list });
      },
    });

    app.post('/api/ops/packs', {
      schema: {
        tags, security, summary: 'Create or change a gift pack (items, titles, window, on/off)',
        body: z.strictObject({
          id: z.enum(['xslb', 'qzlb', 'mzlb', 'dylb']),
          titles: localised,
          items: z.array(z.object({ id: z.string().min(1), qty: z.number().int().positive(), names: z.record(z.string(), z.string()) })).min(1),
          active: z.boolean().default(true),
          startsAt: z.number().int().positive().nullable().default(null),
          endsAt: z.number().int().positive().nullable().default(null),
        }),
        response: responses(z.object({ ok: z.literal(true) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const b = req.body;
        const kind = ({ xslb: 'newcomer', qzlb: 'daily', mzlb: 'weekly', dylb: 'subscriber' } as const)[b.id];
        const values = { kind, titles: JSON.stringify(b.titles), items: JSON.stringify(b.items), active: b.active, starts_at: b.startsAt ? new Date(b.startsAt * 1000) : null, ends_at: b.endsAt ? new Date(b.endsAt * 1000) : null };
        await deps.db.insertInto('gift_packs').values({ id: b.id, sort: 0, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
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
