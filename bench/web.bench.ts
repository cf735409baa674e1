import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { printLanternGraphs } from './lantern-graphs.ts';
import { median } from './lib.ts';
import { protocolsFromEnv, startWebServers } from './web-servers.ts';

// Lighthouse (mobile defaults: 4× CPU slow-down, slow 4G) against the built site served by the real server in sim
// mode, like the e2e server. Single runs vary by about ±0.1 in score here (2 shared cores), so each page runs
// RUNS times and the medians are printed. BENCH_SERVER_ROOT runs the server (and its apps/web/dist) from another
// checkout, e.g. a clone at an older commit, to measure "before" without touching the shared working tree.
// BENCH_COMPARE_ROOT measures a second checkout in the same run, alternating one run of each per page, so both
// builds meet the same noise of a shared machine; its server gets a copy of the world's data folder.
const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..');
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? repoRoot);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = 3905;
const base = `http://127.0.0.1:${PORT}`;
const compareRoot = process.env.BENCH_COMPARE_ROOT ? path.resolve(process.env.BENCH_COMPARE_ROOT) : null;
const PAGES = [
  { name: 'home', hash: '/#/pages/home/index' },
  { name: 'battle record', hash: '/#/pages/record/battle/index' },
  { name: 'news', hash: '/#/pages/news/index/index' },
];

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  jsBytes: number;
  /** Lighthouse's measure of this machine's speed during the run: TBT is its tasks × 4, so a busy minute shows here. */
  benchmarkIndex: number;
}

interface LighthouseResult {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

async function lighthouse(url: string): Promise<Run> {
  // BENCH_LANTERN=1 keeps each run's trace (-GA) and prints what its simulated FCP and LCP are made of.
  const artifacts = process.env.BENCH_LANTERN ? mkdtempSync(path.join(tmpdir(), 'lighthouse-')) : null;
  try {
    return await lighthouseRun(url, artifacts);
  } finally {
    // A run Lighthouse loses (withRetries runs it again) must not leave its trace behind either.
    if (artifacts) rmSync(artifacts, { recursive: true, force: true });
  }
}

async function lighthouseRun(url: string, artifacts: string | null): Promise<Run> {
  const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      // The https servers' certificate is the bench's own, made for this run.
      `--chrome-flags=--headless --no-sandbox --disable-gpu${url.startsWith('https:') ? ' --ignore-certificate-errors' : ''}`,
      ...(artifacts ? [`-GA=${artifacts}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  // BENCH_LHR_DIR keeps each report, to read what the figures come from (long tasks, the LCP element, the chains).
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${new URL(url).hash.split('/')[2] ?? 'page'}-${Date.now()}.json`), stdout);
  }
  if (artifacts) {
    console.log(`${url}:`);
    await printLanternGraphs(artifacts);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): such a run is run again, twice at most. */
async function withRetries(measure: () => Promise<Run>): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure();
    } catch (err) {
      if (attempt === 3) throw err;
      const reason = (err as { stderr?: string }).stderr?.trim().split('\n').at(-1) ?? String(err);
      console.log(`a Lighthouse run failed (${reason}); running it again`);
    }
  }
}

// BENCH_DATA_DIR reuses a world from an earlier run (reopening takes seconds); otherwise a fresh one under .tmp.
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.tmp', `bench-web-data-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
const roots = compareRoot ? [serverRoot, compareRoot] : [serverRoot];
const protocols = protocolsFromEnv();
console.log(`server from ${roots.join(' and ')} over ${protocols.join(' and ')}; ${RUNS} Lighthouse runs per page (mobile defaults); first start builds the sim world`);
const { builds, stop } = await startWebServers(roots, protocols, PORT, dataDir);
try {
  const rows = [];
  // BENCH_PAGES=battle,news measures some pages only (an A/B of one change goes faster).
  const only = process.env.BENCH_PAGES?.split(',');
  for (const page of PAGES.filter((p) => !only || only.some((name) => p.name.includes(name)))) {
    const runs = builds.map(() => [] as Run[]);
    // One after another: parallel Chromium instances on 2 cores would measure each other.
    for (let i = 0; i < RUNS; i++) {
      for (const [b, build] of builds.entries()) runs[b]!.push(await withRetries(() => lighthouse(`${build.base}${page.hash}`)));
    }
    for (const [b, build] of builds.entries()) {
      const m = (key: keyof Run) => median(runs[b]!.map((r) => r[key]));
      rows.push({
        page: page.name,
        build: build.label,
        performance: m('performance'),
        accessibility: m('accessibility'),
        'LCP ms': Math.round(m('lcpMs')),
        'TBT ms': Math.round(m('tbtMs')),
        CLS: Number(m('cls').toFixed(3)),
        'KiB transferred': Math.round(m('bytes') / 1024),
        'JS KiB transferred': Math.round(m('jsBytes') / 1024),
        'CPU index': Math.round(m('benchmarkIndex')),
      });
    }
  }
  console.table(rows);
  console.log('medians; the machine is shared and small, so compare runs made one after the other, not across days');
  console.log("CPU index: Lighthouse's benchmarkIndex during the runs (higher is faster; TBT grows as it falls)");
} finally {
  stop();
}
