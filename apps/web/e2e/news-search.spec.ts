import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { settled, switchLanguage } from './support/record.ts';

// Search in Japanese (substring search: no word breaks) with a visitor's history kept on the phone.
test.use({ locale: 'en-US' });

test('a visitor searches in Japanese, reuses and clears the local history', async ({ page }) => {
  await switchLanguage(page, 'ja');
  await page.goto('/#/pages/news/index/index');
  await page.getByTestId('entry-search').click();
  await expect(page).toHaveURL(/#\/pages\/news\/search\/index$/);
  await expect(page.getByTestId('search-history')).toHaveAttribute('data-scope', 'local');

  const input = page.getByTestId('search-input');
  await input.fill('バランス');
  await input.press('Enter');
  await expect(page).toHaveURL(/q=%E3%83%90/);
  const results = page.getByTestId('search-results').getByTestId('article-card');
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toContainText('バランス');

  await input.fill('夏祭り');
  await page.getByTestId('search-submit').click();
  await expect(results.first()).toBeVisible();
  await expect(page.getByTestId('search-history').getByTestId('history-chip')).toHaveText(['夏祭り', 'バランス']);
  await settled(page);
  await shot(page, 'news-10-search-ja');

  // The history survives a reload (local storage) and a chip searches again.
  await page.goto('/#/pages/news/search/index');
  await page.getByTestId('history-chip').filter({ hasText: 'バランス' }).click();
  await expect(results.first()).toContainText('バランス');

  // Nothing found says so.
  await input.fill('存在しないキーワード');
  await input.press('Enter');
  await expect(page.getByText('「存在しないキーワード」は見つかりませんでした')).toBeVisible();

  await page.getByTestId('clear-history').click();
  await expect(page.getByTestId('history-chip')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mecha.news.searchHistory'))).toBeNull();
});
