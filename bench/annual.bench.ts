import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CHARACTERS } from '@mecha/shared/game/characters';
import { DEV_INGEST_SECRET, DEV_SERVER_SECRET } from '../apps/server/src/config.ts';
import { generateSimRoles } from '../apps/server/src/game/sim/roles.ts';
import { seededRandom } from '../apps/server/src/platform/seeded-random.ts';
import { shareTokenFor } from '../apps/server/src/modules/annual/share-token.ts';
import { sign } from '../apps/server/src/platform/signed-request.ts';
import { admin, dbUrlOf, measure, printTable, startServer, type Figure } from './lib.ts';
import { loginAs } from './session.ts';

// Anniversary figures (issue 13), as ratios of a bare Fastify hello world in the same run:
//  - one-year/memories-report of a role with a year of matches (MATCHES generated over the demo event's report
//    year through the signed ingest API, on top of the sim's own), cached;
//  - memories-report uncached: every request a different sim role (share tokens), so each computes its report;
//  - the heavy role's report uncached, one at a time (a match ingested before each call drops it): latency;
//  - one-year/status for that role's logged-in player.
// On PostgreSQL by default (a fresh database, dropped after); BENCH_DB=pglite for the embedded database.
// Run: npm run bench:annual   (BENCH_DATABASE_URL names the PostgreSQL server, default the local one)
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const yearMatches = Number(process.env.BENCH_MATCHES ?? 1500);
const roleCount = 3000; // the server's default SIM_ROLE_COUNT: the uncached run uses its roles
const onPglite = process.env.BENCH_DB === 'pglite';
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mecha-bench-annual-'));
const dbName = `bench_annual_${Date.now()}`;
const dbUrl = dbUrlOf(dbName);
if (!onPglite) await admin(`create database ${dbName}`);

const base = 'http://127.0.0.1:3907';
type Envelope<T> = { code: number; msg: string; data: T };
async function get<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = (await (await fetch(`${base}${path}`, { headers })).json()) as Envelope<T>;
  if (res.code !== 0) throw new Error(`${path}: ${res.msg} (${res.code})`);
  return res.data;
}
async function ingest(matches: unknown[]) {
  const raw = JSON.stringify({ matches });
  const ts = Math.floor(Date.now() / 1000);
  const res = await fetch(`${base}/api/game/matches`, {
    method: 'POST', body: raw,
    headers: { 'content-type': 'application/json', 'x-game-timestamp': String(ts), 'x-game-signature': sign(DEV_INGEST_SECRET, ts, raw) },
  });
  const b = (await res.json()) as Envelope<{ accepted: number; refused: unknown[] }>;
  if (b.code !== 0 || b.data.refused.length) throw new Error(`ingest: ${JSON.stringify(b).slice(0, 300)}`);
}

const roles = generateSimRoles(roleCount);
const rand = seededRandom(13);
const pickOf = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const line = (uid: string, mvp: boolean) => {
  const r = roles.find((x) => x.uid === uid);
  return { uid, nickname: r?.nickname ?? `P${uid}`, edition: 'cn' as const, region: r?.region ?? 'CN-E', character: pickOf(CHARACTERS).id, mvp, stats: { damage: 1000, kills: 2, deaths: 1 } };
};
/** A match of `me` at `at` (unix s) against sim roles: 1v1 or 2v2 with one of a few regular partners; won ~55 %. */
function matchOf(id: string, me: string, at: number, others: string[], partners: string[]) {
  const twos = rand() < 0.4;
  const won = rand() < 0.55;
  const mine = twos ? [line(me, false), line(pickOf(partners), false)] : [line(me, false)];
  const theirs = twos ? [line(pickOf(others), false), line(pickOf(others), false)] : [line(pickOf(others), false)];
  if (new Set([...mine, ...theirs].map((p) => p.uid)).size !== mine.length + theirs.length) return null;
  (won ? mine : theirs)[0]!.mvp = true;
  const sides = [
    { result: won ? 'win' : 'loss', premade: false, players: mine },
    { result: won ? 'loss' : 'win', premade: false, players: theirs },
  ];
  return { id, mode: twos ? 'T2' : 'T1', endedAt: at, durationS: 300 + Math.floor(rand() * 600), bans: [], sides };
}

const hello = await startServer('bench/hello-server.ts', { PORT: '3901' }, 'http://127.0.0.1:3901/');
console.log('starting the server (first start: the sim plays its seasons, the demo event is seeded)…');
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  server = await startServer(
    'apps/server/src/server.ts',
    { PORT: '3907', HOST: '127.0.0.1', ...(onPglite ? { DATA_DIR: dataDir } : { DATABASE_URL: dbUrl }), LOG_LEVEL: 'warn', SIM_LIVE_PLAY: 'false', SIM_ROLE_COUNT: String(roleCount) },
    `${base}/api/health`,
    600_000,
  );
  const heavy = (await get<{ list: { uid: string; edition: string }[] }>('/api/dev/sim/roles?edition=cn&limit=1')).list[0]!;
  const status = await get<{ event: { id: string; reportFrom: number; reportTo: number } }>('/api/one-year/status', { 'x-game-code': 'cn' });
  const { reportFrom, reportTo } = status.event;
  const others = roles.filter((r) => r.edition === 'cn' && r.uid !== heavy.uid).map((r) => r.uid);
  const partners = others.slice(0, 4);
  const opponents = others.slice(4);
  console.log(`giving ${heavy.uid} ${yearMatches} more matches over its report year…`);
  const generated = Array.from({ length: yearMatches }, (_, i) => matchOf(`bench-y-${i}`, heavy.uid, reportFrom + Math.floor(((i + rand()) * (reportTo - reportFrom)) / yearMatches), opponents, partners)).filter((m) => m !== null);
  // Batches of 100: on PGlite a 500-match batch of late matches (each replays a season of the role's ladder) broke
  // the embedded database's wire parser ("RangeError: Invalid array length") and every query after it.
  for (let i = 0; i < generated.length; i += 100) await ingest(generated.slice(i, i + 100));

  const token = await loginAs(base, heavy.uid);
  const headers = { 'accept-language': 'zh-CN', 'x-game-code': 'cn', authorization: `Bearer ${token}` };
  const report = await get<{ report: { matches: { value: number }; percentile: number } }>('/api/one-year/memories-report', headers);
  console.log(`${heavy.uid}: ${report.report.matches.value} matches in the year, more than ${report.report.percentile} % of pilots`);
  await get('/api/one-year/status', headers);

  // The heavy role's report uncached, one call at a time: a match ingested for it first drops its cached report.
  const cold: number[] = [];
  for (let i = 0; i < 20; i++) {
    const m = matchOf(`bench-cold-${i}`, heavy.uid, reportFrom + 3600 * (i + 1), opponents, partners);
    if (!m) continue;
    await ingest([m]);
    const t0 = performance.now();
    await get('/api/one-year/memories-report', headers);
    cold.push(performance.now() - t0);
  }
  cold.sort((a, b) => a - b);

  const opts = { duration, connections, headers };
  const baseline = await measure('fastify hello world', 'http://127.0.0.1:3901/', opts);
  const figures: Figure[] = [
    baseline,
    await measure('api/health (the app, no work)', `${base}/api/health`, opts),
    await measure(`memories-report, cached (${report.report.matches.value} matches)`, `${base}/api/one-year/memories-report`, opts),
    await uncached(roles.slice(100)),
    await measure('one-year/status (logged in)', `${base}/api/one-year/status`, opts),
  ];
  console.log(`\n${connections} connections, ${duration} s each, node ${process.version}, ${onPglite ? 'PGlite' : 'PostgreSQL'}`);
  printTable(figures, baseline);
  console.log(`memories-report of ${heavy.uid} uncached, one at a time: median ${cold[cold.length >> 1]!.toFixed(1)} ms, max ${cold[cold.length - 1]!.toFixed(1)} ms (${cold.length} calls)`);
} finally {
  // Also when the server never came up: no orphaned hello world holding its port for the next run.
  hello.kill();
  // Wait for the server to close its pool before the database is dropped under it (else it logs the forced end).
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  }
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  if (!onPglite) await admin(`drop database if exists ${dbName} with (force)`);
}

/** Each request a different role's shared report (never asked before): every one computes a report. */
async function uncached(rs: typeof roles): Promise<Figure> {
  const paths = rs.map((r) => `/api/one-year/memories-report?share=${shareTokenFor(DEV_SERVER_SECRET, `anniversary-${r.edition}`, r.uid)}`);
  let next = 0;
  const result = await autocannon({
    url: base, connections, amount: paths.length, headers: { 'accept-language': 'en' },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
  });
  return {
    name: `memories-report, uncached (${paths.length} distinct roles)`,
    // A fixed number of requests, not a duration: the rate is the total over the run's length.
    reqPerSec: Math.round(result.requests.total / result.duration), p99Ms: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx,
  };
}
