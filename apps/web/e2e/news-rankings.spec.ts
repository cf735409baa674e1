import { expect, test, watchCsp } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { pngSize, posterDrawn, savePoster, waitForRankings } from './support/news.ts';
import { settled } from './support/record.ts';

// The character rankings: mode × tier × period, sorting, one mech across tiers; a ranking poster (PNG with a QR
// code to the share page) and that share page opened by a visitor.
test.use({ locale: 'en-US' });
test.setTimeout(150_000);

test('a visitor reads the rankings, makes a poster and a friend opens the shared link', async ({ page, request, browser }) => {
  await waitForRankings(request);
  await page.goto('/#/pages/news/index/index');
  await page.getByTestId('news-tabs').locator('[data-value="rankings"]').click();
  await expect(page).toHaveURL(/tab=rankings/);
  const summary = page.getByTestId('rankings-summary');
  await expect(summary).toHaveAttribute('data-mode', 'T1');
  const rows = page.getByTestId('rate-row');
  await expect(rows).toHaveCount(16);
  await settled(page);
  await shot(page, 'news-30-rankings-en');

  // Each selector asks the server for that slice, and the URL keeps it.
  let listCall = page.waitForRequest((r) => r.url().includes('/api/record/hot-rank-list') && r.url().includes('mode=T2'));
  await page.getByTestId('rank-mode-T2').click();
  await listCall;
  await expect(summary).toHaveAttribute('data-mode', 'T2');
  listCall = page.waitForRequest((r) => r.url().includes('period=30d'));
  await page.getByTestId('rank-period-30d').click();
  await listCall;
  await expect(summary).toHaveAttribute('data-period', '30d');
  listCall = page.waitForRequest((r) => r.url().includes('tier=supreme-star'));
  await page.getByTestId('rank-tiers').locator('[data-value="supreme-star"]').click();
  await listCall;
  await expect(summary).toHaveAttribute('data-tier', 'supreme-star');
  await expect(page).toHaveURL(/mode=T2.*period=30d.*tier=supreme-star|tier=supreme-star/);
  await expect(rows).toHaveCount(16);

  // Sorting by ban rate puts the most banned first.
  await page.getByTestId('sort-ban').click();
  await expect(page.getByTestId('rates-table')).toHaveAttribute('data-sort', 'ban');
  const bans = await rows.evaluateAll((els) => els.map((el) => parseFloat(el.querySelectorAll('[class*="value"]')[2]?.textContent ?? '0')));
  expect([...bans].sort((a, b) => b - a)).toEqual(bans);
  await settled(page);
  await shot(page, 'news-31-rankings-2v2-supreme-30d-en');

  // One mech in every tier.
  await rows.first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('mech-tiers').locator('[data-tier-row]')).toHaveCount(9);
  await shot(page, 'news-32-mech-tiers-en');
  await page.keyboard.press('Escape');

  // The poster of this selection: drawn in the browser, saved as a PNG.
  const posterChunk = page.waitForResponse((r) => /draw-poster-.*\.js$/.test(r.url()));
  await page.getByTestId('make-poster').click();
  await expect(page).toHaveURL(/#\/pages\/poster\/index\?type=ranking&mode=T2&tier=supreme-star&period=30d$/);
  await posterChunk;
  await posterDrawn(page);
  const link = (await page.getByTestId('poster-preview').getAttribute('data-link'))!;
  expect(link).toMatch(/#\/pages\/share\/index\/index\?type=ranking&mode=T2&tier=supreme-star&period=30d$/);
  await shot(page, 'news-33-poster-page-en');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('poster-save').click()]);
  expect(download.suggestedFilename()).toBe('poster-ranking-T2-supreme-star-30d.png');
  const png = await savePoster(download, 'poster-ranking-en');
  expect(pngSize(png)).toEqual({ width: 1125, height: 2001 });

  // A friend opens the link as a visitor: the live snapshot and the invitation.
  const friend = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
  const friendViolations = await watchCsp(friend);
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  await expect(friendPage.getByTestId('shared-ranking').getByTestId('rate-row')).toHaveCount(8);
  await expect(friendPage.getByTestId('shared-ranking')).toContainText('2v2 · Supreme Star · 30 days');
  await expect(friendPage.getByTestId('share-login')).toBeVisible();
  await settled(friendPage);
  await shot(friendPage, 'news-34-share-ranking-en');
  await friendPage.getByTestId('see-rankings').click();
  await expect(friendPage).toHaveURL(/tab=rankings/);
  await expect(friendPage.getByTestId('rankings-summary')).toHaveAttribute('data-tier', 'supreme-star');
  await friend.close();
  expect(friendViolations).toEqual([]);
});

test.describe('in Chinese and Japanese', () => {
  for (const locale of ['zh-CN', 'ja-JP'] as const) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`the rankings and a poster in ${locale}`, async ({ page, request }) => {
        await waitForRankings(request);
        await page.goto('/#/pages/news/index/index?tab=rankings');
        await expect(page.getByTestId('rate-row')).toHaveCount(16);
        await settled(page);
        const lang = locale.slice(0, 2) === 'ja' ? 'ja' : 'zh-CN';
        await shot(page, `news-35-rankings-${lang}`);
        // Down to a 320 px phone nothing spills sideways.
        await page.setViewportSize({ width: 320, height: 640 });
        await expect(page.getByTestId('rate-row')).toHaveCount(16);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        await shot(page, `news-36-rankings-320px-${lang}`);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto('/#/pages/poster/index?type=ranking');
        await posterDrawn(page);
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('poster-save').click()]);
        pngSize(await savePoster(download, `poster-ranking-${lang}`));
      });
    });
  }
});
