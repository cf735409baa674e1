import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { incidentCreateBody, incidentOps, incidentOpsList, incidentUpdateBody } from '@mecha/shared/status/api';
import { auditWriter } from '../../platform/audit-log.ts';
import { responses } from '../../platform/envelope.ts';
import type { OperatorAuth } from '../../platform/operator-context.ts';
import { operatorGuard, operatorOf, OPERATOR_SECURITY } from '../../platform/operator-guard.ts';
import type { IncidentsService } from './incidents.service.ts';

// Operators' incidents on the public status page (decision 0191): list, post, update or resolve; each audited.
export function statusOpsRoutes(deps: { incidents: IncidentsService; operatorAuth: OperatorAuth }) {
  const operatorOnly = operatorGuard(deps.operatorAuth);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const security = OPERATOR_SECURITY;
    const tags = ['operators'];
    app.get(API.opsStatusIncidents, {
      schema: { tags, security, summary: 'Incidents, newest first (open and resolved)', response: responses(incidentOpsList) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await deps.incidents.list() }),
    });
    app.post(API.opsStatusIncidents, {
      schema: { tags, security, summary: 'Post an incident on the status page (title and text in one or more languages)', body: incidentCreateBody, response: responses(incidentOps) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await deps.incidents.create(req.body, operatorOf(req).name, auditWriter(req))),
    });
    app.post(API.opsStatusIncidentUpdate, {
      schema: { tags, security, summary: 'Change an incident\'s severity or texts, resolve or reopen it', body: incidentUpdateBody, response: responses(incidentOps) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await deps.incidents.update(req.body, auditWriter(req))),
    });
  };
}
