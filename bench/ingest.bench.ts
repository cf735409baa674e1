import pg from 'pg';
import { admin, dbUrlOf, median, startServer } from './lib.ts';
import { makeBatches, pgbenchTps, postBatches } from './ingest-load.ts';

// Match ingest against pgbench's TPC-B-like tps on the same PostgreSQL server, in one run (issue 16: aim ≥ 2×).
// The server starts on an empty database (no sim history), then, BENCH_ROUNDS times: pgbench 8 clients; ingest with
// batches of 100 and 1,000 matches from 8 and 2 game-server connections. Each round's ratio is to its own pgbench, and
// the medians are the figures: one 10 s pgbench ranged from 1,267 to 2,547 tps on one machine in one day, so a single
// pair said more about the machine's minute than about the ingest. Batches are generated before each round's clock.
// Run: npm run bench:ingest   (BENCH_DATABASE_URL names the server; BENCH_SECONDS, default 10; BENCH_ROUNDS, default 3)
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
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
  const plan = [
    { size: 100, connections: 8 },
    { size: 1000, connections: 8 },
    { size: 1000, connections: 2 },
  ];
  // Ten seconds at the aim (≈ 10,000 matches/s) is 100,000 matches a load; generate a little more than that. Every
  // match ended within the last hour (none may lie in the future), each load after the one before, 1 ms apart.
  const perLoad = 110_000;
  const stepMs = 1;
  const loads = rounds * plan.length + 1;
  if (loads * perLoad * stepMs > 3_500_000) throw new Error(`BENCH_ROUNDS=${rounds}: more matches than fit the last hour`);
  const from = (i: number) => Date.now() - 3_500_000 + i * perLoad * stepMs;
  // Warm-up: the JIT compiles the ingest path and the players' first ladders exist, as on a live server.
  await postBatches(base, makeBatches(`w${stamp}`, 40, 500, from(0), stepMs), 4, 60_000);
  await admin(`create database ${pgbenchDb}`);
  const perRound: { tps: number; perSecond: number[] }[] = [];
  for (let r = 0; r < rounds; r++) {
    const bodies = plan.map((p, i) => makeBatches(`b${stamp}-${r}-${i}`, Math.ceil(perLoad / p.size), p.size, from(1 + r * plan.length + i), stepMs));
    const tps = pgbenchTps(dbUrlOf(pgbenchDb), seconds);
    const perSecond: number[] = [];
    for (const [i, l] of plan.entries()) perSecond.push((await postBatches(base, bodies[i]!, l.connections, seconds * 1000)).perSecond);
    perRound.push({ tps, perSecond });
    console.log({ round: r + 1, 'pgbench tps': Math.round(tps), ...Object.fromEntries(plan.map((l, i) => [`${l.size} × ${l.connections}`, `${Math.round(perSecond[i]!)} (${(perSecond[i]! / tps).toFixed(2)}×)`])) });
  }
  const tpsMedian = median(perRound.map((r) => r.tps));
  const rows = plan.map((l, i) => ({
    'batch size': l.size,
    connections: l.connections,
    'matches/s (median)': Math.round(median(perRound.map((r) => r.perSecond[i]!))),
    'ratio to pgbench (median of rounds)': `${median(perRound.map((r) => r.perSecond[i]! / r.tps)).toFixed(2)}×`,
    'ratios by round': perRound.map((r) => (r.perSecond[i]! / r.tps).toFixed(2)).join(', '),
  }));
  console.log(`\npgbench TPC-B-like (8 clients, scale 10, ${seconds} s a round): median ${Math.round(tpsMedian)} tps (${perRound.map((r) => Math.round(r.tps)).join(', ')}), node ${process.version}`);
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
