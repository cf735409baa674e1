import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './lib.ts';

// Where a page's main-thread time goes: each page of the built site is loaded with the CPU slowed 4× (Lighthouse's
// mobile setting) under the V8 sampling profiler, and the functions with the most self time are printed with the
// page's DOM size. Lighthouse (bench:web) says how long the tasks are; this says what is in them. Names are
// minified: a chunk file and column is enough to find the module with the build's source map
// (`vite build --sourcemap`). docs/decisions/0157-web-one-stylesheet.md is what the first run of it found.
const repoRoot = path.resolve(import.meta.dirname, '..');
const PORT = 3907;
const base = `http://127.0.0.1:${PORT}`;
const PAGES = (process.env.BENCH_PAGES ?? '/pages/home/index,/pages/record/battle/index,/pages/news/index/index').split(',');
const TOP = Number(process.env.BENCH_TOP ?? 15);

const dataDir = process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.tmp', `bench-web-data-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
const server = await startServer(
  path.join(repoRoot, 'apps/server/src/server.ts'),
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, GAME_GATEWAY: 'sim', LOG_LEVEL: 'warn', SIM_LIVE_PLAY: 'false' },
  `${base}/api/health`,
  600_000,
);
const browser = await chromium.launch({
  executablePath: execSync('which chromium', { encoding: 'utf8' }).trim(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const route of PAGES) {
    // A fresh context per page: a cold load, as a new visitor has.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}/#${route}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    profile.samples?.forEach((id, i) => {
      const frame = nodes.get(id)!.callFrame;
      const key = `${frame.functionName || '(anonymous)'}  ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}:${frame.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
    });
    const busy = [...self].filter(([key]) => !key.startsWith('(idle)')).reduce((sum, [, ms]) => sum + ms, 0);
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    console.log(`\n${route}: ${Math.round(busy)} ms busy at 4× CPU (sampled), ${domNodes} elements`);
    for (const [key, ms] of [...self].filter(([key]) => !key.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${key}`);
    }
    await context.close();
  }
  console.log('\n(program) is the browser\'s own work (style, layout, paint, parsing); the machine is shared, so compare runs made one after the other');
} finally {
  await browser.close();
  server.kill();
}
