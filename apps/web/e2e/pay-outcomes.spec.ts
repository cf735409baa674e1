import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { editionUids, payFor, payShot, sandboxCheckout, simWallet, ssoInto } from './support/pay.ts';
import { settled } from './support/record.ts';
import { calm } from './support/welfare.ts';

// The other ways a payment ends, in English (Steam edition, USD): failed ("payment failed, retry"), cancelled, a
// processing order left and reopened (its countdown, another method), a second order for the same item refused
// with a way to the open one, and that order paid: the game credited once for all of it.
test.use({ locale: 'en' });
test.setTimeout(240_000);

const CENTER = '/pages/act/payment-center/index';

test('failed, cancelled, a processing order reopened with another method, then paid once', async ({ page, request }) => {
  const [uid] = await editionUids(request, 'global', 2);
  await ssoInto(page, CENTER, uid!, 'platform-e2e-pay-global');
  const view = page.getByTestId('order-view');

  // Failed at the provider: the catalogue's "payment failed, retry", nothing credited.
  const failed = await payFor(page, { uid: uid!, sku: 'us-60', method: 'card' });
  await sandboxCheckout(page, 'failed');
  await expect(view).toHaveAttribute('data-order', failed);
  await expect(view).toHaveAttribute('data-state', 'failed');
  await expect(page.getByTestId('order-reason')).toHaveText('Payment failed. Please retry.');
  await settled(page);
  await payShot(page, 'pay-10-failed-en');
  await expectAccessible(page, 'order, failed');

  // "Try again" comes back to the same role and item; this time the player cancels.
  await page.getByTestId('order-retry').click();
  await expect(page.locator('[data-testid="sku"][data-sku="us-60"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`[data-testid="role-chip"][data-uid="${uid}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('pay-open').click();
  await expect(page.getByTestId('confirm-sheet').locator('[data-row="receive"] dd')).toHaveText('60 + 60 (double)');
  await expect(page.getByTestId('confirm-sheet').locator('[data-row="price"] dd')).toHaveText('$0.99');
  await settled(page);
  await payShot(page, 'pay-11-confirm-en');
  await expectAccessible(page, 'confirm sheet');
  await page.getByTestId('pay-go').click();
  await sandboxCheckout(page, 'cancelled');
  await expect(view).toHaveAttribute('data-state', 'cancelled');
  await expect(page.getByTestId('order-reason')).toHaveText('You cancelled the payment. Nothing was charged.');
  await settled(page);
  await payShot(page, 'pay-12-cancelled-en');

  // Left on the checkout page: Back lands on the order, processing, with its window counting down.
  await page.getByRole('link', { name: 'Back to top-up' }).click();
  const open = await payFor(page, { uid: uid!, sku: 'us-300', method: 'card' });
  await page.goBack();
  await expect(view).toHaveAttribute('data-order', open);
  await expect(view).toHaveAttribute('data-state', 'processing');
  await expect(page.getByTestId('order-countdown')).toHaveText(/^1[45]:\d{2}$/);
  const first = await page.getByTestId('order-countdown').textContent();
  await expect(page.getByTestId('order-countdown')).not.toHaveText(first!, { timeout: 5_000 });
  await settled(page);
  await payShot(page, 'pay-13-processing-en');
  await expectAccessible(page, 'order, processing');

  // Another method for it.
  await page.getByTestId('order-change').click();
  await page.getByRole('dialog').locator('[data-method="paypal"]').click();
  await page.getByTestId('change-save').click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment method changed to PayPal.' })).toBeVisible();
  await expect(page.getByTestId('order-view').locator('..').getByText('PayPal', { exact: true })).toBeVisible();

  // A second order for the same item is refused, with the way to the open one.
  await page.getByRole('link', { name: 'Back to top-up' }).click();
  await page.locator('[data-testid="sku"][data-sku="us-300"]').click();
  await page.getByTestId('pay-open').click();
  await page.getByTestId('pay-go').click();
  await expect(page.getByTestId('pay-error')).toContainText('You already have an unpaid order for this item.');
  await calm(page);
  await payShot(page, 'pay-14-open-order-en');
  await page.getByTestId('open-order').click();
  await expect(view).toHaveAttribute('data-order', open);

  // Continue to pay: paid, double bonus, credited once in all.
  await page.getByTestId('order-continue').click();
  await sandboxCheckout(page, 'paid');
  await expect(view).toHaveAttribute('data-state', 'success');
  await expect(page.getByTestId('order-bonus')).toHaveText('Double bonus +300');
  await expect(page.getByTestId('order-points')).toContainText('+4');
  await expect(page.getByTestId('order-delivery')).toHaveAttribute('data-delivered', 'true', { timeout: 20_000 });
  await settled(page);
  await calm(page);
  await payShot(page, 'pay-15-success-en');
  const wallet = await simWallet(request, uid!);
  expect(wallet.credits.map((c) => c.orderId)).toEqual([open]);
  expect(wallet.balance).toBe(600);

  // The history shows each order's outcome.
  await page.getByTestId('to-orders').click();
  await expect(page.locator(`[data-testid="order-item"][data-order="${open}"]`)).toHaveAttribute('data-state', 'success');
  await expect(page.locator(`[data-testid="order-item"][data-order="${failed}"]`)).toHaveAttribute('data-state', 'failed');
  await expect(page.locator('[data-testid="order-item"][data-state="cancelled"]')).toHaveCount(1);
  await settled(page);
  await payShot(page, 'pay-16-orders-en');
  await payShot(page, 'pay-16-orders-en-light', 'light');
});
