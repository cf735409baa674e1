import { defineConfig, devices } from '@playwright/test';
import { execSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_SSO_SECRET } from './e2e/support/env.ts';

// End-to-end journeys against the real server (sim game world, embedded database) serving the built app, in
// Debian's Chromium at a phone viewport. Never `playwright install`: the browser comes from apt.
const repoRoot = path.resolve(import.meta.dirname, '../..');
// E2E_PORT lets two runs (say, two people on one machine) live side by side; each sweeps only its own data.
const PORT = Number(process.env.E2E_PORT ?? 3100);

function chromiumPath(): string {
  try {
    return execSync('which chromium', { encoding: 'utf8' }).trim() || '/usr/bin/chromium';
  } catch {
    return '/usr/bin/chromium';
  }
}

// Each run gets a fresh database (a simulated world is a few hundred MB). The runner process sweeps the previous
// runs' directories before starting the server; worker processes, which load this file too, leave them alone.
const tmpDir = path.join(repoRoot, '.tmp');
if (process.env.TEST_WORKER_INDEX === undefined) {
  try {
    for (const name of readdirSync(tmpDir)) {
      if (name.startsWith(`e2e-data-${PORT}-`)) rmSync(path.join(tmpDir, name), { recursive: true, force: true });
    }
  } catch {
    // no .tmp yet
  }
}
const dataDir = path.join(tmpDir, `e2e-data-${PORT}-${Date.now()}`);
// The journeys run the compiled server, as `npm start` does (decision 0190). E2E_SERVER_ROOT runs it from another
// checkout (say, the last commit while the working tree is mid-edit); another port compiles into its own folder.
const serverRoot = process.env.E2E_SERVER_ROOT ?? repoRoot;
// Inside apps/server either way, so the bundle's imports resolve through apps/server/node_modules as well.
const serverDist = path.join(serverRoot, PORT === 3100 ? 'apps/server/dist' : `apps/server/dist-${PORT}`);

const builtAlready = process.env.E2E_BUILT === '1' && PORT === 3100 && process.env.E2E_SERVER_ROOT === undefined;

export default defineConfig({
  testDir: './e2e',
  // Each port its own results folder: a run empties it at start, which would delete another run's traces.
  outputDir: PORT === 3100 ? './test-results' : `./test-results-${PORT}`,
  // One server, one simulated world, per-UID rate limits: journeys run one after another.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium-mobile' }],
  webServer: {
    // Builds first so a plain `playwright test` never serves a stale app or server (the builds take seconds).
    // `npm run test:e2e` has just run the full build into the default folders and says so (E2E_BUILT=1).
    command: `${builtAlready ? '' : `npm run build -w apps/web && SERVER_DIST=${serverDist} node --import tsx ${path.join(serverRoot, 'apps/server/scripts/build.ts')} && `}node --enable-source-maps ${serverDist}/server.js`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // A busy machine (several runs at once) seeds its world more slowly than CI's idle one.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The default port builds into apps/web/dist; any other into its own folder (the build and the server read it).
      ...(PORT === 3100 ? {} : { WEB_DIST: path.join(repoRoot, `.tmp/web-dist-${PORT}`) }),
      GAME_GATEWAY: 'sim',
      SSO_SECRET: E2E_SSO_SECRET,
      LOG_LEVEL: 'warn',
      // Journeys pick players from the leaderboard by position: a still ladder keeps those picks stable.
      SIM_LIVE_PLAY: 'false',
      // Each test comes from its own address (e2e/support/csp.ts), so per-IP limits count per test, not per suite.
      TRUST_PROXY: 'true',
      // The webview journey frames this partner host (answered by a Playwright route, never fetched); any other
      // host gets the "leaving the site" notice. Also the CSP frame-src.
      WEBVIEW_HOSTS: 'example.com',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
