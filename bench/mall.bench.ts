import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin, dbUrlOf, measure, printTable, startServer } from './lib.ts';
import { loginAs } from './session.ts';

// Points-mall figures (issue 12): the product list, a draw drop's detail and score/me under load for a logged-in
// player, as ratios of a bare Fastify hello world in the same run (the demo mall is seeded at start). On
// PostgreSQL, as the site runs in production (a fresh database, dropped after); BENCH_DB=pglite measures the
// embedded database a newcomer starts with, where every query costs about a millisecond of one thread.
// Run: npm run bench:mall   (BENCH_DATABASE_URL names the PostgreSQL server, default the local one)
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const onPglite = process.env.BENCH_DB === 'pglite';
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mecha-bench-mall-'));
const dbName = `bench_mall_${Date.now()}`;
const dbUrl = dbUrlOf(dbName);
if (!onPglite) await admin(`create database ${dbName}`);

const hello = await startServer('bench/hello-server.ts', { PORT: '3901' }, 'http://127.0.0.1:3901/');
console.log('starting the server (first start: the sim plays its seasons, the demo mall is seeded)…');
const base = 'http://127.0.0.1:3906';
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  server = await startServer('apps/server/src/server.ts', { PORT: '3906', HOST: '127.0.0.1', ...(onPglite ? { DATA_DIR: dataDir } : { DATABASE_URL: dbUrl }), LOG_LEVEL: 'warn', SIM_LIVE_PLAY: 'false' }, `${base}/api/health`, 600_000);
  const roles = (await (await fetch(`${base}/api/dev/sim/roles?edition=cn&limit=1`)).json()) as { data: { list: { uid: string; edition: string }[] } };
  const role = roles.data.list[0]!;
  const token = await loginAs(base, role.uid);
  const headers = { 'accept-language': 'zh-CN', 'x-game-code': role.edition, authorization: `Bearer ${token}` };
  const paths = { list: '/api/score/product?page=1&size=20', draw: '/api/score/product/detail?id=gold-vanguard-draw', me: '/api/score/me' };
  for (const path of Object.values(paths)) {
    const res = (await (await fetch(`${base}${path}`, { headers })).json()) as { code: number; msg: string };
    if (res.code !== 0) throw new Error(`${path}: ${res.msg} (${res.code})`);
  }
  const opts = { duration, connections, headers };
  const baseline = await measure('fastify hello world', 'http://127.0.0.1:3901/', opts);
  const figures = [
    baseline,
    await measure('api/health (the app, no work)', `${base}/api/health`, opts),
    await measure('score/product (20 cards, logged in)', `${base}${paths.list}`, opts),
    await measure('score/product/detail (draw drop)', `${base}${paths.draw}`, opts),
    await measure('score/me', `${base}${paths.me}`, opts),
  ];
  console.log(`\n${connections} connections, ${duration} s each, node ${process.version}, ${onPglite ? 'PGlite' : 'PostgreSQL'}`);
  printTable(figures, baseline);
} finally {
  // Also when the server never came up: no orphaned hello world holding its port for the next run.
  hello.kill();
  server?.kill();
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  if (!onPglite) await admin(`drop database if exists ${dbName} with (force)`);
}
