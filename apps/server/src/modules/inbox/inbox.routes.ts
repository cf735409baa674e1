import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackBody, feedbackData, messageIdBody, messageIdQuery, messageListData, messageListQuery, messageSchema, unreadData } from '@mecha/shared/welfare/api';
import { responses } from '../../platform/envelope.ts';
import type { AccountService } from '../account/account.service.ts';
import { authGuards, currentAccount } from '../account/auth-guard.ts';
import type { SessionService } from '../account/session.service.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { InboxService } from './inbox.service.ts';
import { byIp, limit } from '../../platform/rate-limit.ts';

const tags = ['message centre'];
const security = [{ bearer: [] }];

export function inboxRoutes(deps: { inbox: InboxService; feedback: FeedbackService; accounts: AccountService; sessions: SessionService }) {
  const { inbox } = deps;
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireLogin } = authGuards(deps.sessions, deps.accounts);
    const me = (req: Parameters<typeof currentAccount>[0]) => currentAccount(req).yfyUid;

    app.get('/api/message/unread', {
      schema: { tags, security, summary: 'Unread message count (the mine tab red dot)', response: responses(unreadData) },
      preValidation: [requireLogin],
      handler: async (req, reply) => reply.ok(await inbox.unread(me(req))),
    });
    app.get('/api/message/list', {
      schema: { tags, security, summary: 'Messages, newest first', querystring: messageListQuery, response: responses(messageListData) },
      preValidation: [requireLogin],
      handler: async (req, reply) => reply.ok(await inbox.list(me(req), req.lang, req.query.page, req.query.size)),
    });
    app.get('/api/message/detail', {
      schema: { tags, security, summary: 'One message', querystring: messageIdQuery, response: responses(messageSchema) },
      preValidation: [requireLogin],
      handler: async (req, reply) => reply.ok(await inbox.detail(me(req), req.query.id, req.lang)),
    });
    app.post('/api/message/read', {
      schema: { tags, security, summary: 'Mark one message read', body: messageIdBody, response: responses(unreadData) },
      preValidation: [requireLogin],
      handler: async (req, reply) => reply.ok(await inbox.read(me(req), req.body.id)),
    });
    app.post('/api/feedback', {
      bodyLimit: 600 * 1024,
      schema: {
        tags, security, summary: 'Send feedback (category, text, optional contact and screenshot); a thank-you arrives in the inbox',
        body: feedbackBody,
        response: responses(feedbackData),
      },
      preValidation: [requireLogin],
      preHandler: [limit(app, { name: 'feedback-ip', max: 10, windowMs: 3600_000, key: byIp })],
      handler: async (req, reply) => reply.ok(await deps.feedback.submit(me(req), currentAccount(req).roleId ?? null, req.body)),
    });

    app.post('/api/message/read-all', {
      schema: { tags, security, summary: 'Mark every message read', response: responses(unreadData) },
      preValidation: [requireLogin],
      handler: async (req, reply) => reply.ok(await inbox.readAll(me(req))),
    });
  };
}
