import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { opsAuditData, opsAuditQuery } from '@mecha/shared/ops/console-api';
import type { Db } from '../../db/client.ts';
import { responses } from '../../platform/envelope.ts';
import type { OperatorAuth } from '../../platform/operator-context.ts';
import { operatorGuard, OPERATOR_SECURITY as security } from '../../platform/operator-guard.ts';
import { AuditService } from './audit.service.ts';

const tags = ['operators'];

// GET /api/ops/console/audit: the audit log, for every role (area `audit`).
export function auditRoutes(deps: { db: Db; operatorAuth: OperatorAuth }) {
  const operatorOnly = operatorGuard(deps.operatorAuth);
  const audit = new AuditService(deps.db);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(API.opsAudit, {
      schema: { tags, security, summary: 'The audit log, newest first (keyset paging: pass `next` as `before`)', querystring: opsAuditQuery, response: responses(opsAuditData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await audit.search(req.query, req.operator!.editions)),
    });
  };
}
