import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobHolds, scheduleJobs } from './jobs.ts';

describe('scheduleJobs', () => {
  afterEach(() => vi.useRealTimers());

  it('runs each job at start and on its timer, and skips a held job until it is released', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const holds = new JobHolds();
    const runs = { sweep: 0, mail: 0 };
    scheduleJobs(app, [
      { name: 'sweep', everyMs: 1000, run: async () => runs.sweep++ },
      { name: 'mail', everyMs: 1000, run: async () => runs.mail++ },
    ], holds);
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual({ sweep: 1, mail: 1 });

    expect(holds.set(['sweep'])).toEqual(['sweep']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toEqual({ sweep: 1, mail: 4 });

    expect(holds.set([])).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual({ sweep: 2, mail: 5 });
    await app.close();
  });
});
