import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editionSchema, uidSchema } from '@mecha/shared/account/schemas';
import { localisedTexts as localised } from '@mecha/shared/i18n/localised-schema';
import { currencySchema, methodIdSchema, orderIdSchema, skuIdSchema } from '@mecha/shared/pay/api';
import { sortOrder } from '@mecha/shared/schema/bounds';
import { responses } from '../../platform/envelope.ts';
import { operatorGuard, OPERATOR_SECURITY } from '../../platform/operator-guard.ts';
import type { PayOpsService } from './ops.service.ts';

const tags = ['operators'];
const amount = z.number().int().min(0).max(100_000_000);
const skuBody = z.strictObject({
  id: skuIdSchema, edition: editionSchema, currency: currencySchema, names: localised,
  priceMinor: amount.min(1), baseAmount: amount.min(1), standingBonus: amount.default(0), doublesFirst: z.boolean().default(true),
  points: amount.nullable().default(null), active: z.boolean().default(true), sort: sortOrder.default(0),
});
const methodBody = z.strictObject({ edition: editionSchema, id: methodIdSchema, names: localised, active: z.boolean().default(true), sort: sortOrder.default(0) });
const settingsBody = z.strictObject({
  edition: editionSchema, currency: currencySchema,
  /** null switches the cap off (the default). */
  monthlyCapMinor: amount.min(1).nullable(),
  pointsPerUnit: z.string().regex(/^\d{1,6}(\.\d{1,4})?$/).default('1'),
});
const ok = responses(z.object({ ok: z.literal(true) }));
const anyList = responses(z.object({ list: z.array(z.unknown()) }));

// Operator calls of top-up (ARCHITECTURE "Building the money and event areas"): behind the operator guard; the
// CLI (cli/pay-commands.ts) calls them.
export function payOpsRoutes(deps: { ops: PayOpsService; operatorToken: string }) {
  const operatorOnly = operatorGuard(deps.operatorToken);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const security = OPERATOR_SECURITY;
    const { ops } = deps;

    app.get('/api/ops/pay/catalogue', {
      schema: { tags, security, summary: "An edition's SKUs, methods and settings (inactive ones too)", querystring: z.strictObject({ edition: editionSchema }), response: responses(z.unknown()) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.catalogue(req.query.edition)),
    });
    app.post('/api/ops/pay/skus', {
      schema: { tags, security, summary: 'Create or change a SKU', body: skuBody, response: ok },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.saveSku(req.body);
        return reply.ok({ ok: true as const });
      },
    });
    app.post('/api/ops/pay/skus/active', {
      schema: { tags, security, summary: 'Switch a SKU on or off', body: z.strictObject({ id: skuIdSchema, active: z.boolean() }), response: ok },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.setSkuActive(req.body.id, req.body.active);
        return reply.ok({ ok: true as const });
      },
    });
    app.post('/api/ops/pay/methods', {
      schema: { tags, security, summary: 'Create or change a payment method of an edition', body: methodBody, response: ok },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.saveMethod(req.body);
        return reply.ok({ ok: true as const });
      },
    });
    app.post('/api/ops/pay/methods/active', {
      schema: { tags, security, summary: 'Switch a payment method on or off', body: z.strictObject({ edition: editionSchema, id: methodIdSchema, active: z.boolean() }), response: ok },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.setMethodActive(req.body.edition, req.body.id, req.body.active);
        return reply.ok({ ok: true as const });
      },
    });
    app.post('/api/ops/pay/settings', {
      schema: { tags, security, summary: 'Monthly cap per account and points per whole currency unit, per edition and currency', body: settingsBody, response: ok },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.saveSettings(req.body.edition, req.body.currency, req.body.monthlyCapMinor, req.body.pointsPerUnit);
        return reply.ok({ ok: true as const });
      },
    });
    app.get('/api/ops/pay/orders', {
      schema: {
        tags, security, summary: 'Orders by role UID, account or order id, each with its timeline, notifications and delivery',
        querystring: z.strictObject({ uid: uidSchema.optional(), yfyUid: z.string().min(1).max(64).optional(), orderId: orderIdSchema.optional() }),
        response: anyList,
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ list: await ops.search(req.query) }),
    });
    app.get('/api/ops/pay/undelivered', {
      schema: { tags, security, summary: 'Paid orders whose currency credit the game has not confirmed', response: anyList },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await ops.undelivered() }),
    });
    app.post('/api/ops/pay/resend', {
      schema: { tags, security, summary: "Queue a paid order's currency credit again now (the game credits an order once)", body: z.strictObject({ orderId: orderIdSchema }), response: responses(z.object({ orderId: z.string(), queued: z.literal(true) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.resend(req.body.orderId)),
    });
    app.post('/api/ops/pay/refund', {
      schema: {
        tags, security, summary: 'Mark a paid order refunded and take its points back (down to zero)',
        body: z.strictObject({ orderId: orderIdSchema, reason: z.string().max(200).default('') }),
        response: responses(z.object({ orderId: z.string(), refundedAt: z.number().int(), pointsTakenBack: z.number().int(), pointsShortfall: z.number().int() })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.refund(req.body.orderId, req.body.reason)),
    });
  };
}
