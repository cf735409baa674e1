import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { OffsetClock } from './platform/clock.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { superviseWorkers } from './workers.ts';

// The process entry: read the environment once, build, listen, and close gracefully on SIGINT/SIGTERM. With
// WORKERS=N the first process only supervises N server processes sharing the port (workers.ts).
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.workers > 1 && cluster.isPrimary) return superviseWorkers(config.workers);
  // In sim mode the clock may be moved forward by hand (POST /api/dev/sim/clock), to watch time-outs happen.
  const clock = config.gateway === 'sim' ? new OffsetClock() : undefined;
  const app = await buildApp({ config, simLivePlay: config.simLivePlay, runJobs: true, ...(clock ? { clock } : {}) });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after error');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ gateway: config.gateway, protocol: config.tls ? 'https (h2, http/1.1)' : 'http', database: config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}`, worker: cluster.worker?.id ?? null }, 'ready');
}

main().catch((err) => {
  console.error('failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
