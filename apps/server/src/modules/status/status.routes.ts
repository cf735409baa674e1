import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { freshnessData, statusData } from '@mecha/shared/status/api';
import { responses } from '../../platform/envelope.ts';
import type { StatusService } from './status.service.ts';

// The public status page and the record screens' "updated N minutes ago" (decision 0191). No login: the page is
// for anyone wondering whether their matches are in.
export function statusRoutes(deps: { status: StatusService }) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['platform'];
    app.get(API.status, {
      schema: { tags, summary: 'Data freshness per edition, API speed and error rate (5 min, 24 h), queue depths, incidents', response: responses(statusData) },
      // Incidents are in the caller's language: a cache must keep the languages apart.
      handler: async (req, reply) => reply.header('cache-control', 'public, max-age=10').header('vary', 'Accept-Language').ok(await deps.status.status(req.lang)),
    });
    app.get(API.statusFreshness, {
      schema: { tags, summary: 'When the newest match of each edition arrived (the record screens\' "updated N minutes ago")', response: responses(freshnessData) },
      handler: async (_req, reply) => reply.header('cache-control', 'public, max-age=10').ok(await deps.status.freshnessData()),
    });
  };
}
