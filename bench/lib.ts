import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import autocannon from 'autocannon';
import pg from 'pg';
import { wrkMeasure, type RequestPick } from './wrk.ts';

/** The PostgreSQL server the benches make their databases on (BENCH_DATABASE_URL, default the local one). */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The address of database `name` on that server. */
export const dbUrlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

/** The middle value (the mean of the two middle ones for an even count): the benches' figure over repeated runs. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs one statement on the server's admin database (create or drop a bench database). */
export async function admin(statement: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
}

export interface Figure {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** The machine's share of CPU time spent waiting for the disk while this row was measured, in %. */
  ioWaitPct?: number;
}

/** The machine's CPU time since boot over all cores, in ms: busy (user, nice, system, irq, softirq), idle, I/O wait, stolen. */
export function machineCpu(): { busy: number; idle: number; ioWait: number; stolen: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number) as number[];
  const ms = 1000 / 100; // USER_HZ
  return { busy: (user! + nice! + system! + irq! + softirq!) * ms, idle: idle! * ms, ioWait: iowait! * ms, stolen: steal! * ms };
}

/** What the machine did between two readings of machineCpu, as shares of its whole time in %. */
export function cpuShares(before: ReturnType<typeof machineCpu>, after: ReturnType<typeof machineCpu>) {
  const d = { busy: after.busy - before.busy, idle: after.idle - before.idle, ioWait: after.ioWait - before.ioWait, stolen: after.stolen - before.stolen };
  const all = Math.max(1, d.busy + d.idle + d.ioWait + d.stolen);
  return { busyPct: (d.busy / all) * 100, idlePct: (d.idle / all) * 100, ioWaitPct: (d.ioWait / all) * 100, ms: { ...d, all } };
}

/**
 * Starts a server script in its own process (so the load generator does not share its event loop) and waits until
 * `readyUrl` answers, or the process exits, or `waitMs` passes (a fresh sim world takes minutes on busy cores).
 */
export async function startServer(script: string, env: Record<string, string>, readyUrl: string, waitMs = 120_000): Promise<ChildProcess> {
  // BENCH_SERVER_ARGS adds Node flags to the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const extra = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...startHeapFlags(), ...extra, '--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline && !exited) {
    if (await answersOk(readyUrl)) return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error(`${script} did not become ready at ${readyUrl}`);
}

/** Whether `url` answers 2xx yet. An https one carries the benches' own throwaway certificate (loopback only). */
function answersOk(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (res: http.IncomingMessage) => {
      res.resume();
      resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300);
    };
    const req = url.startsWith('https:') ? https.get(url, { rejectUnauthorized: false }, done) : http.get(url, done);
    req.on('error', () => resolve(false));
    req.setTimeout(5_000, () => req.destroy());
  });
}

/** The V8 heap flags `npm start` runs the server with (package.json), so a benchmark measures the same server. */
function startHeapFlags(): string[] {
  const start = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }).scripts.start;
  return start.split(' ').filter((f) => f.startsWith('--max-semi-space-size'));
}

/**
 * `next` (optional) picks each request's path and headers (many roles, many ids), so a per-key cache in the server
 * does not answer every request. BENCH_LOADGEN=wrk makes the load with wrk instead of autocannon (bench/wrk.ts).
 * BENCH_REPEAT=k measures k times after the warm-up and gives the medians (req/s, p99; errors summed): on these
 * shared cores a run now and then stalls for 150–500 ms outside the server (its event loop's lag stays under
 * 30 ms meanwhile), which moves a single run's p99 by ten times (decision 0219).
 */
export async function measure(name: string, url: string, options: { connections?: number; duration?: number; headers?: Record<string, string>; next?: RequestPick } = {}): Promise<Figure> {
  const connections = options.connections ?? 100;
  const duration = options.duration ?? 10;
  const headers = options.headers ?? {};
  const { next } = options;
  const more = next ? { requests: [{ setupRequest: (req: autocannon.Request) => { const p = next(); return { ...req, path: p.path, headers: { ...req.headers, ...p.headers } }; } }] } : {};
  const once = async (seconds: number): Promise<Omit<Figure, 'name'>> => {
    if (process.env.BENCH_LOADGEN === 'wrk') return wrkMeasure(url, { connections, duration: seconds, headers, next });
    const r = await autocannon({ url, connections, duration: seconds, headers, ...more });
    return { reqPerSec: Math.round(r.requests.average), p99Ms: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
  };
  // A short warm-up first, so every endpoint is measured with its code paths compiled by the JIT.
  await once(2);
  const runs: Omit<Figure, 'name'>[] = [];
  // Time the cores sat waiting for the disk tells a row bound by reads that missed every cache from one bound by the
  // cores (decision 0219, addendum of 2026-12-07: on this machine's class the kernel reclaims the page cache early).
  const cpuBefore = machineCpu();
  for (let i = 0; i < Math.max(1, Number(process.env.BENCH_REPEAT ?? 1)); i++) runs.push(await once(duration));
  const { ioWaitPct } = cpuShares(cpuBefore, machineCpu());
  const sum = (f: (r: Omit<Figure, 'name'>) => number) => runs.reduce((a, r) => a + f(r), 0);
  return { name, reqPerSec: Math.round(median(runs.map((r) => r.reqPerSec))), p99Ms: median(runs.map((r) => r.p99Ms)), errors: sum((r) => r.errors), non2xx: sum((r) => r.non2xx), ioWaitPct: Math.round(ioWaitPct) };
}

export function printTable(figures: Figure[], baseline: Figure) {
  const rows = figures.map((f) => ({
    endpoint: f.name,
    'req/s': f.reqPerSec,
    'p99 ms': f.p99Ms,
    'ratio to hello': `${((f.reqPerSec / baseline.reqPerSec) * 100).toFixed(1)} %`,
    'I/O wait': f.ioWaitPct === undefined ? '' : `${f.ioWaitPct} %`,
    errors: f.errors,
    non2xx: f.non2xx,
  }));
  console.table(rows);
}
