import { errorMessage } from '@mecha/shared/errors/messages';
import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { shot } from './support/helpers.ts';
import { settled } from './support/record.ts';

// A visitor reads the news: the banner carousel, the categories, an article (its view is counted), patch notes
// and the guide; liking needs a login, which the app says itself without calling the server.
test.use({ locale: 'zh-CN' });

test('a visitor reads the news, opens an article and is asked to log in to like it', async ({ page }) => {
  const likeCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/like/') && likeCalls.push(r.url()));

  // A fresh visitor has not seen the newest balance change: the news tab carries a red dot until tapped.
  await page.goto('/#/pages/home/index');
  await expect(page.getByTestId('tab-dot-news')).toBeVisible();
  await page.getByRole('button', { name: '资讯' }).click();
  await expect(page).toHaveURL(/#\/pages\/news\/index\/index$/);
  await expect(page.getByTestId('tab-dot-news')).toHaveCount(0);

  // Banners: three slides with dots; a dot moves the strip, and it advances by itself.
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel.getByTestId('banner-slide')).toHaveCount(3);
  await expect(carousel.getByTestId('banner-dot')).toHaveCount(3);
  await expect(carousel).toHaveAttribute('data-index', '0');
  await carousel.getByTestId('banner-dot').nth(2).click();
  await expect(carousel).toHaveAttribute('data-index', '2');
  await expect(carousel).toHaveAttribute('data-index', '0', { timeout: 12_000 });

  // All articles, then one category.
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  await settled(page);
  await shot(page, 'news-01-index-zh-CN');
  await page.getByTestId('news-tabs').locator('[data-value="balance"]').click();
  await expect(page).toHaveURL(/tab=balance/);
  await expect(cards.first()).toHaveAttribute('data-category', 'balance');
  expect(await cards.evaluateAll((els) => els.every((el) => el.getAttribute('data-category') === 'balance'))).toBe(true);

  // An article: its view is counted on open.
  const hit = page.waitForResponse((r) => r.url().includes('/api/record/cms/hits') && r.request().method() === 'POST');
  await cards.first().click();
  await expect(page).toHaveURL(/#\/pages\/news\/detail\/index\?id=\d+$/);
  const hitBody = (await (await hit).json()) as { code: number; data: { Views: number } };
  expect(hitBody.code).toBe(0);
  await expect(page.getByTestId('view-count')).toHaveText(String(hitBody.data.Views));
  const body = page.getByTestId('article-body');
  await expect(body.locator('h2').first()).toBeVisible();
  await settled(page);
  await shot(page, 'news-02-article-zh-CN');

  // A visitor's like: the not-logged-in message from the catalogue, a way to log in, and no call sent.
  await page.getByTestId('like-button').click();
  const prompt = page.getByRole('dialog');
  await expect(prompt.getByRole('heading', { name: errorMessage('notLoggedIn', 'zh-CN') })).toBeVisible();
  await shot(page, 'news-03-like-visitor-zh-CN');
  await expectAccessible(page, 'like prompt (zh-CN)');
  expect(likeCalls).toEqual([]);
  await prompt.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/index$/);

  // Patch notes open in a sheet, each note in place.
  await page.goto('/#/pages/news/index/index');
  await page.getByTestId('entry-versions').click();
  const versions = page.getByTestId('version-list');
  await expect(versions.getByTestId('version-item').first()).toBeVisible();
  const click = page.waitForRequest((r) => r.url().includes('/api/strategy/version/click'));
  await versions.getByTestId('version-item').first().click();
  await click;
  await expect(page.getByTestId('version-detail')).toBeVisible();
  await page.keyboard.press('Escape');

  // The guide: the steps and the ladder rules, generated from the engine as on the record page.
  await page.getByTestId('entry-guide').click();
  await expect(page).toHaveURL(/#\/pages\/news\/guide\/index$/);
  await expect(page.getByTestId('guide-steps').locator('li')).toHaveCount(6);
  await expect(page.getByTestId('guide-rules').locator('li[data-rank]')).toHaveCount(8);
  await expect(page.getByTestId('guide-rules')).toContainText('1,000–1,199');
  await shot(page, 'news-04-guide-zh-CN');
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the news page and an article read well in English', async ({ page }) => {
    await page.goto('/#/pages/news/index/index?tab=fanart');
    const card = page.getByTestId('article-card').first();
    await expect(card).toContainText('Art by');
    await settled(page);
    await shot(page, 'news-05-fanart-en');
    await card.click();
    await expect(page.getByTestId('article')).toBeVisible();
    await settled(page);
    await shot(page, 'news-06-article-en');
  });
});
