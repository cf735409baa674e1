import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, printTable, startServer } from './lib.ts';

// Load figures for the foundation: a bare Fastify hello world against this server's health and h5-role-info,
// in the same run, reported as req/s, p99 and the ratio to hello world. Run: npm run bench
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const dataDir = mkdtempSync(join(tmpdir(), 'mecha-bench-'));

const hello = await startServer('bench/hello-server.ts', { PORT: '3901' }, 'http://127.0.0.1:3901/');
const server = await startServer(
  'apps/server/src/server.ts',
  { PORT: '3902', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', GAME_GATEWAY: 'sim', SIM_HISTORY: 'false', SIM_LIVE_PLAY: 'false' },
  'http://127.0.0.1:3902/api/health',
);
try {
  const sample = (await (await fetch('http://127.0.0.1:3902/api/dev/sim/roles?limit=1')).json()) as { data: { list: { uid: string }[] } };
  const uid = sample.data.list[0]?.uid;
  const opts = { duration, connections };
  const baseline = await measure('fastify hello world', 'http://127.0.0.1:3901/', opts);
  const figures = [
    baseline,
    await measure('GET /api/health', 'http://127.0.0.1:3902/api/health', opts),
    await measure('GET /api/record/h5-role-info', `http://127.0.0.1:3902/api/record/h5-role-info?uid=${uid}`, opts),
  ];
  console.log(`\n${connections} connections, ${duration} s each, node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  printTable(figures, baseline);
} finally {
  hello.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
