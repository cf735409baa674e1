import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localisedTexts as localised } from '@mecha/shared/i18n/localised-schema';
import { editionSchema } from '@mecha/shared/account/schemas';
import { quantity, unixTime } from '@mecha/shared/schema/bounds';
import type { Db } from '../../db/client.ts';
import { responses } from '../../platform/envelope.ts';
import { operatorGuard, OPERATOR_SECURITY } from '../../platform/operator-guard.ts';
import type { RedeemService } from './redeem.service.ts';

const tags = ['operators'];
const rewardItems = z.array(z.object({ id: z.string().min(1).max(64), qty: quantity, names: localised })).min(1).max(50);

// Operator calls of welfare: gift packs, code campaigns, and the reward mails still waiting for the game.
export function welfareOpsRoutes(deps: { redeem: RedeemService; db: Db; operatorToken: string }) {
  const operatorOnly = operatorGuard(deps.operatorToken);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const security = OPERATOR_SECURITY;

    app.post('/api/ops/code-batches', {
      schema: {
        tags, security, summary: 'Create a redemption campaign: one shared code with a use limit, or N one-use codes',
        body: z.strictObject({
          id: z.string().regex(/^[a-z0-9-]{3,40}$/),
          titles: localised,
          items: rewardItems,
          edition: editionSchema.nullable().default(null),
          expiresAt: unixTime.nullable().default(null),
          code: z.string().regex(/^[A-Za-z0-9]{4,32}$/).optional(),
          maxUses: quantity.optional(),
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
          items: rewardItems,
          active: z.boolean().default(true),
          startsAt: unixTime.nullable().default(null),
          endsAt: unixTime.nullable().default(null),
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
  };
}
