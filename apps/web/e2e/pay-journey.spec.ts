import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { editionUids, payFor, payShot, sandboxCheckout, simWallet, ssoInto, suspendedUid } from './support/pay.ts';
import { settled } from './support/record.ts';
import { calm } from './support/welfare.ts';

// The full top-up journey in Chinese (mainland edition, CNY): check the role, see why others cannot be topped up,
// pay ¥648 in the sandbox, the result with the first-purchase double bonus and the points, the game's wallet
// credited exactly once, the order history with its timeline, then the cumulative prizes: a virtual tier by
// in-game mail and a physical one with its address submitted once and locked.
test.use({ locale: 'zh-CN' });
test.setTimeout(240_000);

const CENTER = '/pages/act/payment-center/index';
const EXHAUSTING = '/pages/act/exhausting/index';

test('a visitor sees what the pages offer and is asked to log in', async ({ page }) => {
  await page.goto(`/#${CENTER}`);
  await expect(page.getByTestId('pay-login')).toBeVisible();
  await expect(page.getByRole('heading', { name: '充值中心', level: 1 })).toBeVisible();
  await expectAccessible(page, 'payment centre, visitor');
  await page.goto(`/#${EXHAUSTING}`);
  await expect(page.getByTestId('act-login')).toBeVisible();
  await expect(page.getByTestId('act-event')).toContainText('累计充值好礼');
  await expect(page.getByTestId('act-tiers').locator('article')).toHaveCount(5);
  await settled(page);
  await payShot(page, 'pay-00-exhausting-visitor-zh-CN');
  await expectAccessible(page, 'cumulative prizes, visitor');
});

test('a player tops up ¥648, is credited once, and claims a virtual and a physical tier', async ({ page, request }) => {
  const [uid] = await editionUids(request, 'cn', 1);
  const [otherEdition] = await editionUids(request, 'global', 1);
  const suspended = await suspendedUid(request, 'cn');
  await ssoInto(page, CENTER, uid!, 'platform-e2e-pay-cn');

  // The account's role is chosen and checked before anything else: nickname, level, edition, region.
  await expect(page.locator(`[data-testid="role-chip"][data-uid="${uid}"]`)).toHaveAttribute('aria-pressed', 'true');
  const check = page.getByTestId('role-check');
  await expect(check).toHaveAttribute('data-allowed', 'true');
  await expect(check).toContainText(`UID ${uid}`);
  await expect(check).toContainText('国服');
  await expect(page.getByTestId('sku')).toHaveCount(6);
  await expect(page.locator('[data-testid="sku"][data-sku="cn-6480"]')).toHaveAttribute('data-double', 'true');
  await expect(page.locator('[data-testid="sku"][data-sku="cn-6480"] [data-testid="sku-price"]')).toHaveText('¥648.00');
  await settled(page);
  await calm(page);
  await payShot(page, 'pay-01-topup-zh-CN');
  await payShot(page, 'pay-01-topup-zh-CN-light', 'light');
  // What the phone shows (the full-page shots draw the fixed tab bar where the first screen ends).
  await page.locator('[data-testid="sku"][data-sku="cn-300"]').click();
  await payShot(page, 'pay-01-topup-zh-CN-screen', 'dark', false);
  await expectAccessible(page, 'payment centre, role checked');

  // Roles that cannot be topped up say why, with the next step, and no item is offered.
  const uidField = page.getByTestId('role-picker').locator('input[name="uid"]');
  await page.getByTestId('uid-check').click();
  await expect(page.getByTestId('role-picker').getByRole('alert')).toHaveText('个人编号（UID）不能为空');
  await uidField.fill('99999999');
  await page.getByTestId('uid-check').click();
  await expect(check).toHaveAttribute('data-reason', 'unknownUid');
  await expect(check).toContainText('没有找到该 UID 的角色。');
  await expect(page.getByTestId('sku-panel')).toHaveCount(0);
  await uidField.fill(otherEdition!);
  await page.getByTestId('uid-check').click();
  await expect(check).toHaveAttribute('data-reason', 'otherEdition');
  await expect(check).toContainText('国际服（Steam）');
  await settled(page);
  await payShot(page, 'pay-02-other-edition-zh-CN');
  if (suspended) {
    await uidField.fill(suspended);
    await page.getByTestId('uid-check').click();
    await expect(check).toHaveAttribute('data-reason', 'suspended');
  }

  // Back to the player's own role: ¥648, WeChat Pay, confirm, the sandbox checkout, pay.
  const orderId = await payFor(page, { uid: uid!, sku: 'cn-6480', method: 'wechat' });
  await payShot(page, 'pay-03-sandbox-zh-CN');
  await sandboxCheckout(page, 'paid');

  // The result: paid, the double bonus on the first purchase, the points, delivered to the game.
  const view = page.getByTestId('order-view');
  await expect(view).toHaveAttribute('data-order', orderId);
  await expect(view).toHaveAttribute('data-state', 'success');
  await expect(page.getByTestId('order-credited')).toHaveText('到账 6480');
  await expect(page.getByTestId('order-bonus')).toHaveText('首充双倍 +6480');
  await expect(page.getByTestId('order-points')).toContainText('+648');
  await expect(page.getByTestId('order-delivery')).toHaveAttribute('data-delivered', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('order-timeline').locator('li')).toHaveCount(3);
  await settled(page);
  await calm(page);
  await payShot(page, 'pay-04-success-zh-CN');
  await expectAccessible(page, 'order, paid and delivered');

  // The game's wallet holds exactly one credit for it, and still one a moment later.
  const wallet = await simWallet(request, uid!);
  expect(wallet.credits.filter((c) => c.orderId === orderId)).toEqual([expect.objectContaining({ amount: 6480, bonus: 6480 })]);
  await page.waitForTimeout(4_000);
  expect((await simWallet(request, uid!)).credits).toHaveLength(1);

  // The item no longer doubles for this role.
  await page.getByRole('link', { name: '返回充值' }).click();
  await expect(page.locator('[data-testid="sku"][data-sku="cn-6480"]')).toHaveAttribute('data-double', 'false');
  await expect(page.locator('[data-testid="sku"][data-sku="cn-60"]')).toHaveAttribute('data-double', 'true');

  // The order history, and the order's timeline from it.
  await page.getByTestId('nav-orders').click();
  const item = page.locator(`[data-testid="order-item"][data-order="${orderId}"]`);
  await expect(item).toHaveAttribute('data-state', 'success');
  await settled(page);
  await payShot(page, 'pay-05-orders-zh-CN');
  await expectAccessible(page, 'order history');
  await item.click();
  await expect(page.getByTestId('order-timeline').locator('[data-step="delivered"]')).toBeVisible();

  // The cumulative prizes: ¥648 reaches four of five tiers.
  await page.getByTestId('order-to-exhausting').click();
  await expect(page.getByTestId('act-total')).toHaveText('¥648.00');
  await expect(page.getByTestId('tier-tier-1')).toHaveAttribute('data-state', 'claimable');
  await expect(page.getByTestId('tier-tier-4')).toHaveAttribute('data-state', 'claimable');
  await expect(page.getByTestId('tier-tier-5')).toHaveAttribute('data-state', 'locked');
  await expect(page.getByTestId('act-next')).toHaveText('再充 ¥648.00 可达 ¥1,296.00');

  // A virtual tier: claimed, its items by in-game mail.
  await page.getByTestId('tier-tier-1').getByTestId('tier-claim').click();
  await expect(page.getByTestId('tier-tier-1')).toHaveAttribute('data-state', 'claimed');
  await expect(page.getByTestId('tier-tier-1').getByTestId('tier-delivery')).toHaveAttribute('data-delivery', 'delivered', { timeout: 20_000 });

  // A physical tier: claimed, then the address within 7 days, checked field by field before it is sent.
  const physical = page.getByTestId('tier-tier-4');
  await physical.getByTestId('tier-claim').click();
  await expect(physical).toHaveAttribute('data-state', 'addressNeeded');
  await expect(physical.getByTestId('address-due')).toHaveText(/^请在 [67]天 \d{2}:\d{2} 内填写地址$/);
  await settled(page);
  await calm(page);
  await payShot(page, 'pay-06-tiers-zh-CN');
  await expectAccessible(page, 'cumulative prizes, claimed');
  await physical.getByTestId('tier-address').click();
  const form = page.getByTestId('address-form');
  await expect(form.locator('[data-region="CN"]')).toHaveAttribute('aria-pressed', 'true');
  await form.locator('input[name="phone"]').fill('12345');
  await page.getByTestId('address-submit').click();
  await expect(form.locator('#' + (await form.locator('input[name="name"]').getAttribute('aria-describedby')))).toHaveText('地址信息不能为空');
  await expect(form.getByText('手机号码与所选地区不符。')).toBeVisible();
  await payShot(page, 'pay-07-address-errors-zh-CN');
  await expectAccessible(page, 'address form with errors');
  await form.locator('input[name="name"]').fill('李雷');
  await form.locator('input[name="phone"]').fill('138 0013 8000');
  await form.locator('input[name="postcode"]').fill('100000');
  await form.locator('input[name="city"]').fill('北京市');
  await form.locator('textarea[name="detail"]').fill('东城区长安街 1 号');
  await page.getByTestId('address-submit').click();
  await expect(form).toHaveCount(0);
  await expect(physical).toHaveAttribute('data-state', 'addressSubmitted');
  const claimed = page.locator('[data-testid="act-claim"][data-address="submitted"]');
  await expect(claimed.getByTestId('address-summary')).toContainText('13800138000');
  await expect(claimed.getByTestId('address-locked')).toHaveText('提交后信息不可更改');
  await settled(page);
  await calm(page);
  await payShot(page, 'pay-08-address-locked-zh-CN');
  await payShot(page, 'pay-08-address-locked-zh-CN-light', 'light');
});
