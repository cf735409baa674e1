import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { median } from './lib.ts';
import { startWebServers } from './web-servers.ts';

// The first page's main-thread tasks after its first contentful paint, by the thread's own CPU time and by the wall
// clock. Lighthouse's simulated TBT is the wall time of the observed tasks × 4 (its CPU slow-down), less 50 ms each:
// on a 2-core machine a task's wall time is mostly waiting for a core while the browser's other threads and
// processes work (decision 0225 found 21 ms of CPU in a 104 ms task). "TBT by CPU" is the same sum over thread
// time: what the page's own code costs, with the machine's noise taken out. "TBT by wall" is Lighthouse's view;
// a change that lowers it and not the CPU figure took work off the cores beside the page.
// Each load is a fresh Chromium (a new visitor), unthrottled, as Lighthouse observes; builds alternate load by load
// (BENCH_COMPARE_ROOT, as bench:web), so both meet the same noise.
const repoRoot = path.resolve(import.meta.dirname, '..');
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? repoRoot);
const compareRoot = process.env.BENCH_COMPARE_ROOT ? path.resolve(process.env.BENCH_COMPARE_ROOT) : null;
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const PORT = 3911;
const PAGES = (process.env.BENCH_PAGES ?? '/pages/home/index,/pages/record/battle/index,/pages/news/index/index').split(',');
// Long enough for the reads below the first screen and their renders (Lighthouse waits for the page to go quiet).
const SETTLE_MS = 3500;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

interface Load {
  fcpMs: number;
  lcpMs: number;
  cpuMs: number;
  tbtCpuMs: number;
  tbtWallMs: number;
}

const chromePath = execSync('which chromium', { encoding: 'utf8' }).trim();

async function load(url: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    // Lighthouse's mobile screen.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-US' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return measure(events);
  } finally {
    await browser.close();
  }
}

function measure(events: TraceEvent[]): Load {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const onMain = (e: TraceEvent) => e.pid === fcp.pid && e.tid === fcp.tid;
  // The page's own navigation (blink.user_timing), not about:blank's.
  const navigation = Math.max(...events.filter((e) => onMain(e) && e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http')).map((e) => e.ts));
  const lcp = Math.max(...events.filter((e) => onMain(e) && e.name === 'largestContentfulPaint::Candidate').map((e) => e.ts));
  if (!Number.isFinite(navigation) || !Number.isFinite(lcp)) throw new Error('no navigation start or largest paint in the trace');
  let cpuMs = 0;
  let tbtCpuMs = 0;
  let tbtWallMs = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || !onMain(task) || task.ts < fcp.ts) continue;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    cpuMs += cpu;
    tbtCpuMs += Math.max(0, 4 * cpu - 50);
    tbtWallMs += Math.max(0, (4 * (task.dur ?? 0)) / 1000 - 50);
  }
  return { fcpMs: (fcp.ts - navigation) / 1000, lcpMs: (lcp - navigation) / 1000, cpuMs, tbtCpuMs, tbtWallMs };
}

const dataDir = process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.tmp', `bench-web-data-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
const roots = compareRoot ? [serverRoot, compareRoot] : [serverRoot];
console.log(`server from ${roots.join(' and ')} over http/1.1; ${RUNS} loads per page and build, alternating; first start builds the sim world`);
const { builds, stop } = await startWebServers(roots, ['h1'], PORT, dataDir);
try {
  const rows = [];
  for (const route of PAGES) {
    const loads = builds.map(() => [] as Load[]);
    for (let i = 0; i < RUNS; i++) for (const [b, build] of builds.entries()) loads[b]!.push(await load(`${build.base}/#${route}`));
    for (const [b, build] of builds.entries()) {
      const m = (key: keyof Load) => Math.round(median(loads[b]!.map((l) => l[key])));
      rows.push({ page: route, build: build.label, 'FCP ms': m('fcpMs'), 'LCP ms': m('lcpMs'), 'CPU after FCP ms': m('cpuMs'), 'TBT by CPU ms': m('tbtCpuMs'), 'TBT by wall ms': m('tbtWallMs') });
    }
  }
  console.table(rows);
  console.log('medians; unthrottled loads: FCP and LCP are this machine\'s, the TBT columns are Lighthouse\'s arithmetic (×4 less 50 ms a task) over thread time and over wall time');
} finally {
  stop();
}
