import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { advanceServerClock, editionUids, payFor, payShot, resetServerClock, simWallet, ssoInto } from './support/pay.ts';
import { settled } from './support/record.ts';
import { calm } from './support/welfare.ts';

// The payment window in Japanese (Japan edition, JPY): the mm:ss countdown runs on the server's clock; moved 15
// minutes on (the dev clock), it reaches 00:00 and the order reads "operation timeout". Paid on the checkout page
// after that, the payment is not lost: the order becomes a success "paid after the time-out", credited once.
// The server's clock goes back to real time after it: later journeys sign platform tokens (wztoken) in real time,
// which a server 15 minutes ahead would refuse as too old.
test.use({ locale: 'ja' });
test.setTimeout(180_000);
test.afterEach(({ request }) => resetServerClock(request));

test('the window runs out at 00:00, then a late payment still arrives once', async ({ page, request }) => {
  const [uid] = await editionUids(request, 'jp', 1);
  await ssoInto(page, '/pages/act/payment-center/index', uid!, 'platform-e2e-pay-jp');
  await expect(page.locator('[data-testid="sku"][data-sku="jp-6480"] [data-testid="sku-price"]')).toHaveText('￥12,000');
  const orderId = await payFor(page, { uid: uid!, sku: 'jp-300', method: 'konbini' });
  await page.goBack();
  const view = page.getByTestId('order-view');
  await expect(view).toHaveAttribute('data-state', 'processing');
  await expect(page.getByTestId('order-countdown')).toHaveText(/^1[45]:\d{2}$/);
  await settled(page);
  await payShot(page, 'pay-20-processing-ja');

  // The server's clock moves 15 minutes: the next answer brings the countdown to 00:00 and the time-out.
  await advanceServerClock(request, 15 * 60);
  await expect(page.getByTestId('order-countdown')).toHaveText('00:00', { timeout: 10_000 });
  await expect(view).toHaveAttribute('data-state', 'timeout');
  await expect(page.getByTestId('order-reason')).toHaveText('操作がタイムアウトしました');
  await expect(page.getByTestId('order-continue')).toHaveCount(0);
  // The sweeper closes it on the server too.
  await expect(view).toHaveAttribute('data-server-state', 'timeout', { timeout: 20_000 });
  await settled(page);
  await payShot(page, 'pay-21-timeout-ja');
  await expectAccessible(page, 'order, timed out');
  expect((await simWallet(request, uid!)).credits).toEqual([]);

  // The player still had the checkout page open and pays: a late success, delivered, explained.
  await page.goto(`/sandbox-pay/${encodeURIComponent(orderId)}`);
  await page.locator('form[action$="/paid"] button').click();
  await expect(page).toHaveURL(/#\/pages\/act\/payment-center\/index\?order=/);
  await expect(view).toHaveAttribute('data-state', 'success');
  await expect(page.getByTestId('order-late')).toBeVisible();
  await expect(page.getByRole('heading', { name: '期限後にお支払いを確認' })).toBeVisible();
  await expect(page.getByTestId('order-timeline').locator('[data-step="timeout"]')).toBeVisible();
  await expect(page.getByTestId('order-timeline').locator('[data-step="paid"]')).toContainText('支払い完了（期限後）');
  await expect(page.getByTestId('order-delivery')).toHaveAttribute('data-delivered', 'true', { timeout: 20_000 });
  await settled(page);
  await calm(page);
  await payShot(page, 'pay-22-late-ja');
  await expectAccessible(page, 'order, paid late');
  const wallet = await simWallet(request, uid!);
  expect(wallet.credits).toEqual([expect.objectContaining({ orderId, amount: 300, bonus: 300 })]);

  // The cumulative prizes count it: ¥610 of the first tier's ¥1,000.
  await page.getByTestId('order-to-exhausting').click();
  await expect(page.getByTestId('act-total')).toHaveText('￥610');
  await expect(page.getByTestId('tier-tier-1')).toHaveAttribute('data-state', 'locked');
  await settled(page);
  await payShot(page, 'pay-23-exhausting-ja');
});
