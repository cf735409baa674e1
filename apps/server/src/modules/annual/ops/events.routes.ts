import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditWriter } from '../../../platform/audit-log.ts';
import { responses } from '../../../platform/envelope.ts';
import { OPERATOR_SECURITY as security, type OperatorGuard, operatorOf } from '../../../platform/operator-guard.ts';
import type { AnnualEventsOps } from './events-ops.ts';
import { eventBody, oddsQuery, prizeBody, stockBody, ticketsBody } from './ops-schemas.ts';

const tags = ['operators'];
const int = z.number().int();

// /api/ops/annual: events, the prize pool and its stock, support's goodwill tickets.
export function annualEventsOpsRoutes(ops: AnnualEventsOps, operatorOnly: OperatorGuard) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/ops/annual/events', {
      schema: { tags, security, summary: "The operator's editions' anniversary events with their prizes, counts (votes, draws, tickets) and seed hash (the seed once ended)", response: responses(z.object({ list: z.array(z.unknown()) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ list: await ops.list(operatorOf(req).editions) }),
    });
    app.get('/api/ops/annual/odds', {
      schema: { tags, security, summary: "An event's odds history, newest first: the pool's weights in force from each draw number on", querystring: oddsQuery, response: responses(z.object({ list: z.array(z.unknown()) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ list: await ops.odds(req.query.eventId, operatorOf(req)) }),
    });
    app.post('/api/ops/annual/events/save', {
      schema: {
        tags, security, summary: 'Create an event (a new secret seed and its published hash) or change one (start and report year fixed once opened)',
        body: eventBody, response: responses(z.object({ id: z.string(), created: z.boolean(), seedHash: z.string() })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.saveEvent(req.body, operatorOf(req), auditWriter(req))),
    });
    app.post('/api/ops/annual/prizes/save', {
      schema: {
        tags, security, summary: "Create a prize with its stock, or change one's names, picture, weight and sort (an odds row when the pool changes)",
        body: prizeBody, response: responses(z.object({ eventId: z.string(), id: z.string(), created: z.boolean(), oddsChanged: z.boolean() })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.savePrize(req.body, operatorOf(req), auditWriter(req))),
    });
    app.post('/api/ops/annual/prizes/stock', {
      schema: {
        tags, security, summary: "Add or remove a prize's units (never below zero; an odds row when it leaves or rejoins the pool)",
        body: stockBody, response: responses(z.object({ eventId: z.string(), prizeId: z.string(), stock: int, stockTotal: int, oddsChanged: z.boolean() })),
      },
      preValidation: [operatorOnly],
      // The reason and the stock before and after go into the audit row, written in the move's transaction.
      handler: async (req, reply) => reply.ok(await ops.moveStock(req.body, operatorOf(req), auditWriter(req))),
    });
    app.post('/api/ops/annual/tickets/grant', {
      schema: {
        tags, security, summary: "Support's goodwill tickets to a role's bound account (uid) or an account (yfyUid)",
        body: ticketsBody, response: responses(z.object({ eventId: z.string(), yfyUid: z.string(), uid: z.string().nullable(), tickets: int, earned: int, spent: int })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.grantTickets(req.body, operatorOf(req), auditWriter(req))),
    });
  };
}
