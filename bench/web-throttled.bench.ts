import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { median } from './lib.ts';
import { protocolsFromEnv, startWebServers } from './web-servers.ts';

// A phone's first visit as the browser really paces it, beside bench:web's Lighthouse (which simulates the load from
// an unthrottled local trace, so it cannot see what happens earlier or later on the wire): each page is loaded cold
// with the DevTools protocol's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, Lighthouse's figures)
// and 4× CPU slow-down. Printed, as medians of BENCH_RUNS loads: the browser's own first contentful paint, largest
// contentful paint and cumulative layout shift, the moment the app's page replaced the shell ("app ms"), and the
// blocking time of the long tasks after the first paint until the load is idle (decision 0222). The
// shift too, because on this pace reads answer in another order than in Lighthouse's unthrottled trace: a line that
// appears after the figure below it has painted moves it. BENCH_COMPARE_ROOT loads a second checkout's build in the
// same run, one load of each in turn, so both meet the same noise (docs/decisions/0203-web-first-page-preload.md used
// it). Each build is loaded over HTTP/1.1 and over HTTPS with HTTP/2 (web-servers.ts, BENCH_PROTOCOLS).
const repoRoot = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 3908;
const compareRoot = process.env.BENCH_COMPARE_ROOT ? path.resolve(process.env.BENCH_COMPARE_ROOT) : null;
const PAGES = (process.env.BENCH_PAGES ?? '/pages/home/index,/pages/record/battle/index,/pages/news/index/index').split(',');

const dataDir = process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.tmp', `bench-web-data-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
const { builds, stop } = await startWebServers(compareRoot ? [repoRoot, compareRoot] : [repoRoot], protocolsFromEnv(), PORT, dataDir);

const browser = await chromium.launch({
  executablePath: execSync('which chromium', { encoding: 'utf8' }).trim(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

interface Paints {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  app: number;
}

// When the app's first page has replaced index.html's shell (AppLayout removes it then): from here a tap works. A
// shell that draws a first screen itself (decision 0220) paints earlier and starts the code later; this is the cost.
const APP_ON_SCREEN = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask' });
  let seen = false;
  new MutationObserver(() => {
    if (document.getElementById('app-shell')) seen = true;
    else if (seen && window.__appOnScreen === undefined) window.__appOnScreen = performance.now();
  }).observe(document, { subtree: true, childList: true });
})()`;

// CLS as the web-vitals library counts it: the largest session window of shifts (gaps under 1 s, 5 s at most). A load
// with no shift reports no entry, so that observer is not awaited for long.
const PAINTS_IN_PAGE = `(async () => {
  const buffered = (type) => new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true }));
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const lcp = (await buffered('largest-contentful-paint')).at(-1)?.startTime ?? NaN;
  const shifts = await Promise.race([buffered('layout-shift'), new Promise((r) => setTimeout(() => r([]), 200))]);
  let cls = 0, session = 0, first = 0, last = 0;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (session && shift.startTime - last < 1000 && shift.startTime - first < 5000) session += shift.value;
    else [session, first] = [shift.value, shift.startTime];
    last = shift.startTime;
    cls = Math.max(cls, session);
  }
  // Blocking time as the phone had it: each task after the first paint, beyond its first 50 ms. Lighthouse simulates
  // its TBT from an unthrottled trace, where answers that a slow link spreads out land in the same task.
  const tbt = window.__longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { fcp, lcp, cls, tbt, app: window.__appOnScreen ?? NaN };
})()`;

async function load(url: string): Promise<Paints> {
  // The https servers' certificate is the bench's own, made for this run.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', serviceWorkers: 'block', ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.addInitScript(APP_ON_SCREEN);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  // A string, not a function: tsx would wrap the page code's named functions in a helper the page does not have.
  const paints = (await page.evaluate(PAINTS_IN_PAGE)) as Paints;
  await context.close();
  return paints;
}

try {
  console.log(`${RUNS} cold loads per page and build (slow 4G, 4× CPU, 390×844), one of each build in turn`);
  const rows = [];
  for (const route of PAGES) {
    const runs = builds.map(() => [] as Paints[]);
    for (let i = 0; i < RUNS; i++) for (const [b, build] of builds.entries()) runs[b]!.push(await load(`${build.base}/#${route}`));
    for (const [b, build] of builds.entries()) {
      rows.push({
        page: route,
        build: build.label,
        'FCP ms': Math.round(median(runs[b]!.map((r) => r.fcp))),
        'LCP ms': Math.round(median(runs[b]!.map((r) => r.lcp))),
        'LCP range ms': `${Math.round(Math.min(...runs[b]!.map((r) => r.lcp)))}–${Math.round(Math.max(...runs[b]!.map((r) => r.lcp)))}`,
        'app ms': Math.round(median(runs[b]!.map((r) => r.app))),
        'TBT ms': Math.round(median(runs[b]!.map((r) => r.tbt))),
        CLS: Number(median(runs[b]!.map((r) => r.cls)).toFixed(3)),
        'CLS worst': Number(Math.max(...runs[b]!.map((r) => r.cls)).toFixed(3)),
      });
    }
  }
  console.table(rows);
  console.log('medians; the machine is shared and small, so compare builds measured in the same run, not across days');
} finally {
  await browser.close();
  stop();
}
