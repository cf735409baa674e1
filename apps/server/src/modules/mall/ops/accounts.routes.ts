import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_APPROVAL_THRESHOLD } from '@mecha/shared/ops/roles';
import { auditWriter } from '../../../platform/audit-log.ts';
import { responses } from '../../../platform/envelope.ts';
import { OPERATOR_SECURITY as security } from '../../../platform/operator-guard.ts';
import type { MallAccountsOps } from './accounts-ops.ts';
import { adjustBody, liftBody, suspendBody, suspensionsQuery } from './ops-schemas.ts';
import type { OperatorGuard } from '../../../platform/operator-guard.ts';

const tags = ['operators'];
const list = responses(z.object({ list: z.array(z.unknown()) }));

// /api/ops/mall: points adjustments, suspensions, accounts with abnormal points.
export function mallAccountsOpsRoutes(ops: MallAccountsOps, operatorOnly: OperatorGuard, approvalThreshold = DEFAULT_APPROVAL_THRESHOLD) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post('/api/ops/mall/points/adjust', {
      schema: { tags, security, summary: "Add or take points ('adjust' ledger entry, the reason shown to the player); above the approval threshold, a pending approval for a second operator", body: adjustBody, response: responses(z.union([z.object({ yfyUid: z.string(), amount: z.number().int(), balance: z.number().int() }), z.object({ pending: z.literal(true), approvalId: z.number().int() })])) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.adjust(req.body, auditWriter(req), approvalThreshold, req.operator!.name)),
    });
    app.get('/api/ops/mall/suspensions', {
      schema: { tags, security, summary: "Suspensions in force, or all of one account's", querystring: suspensionsQuery, response: list },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ list: await ops.suspensions(req.query.yfyUid) }),
    });
    app.post('/api/ops/mall/suspensions', {
      schema: { tags, security, summary: 'Suspend an account from exchanges and draw entries from now until endsAt', body: suspendBody, response: responses(z.object({ id: z.number().int() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.suspend(req.body, auditWriter(req))),
    });
    app.post('/api/ops/mall/suspensions/lift', {
      schema: { tags, security, summary: 'Lift a suspension now', body: liftBody, response: responses(z.object({ id: z.number().int() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.lift(req.body.id, auditWriter(req))),
    });
    app.get('/api/ops/mall/abnormal', {
      schema: { tags, security, summary: 'Accounts whose points balance disagrees with the sum of their ledger', response: list },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await ops.abnormal() }),
    });
  };
}
