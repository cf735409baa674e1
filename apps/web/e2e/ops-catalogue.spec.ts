import type { Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { MALL } from './support/mall.ts';
import { expectConsoleAccessible, opsLogin } from './support/ops.ts';
import { editionUids, ssoInto } from './support/pay.ts';

// The mall catalogue console at a desktop viewport (decision 0176): the seeded editor of the HK edition creates a
// category and a product with stock 3 in it; an HK player's mall shows the product on sale; the editor sets the
// stock to 0 with a reason through the confirm dialog; the player sees it sold out; the audit log shows the change
// with its reason. One screenshot at 390×844 checks the page holds on a narrow screen.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'zh-HK' });
test.setTimeout(240_000);

const RUN = Date.now().toString(36);
const CATEGORY = `e2e-cat-${RUN}`;
const PRODUCT = `e2e-cat-${RUN}-mug`;
const card = (page: Page) => page.locator(`[data-testid="product-card"][data-id="${PRODUCT}"]`);

test('an editor creates a product with stock 3, players see it, the editor sets the stock to 0 with a reason and players see it sold out', async ({ page, browser, request }) => {
  // The editor makes a category in the Categories tab.
  await opsLogin(page, 'editor-hk', '#/ops/catalogue/categories');
  await expect(page.getByTestId('catalogue-tabs')).toBeVisible();
  await page.getByTestId('category-new').click();
  await page.getByTestId('category-id').fill(CATEGORY);
  await page.getByTestId('category-name-en').fill(`Test goods ${RUN}`);
  await page.getByTestId('category-name-zh-HK').fill(`測試周邊 ${RUN}`);
  await page.getByTestId('category-save').click();
  await expect(page.locator(`[data-category="${CATEGORY}"]`)).toContainText(`Test goods ${RUN}`);
  await expectConsoleAccessible(page, 'catalogue categories');

  // … then a product in it with 3 units, in the Products tab.
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByTestId('product-new').click();
  const editor = page.getByTestId('product-editor');
  await editor.getByTestId('product-id').fill(PRODUCT);
  await editor.getByTestId('product-category').selectOption(CATEGORY);
  for (const [lang, name] of [['en', 'Pilot mug'], ['zh-HK', '駕駛員馬克杯'], ['zh-CN', '驾驶员马克杯'], ['ja', 'パイロットマグ']] as const) {
    await editor.getByTestId(`product-name-${lang}`).fill(name);
  }
  await editor.getByTestId('product-points').fill('120');
  await editor.getByTestId('product-stock').fill('3');
  await expect(editor.getByTestId('product-problems')).toHaveCount(0);
  await shot(page, 'ops-catalogue-01-new-product');
  await editor.getByTestId('product-save').click();
  await expect(page.getByTestId('catalogue-products').getByRole('status')).toContainText(`${PRODUCT} created.`);
  await page.getByTestId('filter-category').selectOption(CATEGORY);
  const row = page.locator(`[data-product="${PRODUCT}"]`);
  await expect(row).toContainText('3 / 3');
  await expect(row).toContainText('On sale');
  await expect(page.getByTestId('products-count')).toContainText('1 product');
  await expectConsoleAccessible(page, 'catalogue products');

  // An HK player's mall lists it on sale (the list may lag the change by its 2-s cache).
  const [uid] = await editionUids(request, 'hk', 1);
  const player = await browser.newPage({ locale: 'zh-HK' });
  await ssoInto(player, MALL.exchange, uid!, `platform-e2e-ops-catalogue-${RUN}`);
  await expect(async () => {
    await player.reload();
    await player.getByTestId('mall-categories').locator(`[data-value="${CATEGORY}"]`).click({ timeout: 3000 });
    await expect(card(player)).toHaveAttribute('data-state', 'onSale', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  // The editor sets the stock to 0: the panel shows before → after, the dialog asks the reason.
  await row.getByRole('button', { name: 'Stock…' }).click();
  await page.getByTestId('stock-value').fill('0');
  await expect(page.getByTestId('stock-preview')).toHaveText('3 → 0');
  await page.getByTestId('stock-review').click();
  const dialog = page.getByTestId('stock-dialog');
  await expect(dialog.getByTestId('confirm-changes')).toContainText('Stock: 3 → 0');
  await expect(dialog.getByTestId('confirm-ok')).toBeDisabled();
  const reason = `Batch recalled ${RUN}`;
  await dialog.getByTestId('confirm-reason').fill(reason);
  await shot(page, 'ops-catalogue-02-stock-dialog');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('catalogue-products').getByRole('status')).toContainText(`Stock of ${PRODUCT}: 3 → 0.`);
  await expect(row).toContainText('0 / 0');
  await expect(row).toContainText('Sold out');

  // The player sees it sold out: the detail page reads the product fresh, the list within its cache.
  await player.goto(`/#${MALL.detail(PRODUCT)}`);
  await expect(player.getByTestId('product-state')).toHaveAttribute('data-state', 'soldOut');
  await expect(player.getByTestId('exchange-open')).toBeDisabled();
  await player.close();

  // The audit log has the change with its reason, before and after.
  await page.goto(`/#/ops/audit?q=${encodeURIComponent(PRODUCT)}`);
  const audit = page.locator('[data-testid="audit-row"][data-action="mall.stock"]');
  await expect(audit).toHaveCount(1);
  await expect(audit).toContainText(reason);
  await expect(audit).toContainText('editor-hk');

  // Drops tab renders; then the products tab on a narrow screen.
  await page.goto('/#/ops/catalogue/drops');
  await expect(page.getByTestId('drops-table')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/ops/catalogue/products');
  await expect(page.getByTestId('products-table')).toBeVisible();
  await shot(page, 'ops-catalogue-03-narrow');
});
