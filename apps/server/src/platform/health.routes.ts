import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { API } from '@mecha/shared/api-paths';
import { appConfigData } from '@mecha/shared/app/config';
import type { EditionCode } from '@mecha/shared/editions';
import type { Db } from '../db/client.ts';
import { responses } from './envelope.ts';
import { AppError } from './errors.ts';
import type { Redis } from 'ioredis';
import { allowedWebviewHosts } from './webview-hosts.ts';
import { hostAllowed } from '@mecha/shared/app/hosts';

// Liveness (the process answers), readiness (its database and Redis answer), and what the app needs at start.
export function healthRoutes(deps: { db: Db; redis: Redis | undefined; gateway: 'sim' | 'http'; hostEditions: Record<string, EditionCode>; webviewHosts: string[]; ipLanguageHosts?: string[] }) {
  const webviewHosts = allowedWebviewHosts(deps);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['platform'];
    app.get(API.health, {
      schema: { tags, summary: 'Liveness', response: responses(z.object({ status: z.literal('ok') })) },
      handler: async (_req, reply) => reply.ok({ status: 'ok' as const }),
    });
    app.get(API.ready, {
      schema: { tags, summary: 'Readiness: database and Redis reachable', response: responses(z.object({ database: z.boolean(), redis: z.boolean().nullable() })) },
      handler: async (req, reply) => {
        try {
          await sql`select 1`.execute(deps.db);
          if (deps.redis) await deps.redis.ping();
        } catch (err) {
          req.log.warn({ err }, 'not ready');
          throw new AppError('systemBusy');
        }
        return reply.ok({ database: true, redis: deps.redis ? true : null });
      },
    });
    app.get(API.appConfig, {
      schema: { tags, summary: 'Gateway mode, the edition fixed by the host (if any) and the hosts the webview may frame', response: responses(appConfigData) },
      handler: async (req, reply) => {
        const host = (req.hostname ?? '').split(':')[0]?.toLowerCase() ?? '';
        const ipLanguage = hostAllowed(host, deps.ipLanguageHosts ?? []);
        return reply.ok({ gateway: deps.gateway, fixedEdition: deps.hostEditions[host] ?? null, webviewHosts, ipLanguage });
      },
    });
  };
}
