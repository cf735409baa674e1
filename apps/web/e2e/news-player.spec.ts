import { expect, test, watchCsp } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { pngSize, posterDrawn, savePoster } from './support/news.ts';
import { loginWithDemoCode, settled, topPlayerUids } from './support/record.ts';

// A logged-in player likes an article (optimistic, kept across reloads), searches with the account's history,
// and shares a poster of their record; the link carries no UID until they tick it, and a visitor opens it.
test.use({ locale: 'zh-CN' });
test.setTimeout(150_000);

test('a player likes an article, searches with account history and shares a record poster', async ({ page, request, browser }) => {
  // Its own player: a code to a UID another journey just used would wait out that UID's resend cool-down.
  const uid = (await topPlayerUids(request, 3))[2];
  await loginWithDemoCode(page, uid!);

  // Like: the count moves at once, the server agrees, a reload keeps it; unlike takes it back.
  await page.goto('/#/pages/news/detail/index?id=3');
  const like = page.getByTestId('like-button');
  await expect(like).toHaveAttribute('data-liked', 'false');
  const before = Number(await page.getByTestId('like-count').textContent());
  const likeCall = page.waitForResponse((r) => r.url().endsWith('/api/like/3'));
  await like.click();
  await expect(like).toHaveAttribute('data-liked', 'true');
  await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));
  const sent = await likeCall;
  expect(sent.request().headers().authorization).toMatch(/^Bearer /);
  expect(((await sent.json()) as { data: { Liked: boolean } }).data.Liked).toBe(true);
  await page.reload();
  await expect(page.getByTestId('like-button')).toHaveAttribute('data-liked', 'true');
  await settled(page);
  await shot(page, 'news-40-liked-zh-CN');
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('data-liked', 'false');
  await expect(page.getByTestId('like-count')).toHaveText(String(before));

  // Search: the account's history comes from the server and can be cleared there.
  await page.goto('/#/pages/news/search/index');
  await expect(page.getByTestId('search-history')).toHaveAttribute('data-scope', 'account');
  await page.getByTestId('search-input').fill('平衡');
  await page.getByTestId('search-input').press('Enter');
  await expect(page.getByTestId('search-results').getByTestId('article-card').first()).toContainText('平衡');
  await expect(page.getByTestId('history-chip').first()).toHaveText('平衡');
  const clear = page.waitForResponse((r) => r.url().includes('/api/strategy/search-history/clear'));
  await page.getByTestId('clear-history').click();
  await clear;
  await expect(page.getByTestId('history-chip')).toHaveCount(0);

  // A record poster from the battle page.
  await page.goto('/#/pages/record/battle/index');
  await expect(page.getByTestId('ladder-hero')).toBeVisible();
  await page.getByTestId('link-share').click();
  await expect(page).toHaveURL(/#\/pages\/poster\/index\?type=record&mode=T1&season=\d+&score=\d+&wr=[\d.]+&games=\d+$/);
  await posterDrawn(page);
  const preview = page.getByTestId('poster-preview');
  let link = (await preview.getAttribute('data-link'))!;
  expect(link).toContain('type=record');
  expect(link).not.toContain(uid!);
  expect(link).not.toMatch(/token|Bearer/i);
  await shot(page, 'news-41-record-poster-page-zh-CN');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('poster-save').click()]);
  expect(pngSize(await savePoster(download, 'poster-record-zh-CN'))).toEqual({ width: 1125, height: 2001 });

  // Ticking the UID puts it in the link; untick it again to share without.
  await page.getByTestId('record-choice').locator('[data-field="uid"]').check();
  await expect(preview).toHaveAttribute('data-link', new RegExp(`uid=${uid}`));
  await page.getByTestId('record-choice').locator('[data-field="uid"]').uncheck();
  link = (await preview.getAttribute('data-link'))!;
  expect(link).not.toContain(uid!);

  // A visitor opens the shared record.
  const friend = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const friendViolations = await watchCsp(friend);
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  const card = friendPage.getByTestId('shared-record');
  await expect(card).toBeVisible();
  await expect(card).not.toContainText(uid!);
  await expect(friendPage.getByTestId('share-login')).toBeVisible();
  await settled(friendPage);
  await shot(friendPage, 'news-42-share-record-zh-CN');
  await friend.close();
  expect(friendViolations).toEqual([]);
});
