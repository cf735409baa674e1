import type { FastifyInstance } from 'fastify';

export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Names of jobs whose timer ticks are skipped for now. Only the sim's dev call sets them: a journey that moves the
 * dev clock past a deadline holds the sweep it wants to watch an operator run (a dry run first), so the timer cannot
 * win the race. An empty set, as in production, holds nothing.
 */
export class JobHolds {
  private held = new Set<string>();
  set(names: readonly string[]): string[] {
    this.held = new Set(names);
    return [...this.held];
  }
  has(name: string): boolean {
    return this.held.has(name);
  }
}

// Background work on timers. Every job claims its rows in the database (SKIP LOCKED), so any number of server
// processes may run the same jobs; a run that is still going is not started again in this process. On close no
// new run starts and the runs in flight finish (their claims commit or roll back) before the database closes.
export function scheduleJobs(app: FastifyInstance, jobs: Job[], holds?: JobHolds): void {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let closing = false;
  const tick = (job: Job) => {
    if (closing || running.has(job.name) || holds?.has(job.name)) return;
    const run = (async () => {
      try {
        await job.run();
      } catch (err) {
        app.log.error({ err, job: job.name }, 'job failed');
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, run);
  };
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const timer = setInterval(() => tick(job), job.everyMs);
      timer.unref();
      timers.push(timer);
      tick(job);
    }
  });
  app.addHook('preClose', async () => {
    closing = true;
    timers.forEach(clearInterval);
    await Promise.all(running.values());
  });
}
