import type { FastifyInstance } from 'fastify';

export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

// Background work on timers. Every job claims its rows in the database (SKIP LOCKED), so any number of server
// processes may run the same jobs; a run that is still going is not started again in this process.
export function scheduleJobs(app: FastifyInstance, jobs: Job[]): void {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();
  const tick = async (job: Job) => {
    if (running.has(job.name)) return;
    running.add(job.name);
    try {
      await job.run();
    } catch (err) {
      app.log.error({ err, job: job.name }, 'job failed');
    } finally {
      running.delete(job.name);
    }
  };
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const timer = setInterval(() => void tick(job), job.everyMs);
      timer.unref();
      timers.push(timer);
      void tick(job);
    }
  });
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}
