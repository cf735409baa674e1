import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { opsDashboardData, opsPlayerData, opsPlayerQuery, opsRevealBody, opsRevealData } from '@mecha/shared/ops/console-api';
import { auditWriter } from '../../platform/audit-log.ts';
import { responses } from '../../platform/envelope.ts';
import { OPERATOR_SECURITY as security, type OperatorGuard } from '../../platform/operator-guard.ts';
import type { DashboardService } from './dashboard.service.ts';
import { scopeOf } from './editions.ts';
import type { PlayerService } from './player.service.ts';
import type { RevealService } from './reveal.service.ts';

const tags = ['operators'];

// The console's overview: the dashboard, one player, and personal data revealed one record at a time.
export function opsOverviewRoutes(s: { dashboard: DashboardService; players: PlayerService; reveals: RevealService }, operatorOnly: OperatorGuard) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(API.opsDashboard, {
      schema: { tags, security, summary: "Today's figures, counted over the operator's editions", response: responses(opsDashboardData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await s.dashboard.figures(scopeOf(req.operator))),
    });
    app.get(API.opsPlayer, {
      schema: { tags, security, summary: 'One player by UID or account: roles, points, orders, claims, mails, suspension (no personal data)', querystring: opsPlayerQuery, response: responses(opsPlayerData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await s.players.lookUp(req.query, scopeOf(req.operator))),
    });
    app.post(API.opsReveal, {
      schema: { tags, security, summary: "One record's address, phone or contact, for the roles that may see them; each reveal is written to the audit log", body: opsRevealBody, response: responses(opsRevealData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await s.reveals.reveal(req.operator, req.body.kind, req.body.id, auditWriter(req))),
    });
  };
}
