import type { OperatorAuth } from '../../platform/operator-context.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowId } from '@mecha/shared/schema/bounds';
import { auditWriter } from '../../platform/audit-log.ts';
import { responses } from '../../platform/envelope.ts';
import { operatorGuard, OPERATOR_SECURITY } from '../../platform/operator-guard.ts';
import type { FeedbackService } from './feedback.service.ts';

const tags = ['operators'];

// Operator calls of the message centre: open feedback and the answers that go back to the players' inboxes.
export function inboxOpsRoutes(deps: { feedback: FeedbackService; operatorAuth: OperatorAuth }) {
  const operatorOnly = operatorGuard(deps.operatorAuth);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const security = OPERATOR_SECURITY;

    app.get('/api/ops/feedback', {
      schema: { tags, security, summary: 'Feedback still waiting for an answer', response: responses(z.object({ list: z.array(z.unknown()) })) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await deps.feedback.open() }),
    });

    app.post('/api/ops/feedback/answer', {
      schema: { tags, security, summary: "Answer feedback (the answer goes to the player's inbox)", body: z.strictObject({ id: rowId, answer: z.string().trim().min(1).max(2000) }), response: responses(z.object({ ok: z.literal(true) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await deps.feedback.answer(req.body.id, req.body.answer, auditWriter(req));
        return reply.ok({ ok: true as const });
      },
    });
  };
}
