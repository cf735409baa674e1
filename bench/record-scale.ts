import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { API } from '@mecha/shared/api-paths';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { admin, dbUrlOf, startServer } from './lib.ts';
import { fill, fillSteps } from './record-scale/fill.ts';
import { secs } from './record-scale/format.ts';
import { buffers, measureReads, sizes, waitForQuiet } from './record-scale/measure.ts';

// Battle-record reads at scale (issue target: p99 ≤ 50 ms): 1,000,000 roles and 10,000,000 matches in PostgreSQL,
// 100 connections. The server makes the schema and its small sim world on a fresh database; the bulk is then written
// in SQL (generate_series; through ingest 10M matches would take over an hour) with the derived tables the reads use
// (ladders, ladder_days, character_stats, ladder_histogram) aggregated from the written lines; then the server is
// restarted cold and the reads are measured against a bare Fastify hello world. The fill is record-scale/fill.ts,
// the reads and their figures record-scale/measure.ts.
//
// Full run:  node --import tsx bench/record-scale.ts            (~15 GB of data; BENCH_KEEP=1 keeps the database)
// Try small: BENCH_ROLES=20000 BENCH_MATCHES=200000 BENCH_SECONDS=3 node --import tsx bench/record-scale.ts
// Env: BENCH_ROLES, BENCH_MATCHES (totals, the sim world's included), BENCH_SECONDS (10), BENCH_CONNECTIONS (100),
//      BENCH_POOL (roles with a session for the uncached rows, 20000), BENCH_CHUNK (matches per statement, 1000000),
//      BENCH_KEEP=1 (keep the database), BENCH_DB=<name> (measure a kept database, no fill; add BENCH_KEEP=1 to keep
//      it again), BENCH_EXPLAIN=0 (skip the EXPLAIN ANALYZE of the reads' queries), BENCH_PREWARM=1 (read the tables into
//      shared_buffers first, see buffers() in record-scale/measure.ts). The server takes the rest of the
//      environment as it is: WORKERS=2 REDIS_URL=redis://127.0.0.1:6379 measures two server processes.
const env = process.env;
const ROLES = Number(env.BENCH_ROLES ?? 1_000_000);
const MATCHES = Number(env.BENCH_MATCHES ?? 10_000_000);
const duration = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 100);
const POOL = Number(env.BENCH_POOL ?? 20_000);
const CHUNK = Number(env.BENCH_CHUNK ?? 1_000_000);
const KEEP = env.BENCH_KEEP === '1';
const REUSE = env.BENCH_DB;
if (!(ROLES < 8_000_000 && MATCHES >= 0 && CHUNK > 0)) throw new Error('BENCH_ROLES must stay under 8,000,000 (bench UIDs are 8 digits)');
if (REUSE && !/^[a-z0-9_]+$/.test(REUSE)) throw new Error('BENCH_DB: a plain database name');

const dbName = REUSE ?? `bench_scale_${Date.now()}`;
const HELLO_PORT = 3921;
const PORT = 3923;
const base = `http://127.0.0.1:${PORT}`;

const db = new pg.Client({ connectionString: dbUrlOf(dbName) });
let server: ChildProcess | undefined;
let hello: ChildProcess | undefined;
let failed = false;

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  // The server finishes its running jobs before it closes (a character-rates run over millions of lines included).
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

function startApp(label: string) {
  console.log(label);
  return startServer(
    'apps/server/src/server.ts',
    { PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: dbUrlOf(dbName), LOG_LEVEL: 'warn', SIM_LIVE_PLAY: 'false', DATA_DIR: '/tmp/bench-record-scale-data' },
    `${base}${API.health}`,
    900_000,
  );
}

async function main() {
  const now = Math.floor(Date.now() / 1000);
  const cur = seasonCodeAt(now);
  if (!REUSE) await admin(`create database ${dbName}`);
  console.log(`database ${dbName}${REUSE ? ' (kept earlier, no fill)' : ''}; ${connections} connections, ${duration} s per endpoint after a 2 s warm-up; ${process.env.WORKERS ?? 1} server process(es); node ${process.version}`);

  if (!REUSE) {
    const t = Date.now();
    server = await startApp('starting the server on the fresh database (migrations, then the sim world plays its seasons)…');
    await stop(server);
    fillSteps.push({ step: 'server start on the empty database (schema + sim world)', seconds: Math.round((Date.now() - t) / 100) / 10 });
    await db.connect();
    await fill(db, cur, { roles: ROLES, matches: MATCHES, chunk: CHUNK });
  } else {
    await db.connect();
  }
  await sizes(db, dbName);
  await buffers(db);

  const restart = Date.now();
  server = await startApp('\nrestarting the server (cold caches)…');
  const ready = Date.now() - restart;
  const quiet = await waitForQuiet(db, dbName);
  console.log(`server ready in ${secs(ready)}; its start-up jobs kept the database busy ${secs(quiet)} more`);
  hello = await startServer('bench/hello-server.ts', { PORT: String(HELLO_PORT) }, `http://127.0.0.1:${HELLO_PORT}/`);

  const bad = await measureReads(db, { base, helloPort: HELLO_PORT, cur, restart, duration, connections, pool: POOL, roles: ROLES, matches: MATCHES, explain: env.BENCH_EXPLAIN !== '0' });
  if (bad.length) {
    failed = true;
    console.log(`\nFAILED:\n  ${bad.join('\n  ')}`);
  }
}

try {
  await main();
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await stop(hello);
  await stop(server);
  await db.end().catch(() => undefined);
  if (KEEP) console.log(`\nkept database ${dbName}: BENCH_DB=${dbName} BENCH_KEEP=1 node --import tsx bench/record-scale.ts measures it again`);
  else await admin(`drop database if exists ${dbName} with (force)`);
  process.exitCode = failed ? 1 : 0;
}
