import { API } from '@mecha/shared/api-paths';
import type { StatusData } from '@mecha/shared/status/api';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { saveShot, SHOTS, shot } from './support/helpers.ts';
import { expectConsoleAccessible, opsLogin } from './support/ops.ts';
import { settled, switchLanguage, topPlayerUids } from './support/record.ts';
import { signWzToken } from './support/sso.ts';

// The public status page (issue 16, decision 0191): a player opens it from Mine and reads, per edition, when the
// newest match arrived (up to date / delayed / stalled, in words), then the API's speed and the queues; a logged-in
// player's battle records say "match data updated N minutes ago"; an operator posts an incident in the console,
// players read it on the status page, and it is resolved.
test.use({ locale: 'en-US' });
test.setTimeout(180_000);

const TEXTS = {
  en: { title: 'Service status', states: /^(Up to date|Delayed|Stalled)$/, received: /^(Last match received (.+ ago|yesterday|just now)|No match received yet)$/, updated: /^Updated (just now|\d+ (seconds?|minutes?) ago)/, noRequests: 'No requests' },
  'zh-CN': { title: '服务状态', states: /^(正常|延迟|停滞)$/, received: /^(最新对局.+收到|刚刚收到最新对局|尚未收到对局)$/, updated: /^(刚刚|\d+(秒钟|分钟)前)更新/, noRequests: '暂无请求' },
} as const;

/** Opens the status page from the Mine page's entry, and returns the answer the page rendered. */
async function openFromMine(page: Page): Promise<StatusData> {
  await page.goto('/#/pages/my/index');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === API.status);
  await page.getByTestId('menu-status').click();
  await expect(page).toHaveURL(/#\/pages\/status\/index$/);
  return ((await (await answer).json()) as { data: StatusData }).data;
}

test('a player opens the status page from Mine: matches per edition, API speed and queues (en, zh-CN)', async ({ page }) => {
  for (const [language, edition] of [
    ['en', 'global'],
    ['zh-CN', 'cn'],
  ] as const) {
    const texts = TEXTS[language];
    if (language !== 'en') await switchLanguage(page, language);
    const data = await openFromMine(page);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    // Freshness first: every edition, the player's own on top, each with its state as a word.
    const editions = page.getByTestId('status-edition');
    await expect(editions).toHaveCount(data.freshness.length);
    await expect(editions.first()).toHaveAttribute('data-edition', edition);
    for (let i = 0; i < data.freshness.length; i++) {
      const row = editions.nth(i);
      await expect(row.getByTestId('status-state')).toHaveText(texts.states);
      await expect(row.getByTestId('status-received')).toHaveText(texts.received);
    }
    // The sim world's matches arrived when it was seeded: the player's edition has a newest match.
    const mine = data.freshness.find((e) => e.edition === edition)!;
    expect(mine.lastReceivedAt).not.toBeNull();
    await expect(editions.first().locator('time').first()).toHaveAttribute('datetime', mine.lastReceivedAt!);

    // The API figures, as the server counted them.
    const api = page.getByTestId('status-api');
    await expect(api.locator('tbody tr')).toHaveCount(5);
    // A fresh server may not have written its first minute yet (every 5 s, answers cached 10 s): then "no requests".
    const requests = data.api.last24h.requests;
    await expect(api.locator('tr[data-row="requests"] td[data-window="last24h"]')).toHaveText(requests === 0 ? texts.noRequests : new Intl.NumberFormat(language).format(requests));
    await expect(api.locator('tr[data-row="p95"] td[data-window="last24h"]')).toHaveText(requests === 0 ? '—' : /^≤\s?\d/);
    await expect(page.getByTestId('status-queue-mail')).toHaveAttribute('data-count', String(data.queues.mailPending));
    await expect(page.getByTestId('status-updated')).toHaveText(texts.updated);

    await settled(page);
    await saveShot(page, path.join(SHOTS, `status-01-page-${language}.png`));
    await shot(page, `status-01-page-full-${language}`);
    await expectAccessible(page, `status page (${language})`);
  }
});

test('a logged-in player’s battle records say when their match data was last updated', async ({ page, request }) => {
  const uid = (await topPlayerUids(request, 10))[9]!;
  // The line counts the edition the role plays in, whatever language the site is read in (decision 0231).
  const edition = ((await (await request.get(`${API.roleInfo}?uid=${uid}`)).json()) as { data: { edition: string } }).data.edition;
  await page.goto(`/?from=app#/pages/my/index?wztoken=${signWzToken({ sub: 'platform-e2e-status', uid })}`);
  await expect(page.getByTestId('profile-card')).toContainText(uid);

  await page.goto('/#/pages/record/battle/index');
  await expect(page.getByTestId('battle-item').first()).toBeVisible();
  const line = page.getByTestId('matches-in');
  await expect(line).toHaveText(/^Match data updated (just now|\d+ (seconds?|minutes?|hours?|days?) ago|yesterday)$/);
  await expect(line).toHaveAttribute('data-edition', edition);
  await settled(page);
  await saveShot(page, path.join(SHOTS, 'status-02-battle-freshness-en.png'));

  // The line is on the other record screens too, and leads to the status page.
  await page.goto('/#/pages/record/season-performance/index');
  await expect(page.getByTestId('matches-in')).toBeVisible();
  await page.getByTestId('matches-in').click();
  await expect(page).toHaveURL(/#\/pages\/status\/index$/);
  await expect(page.getByTestId('status-edition').first()).toHaveAttribute('data-edition', edition);
});

test('an operator posts an incident, players read it on the status page, and it is resolved', async ({ page }) => {
  const title = `Match records delayed ${Date.now() % 100_000}`;
  // The console at a desktop's size, the player's pages at the phone's.
  const desktop = { width: 1280, height: 800 };
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(desktop);
  await opsLogin(page, 'admin', '#/ops/incidents');
  const form = page.getByTestId('incident-form');
  await form.getByLabel('Severity').selectOption('major');
  await form.getByTestId('incident-lang-en').click();
  await form.getByTestId('incident-title').fill(title);
  await form.getByTestId('incident-body').fill('Records from the global servers arrive late. We are on it.');
  await form.getByTestId('incident-submit').click();
  await expect(page.getByTestId('incidents-notice')).toContainText('is posted');
  const row = page.getByTestId('incident-row').filter({ hasText: title });
  await expect(row).toContainText('Open');
  await saveShot(page, path.join(SHOTS, 'status-03-console-posted.png'));
  await expectConsoleAccessible(page, 'console incidents');
  const id = await row.getAttribute('data-id');

  // A player (English) reads it on the status page.
  await page.setViewportSize(phone);
  await page.goto('about:blank');
  await page.goto('/#/pages/status/index');
  const incident = page.getByTestId('status-incident').filter({ hasText: title });
  await expect(incident).toBeVisible();
  await expect(incident).toHaveAttribute('data-open', 'true');
  await expect(incident).toContainText('Major');
  await expect(incident).toContainText('Ongoing');
  await expect(incident).toContainText('We are on it.');
  await settled(page);
  await incident.scrollIntoViewIfNeeded();
  await saveShot(page, path.join(SHOTS, 'status-04-incident-en.png'));
  await expectAccessible(page, 'status page with an incident (en)');

  // Resolved in the console; the status page keeps it, marked resolved.
  await page.setViewportSize(desktop);
  await page.goto('about:blank');
  await page.goto('/#/ops/incidents');
  await page.getByTestId(`incident-resolve-${id}`).click();
  await expect(page.getByTestId('incidents-notice')).toContainText('is resolved');
  await expect(row).toContainText('Resolved');
  await saveShot(page, path.join(SHOTS, 'status-05-console-resolved.png'));
  await page.setViewportSize(phone);
  await page.goto('about:blank');
  await page.goto('/#/pages/status/index');
  // The answer may be cached for a few seconds (Cache-Control max-age): read again until it says resolved.
  await expect(async () => {
    await page.reload();
    await expect(incident).toHaveAttribute('data-open', 'false', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(incident).toContainText('Resolved');
  await settled(page);
  await incident.scrollIntoViewIfNeeded();
  await saveShot(page, path.join(SHOTS, 'status-06-incident-resolved-en.png'));
});

test('delayed and stalled editions read as words, in the dark and the light theme (answer stubbed)', async ({ page }) => {
  // The sim world's matches are always fresh: a stubbed answer shows the other states, an incident of each kind and
  // full queues, so their colours are checked too.
  const now = Date.now();
  const ago = (s: number) => new Date(now - s * 1000).toISOString();
  const data: StatusData = {
    generatedAt: ago(0),
    freshness: [
      { edition: 'cn', lastReceivedAt: ago(40 * 60), newestEndedAt: ago(41 * 60) },
      { edition: 'hk', lastReceivedAt: ago(3 * 3600), newestEndedAt: ago(3 * 3600 + 60) },
      { edition: 'global', lastReceivedAt: ago(20 * 60), newestEndedAt: ago(21 * 60) },
      { edition: 'jp', lastReceivedAt: null, newestEndedAt: null },
    ],
    api: {
      last5m: { requests: 1200, errorRate: 0.031, p50Ms: 25, p95Ms: 250, p99Ms: 2500 },
      last24h: { requests: 345_678, errorRate: 0.0004, p50Ms: 20, p95Ms: 100, p99Ms: 500 },
    },
    queues: { mailPending: 17, mailOldestAgeS: 25 * 60, deliveriesRetrying: 2, paymentsAwaitingTimeout: 1 },
    incidents: [
      { id: 3, severity: 'major', title: 'Global records delayed', body: 'Matches from the global servers arrive late.', startedAt: ago(30 * 60), resolvedAt: null, updatedAt: ago(60) },
      { id: 2, severity: 'minor', title: 'Slow mail', body: '', startedAt: ago(2 * 3600), resolvedAt: null, updatedAt: ago(3600) },
      { id: 1, severity: 'info', title: 'Planned upgrade', body: 'Done.', startedAt: ago(2 * 86_400), resolvedAt: ago(2 * 86_400 - 1800), updatedAt: ago(2 * 86_400 - 1800) },
    ],
  };
  await page.route(`**${API.status}`, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, data, msg: 'ok' }) }));
  await page.goto('/#/pages/status/index');
  const editions = page.getByTestId('status-edition');
  await expect(editions).toHaveCount(4);
  expect(await editions.evaluateAll((rows) => rows.map((r) => `${(r as HTMLElement).dataset.edition}:${(r as HTMLElement).dataset.state}`))).toEqual([
    'global:delayed',
    'cn:delayed',
    'hk:stalled',
    'jp:stalled',
  ]);
  await expect(editions.first().getByTestId('status-state')).toHaveText('Delayed');
  await expect(editions.nth(2).getByTestId('status-state')).toHaveText('Stalled');
  await expect(editions.nth(3).getByTestId('status-received')).toHaveText('No match received yet');
  await expect(page.getByTestId('status-queue-mail')).toHaveText('17 in-game mails are waiting to be deliveredThe oldest has waited 25 min.');
  await settled(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shot(page, 'status-07-states-dark-en');
  await page.emulateMedia({ colorScheme: 'light' });
  await shot(page, 'status-07-states-light-en');
  await expectAccessible(page, 'status page, delayed and stalled (en)');
});
