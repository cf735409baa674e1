import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { editionUids, payShot, ssoInto } from './support/pay.ts';
import { settled } from './support/record.ts';
import { adjustPoints } from './support/mall.ts';

// The mall's account pages in English (the Steam edition, which has no home shipping region): the address book
// (add, edit, default, delete, a full book), the order record after real exchanges (awaiting with an address
// change through the picker, shipped with tracking, cancelled with its reason, an address change that loses the
// race to the shipment), and the points detail after an operator's adjustment; then the same pages in Chinese.
test.use({ locale: 'en' });
test.setTimeout(180_000);

const BOOK = '/pages/act/address-book/index';
const ORDERS = '/pages/act/points-order/index';
const DETAIL = '/pages/act/points-detail/index';
const OPERATOR = { Authorization: 'Operator dev-operator-token-change-me' };
const SUB = 'platform-e2e-mall-account';

interface Session {
  token: string;
  yfyUid: string;
}

/** The player's session as the app stored it, for the calls the journey makes as the player (exchanges). */
async function sessionOf(page: Page): Promise<Session> {
  const stored = await page.evaluate(() => [localStorage.getItem('mecha.token'), localStorage.getItem('mecha.userInfo')]);
  const token = JSON.parse(stored[0] ?? 'null') as string | null;
  const info = JSON.parse(stored[1] ?? 'null') as { yfy_uid: string } | null;
  expect(token).toBeTruthy();
  return { token: token!, yfyUid: info!.yfy_uid };
}

async function call<T>(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string>): Promise<T> {
  const response = await request.post(path, { data, headers });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}
const asPlayer = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

async function fillAddress(form: Locator, a: { name: string; phone: string; region: string; postcode?: string; city: string; detail: string }) {
  await form.locator('input[name="name"]').fill(a.name);
  await form.locator('input[name="phone"]').fill(a.phone);
  await form.locator(`[data-region="${a.region}"]`).click();
  if (a.postcode) await form.locator('input[name="postcode"]').fill(a.postcode);
  await form.locator('input[name="city"]').fill(a.city);
  await form.locator('textarea[name="detail"]').fill(a.detail);
}

const entries = (page: Page) => page.getByTestId('book-entry');
const entry = (page: Page, text: string) => entries(page).filter({ hasText: text });

test('address book, order record and points detail of a player', async ({ page, request }) => {
  const [uid] = await editionUids(request, 'global', 1, 'mall-account');
  await ssoInto(page, BOOK, uid!, SUB);

  // An empty book; the first address becomes the default whatever was asked.
  await expect(page.getByTestId('book-count')).toHaveText('0 of 10 saved');
  await page.getByTestId('book-add').click();
  let form = page.getByTestId('address-form');
  await form.getByTestId('address-submit').click();
  await expect(form.locator('[data-field="name"]')).toBeFocused();
  await fillAddress(form, { name: 'Chan Tai Man', phone: '9123 4567', region: 'HK', city: 'Kowloon', detail: 'Flat 3A, 18 Nathan Road' });
  await payShot(page, 'mall-acc-01-book-add-en', 'dark', false);
  await form.getByTestId('address-submit').click();
  await expect(entries(page)).toHaveCount(1);
  await expect(entry(page, 'Chan Tai Man').getByTestId('address-default')).toBeVisible();

  // A second one made the default on the spot.
  await page.getByTestId('book-add').click();
  form = page.getByTestId('address-form');
  await fillAddress(form, { name: 'Sato Hanako', phone: '090-1234-5678', region: 'JP', postcode: '100-0001', city: 'Tokyo', detail: 'Chiyoda 1-1' });
  await page.getByTestId('book-make-default').check();
  await form.getByTestId('address-submit').click();
  await expect(entries(page)).toHaveCount(2);
  await expect(entry(page, 'Sato Hanako').getByTestId('address-default')).toBeVisible();
  await expect(entry(page, 'Chan Tai Man').getByTestId('address-default')).toHaveCount(0);

  // Edit the first: the form opens with its values.
  await entry(page, 'Chan Tai Man').getByTestId('book-edit').click();
  form = page.getByTestId('address-form');
  await expect(form.locator('input[name="city"]')).toHaveValue('Kowloon');
  await form.locator('input[name="city"]').fill('Mong Kok');
  await form.getByTestId('address-submit').click();
  await expect(entry(page, 'Chan Tai Man')).toContainText('Mong Kok');

  // Set it default again, then delete the other after confirming.
  await entry(page, 'Chan Tai Man').getByTestId('book-set-default').click();
  await expect(entry(page, 'Chan Tai Man').getByTestId('address-default')).toBeVisible();
  await settled(page);
  await payShot(page, 'mall-acc-02-book-en');
  await payShot(page, 'mall-acc-02-book-en-light', 'light');
  await entry(page, 'Sato Hanako').getByTestId('book-delete').click();
  await expect(page.getByRole('dialog')).toContainText('Delete this address?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(entries(page)).toHaveCount(1);

  // A full book (10) says so before anything is typed.
  const session = await sessionOf(page);
  const filler = { name: 'Filler', phone: '91234567', postcode: '', region: 'HK', country: 'HK', city: 'Sha Tin', detail: 'Block ', email: '' };
  for (let i = 2; i <= 10; i++) await call(request, '/api/score/address/save', { address: { ...filler, name: `Filler ${i}`, detail: `Block ${i}` } }, asPlayer(session));
  await page.reload();
  await expect(page.getByTestId('book-count')).toHaveText('10 of 10 saved');
  await page.getByTestId('book-add').click();
  await expect(page.getByTestId('book-full')).toHaveText('Your address book is full (10 addresses). Delete one first.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Points from an operator, a product, and three exchanges made as the player (the shop's own journey covers its pages).
  await adjustPoints(request, session.yfyUid, 5000, 'Launch gift');
  await call(request, '/api/ops/mall/categories', { id: 'e2e-acc', names: { en: 'E2E account' } }, OPERATOR);
  await call(request, '/api/ops/mall/products', { id: 'e2e-acc-mug', categoryId: 'e2e-acc', names: { en: 'Pilot mug', 'zh-CN': '驾驶员马克杯' }, descriptions: { en: 'A mug.' }, points: 600, stock: 10, regions: ['HK', 'JP', 'CN'], editions: ['global', 'cn', 'hk', 'jp'] }, OPERATOR);
  const book = await (await request.get('/api/score/address/list', { headers: asPlayer(session) })).json() as { data: { list: { id: number; name: string }[] } };
  const home = book.data.list.find((a) => a.name === 'Chan Tai Man')!.id;
  const order = () => call<{ orderId: string }>(request, '/api/score/order', { productId: 'e2e-acc-mug', addressId: home }, asPlayer(session)).then((o) => o.orderId);
  const shipped = await order();
  const cancelled = await order();
  const awaiting = await order();
  await call(request, '/api/ops/mall/orders/ship', { orderId: shipped, carrier: 'SF Express', trackingNo: 'SF1234567890' }, OPERATOR);
  await call(request, '/api/ops/mall/orders/cancel', { orderId: cancelled, reason: 'Out of stock at the warehouse' }, OPERATOR);

  // The order record: three states, tracking with its copy button, the cancel reason.
  await page.goto(`/#${ORDERS}`);
  const card = (id: string) => page.locator(`[data-testid="mall-order"][data-order="${id}"]`);
  await expect(page.getByTestId('mall-order')).toHaveCount(3);
  await expect(card(shipped)).toHaveAttribute('data-state', 'shipped');
  await expect(card(shipped).getByTestId('mall-order-tracking')).toHaveText('SF1234567890');
  await expect(card(shipped).getByTestId('mall-order-copy')).toBeVisible();
  await expect(card(cancelled).getByTestId('mall-order-reason')).toHaveText('Out of stock at the warehouse');
  await expect(card(awaiting).getByTestId('mall-order-state')).toHaveText('Awaiting shipment');
  await settled(page);
  await payShot(page, 'mall-acc-03-orders-en');

  // Change the awaiting order's address through the picker (the default preselected).
  await card(awaiting).getByTestId('mall-order-change').click();
  const picker = page.getByRole('dialog');
  await expect(picker).toContainText('Ship this order to');
  await expect(picker.locator('[data-testid="picker-option"] input:checked')).toHaveCount(1);
  await expect(picker.locator('[data-testid="picker-option"]').filter({ has: page.locator('input:checked') })).toContainText('Chan Tai Man');
  await payShot(page, 'mall-acc-04-picker-en', 'dark', false);
  await picker.getByTestId('picker-option').filter({ hasText: 'Filler 7' }).click();
  await picker.getByTestId('picker-use').click();
  await expect(page.getByTestId('toast-host')).toContainText('Address changed');
  await expect(card(awaiting).getByTestId('mall-order-address')).toContainText('Filler 7');

  // A change that loses the race to the shipment: the server's refusal is shown and the card turns shipped.
  await card(awaiting).getByTestId('mall-order-change').click();
  await expect(picker).toBeVisible();
  await call(request, '/api/ops/mall/orders/ship', { orderId: awaiting, carrier: 'SF Express', trackingNo: 'SF9999999999' }, OPERATOR);
  await picker.getByTestId('picker-use').click();
  await expect(page.getByTestId('toast-host')).toContainText('The order has shipped; its address is locked.');
  await expect(card(awaiting)).toHaveAttribute('data-state', 'shipped');
  await expect(card(awaiting).getByTestId('mall-order-address')).toContainText('Filler 7');

  // Points detail: balance, the adjustment, three exchanges and one refund, newest first; an entry opens its order.
  await page.goto(`/#${DETAIL}`);
  await expect(page.getByTestId('ledger-balance-value')).toHaveText('3,800');
  const rows = page.getByTestId('ledger-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.last()).toContainText('Launch gift');
  await expect(rows.last().getByTestId('ledger-amount')).toHaveText('+5,000');
  // The cancellation's refund came last, so it leads.
  await expect(rows.first()).toHaveAttribute('data-type', 'refund');
  await expect(rows.first().getByTestId('ledger-amount')).toHaveText('+600');
  await expect(rows.nth(1).getByTestId('ledger-amount')).toHaveText('−600');
  await settled(page);
  await payShot(page, 'mall-acc-05-points-detail-en');
  await payShot(page, 'mall-acc-05-points-detail-en-light', 'light');
  await page.locator('[data-testid="ledger-row"][data-type="refund"]').click();
  await expect(page).toHaveURL(new RegExp(`points-order/index\\?id=${cancelled}`));
  await expect(card(cancelled)).toHaveAttribute('data-highlighted', 'true');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('the account pages read in Chinese', async ({ page, request }) => {
    const [uid] = await editionUids(request, 'global', 1, 'mall-account');
    await ssoInto(page, DETAIL, uid!, SUB);
    await expect(page.getByRole('heading', { name: '积分明细', level: 1 })).toBeVisible();
    await expect(page.getByTestId('ledger-row').first()).toBeVisible();
    await settled(page);
    await payShot(page, 'mall-acc-06-points-detail-zh-CN');
    await page.goto(`/#${ORDERS}`);
    await expect(page.getByTestId('mall-order').first()).toBeVisible();
    await settled(page);
    await payShot(page, 'mall-acc-07-orders-zh-CN');
    await page.goto(`/#${BOOK}`);
    await expect(page.getByTestId('book-entry').first()).toBeVisible();
    await settled(page);
    await payShot(page, 'mall-acc-08-book-zh-CN');
  });
});
