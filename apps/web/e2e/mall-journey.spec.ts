import type { EditionCode } from '@mecha/shared/editions';
import { errorMessage } from '@mecha/shared/errors/messages';
import type { Language } from '@mecha/shared/i18n/languages';
import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { adjustPoints, createCategory, createProduct, MALL, runDraws, shipOrder, typeAddress, yfyUidOf } from './support/mall.ts';
import { advanceServerClock, editionUids, payShot, resetServerClock, ssoInto } from './support/pay.ts';
import { settled } from './support/record.ts';
import { calm } from './support/welfare.ts';

// The points mall journey in each language at 390×844: browse the catalogue, open a product, add an address on
// the way, exchange it (balance before → after), follow it to the order record, change its address, then the
// operator ships it and a late address change is refused with "address locked". Products and points come from
// the operator API, as an operator's CLI would make them.
test.setTimeout(180_000);

const RUN = Date.now().toString(36);
const CATEGORY = `e2e-${RUN}`;
const JOURNEYS: { language: Language; edition: EditionCode; regionName: string; balance: string; after: string }[] = [
  { language: 'zh-CN', edition: 'cn', regionName: '中国大陆', balance: '3,000', after: '2,200' },
  { language: 'zh-HK', edition: 'hk', regionName: '中國內地', balance: '3,000', after: '2,200' },
  { language: 'en', edition: 'global', regionName: 'Mainland China', balance: '3,000', after: '2,200' },
  { language: 'ja', edition: 'jp', regionName: '中国本土', balance: '3,000', after: '2,200' },
];

test.beforeAll(async ({ request }) => {
  await createCategory(request, CATEGORY, `E2E ${RUN}`);
  for (const { language } of JOURNEYS) {
    await createProduct(request, { id: `${CATEGORY}-${language.toLowerCase()}`, categoryId: CATEGORY, name: `Mecha keyring ${language}`, points: 800, stock: 5, limit: { count: 2, period: 'month' } });
  }
  // A draw whose window is open, and a drop on sale in an hour: their cards count down.
  const now = Math.floor(Date.now() / 1000);
  await createProduct(request, { id: `${CATEGORY}-draw`, categoryId: CATEGORY, name: 'Mecha statue draw', points: 1500, stock: 2, style: 'draw', onSaleAt: now - 60, entryEndsAt: now + 3600 });
  await createProduct(request, { id: `${CATEGORY}-soon`, categoryId: CATEGORY, name: 'Mecha hoodie', points: 2000, stock: 3, onSaleAt: now + 3600 });
});

for (const journey of JOURNEYS) {
  test.describe(journey.language, () => {
    test.use({ locale: journey.language });

    test(`browse → exchange → order → change address → shipped (${journey.language})`, async ({ page, request }) => {
      const lang = journey.language;
      const productId = `${CATEGORY}-${lang.toLowerCase()}`;
      const [uid] = await editionUids(request, journey.edition, 1);
      await ssoInto(page, MALL.exchange, uid!, `platform-e2e-mall-${lang}-${RUN}`);
      const yfyUid = await yfyUidOf(page);
      await adjustPoints(request, yfyUid, 3000);
      await page.reload();

      // The mall: balance, the links, this run's category, its cards with their states.
      await expect(page.getByTestId('mall-balance-value')).toHaveText(journey.balance);
      await expect(page.getByTestId('mall-to-orders')).toBeVisible();
      await page.getByTestId('mall-categories').locator(`[data-value="${CATEGORY}"]`).click();
      await expect(page.locator(`[data-testid="product-card"][data-id="${productId}"]`)).toBeVisible();
      await expect(page.locator(`[data-testid="product-card"][data-id="${CATEGORY}-draw"]`)).toHaveAttribute('data-state', 'entryOpen');
      await expect(page.locator(`[data-testid="product-card"][data-id="${CATEGORY}-soon"]`)).toHaveAttribute('data-state', 'upcoming');
      await expect(page.locator(`[data-testid="product-card"][data-id="${productId}"] [data-testid="product-limit"]`)).toContainText('0/2');
      await settled(page);
      await calm(page);
      await payShot(page, `mall-01-catalogue-${lang}`, 'dark', false);
      if (lang === 'zh-CN') await payShot(page, `mall-01-catalogue-${lang}-light`, 'light', false);
      await expectAccessible(page, `points mall (${lang})`);

      // The product: regions in the player's language, shipping time, stock and limit.
      await page.locator(`[data-testid="product-card"][data-id="${productId}"]`).click();
      await expect(page.getByTestId('detail-regions')).toContainText(journey.regionName);
      await expect(page.getByTestId('detail-stock')).toContainText('5');
      await expect(page.getByTestId('detail-description').locator('p')).toHaveCount(2);
      await settled(page);
      await payShot(page, `mall-02-detail-${lang}`, 'dark', false);
      await expectAccessible(page, `product detail (${lang})`);

      // Exchange: the empty book opens the form; the new address is saved and picked; the confirm sheet.
      await page.getByTestId('exchange-open').click();
      await typeAddress(page, { name: 'Li Lei', city: 'Beijing', detail: 'Chang’an Avenue 1' });
      await expect(page.getByTestId('exchange-confirm')).toBeVisible();
      await expect(page.getByTestId('confirm-before')).toHaveText(journey.balance);
      await expect(page.getByTestId('confirm-after')).toHaveText(journey.after);
      await expect(page.getByTestId('confirm-address')).toContainText('Li Lei');
      await payShot(page, `mall-03-confirm-${lang}`, 'dark', false);
      await page.getByTestId('exchange-go').click();
      await expect(page.getByTestId('exchange-result')).toHaveAttribute('data-outcome', 'ordered');
      await payShot(page, `mall-04-result-${lang}`, 'dark', false);

      // The order record, opened on this order; its address changed to a second one.
      await page.getByTestId('exchange-view-order').click();
      await expect(page).toHaveURL(/points-order\/index\?id=/);
      const orderId = decodeURIComponent(page.url().split('id=').pop() ?? '');
      const order = page.locator(`[data-testid="mall-order"][data-order="${orderId}"]`);
      await expect(order).toHaveAttribute('data-state', 'awaiting');
      await order.getByTestId('mall-order-change').click();
      await page.getByTestId('picker-add').click();
      await typeAddress(page, { name: 'Han Meimei', city: 'Shanghai', detail: 'Nanjing Road 2' });
      await expect(order.getByTestId('mall-order-address')).toContainText('Han Meimei');
      await calm(page);
      await payShot(page, `mall-05-order-${lang}`, 'dark', false);

      // The operator ships it while the player is changing the address again: the change is refused.
      await order.getByTestId('mall-order-change').click();
      await expect(page.getByTestId('picker-list')).toBeVisible();
      await shipOrder(request, orderId);
      await page.getByTestId('picker-option').first().click();
      await page.getByTestId('picker-use').click();
      await expect(page.getByText(errorMessage('mallAddressLocked', lang))).toBeVisible();
      await expect(order).toHaveAttribute('data-state', 'shipped');
      await payShot(page, `mall-06-address-locked-${lang}`, 'dark', false);

      // Back in the mall the balance is the one after the exchange, and the limit counts it.
      await page.goto(`/#${MALL.exchange}?category=${CATEGORY}`);
      await expect(page.getByTestId('mall-balance-value')).toHaveText(journey.after);
      await expect(page.locator(`[data-testid="product-card"][data-id="${productId}"] [data-testid="product-limit"]`)).toContainText('1/2');
    });
  });
}

test.describe('a draw drop', () => {
  test.use({ locale: 'en' });

  test('entered with an address (no points taken), then won when the window closes', async ({ page, request }) => {
    const productId = `${CATEGORY}-lucky`;
    const now = Math.floor(Date.now() / 1000);
    await createProduct(request, { id: productId, categoryId: CATEGORY, name: 'Lucky draw statue', points: 1000, stock: 3, style: 'draw', onSaleAt: now - 60, entryEndsAt: now + 120 });
    const [uid] = await editionUids(request, 'global', 1);
    await ssoInto(page, MALL.exchange, uid!, `platform-e2e-mall-draw-${RUN}`);
    await adjustPoints(request, await yfyUidOf(page), 1500);
    // The demo mall (seed) as a player first sees it, with its pictures.
    await page.reload();
    await expect(page.locator('[data-testid="product-card"] img').first()).toBeVisible();
    await payShot(page, 'mall-00-seeded-catalogue-en', 'dark', false);
    await page.goto(`/#${MALL.detail(productId)}`);
    await expect(page.getByTestId('draw-entrants')).toHaveText('0');
    await expect(page.getByTestId('draw-odds')).toHaveText('100.0%');
    await page.getByTestId('draw-enter').click();
    await typeAddress(page, { name: 'Li Lei', city: 'Beijing', detail: 'Chang’an Avenue 1' });
    await expect(page.getByTestId('exchange-confirm')).toBeVisible();
    await expect(page.getByTestId('confirm-after')).toHaveCount(0);
    await page.getByTestId('exchange-go').click();
    await expect(page.getByTestId('exchange-result')).toHaveAttribute('data-outcome', 'entered');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('draw-outcome')).toHaveAttribute('data-outcome', 'pending');
    await expect(page.getByTestId('draw-enter')).toBeDisabled();
    await expect(page.getByTestId('draw-entrants')).toHaveText('1');
    await payShot(page, 'mall-07-draw-entered-en', 'dark', false);

    // The window closes (the dev clock), the draw allots: this only entrant wins and pays.
    try {
      await advanceServerClock(request, 180);
      await runDraws(request);
      await page.reload();
      await expect(page.getByTestId('draw-outcome')).toHaveAttribute('data-outcome', 'won');
      await expect(page.getByTestId('draw-order')).toBeVisible();
      await expect(page.getByTestId('draw-winners')).toHaveText('1');
      await payShot(page, 'mall-08-draw-won-en', 'dark', false);
    } finally {
      await resetServerClock(request);
    }
  });
});
