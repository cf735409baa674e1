import type { OperatorAuth } from '../../platform/operator-context.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okData } from '@mecha/shared/account/schemas';
import { actEventIdSchema, opsClaimsPage, opsClaimsQuery, opsEventBody, opsEventDetail, opsEventSummary, opsShipBody, opsSweepBody, opsSweepResult } from '@mecha/shared/act/ops-api';
import { auditWriter } from '../../platform/audit-log.ts';
import { responses } from '../../platform/envelope.ts';
import { operatorGuard, OPERATOR_SECURITY, operatorOf } from '../../platform/operator-guard.ts';
import { ActClaimsOps } from './ops-claims.ts';
import type { ActOpsService } from './ops.service.ts';

const tags = ['operators'];

// Operator calls of the cumulative top-up event (ops CLI: `npm run ops -- act …`). Events found by id are held to
// the operator's editions in the services (the guard checks only an edition the call names).
export function actOpsRoutes(deps: { ops: ActOpsService; operatorAuth: OperatorAuth }) {
  const { ops } = deps;
  const operatorOnly = operatorGuard(deps.operatorAuth);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const security = OPERATOR_SECURITY;

    app.post('/api/ops/act/events', {
      schema: { tags, security, summary: 'Create or replace a cumulative top-up event and its tiers (a claimed tier cannot be removed)', body: opsEventBody, response: responses(z.object({ created: z.boolean() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.saveEvent(req.body, auditWriter(req), operatorOf(req).editions)),
    });

    app.get('/api/ops/act/events', {
      schema: { tags, security, summary: "Cumulative top-up events of the operator's editions, newest first, with tier and claim counts", response: responses(z.object({ list: z.array(opsEventSummary) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ list: await ops.listEvents(operatorOf(req).editions) }),
    });

    app.get('/api/ops/act/events/detail', {
      schema: { tags, security, summary: 'One event as stored, with its tiers, prizes and claim counts (to edit it)', querystring: z.strictObject({ id: actEventIdSchema }), response: responses(opsEventDetail) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.eventDetail(req.query.id, operatorOf(req).editions)),
    });

    // The same list under the shipping area's prefix: the Shipping tab picks an event to ship its tier prizes, and
    // the shipping role has no top-up area (shared ops/roles.ts).
    app.get('/api/ops/act/claims/events', {
      schema: { tags, security, summary: "Cumulative top-up events of the operator's editions, for shipping their tier prizes", response: responses(z.object({ list: z.array(opsEventSummary) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ list: await ops.listEvents(operatorOf(req).editions) }),
    });

    app.get('/api/ops/act/claims', {
      schema: {
        tags, security,
        summary: "An event's claims by state (page on with afterId), addresses for roles that may see them; format=csv: the whole filtered set as a spreadsheet-safe CSV. Each read is written to the audit log",
        querystring: opsClaimsQuery,
        response: responses(opsClaimsPage),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const page = await ops.claims.list(req.query, operatorOf(req), auditWriter(req));
        if (req.query.format === 'json') return reply.ok(page);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="tier-prizes-${req.query.eventId}-${req.query.filter}.csv"`)
          .send(ActClaimsOps.csv(page.list, page.addresses) as never);
      },
    });

    app.post('/api/ops/act/ship', {
      schema: { tags, security, summary: 'Mark a physical prize shipped with its carrier and tracking number (again to correct them)', body: opsShipBody, response: responses(okData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.claims.ship(req.body.claimId, req.body.carrier, req.body.tracking, operatorOf(req).editions, auditWriter(req));
        return reply.ok({ ok: true as const });
      },
    });

    app.post('/api/ops/act/forfeit-sweep', {
      schema: {
        tags, security,
        summary: "Forfeit the operator's editions' physical prizes past their address deadline now (the job does it every minute); dryRun: the list only, nothing changes",
        // No body at all is a real sweep (the CLI and older scripts send none).
        body: opsSweepBody.nullish(), response: responses(opsSweepResult),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const result = await ops.claims.sweep(req.body?.dryRun ?? false, operatorOf(req).editions, auditWriter(req));
        // A dry run changes nothing: no audit row (the fallback would write one).
        if (result.dryRun) req.opsAudited = true;
        return reply.ok(result);
      },
    });
  };
}
