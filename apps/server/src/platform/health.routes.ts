import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { MIGRATIONS } from '../db/migrate.ts';

const EXPECTED_MIGRATIONS = Object.keys(MIGRATIONS);
const readyData = z.object({
  database: z.boolean(),
  /** null when the server runs without Redis. */
  redis: z.boolean().nullable(),
  /** The read replica (DATABASE_READ_URL) answers; null without one. */
  readReplica: z.boolean().nullable(),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
});

// Liveness (the process answers), readiness (database, Redis, migrations), and what the app needs at start.
export function healthRoutes(deps: { db: Db; readDb?: Db | undefined; redis: Redis | undefined; gateway: 'sim' | 'http'; hostEditions: Record<string, EditionCode>; webviewHosts: string[]; ipLanguageHosts?: string[] }) {
  const webviewHosts = allowedWebviewHosts(deps);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['platform'];
    // Liveness: the process answers (a balancer restarts it otherwise). `/api/health` is the older name.
    const live = { schema: { tags, summary: 'Liveness', response: responses(z.object({ status: z.literal('ok') })) }, handler: async (_req: unknown, reply: FastifyReply) => reply.ok({ status: 'ok' as const }) };
    app.get(API.health, live);
    app.get(API.healthLive, live);
    // Readiness: PostgreSQL and Redis answer and every migration this build knows has run, so a balancer sends
    // traffic only to a process that can serve it. While the server closes, Fastify answers 503 to new requests
    // (this one included) and finishes those in flight. `/api/ready` is the older name.
    const ready = {
      schema: { tags, summary: 'Readiness: database, read replica, Redis and migrations', response: responses(readyData) },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const checks: z.infer<typeof readyData> = { database: false, redis: deps.redis ? false : null, readReplica: deps.readDb ? false : null, migrations: { applied: 0, expected: EXPECTED_MIGRATIONS.length } };
        try {
          await sql`select 1`.execute(deps.db);
          checks.database = true;
          const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(deps.db);
          const names = new Set(applied.rows.map((r) => r.name));
          checks.migrations.applied = EXPECTED_MIGRATIONS.filter((m) => names.has(m)).length;
          if (deps.redis) checks.redis = (await deps.redis.ping()) === 'PONG';
          if (deps.readDb) checks.readReplica = (await sql`select 1`.execute(deps.readDb)).rows.length === 1;
        } catch (err) {
          req.log.warn({ err }, 'readiness check failed');
        }
        const ok = checks.database && checks.redis !== false && checks.readReplica !== false && checks.migrations.applied === checks.migrations.expected;
        if (!ok) throw new AppError('systemBusy', checks);
        return reply.ok(checks);
      },
    };
    app.get(API.ready, ready);
    app.get(API.healthReady, ready);
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
