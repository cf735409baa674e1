import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { opsApprovalDecideBody, opsApprovalListData, opsApprovalListQuery, opsApprovalSchema } from '@mecha/shared/ops/console-api';
import type { Db } from '../../db/client.ts';
import { auditWriter } from '../../platform/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { responses } from '../../platform/envelope.ts';
import type { OperatorAuth } from '../../platform/operator-context.ts';
import { operatorGuard, OPERATOR_SECURITY as security } from '../../platform/operator-guard.ts';
import { ApprovalsService } from './approvals.service.ts';

const tags = ['operators'];

// Two-operator approvals of large point adjustments (area `players`): the list, and a second operator's decision.
export function approvalsRoutes(deps: { db: Db; clock: Clock; operatorAuth: OperatorAuth }) {
  const operatorOnly = operatorGuard(deps.operatorAuth);
  const approvals = new ApprovalsService(deps.db, deps.clock);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(API.opsApprovals, {
      schema: { tags, security, summary: 'Point adjustments waiting for (or decided by) a second operator, newest first', querystring: opsApprovalListQuery, response: responses(opsApprovalListData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ list: await approvals.list(req.query.state) }),
    });
    app.post(API.opsApprovalDecide, {
      schema: { tags, security, summary: 'Approve (applies the adjustment) or reject a pending request; never the operator who asked', body: opsApprovalDecideBody, response: responses(opsApprovalSchema) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await approvals.decide(req.body, req.operator!.name, auditWriter(req))),
    });
  };
}
