import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@mecha/shared/api-paths';
import { maintenanceData, maintenanceOffBody, maintenanceOnBody, maintenanceOpsList, maintenanceSwitch, maintenanceFeature } from '@mecha/shared/maintenance/api';
import { auditWriter } from '../../platform/audit-log.ts';
import { responses } from '../../platform/envelope.ts';
import type { OperatorAuth } from '../../platform/operator-context.ts';
import { operatorGuard, operatorOf, OPERATOR_SECURITY } from '../../platform/operator-guard.ts';
import type { MaintenanceService } from './maintenance.service.ts';

// The maintenance switch's calls (decision 0053): the app's list of features under repair (from the same cached
// copy the hook reads, so it costs nothing), and the operators' list, on and off, each audited with its reason.
export function maintenanceRoutes(deps: { maintenance: MaintenanceService; operatorAuth: OperatorAuth }) {
  const { maintenance } = deps;
  const operatorOnly = operatorGuard(deps.operatorAuth);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const security = OPERATOR_SECURITY;
    const tags = ['operators'];

    app.get(API.maintenance, {
      schema: { tags: ['platform'], summary: 'Features under repair now (the app shows a banner on their pages)', response: responses(maintenanceData) },
      handler: async (_req, reply) => {
        const list = (await maintenance.active()).map((s) => ({ feature: s.feature, until: s.until ? s.until.toISOString() : null }));
        return reply.header('cache-control', 'no-store').ok({ list });
      },
    });

    app.get(API.opsMaintenance, {
      schema: { tags, security, summary: 'Maintenance switches (with reason, end and who switched)', response: responses(maintenanceOpsList) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await maintenance.list() }),
    });

    app.post(API.opsMaintenanceOn, {
      schema: { tags, security, summary: "Switch a feature under repair: its player calls answer 1013 and its pages show a banner", body: maintenanceOnBody, response: responses(maintenanceSwitch) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const until = req.body.until ? new Date(req.body.until) : null;
        return reply.ok(await maintenance.switchOn(req.body.feature, req.body.reason, until, operatorOf(req).name, auditWriter(req)));
      },
    });

    app.post(API.opsMaintenanceOff, {
      schema: { tags, security, summary: 'Switch a feature back on', body: maintenanceOffBody, response: responses(z.object({ feature: maintenanceFeature, wasOn: z.boolean() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await maintenance.switchOff(req.body.feature, req.body.reason, auditWriter(req))),
    });
  };
}
