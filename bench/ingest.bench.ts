import pg from 'pg';
import { admin, dbUrlOf, startServer } from './lib.ts';
import { makeBatches, pgbenchTps, postBatches } from './ingest-load.ts';

// Match ingest against pgbench's TPC-B-like tps on the same PostgreSQL server, in one run (issue 16: aim ≥ 2×).
// The server starts on an empty database (no sim history), then: pgbench 8 clients; ingest with batches of 100 and
// 1,000 matches from 8 and 2 game-server connections. Batches are generated before the clock starts.
// Run: npm run bench:ingest   (BENCH_DATABASE_URL names the server; BENCH_SECONDS, default 10)
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const stamp = Date.now();
const dbName = `bench_ingest_${stamp}`;
const pgbenchDb = `bench_pgbench_${stamp}`;

await admin(`create database ${dbName}`);
const base = 'http://127.0.0.1:3904';
const script = process.env.BENCH_SERVER ?? 'apps/server/src/server.ts';
const server = await startServer(
  script,
  { PORT: '3904', HOST: '127.0.0.1', DATABASE_URL: dbUrlOf(dbName), LOG_LEVEL: 'warn', SIM_HISTORY: 'false', SIM_LIVE_PLAY: 'false', SEED_CONTENT: 'false' },
  `${base}/api/health`,
);
try {
  // Ten seconds at the aim (≈ 10,000 matches/s) is 100,000 matches a run; generate a little more than that.
  const plan = [
    { size: 100, connections: 8 },
    { size: 1000, connections: 8 },
    { size: 1000, connections: 2 },
  ];
  // Every match ended within the last hour, each load after the one before, 5 ms apart.
  const perLoad = 110_000;
  const from = (i: number) => Date.now() - 3_500_000 + i * perLoad * 5;
  const loads = plan.map((p, i) => ({ ...p, bodies: makeBatches(`b${stamp}-${i}`, Math.ceil(perLoad / p.size), p.size, from(i + 1), 5) }));
  // Warm-up: the JIT compiles the ingest path and the players' first ladders exist, as on a live server.
  await postBatches(base, makeBatches(`w${stamp}`, 40, 500, from(0), 5), 4, 60_000);
  await admin(`create database ${pgbenchDb}`);
  const tps = pgbenchTps(dbUrlOf(pgbenchDb), seconds);
  const rows = [];
  for (const l of loads) {
    const r = await postBatches(base, l.bodies, l.connections, seconds * 1000);
    const row = { 'batch size': l.size, connections: l.connections, 'matches/s': Math.round(r.perSecond), batches: r.batches, 'ratio to pgbench': `${(r.perSecond / tps).toFixed(2)}×` };
    console.log(row);
    rows.push(row);
  }
  console.log(`\npgbench TPC-B-like (8 clients, scale 10, ${seconds} s): ${Math.round(tps)} tps, node ${process.version}`);
  console.table(rows);
  const db = new pg.Client({ connectionString: dbUrlOf(dbName) });
  await db.connect();
  const counts = await db.query(`select (select count(*) from matches) m, (select count(*) from match_players) p, (select count(*) from ladders) l`);
  console.log('stored:', counts.rows[0]);
  await db.end();
} finally {
  server.kill();
  await new Promise((r) => setTimeout(r, 500));
  if (!process.env.BENCH_KEEP) await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`drop database if exists ${pgbenchDb} with (force)`);
}
