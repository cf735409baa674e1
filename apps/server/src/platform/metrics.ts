import { sameSecret } from './same-secret.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API } from '@mecha/shared/api-paths';
import type { QueueDepths } from '@mecha/shared/status/api';
import type { ApiMinutes } from './api-latency.ts';
import { errorCodeOf } from './request-outcome.ts';

export interface MetricsDeps {
  /** Bearer token of the scraper (METRICS_TOKEN, else the operator token). */
  token: string;
  pool?: pg.Pool | undefined;
  /** Read at scrape time: the same figures the status page shows. */
  queues: () => Promise<QueueDepths>;
  /** Unix seconds of the newest match accepted, or null. */
  newestEndedAt: () => Promise<number | null>;
  now: () => Date;
  /** Also counts /api answers per minute for the status page (shared through the database). */
  apiMinutes?: ApiMinutes;
}

/** Probes and the scrape itself are not API traffic: they would drown the status page's figures. */
const UNCOUNTED = new Set<string>([API.health, API.healthLive, API.ready, API.healthReady, API.metrics]);

// Prometheus metrics (decision 0191) at GET /metrics, for operators only: request rate and latency per route,
// errors by catalogue code, the database pool, the job queues and the ingest lag. One registry per app, so tests
// that build several apps in one process do not share counters.
export function installMetrics(app: FastifyInstance, deps: MetricsDeps): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Answered requests', labelNames: ['method', 'route', 'status'] as const, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, per route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({ name: 'api_errors_total', help: 'Failed answers by catalogue code', labelNames: ['code'] as const, registers: [registry] });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!deps.pool) return;
      this.set({ state: 'total' }, deps.pool.totalCount);
      this.set({ state: 'idle' }, deps.pool.idleCount);
      this.set({ state: 'waiting' }, deps.pool.waitingCount);
    },
  });
  // Both queue gauges come from one query: a scrape collects its gauges side by side, so they share one reading.
  let reading: Promise<QueueDepths> | null = null;
  const queues = () => (reading ??= deps.queues().finally(() => setTimeout(() => (reading = null), 0)));
  new Gauge({
    name: 'job_queue_depth',
    help: 'Work waiting: mail (outbox pending), deliveries retrying, payments awaiting time-out',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const q = await queues();
      this.set({ queue: 'outbox_pending' }, q.mailPending);
      this.set({ queue: 'deliveries_retrying' }, q.deliveriesRetrying);
      this.set({ queue: 'payments_awaiting_timeout' }, q.paymentsAwaitingTimeout);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail waiting for delivery (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await queues()).mailOldestAgeS ?? 0);
    },
  });
  new Gauge({
    name: 'ingest_lag_seconds',
    help: 'Now minus the end time of the newest match accepted',
    registers: [registry],
    async collect() {
      const newest = await deps.newestEndedAt();
      if (newest !== null) this.set(Math.max(0, deps.now().getTime() / 1000 - newest));
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (UNCOUNTED.has(route)) return;
    const seconds = reply.elapsedTime / 1000;
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, seconds);
    const code = errorCodeOf(req);
    if (code !== undefined) errors.inc({ code: String(code) });
    if (route.startsWith('/api/')) deps.apiMinutes?.record(reply.elapsedTime, reply.statusCode >= 500);
  });

  const allowed = (req: FastifyRequest) => sameSecret(req.headers.authorization ?? '', `Bearer ${deps.token}`);
  app.get(API.metrics, {
    schema: { hide: true },
    handler: async (req, reply) => {
      if (!allowed(req)) return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain').send('metrics need the scraper token\n');
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
    },
  });
  return registry;
}
