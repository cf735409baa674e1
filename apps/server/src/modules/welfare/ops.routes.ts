import type { OperatorAuth } from '../../platform/operator-context.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchCodesQuery, batchCreateBody, batchDeactivateBody, batchListQuery, WELFARE_OPS } from '@mecha/shared/welfare/ops-api';
import type { Db } from '../../db/client.ts';
import { auditWriter } from '../../platform/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { responses } from '../../platform/envelope.ts';
import { operatorGuard, OPERATOR_SECURITY, opsReasonOf } from '../../platform/operator-guard.ts';
import { WelfareBatchOps } from './ops-codes.ts';
import { welfarePackRoutes } from './ops-packs.ts';
import { operatorOf } from '../../platform/operator-guard.ts';
import { assertWelfareScope } from './ops-scope.ts';
import type { RedeemService } from './redeem.service.ts';

const tags = ['operators'];
const security = OPERATOR_SECURITY;
const plan = z.object({ dryRun: z.boolean(), id: z.string(), edition: z.string().nullable(), expiresAt: z.number().nullable(), kind: z.enum(['shared', 'unique']), count: z.number(), capacity: z.number(), items: z.array(z.unknown()) });

// Operator calls of welfare (decision 0047): gift packs and sign-in (ops-packs.ts), code campaigns, and the reward
// mails still waiting for the game.
export function welfareOpsRoutes(deps: { redeem: RedeemService; db: Db; clock: Clock; operatorAuth: OperatorAuth }) {
  const operatorOnly = operatorGuard(deps.operatorAuth);
  const batches = new WelfareBatchOps(deps.db, deps.clock);
  return async (base: FastifyInstance) => {
    await base.register(welfarePackRoutes(deps.db, operatorOnly));
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(WELFARE_OPS.batches, {
      schema: {
        tags, security, summary: 'Redemption campaigns of the operator\'s editions, paged, filtered and sorted, each with its usage',
        querystring: batchListQuery, response: responses(z.object({ total: z.number(), page: z.number(), size: z.number(), list: z.array(z.unknown()) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await batches.list(req.query, operatorOf(req))),
    });

    app.post(WELFARE_OPS.batches, {
      schema: {
        tags, security, summary: 'Create a redemption campaign: one shared code with a use limit, or N one-use codes (dryRun: what would be created)',
        body: batchCreateBody, response: responses(plan.extend({ codes: z.array(z.string()) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const { dryRun, ...b } = req.body;
        assertWelfareScope(operatorOf(req), b.edition);
        const created = await deps.redeem.createBatch({ ...b, expiresAt: b.expiresAt ? new Date(b.expiresAt * 1000) : null }, { dryRun, audit: auditWriter(req) });
        return reply.ok(created);
      },
    });

    app.get(WELFARE_OPS.batchCodes, {
      schema: {
        tags, security, summary: 'A campaign\'s codes with their use (format=csv: a spreadsheet-safe file; json: the same CSV text, for the CLI); each export is audited',
        querystring: batchCodesQuery, response: responses(z.object({ csv: z.string(), codes: z.number() })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const out = await batches.exportCodes(req.query.id, operatorOf(req), auditWriter(req));
        if (req.query.format === 'json') return reply.ok(out);
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="codes-${req.query.id}.csv"`).send(out.csv as never);
      },
    });

    app.post(WELFARE_OPS.batchDeactivate, {
      schema: {
        tags, security, summary: 'End a campaign now: its unused codes stop working (dryRun: how many; a reason is required otherwise)',
        body: batchDeactivateBody,
        response: responses(z.object({ dryRun: z.boolean(), id: z.string(), unusedCodes: z.number(), remaining: z.number(), expiresAt: z.number() })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const { id, dryRun } = req.body;
        return reply.ok(await batches.deactivate({ id, dryRun, reason: opsReasonOf(req) }, operatorOf(req), auditWriter(req)));
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
  };
}
