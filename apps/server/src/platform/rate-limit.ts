import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';

// "Too frequent operation" limits. With Redis they are shared by every server process (the plugin's Redis store
// counts atomically in a Lua script); without it each process counts in memory.
export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined, nameSpace: string) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace } : {}),
    skipOnError: false,
    errorResponseBuilder: () => new AppError('tooFrequent'),
  });
}

export interface LimitRule {
  /** Distinguishes limiters that share a key (a UID counted by two routes is two budgets). */
  name: string;
  max: number;
  windowMs: number;
  /** Returns the key to count, or undefined to skip (e.g. an invalid body the schema already refused). */
  key: (req: FastifyRequest) => string | undefined;
}

/**
 * A preHandler that counts one request against `rule` (runs after validation, so body fields can be keys).
 * Built on the plugin's createRateLimit, which unlike its ready-made hook lets several limits apply to one route.
 */
export function limit(app: FastifyInstance, rule: LimitRule): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (req: FastifyRequest) => `${rule.name}:${rule.key(req) ?? 'none'}`,
  });
  return async (req, reply) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('tooFrequent');
    }
  };
}

export const byIp = (req: FastifyRequest) => req.ip;
export const byBodyField = (field: string) => (req: FastifyRequest) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim() : undefined;
};
