import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { pngSize } from './support/news.ts';
import { settled, topPlayerUids } from './support/record.ts';
import { signWzToken } from './support/sso.ts';

// The installable app and the light theme (docs/decisions/0152-web-pwa-and-offline.md, 0153-web-light-theme.md):
// the manifest and its icons, the service worker that opens the app offline with the offline banner, and the
// theme switch in Mine that changes the page, survives a reload and keeps WCAG AA contrast.
test.use({ locale: 'zh-CN', colorScheme: 'dark', serviceWorkers: 'allow' });

const rootBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById('root')!).backgroundColor);
const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

test('the web app manifest is linked, valid, and its icons load at their sizes', async ({ page, request }) => {
  // index.html links no manifest and carries its icon (decision 0213): a first load fetches neither before the
  // first screen; the app links the manifest at a quiet moment a few seconds after load (0225).
  const indexHtml = await (await request.get('/')).text();
  expect(indexHtml).not.toContain('rel="manifest"');
  expect(indexHtml).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/#/pages/home/index');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(fetched.filter((p) => p.endsWith('/favicon.svg'))).toEqual([]);
  const manifestUrl = new URL(href!, page.url());
  const response = await request.get(manifestUrl.href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string; short_name: string; start_url: string; scope: string; display: string;
    theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('机甲对决 · 战绩助手');
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.display).toBe('standalone');
  // Relative to the manifest: the app works from any folder, and its hash routes all live under the scope.
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(new URL('./', manifestUrl).href);
  expect(new URL(manifest.scope, manifestUrl).href).toBe(new URL('./', manifestUrl).href);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const wanted = [
    { sizes: '192x192', purpose: 'any' },
    { sizes: '512x512', purpose: 'any' },
    { sizes: '512x512', purpose: 'maskable' },
  ];
  for (const { sizes, purpose } of wanted) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
    expect(icon, `${purpose} icon ${sizes}`).toBeDefined();
    const file = await request.get(new URL(icon!.src, manifestUrl).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(sizes);
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const touchIcon = await request.get(new URL(touch!, page.url()).href);
  expect(pngSize(await touchIcon.body())).toEqual({ width: 180, height: 180 });
});

test('the service worker installs, and the app then opens offline with the offline banner', async ({ page, context, request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/#/pages/home/index');
  await expect(page.getByRole('button', { name: '首页' })).toBeVisible();
  // The worker takes control of this very page (clients.claim) and saves the shell and what the page loaded.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await expect
    .poll(() => page.evaluate(async () => {
      const keys = await caches.keys();
      const cached = keys.length === 1 ? (await (await caches.open(keys[0]!)).keys()).map((r) => new URL(r.url).pathname) : [];
      const loaded = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /^\/(js|css)\//.test(p));
      return loaded.length > 0 && loaded.every((p) => cached.includes(p)) && cached.includes('/');
    }), { message: 'the shell and every chunk the page loaded are cached' })
    .toBe(true);
  // Never an API answer in the cache.
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const r of await (await caches.open(key)).keys()) urls.push(new URL(r.url).pathname);
    return urls.filter((p) => p.startsWith('/api/'));
  });
  expect(cachedApi).toEqual([]);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  // A page visited while the worker is in control is saved as it loads.
  await page.getByRole('button', { name: '战绩' }).click();
  await settled(page);
  await page.getByRole('button', { name: '首页' }).click();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: '首页' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText('当前处于离线状态 — 显示的是已保存的内容');
  // An API call fails at once with the network error instead of hanging on a worker or a paused query.
  const failed = await page.evaluate(async () => {
    const started = performance.now();
    try {
      await fetch('/api/health');
      return 'answered';
    } catch {
      return performance.now() - started < 3000 ? 'failed fast' : 'failed slowly';
    }
  });
  expect(failed).toBe('failed fast');
  await shot(page, 'pwa-01-offline-home');
  // The battle record page opens from the cache; its data calls fail at once (no retries offline) and the page
  // shows its error state with a retry, not an endless skeleton.
  await page.getByRole('button', { name: '战绩' }).click();
  await expect(page.getByText('加载失败').first()).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('button', { name: '重试' }).first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await shot(page, 'pwa-02-offline-battle');

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('the theme follows the system until the player picks one in Mine, which survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/#/pages/my/index');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await rootBackground(page);
  expect(dark).toBe('rgb(6, 10, 19)');
  expect(await themeColor(page)).toBe('#070b14');

  await page.getByTestId('menu-theme').click();
  await expect(page.locator('[data-theme-choice="system"]')).toHaveAttribute('aria-selected', 'true');
  await page.locator('[data-theme-choice="light"]').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => rootBackground(page)).toBe('rgb(238, 242, 248)');
  expect(await themeColor(page)).toBe('#f7f9fc');
  await expect(page.getByTestId('menu-theme')).toContainText('浅色');

  // Set before the first paint: the theme script in <head> has run before the shell is parsed, and so before any
  // of the app's own code. The theme is read as the shell is inserted, by an observer that runs before the page's
  // scripts: waiting for the shell after the reload raced the app, which removes it once the first page is up.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('app-shell')) return;
      (window as Window & { themeAtShell?: string }).themeAtShell = document.documentElement.dataset.theme ?? 'unset';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as Window & { themeAtShell?: string }).themeAtShell)).toBe('light');
  await expect(page.getByTestId('menu-theme')).toContainText('浅色');
  await expect.poll(() => rootBackground(page)).toBe('rgb(238, 242, 248)');

  // Dark by choice while the system is light.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByTestId('menu-theme').click();
  await page.locator('[data-theme-choice="dark"]').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => rootBackground(page)).toBe(dark);
});

test('the light theme keeps WCAG AA contrast on home, battle record and Mine (screenshots)', async ({ page, request }) => {
  test.setTimeout(150_000);
  // The system choice with a light system: the axe helper checks colour contrast in both themes by switching the
  // system preference, and leaves it light for the screenshots.
  await page.emulateMedia({ colorScheme: 'light' });
  // Visitor pages first, then a busy player logged in through the platform's SSO.
  for (const [path, name] of [['/pages/home/index', 'home'], ['/pages/record/battle/index', 'battle'], ['/pages/my/index', 'my']] as const) {
    await page.goto(`/#${path}`);
    await settled(page);
    await expectNoSeriousViolations(page, `light visitor ${name}`);
    await shot(page, `theme-light-visitor-${name}`);
  }
  const uid = (await topPlayerUids(request, 9))[8]!;
  await page.goto(`/?from=app#/pages/my/index?wztoken=${signWzToken({ sub: 'platform-e2e-theme', uid })}`);
  await expect(page.getByTestId('profile-card')).toContainText(uid);
  await settled(page);
  await expectNoSeriousViolations(page, 'light player my');
  await shot(page, 'theme-light-player-my');
  for (const [path, name] of [['/pages/home/index', 'home'], ['/pages/record/battle/index', 'battle']] as const) {
    await page.goto(`/#${path}`);
    await settled(page);
    await expectNoSeriousViolations(page, `light player ${name}`);
    await shot(page, `theme-light-player-${name}`);
  }
});
