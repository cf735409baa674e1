import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installMetrics } from './metrics.ts';

describe('metrics', () => {
  it('reads the job queues once per scrape and shows both queue gauges from that reading', async () => {
    const app = Fastify();
    let reads = 0;
    const registry = installMetrics(app, {
      token: 't'.repeat(32),
      queues: async () => {
        reads++;
        return { mailPending: 3, mailOldestAgeS: 42, deliveriesRetrying: 1, paymentsAwaitingTimeout: 2 };
      },
      newestEndedAt: async () => null,
      now: () => new Date(),
    });
    const text = await registry.metrics();
    expect(reads).toBe(1);
    expect(text).toMatch(/job_queue_depth\{queue="outbox_pending"\} 3/);
    expect(text).toMatch(/outbox_oldest_pending_age_seconds 42/);
    await new Promise((r) => setTimeout(r, 5));
    await registry.metrics();
    expect(reads).toBe(2);
    await app.close();
  });
});
