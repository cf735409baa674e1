import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, printTable, startServer } from './lib.ts';
import { loginAs } from './session.ts';

// Top-up figures (issue 11): sku/list and act/status under load for a logged-in player, as ratios of a bare
// Fastify hello world in the same run, on the embedded database the site starts with. Run: npm run bench:pay
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mecha-bench-pay-'));

const hello = await startServer('bench/hello-server.ts', { PORT: '3901' }, 'http://127.0.0.1:3901/');
console.log('starting the server (first start: the sim plays its seasons, SKUs and events are seeded)…');
const base = 'http://127.0.0.1:3905';
const server = await startServer('apps/server/src/server.ts', { PORT: '3905', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIM_LIVE_PLAY: 'false' }, `${base}/api/health`);
try {
  const roles = (await (await fetch(`${base}/api/dev/sim/roles?edition=cn&limit=1`)).json()) as { data: { list: { uid: string; edition: string }[] } };
  const role = roles.data.list[0]!;
  const token = await loginAs(base, role.uid);
  const headers = { 'accept-language': 'zh-CN', 'x-game-code': role.edition, authorization: `Bearer ${token}` };
  for (const path of [`/api/pay/sku/list?uid=${role.uid}`, '/api/act/status']) {
    const res = (await (await fetch(`${base}${path}`, { headers })).json()) as { code: number; msg: string };
    if (res.code !== 0) throw new Error(`${path}: ${res.msg} (${res.code})`);
  }
  const opts = { duration, connections, headers };
  const baseline = await measure('fastify hello world', 'http://127.0.0.1:3901/', opts);
  const figures = [
    baseline,
    // The app's cheapest answer: what every call pays for headers, language, rate limits before its own work.
    await measure('api/health (the app, no work)', `${base}/api/health`, opts),
    await measure('pay/sku/list (role, edition cn)', `${base}/api/pay/sku/list?uid=${role.uid}`, opts),
    await measure('act/status (selected role)', `${base}/api/act/status`, opts),
  ];
  console.log(`\n${connections} connections, ${duration} s each, node ${process.version}, PGlite`);
  printTable(figures, baseline);
} finally {
  hello.kill();
  server.kill();
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
