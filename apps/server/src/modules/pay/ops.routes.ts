import type { OperatorAuth } from '../../platform/operator-context.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editionSchema, uidSchema } from '@mecha/shared/account/schemas';
import { orderIdSchema } from '@mecha/shared/pay/api';
import { opsMethodActiveBody, opsMethodBody, opsSettingsBody, opsSkuActiveBody, opsSkuBody } from '@mecha/shared/pay/ops-api';
import { auditWriter } from '../../platform/audit-log.ts';
import { responses } from '../../platform/envelope.ts';
import { operatorGuard, OPERATOR_SECURITY } from '../../platform/operator-guard.ts';
import type { PayOpsService } from './ops.service.ts';

const tags = ['operators'];
/** The operator's editions (the guard set req.operator): rows found by id or listed are held to them. */
const scope = (req: FastifyRequest): OpsEditions => req.operator?.editions ?? [];
const ok = responses(z.object({ ok: z.literal(true) }));
const anyList = responses(z.object({ list: z.array(z.unknown()) }));

// Operator calls of top-up (ARCHITECTURE "Building the money and event areas"): behind the operator guard; the
// CLI (cli/pay-commands.ts) calls them.
export function payOpsRoutes(deps: { ops: PayOpsService; operatorAuth: OperatorAuth }) {
  const operatorOnly = operatorGuard(deps.operatorAuth);
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
      schema: { tags, security, summary: 'Create or change a SKU', body: opsSkuBody, response: ok },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.saveSku(req.body, auditWriter(req), scope(req));
        return reply.ok({ ok: true as const });
      },
    });
    app.post('/api/ops/pay/skus/active', {
      schema: { tags, security, summary: 'Switch a SKU on or off', body: opsSkuActiveBody, response: ok },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.setSkuActive(req.body.id, req.body.active, auditWriter(req), scope(req));
        return reply.ok({ ok: true as const });
      },
    });
    app.post('/api/ops/pay/methods', {
      schema: { tags, security, summary: 'Create or change a payment method of an edition', body: opsMethodBody, response: ok },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.saveMethod(req.body, auditWriter(req));
        return reply.ok({ ok: true as const });
      },
    });
    app.post('/api/ops/pay/methods/active', {
      schema: { tags, security, summary: 'Switch a payment method on or off', body: opsMethodActiveBody, response: ok },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.setMethodActive(req.body.edition, req.body.id, req.body.active, auditWriter(req));
        return reply.ok({ ok: true as const });
      },
    });
    app.post('/api/ops/pay/settings', {
      schema: { tags, security, summary: 'Monthly cap per account and points per whole currency unit, per edition and currency', body: opsSettingsBody, response: ok },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.saveSettings(req.body.edition, req.body.currency, req.body.monthlyCapMinor, req.body.pointsPerUnit, auditWriter(req));
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
      handler: async (req, reply) => reply.ok({ list: await ops.search(req.query, scope(req)) }),
    });
    app.get('/api/ops/pay/undelivered', {
      schema: { tags, security, summary: 'Paid orders whose currency credit the game has not confirmed', response: anyList },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ list: await ops.undelivered(scope(req)) }),
    });
    app.post('/api/ops/pay/resend', {
      schema: { tags, security, summary: "Queue a paid order's currency credit again now (the game credits an order once)", body: z.strictObject({ orderId: orderIdSchema }), response: responses(z.object({ orderId: z.string(), queued: z.literal(true) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.resend(req.body.orderId, auditWriter(req), scope(req))),
    });
    app.post('/api/ops/pay/refund', {
      schema: {
        tags, security, summary: 'Mark a paid order refunded and take its points back (down to zero)',
        body: z.strictObject({ orderId: orderIdSchema, reason: z.string().max(200).default('') }),
        response: responses(z.object({ orderId: z.string(), refundedAt: z.number().int(), pointsTakenBack: z.number().int(), pointsShortfall: z.number().int() })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.refund(req.body.orderId, req.body.reason, auditWriter(req), scope(req))),
    });
  };
}
