import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { expectConsoleAccessible, opsLogin } from './support/ops.ts';

// The console's content tabs at a desktop viewport (decisions 0052, 0179): the HK editor creates a banner for its
// edition and a zh-HK visitor's news page shows it; seeded banners that reach every edition are listed but not the
// HK editor's to change, and version notes are read-only to it; the admin publishes a version note and the app's
// patch-notes sheet lists it. Balance notes are the articles list filtered to category balance.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'zh-HK' });
test.setTimeout(180_000);

const RUN = Date.now().toString(36);

test('an HK editor publishes a banner the zh-HK news shows; the admin publishes a version note the app lists', async ({ page }) => {
  const slug = `hk-e2e-${RUN}`;
  const title = `港澳台限定橫幅 ${RUN}`;

  // Articles by default; Balance notes opens the same list filtered.
  await opsLogin(page, 'editor-hk', '#/ops/content');
  await expect(page.getByTestId('content-tabs')).toBeVisible();
  await expect(page.getByTestId('article-list')).toBeVisible();
  await page.getByRole('link', { name: 'Balance notes' }).click();
  await expect(page).toHaveURL(/#\/ops\/content\/balance$/);
  await expect(page.getByRole('heading', { name: 'Balance notes' })).toBeVisible();
  await expect(page.getByTestId('article-category-filter')).toHaveValue('balance');
  await expect(page.locator('tr[data-slug="patch-2-4-balance"]')).toBeVisible();

  // Banners: the seeded ones reach every edition — listed, not the HK editor's to change.
  await page.getByRole('link', { name: 'Banners' }).click();
  await expect(page).toHaveURL(/#\/ops\/content\/banners$/);
  const list = page.getByTestId('banner-list');
  await expect(list.locator('tr[data-slug="season-12"]')).toContainText('Not yours to change');
  await list.getByRole('button', { name: 'New banner' }).click();
  const form = page.getByTestId('banner-form');
  await form.getByTestId('banner-slug').fill(slug);
  await form.getByTestId('banner-image').fill('/covers/season.svg');
  await form.getByTestId('banner-link').fill('#/pages/news/index/index');
  await form.getByTestId('banner-sort').fill('-5');
  await form.getByTestId('banner-title-zh-HK').fill(title);
  await expect(form.getByRole('checkbox', { name: 'hk' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'jp' })).toBeDisabled();
  await shot(page, 'ops-content-01-banner-form');
  await form.getByTestId('banner-save').click();
  await expect(page.getByTestId('banner-result')).toContainText(slug);
  await expect(page.locator(`tr[data-slug="${slug}"]`)).toContainText('Active');
  await expectConsoleAccessible(page, 'content: banners');
  await shot(page, 'ops-content-02-banners');

  // The zh-HK news page shows it (a visitor of the hk edition).
  const news = await page.context().newPage();
  await news.goto('/#/pages/news/index/index');
  await expect(news.getByTestId('banner-carousel')).toContainText(title);

  // Version notes are read-only to an operator of some editions.
  await page.getByRole('link', { name: 'Version notes' }).click();
  await expect(page.getByTestId('version-list')).toContainText('an operator over all editions publishes them');
  await expect(page.getByRole('button', { name: 'New version note' })).toHaveCount(0);

  // The admin publishes one (its own tab, its own session).
  const version = `e2e-${RUN}`;
  const admin = await page.context().newPage();
  await opsLogin(admin, 'admin', '#/ops/content/versions');
  await admin.getByRole('button', { name: 'New version note' }).click();
  const vform = admin.getByTestId('version-form');
  await vform.getByTestId('version-version').fill(version);
  await vform.getByTestId('version-title').fill(`Patch ${version}`);
  await vform.getByTestId('version-body').fill('- Faster matchmaking\n- **Fixed** the replay viewer');
  await vform.getByRole('button', { name: /繁體中文/ }).click();
  await vform.getByTestId('version-title').fill(`版本 ${version}`);
  await vform.getByTestId('version-body').fill('- 配對更快');
  await vform.getByTestId('version-publish').click();
  await expect(admin.getByTestId('version-result')).toContainText(version);
  await expect(admin.locator(`tr[data-version="${version}"]`)).toBeVisible();
  await shot(admin, 'ops-content-03-versions');

  // The app's patch-notes sheet lists it, in zh-HK.
  await news.goto('/#/pages/news/index/index');
  await news.getByTestId('entry-versions').click();
  const versions = news.getByTestId('version-list');
  await expect(versions.getByTestId('version-item').filter({ hasText: version })).toBeVisible();
  await versions.getByTestId('version-item').filter({ hasText: version }).click();
  await expect(news.getByTestId('version-detail')).toContainText('配對更快');

  // A narrow screen (the console's shell keeps its sidebar there, so the tab is opened by its address).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/ops/content/banners');
  await expect(page.locator(`tr[data-slug="${slug}"]`)).toBeVisible();
  await shot(page, 'ops-content-04-narrow');
});
