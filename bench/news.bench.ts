import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, printTable, startServer } from './lib.ts';

// News figures (issue 4): cms/news and hot-rank-list under load as ratios of a bare Fastify hello world in the
// same run, on the embedded database the site starts with. Run: npm run bench:news
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const dataDir = mkdtempSync(join(tmpdir(), 'mecha-bench-news-'));

const hello = await startServer('bench/hello-server.ts', { PORT: '3901' }, 'http://127.0.0.1:3901/');
console.log('starting the server (first start: the sim plays its seasons, articles are seeded)…');
const base = 'http://127.0.0.1:3904';
const server = await startServer('apps/server/src/server.ts', { PORT: '3904', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIM_LIVE_PLAY: 'false' }, `${base}/api/health`);
try {
  // The rankings job runs right after start; wait until it has published figures.
  for (let i = 0; i < 60; i++) {
    const res = (await (await fetch(`${base}/api/record/hot-rank-list?mode=T1`)).json()) as { data: { Matches: number } };
    if (res.data.Matches > 0) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const opts = { duration, connections, headers: { 'accept-language': 'en' } };
  const baseline = await measure('fastify hello world', 'http://127.0.0.1:3901/', opts);
  const figures = [
    baseline,
    await measure('cms/news (all, page 1)', `${base}/api/record/cms/news?size=10`, opts),
    await measure('cms/news (balance)', `${base}/api/record/cms/news?category=balance`, opts),
    await measure('hot-rank-list (T1, all, 7d)', `${base}/api/record/hot-rank-list?mode=T1&tier=all&period=7d`, opts),
  ];
  console.log(`\n${connections} connections, ${duration} s each, node ${process.version}, PGlite`);
  printTable(figures, baseline);
} finally {
  hello.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
