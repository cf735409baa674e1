import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
// @ts-expect-error -- the plugin's in-memory store has no type declarations of its own
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { Redis } from 'ioredis';
import type { ErrorKey } from '@mecha/shared/errors/catalogue';
import { AppError } from './errors.ts';

// "Too frequent operation" limits. With Redis they are shared by every server process (the plugin's Redis store
// counts atomically in a Lua script); without it each process counts in memory.
export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined, nameSpace: string) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace } : { store: SnapshotLocalStore as never }),
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
  /** The catalogue error to answer when exceeded (an area may have its own, e.g. the mall's 3008); tooFrequent by default. */
  error?: ErrorKey;
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
      throw new AppError(rule.error ?? 'tooFrequent');
    }
  };
}

export const byIp = (req: FastifyRequest) => req.ip;
export const byBodyField = (field: string) => (req: FastifyRequest) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim() : undefined;
};

type Counted = { current: number; ttl: number };
type Incr = (key: string, cb: (err: Error | null, res?: Counted) => void, timeWindow: number, max: number) => void;

/**
 * The plugin's memory store hands every caller the same counter object, so requests counted in one tick all see
 * the last count (a burst of 100 saw 100, and all were refused). This store answers each caller with its own
 * snapshot of the count at its increment.
 */
class SnapshotLocalStore {
  private readonly inner: { incr: Incr; read: Incr };
  constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }) {
    this.inner = new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache);
  }
  incr(key: string, cb: (err: Error | null, res?: Counted) => void, timeWindow: number, max: number) {
    this.inner.incr(key, (err, res) => cb(err, res && { current: res.current, ttl: res.ttl }), timeWindow, max);
  }
  read(key: string, cb: (err: Error | null, res?: Counted) => void, timeWindow: number, max: number) {
    this.inner.read(key, (err, res) => cb(err, res && { current: res.current, ttl: res.ttl }), timeWindow, max);
  }
  child(routeOptions: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }) {
    return new SnapshotLocalStore(routeOptions);
  }
}
