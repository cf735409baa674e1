import { API } from '@mecha/shared/api-paths';
import { errorMessage } from '@mecha/shared/errors/messages';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { expectConsoleAccessible, opsLogin } from './support/ops.ts';
import { saveShot, SHOTS } from './support/helpers.ts';
import { settled } from './support/record.ts';

// The per-feature maintenance switch (decisions 0053, 0183): an operator takes the news under repair through the
// operator API; a player sees the under-repair banner on the news pages in their language while the battle
// records work; switched back on, the news works again.
test.use({ locale: 'en-US' });

const OPS = { authorization: 'Operator dev-operator-token-change-me', 'x-operator': 'e2e-maintenance' };

async function opsPost(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, { headers: OPS, data });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
}

test('a feature under repair shows its banner while the rest works, and works again when switched back', async ({ page, request }) => {
  const until = new Date(Date.now() + 2 * 3600_000).toISOString();
  await opsPost(request, API.opsMaintenanceOn, { feature: 'news', reason: 'e2e: search reindex', until });
  try {
    await page.goto('/#/pages/news/index/index');
    const banner = page.getByTestId('maintenance-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-feature', 'news');
    await expect(banner).toContainText(errorMessage('underRepair', 'en'));
    await expect(banner).toContainText('Expected back');
    // The feed's own call answered 1013: its section shows the same notice, not a bare error.
    await expect(page.getByTestId('under-repair').first()).toBeVisible();
    await expect(page.getByTestId('article-card')).toHaveCount(0);
    await settled(page);
    await saveShot(page, path.join(SHOTS, 'maintenance-01-news-banner-en.png'));
    await expectAccessible(page, 'news under repair (en)');

    // Another feature works: the battle records (a visitor sees the sample), without a banner.
    await page.goto('/#/pages/record/battle/index');
    await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);
    await expect(page.getByTestId('under-repair')).toHaveCount(0);
    await expect(page.getByTestId('record-error')).toHaveCount(0);
  } finally {
    await opsPost(request, API.opsMaintenanceOff, { feature: 'news', reason: 'e2e: reindex done' });
  }

  // Switched back on: the news feed answers again (the banner goes with the next read of the list).
  await page.goto('/#/pages/news/index/index');
  await page.reload();
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);
});

test('an admin switches a feature under repair and back from the console', async ({ page, request }) => {
  await opsLogin(page, 'admin', '#/ops/maintenance');
  const form = page.getByTestId('maintenance-on-form');
  await form.getByLabel('Feature').selectOption('mall');
  await form.getByLabel(/^Reason/).fill('e2e: stock recount');
  await form.getByRole('button', { name: 'Switch under repair' }).click();
  const row = page.getByTestId('maintenance-table').locator('tr[data-feature="mall"]');
  await expect(row).toContainText('e2e: stock recount');
  const players = (await (await request.get(API.maintenance)).json()) as { data: { list: { feature: string }[] } };
  expect(players.data.list.map((s) => s.feature)).toEqual(['mall']);
  await saveShot(page, path.join(SHOTS, 'maintenance-02-console.png'));
  await expectConsoleAccessible(page, 'console maintenance');

  await page.getByTestId('maintenance-off-mall').click();
  const dialog = page.getByTestId('maintenance-off-dialog');
  await dialog.getByTestId('confirm-reason').fill('e2e: recount done');
  await dialog.getByRole('button', { name: 'Switch back on' }).click();
  await expect(page.getByTestId('maintenance-notice')).toContainText('Points mall is back on');
  await expect(row).toHaveCount(0);
});
