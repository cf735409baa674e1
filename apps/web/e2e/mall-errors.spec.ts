import { errorMessage } from '@mecha/shared/errors/messages';
import type { Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { adjustPoints, createCategory, createProduct, MALL, moveStock, suspend, typeAddress, yfyUidOf } from './support/mall.ts';
import { editionUids, payShot, ssoInto } from './support/pay.ts';

// Every refusal a player can meet in the mall shows in their language with the next step: not enough points (said
// before asking, on the confirm sheet), sold out and suspended (the server's answer to a stale page), the limit
// reached, a region the product does not ship to. Products, points, stock and suspensions come from the operator API.
test.use({ locale: 'en' });
test.setTimeout(120_000);

const RUN = Date.now().toString(36);
const CATEGORY = `e2e-err-${RUN}`;
const id = (name: string) => `${CATEGORY}-${name}`;
let uids: string[] = [];

test.beforeAll(async ({ request }) => {
  await createCategory(request, CATEGORY, `Errors ${RUN}`);
  await createProduct(request, { id: id('dear'), categoryId: CATEGORY, name: 'Golden mecha', points: 50_000, stock: 3 });
  await createProduct(request, { id: id('last'), categoryId: CATEGORY, name: 'Last unit', points: 100, stock: 1 });
  await createProduct(request, { id: id('once'), categoryId: CATEGORY, name: 'Once per player', points: 100, stock: 5, limit: { count: 1, period: 'ever' } });
  await createProduct(request, { id: id('japan'), categoryId: CATEGORY, name: 'Japan only', points: 100, stock: 5, regions: ['JP'] });
  await createProduct(request, { id: id('any'), categoryId: CATEGORY, name: 'Anything', points: 100, stock: 5 });
  uids = await editionUids(request, 'global', 5);
});

/** Signs a fresh account in with 1,000 points and answers its ledger id. */
async function player(page: Page, request: Parameters<typeof adjustPoints>[0], index: number): Promise<string> {
  await ssoInto(page, MALL.exchange, uids[index]!, `platform-e2e-mall-err-${index}-${RUN}`);
  const yfyUid = await yfyUidOf(page);
  await adjustPoints(request, yfyUid, 1000);
  return yfyUid;
}

/** Opens the product, picks (or first types) an address, and waits for the confirm sheet. */
async function openConfirm(page: Page, productId: string): Promise<void> {
  await page.goto(`/#${MALL.detail(productId)}`);
  await page.getByTestId('exchange-open').click();
  const form = page.getByTestId('address-form');
  const use = page.getByTestId('picker-use');
  await expect(form.or(use)).toBeVisible();
  if (await form.isVisible()) await typeAddress(page, { name: 'Li Lei', city: 'Beijing', detail: 'Chang’an Avenue 1' });
  else await use.click();
  await expect(page.getByTestId('exchange-confirm')).toBeVisible();
}

const refusal = (page: Page) => page.getByTestId('exchange-error');

test('not enough points: said on the confirm sheet, with the way to earn them', async ({ page, request }) => {
  await player(page, request, 0);
  await openConfirm(page, id('dear'));
  await expect(refusal(page)).toHaveAttribute('data-key', 'mallInsufficientPoints');
  await expect(refusal(page)).toContainText(errorMessage('mallInsufficientPoints', 'en'));
  await expect(refusal(page)).toContainText('You need 49,000 more points.');
  await expect(page.getByTestId('exchange-go')).toBeDisabled();
  await payShot(page, 'mall-err-01-insufficient-en', 'dark', false);
  await page.getByTestId('next-points').click();
  await expect(page).toHaveURL(/points-detail/);
});

test('sold out while the sheet was open: the server says so, and the page shows it sold out', async ({ page, request }) => {
  await player(page, request, 1);
  await openConfirm(page, id('last'));
  await moveStock(request, id('last'), -1);
  await page.getByTestId('exchange-go').click();
  await expect(refusal(page)).toHaveAttribute('data-key', 'mallOutOfStock');
  await expect(refusal(page)).toContainText(errorMessage('mallOutOfStock', 'en'));
  await expect(page.getByTestId('next-mall')).toBeVisible();
  await payShot(page, 'mall-err-02-sold-out-en', 'dark', false);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('product-state')).toHaveAttribute('data-state', 'soldOut');
  await expect(page.getByTestId('exchange-open')).toBeDisabled();
});

test('limit reached: the second exchange is not offered, and the limit says why', async ({ page, request }) => {
  await player(page, request, 2);
  await openConfirm(page, id('once'));
  await page.getByTestId('exchange-go').click();
  await expect(page.getByTestId('exchange-result')).toHaveAttribute('data-outcome', 'ordered');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('detail-refusal')).toHaveText(errorMessage('mallLimitReached', 'en'));
  await expect(page.getByTestId('exchange-open')).toBeDisabled();
  await expect(page.getByTestId('exchange-open')).toHaveText('Limit reached');
  await payShot(page, 'mall-err-03-limit-en', 'dark', false);
});

test('region not shipped: the server refuses the address, and another can be picked', async ({ page, request }) => {
  await player(page, request, 3);
  await openConfirm(page, id('japan'));
  await page.getByTestId('exchange-go').click();
  await expect(refusal(page)).toHaveAttribute('data-key', 'mallRegionNotShipped');
  await expect(refusal(page)).toContainText(errorMessage('mallRegionNotShipped', 'en'));
  await payShot(page, 'mall-err-04-region-en', 'dark', false);
  // Another address, in Japan: the exchange goes through.
  await page.getByTestId('next-address').click();
  await page.getByTestId('picker-add').click();
  await typeAddress(page, { name: 'Sato Ken', city: 'Tokyo', detail: 'Shibuya 1-2-3', region: 'JP' });
  await expect(refusal(page)).toHaveCount(0);
  await page.getByTestId('exchange-go').click();
  await expect(page.getByTestId('exchange-result')).toHaveAttribute('data-outcome', 'ordered');
});

test('suspended: the exchange is refused, and the mall shows the reason and the end', async ({ page, request }) => {
  const yfyUid = await player(page, request, 4);
  await openConfirm(page, id('any'));
  await suspend(request, yfyUid, 'Unusual trading under review', Math.floor(Date.now() / 1000) + 3 * 86_400);
  await page.getByTestId('exchange-go').click();
  await expect(refusal(page)).toHaveAttribute('data-key', 'mallSuspended');
  await expect(refusal(page)).toContainText(errorMessage('mallSuspended', 'en'));
  await expect(page.getByTestId('next-support')).toBeVisible();
  await payShot(page, 'mall-err-05-suspended-en', 'dark', false);
  await page.goto(`/#${MALL.exchange}`);
  await expect(page.getByTestId('mall-suspended')).toContainText('Unusual trading under review');
  await payShot(page, 'mall-err-06-suspended-banner-en', 'dark', false);
});
