import { expect, test } from './support/csp.ts';
import { editionUids, payFor, payShot, sandboxCheckout, simWallet, ssoInto } from './support/pay.ts';
import { settled, switchLanguage } from './support/record.ts';
import { calm } from './support/welfare.ts';

// The light journey in traditional Chinese (HK/TW edition: HKD, or TWD for a Taiwan role): check, pay, the
// result with its points, credited once, the cumulative total.
test.use({ locale: 'zh-HK' });
test.setTimeout(180_000);

test('a Hong Kong / Taiwan role is topped up and its total counts', async ({ page, request }) => {
  const [uid] = await editionUids(request, 'hk', 1);
  await ssoInto(page, '/pages/act/payment-center/index', uid!, 'platform-e2e-pay-hk');
  await expect(page.getByRole('heading', { name: '儲值中心', level: 1 })).toBeVisible();
  await expect(page.getByTestId('role-check')).toHaveAttribute('data-allowed', 'true');
  const sku = page.locator('[data-testid="sku"]').nth(1);
  const skuId = (await sku.getAttribute('data-sku'))!;
  const price = (await sku.getByTestId('sku-price').textContent())!;
  expect(price).toMatch(/^(HK\$38\.00|NT\$150)$/);
  await settled(page);
  await payShot(page, 'pay-30-topup-zh-HK');
  const orderId = await payFor(page, { uid: uid!, sku: skuId });
  await sandboxCheckout(page, 'paid');
  await expect(page.getByTestId('order-view')).toHaveAttribute('data-state', 'success');
  await expect(page.getByTestId('order-bonus')).toHaveText('首儲雙倍 +300');
  await expect(page.getByTestId('order-delivery')).toHaveAttribute('data-delivered', 'true', { timeout: 20_000 });
  await settled(page);
  await calm(page);
  await payShot(page, 'pay-31-success-zh-HK');
  expect((await simWallet(request, uid!)).credits.map((c) => c.orderId)).toEqual([orderId]);

  await page.getByTestId('order-to-exhausting').click();
  await expect(page.getByTestId('act-total')).toHaveText(price);
  await expect(page.getByTestId('act-event')).toContainText('累積儲值好禮');
  await settled(page);
  await payShot(page, 'pay-32-exhausting-zh-HK');

  // A language switch while the top-up texts are in use loads them in the new language first; English speaks for
  // the Steam edition, so this role is now one of another edition.
  await switchLanguage(page, 'en');
  await page.goto('/#/pages/act/payment-center/index');
  await expect(page.getByRole('heading', { name: 'Top-up', level: 1 })).toBeVisible();
  await expect(page.getByTestId('role-check')).toHaveAttribute('data-reason', 'otherEdition');
  await expect(page.getByTestId('role-check')).toContainText('This role plays in the Hong Kong · Taiwan edition');
  await settled(page);
  await payShot(page, 'pay-33-other-edition-en');
});
