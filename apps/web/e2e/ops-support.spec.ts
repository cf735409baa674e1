import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { opsApi, opsLogin, opsSession } from './support/ops.ts';
import { editionUids, payFor, sandboxCheckout, ssoInto } from './support/pay.ts';

// The console's support screens at a desktop viewport (decision 0173): a player tops up through the sandbox, the
// seeded support operator finds the order by UID, reads its timeline, resends its delivery and marks it refunded,
// each with a reason; a player's feedback is answered from the console and the answer is in the player's inbox; the
// shipping operator has no Support entry and the server refuses it the calls.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'zh-CN' });
test.setTimeout(180_000);

const CENTER = '/pages/act/payment-center/index';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The player's own API with the session the app stored after the platform sign-in. */
async function playerApi<T>(page: Page, request: APIRequestContext, path: string, body?: unknown): Promise<Envelope<T>> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('mecha.token') ?? 'null') as string | null);
  expect(token, 'the player is signed in').toBeTruthy();
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' };
  const response = body === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data: body });
  return (await response.json()) as Envelope<T>;
}

/** The operator API's envelope, without throwing on a refusal. */
async function opsRaw(request: APIRequestContext, token: string, path: string): Promise<Envelope<unknown>> {
  const response = await request.get(path, { headers: { Authorization: `Operator ${token}`, 'Accept-Language': 'en' } });
  return (await response.json()) as Envelope<unknown>;
}

test('support finds a top-up order, reads its timeline, resends it and marks it refunded, each with a reason', async ({ page, request }) => {
  // A player pays ¥6 in the sandbox and the game credits it.
  const [uid] = await editionUids(request, 'cn', 1);
  await ssoInto(page, CENTER, uid!, 'platform-e2e-ops-support');
  const orderId = await payFor(page, { uid: uid!, sku: 'cn-60', method: 'wechat' });
  await sandboxCheckout(page, 'paid');
  await expect(page.getByTestId('order-delivery')).toHaveAttribute('data-delivered', 'true', { timeout: 20_000 });

  // The support operator opens Support from the sidebar and searches by the role's UID.
  await opsLogin(page, 'support');
  await expect(page.getByTestId('ops-nav-support')).toBeVisible();
  await page.getByTestId('ops-nav-support').click();
  await expect(page.getByTestId('support-page')).toBeVisible();
  await expect(page.getByTestId('support-tab-orders')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('order-search-term').fill(uid!);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.locator(`[data-testid="order-row"][data-order="${orderId}"]`);
  await expect(row).toHaveAttribute('data-state', 'success');
  await expect(row).toContainText('cn-60');
  await expect(row).toContainText('6.00 CNY');
  await expect(row).toContainText('Credited');

  // Its timeline: created, the provider's notification, paid, credited in the game — in that order.
  const detail = page.getByTestId('order-detail');
  await expect(detail).toHaveAttribute('data-order', orderId);
  const steps = detail.getByTestId('order-timeline').locator('li');
  await expect(steps).toHaveCount(4);
  expect(await steps.evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.step))).toEqual(['created', 'notification', 'paid', 'delivered']);
  await shot(page, 'ops-support-01-order-timeline');

  // Resend: the dialog says what changes, and refuses to go without a reason.
  await detail.getByTestId('order-resend').click();
  const resend = page.getByTestId('resend-dialog');
  await expect(resend).toBeVisible();
  await expect(resend.getByTestId('confirm-changes')).toContainText(`to role ${uid} again`);
  await expect(resend.getByTestId('confirm-ok')).toBeDisabled();
  await resend.getByTestId('confirm-reason').fill('Player reports the crystals did not arrive');
  await shot(page, 'ops-support-02-resend-confirm');
  await resend.getByTestId('confirm-ok').click();
  await expect(resend).toBeHidden();
  await expect(detail.getByTestId('order-notice')).toContainText('Delivery queued again');

  // Mark refunded: the points come back; the order reads Refunded with its step on the timeline.
  await detail.getByTestId('order-refund').click();
  const refund = page.getByTestId('refund-dialog');
  await expect(refund.getByTestId('confirm-changes')).toContainText('Marks the order refunded (6.00 CNY)');
  await expect(refund.getByTestId('confirm-changes')).toContainText('Takes 6 points back');
  await expect(refund.getByTestId('confirm-ok')).toBeDisabled();
  await refund.getByTestId('confirm-reason').fill('Chargeback at the provider, case E2E-1');
  await shot(page, 'ops-support-03-refund-confirm');
  await refund.getByTestId('confirm-ok').click();
  await expect(refund).toBeHidden();
  await expect(detail.getByTestId('order-notice')).toContainText('6 points taken back');
  await expect(detail.getByTestId('order-status')).toHaveText('Refunded');
  await expect(detail.locator('[data-step="refunded"]')).toBeVisible();
  await expect(detail.getByTestId('order-refund')).toHaveCount(0);
  await expect(row).toContainText('Refunded');
  await shot(page, 'ops-support-04-refunded');

  // The server agrees: refunded once; a second refund is refused, and a call without a reason is refused first.
  const token = await opsSession(request, 'support');
  const [found] = await opsApi<{ list: { orderId: string; timeline: { refundedAt: number | null } }[] }>(request, token, '/api/ops/pay/orders', { query: { orderId } }).then((d) => d.list);
  expect(found?.timeline.refundedAt).not.toBeNull();
  await expect(opsApi(request, token, '/api/ops/pay/refund', { body: { orderId }, reason: 'again' })).rejects.toThrow(String(ERRORS.payOrderFinal.code));
  await expect(opsApi(request, token, '/api/ops/pay/resend', { body: { orderId } })).rejects.toThrow(String(ERRORS.opsReasonRequired.code));

  // The audit log holds one row for each, with the operator and the reason typed in the dialog.
  const audit = await opsApi<{ list: { action: string; operator: string; target: string | null; reason: string | null }[] }>(request, token, API.opsAudit, { query: { q: orderId } });
  const rows = audit.list.filter((e) => e.target === orderId).map((e) => [e.action, e.operator, e.reason]);
  expect(rows).toEqual([
    ['pay.refund', 'support', 'Chargeback at the provider, case E2E-1'],
    ['pay.resend', 'support', 'Player reports the crystals did not arrive'],
  ]);

  // The undelivered list is reachable too (this order was credited, so it is not on it).
  await page.getByTestId('support-tab-undelivered').click();
  await expect(page.getByTestId('undelivered')).toBeVisible();
  await expect(page.locator(`[data-testid="undelivered-row"][data-order="${orderId}"]`)).toHaveCount(0);
  await shot(page, 'ops-support-05-undelivered');
});

test('support answers a player feedback from the console and the answer reaches the player inbox', async ({ page, request }) => {
  const [uid] = await editionUids(request, 'cn', 1);
  await ssoInto(page, CENTER, uid!, 'platform-e2e-ops-feedback');
  await expect(page.locator(`[data-testid="role-chip"][data-uid="${uid}"]`)).toBeVisible();
  const text = `The battle pass page froze (e2e ${Date.now()})`;
  const sent = await playerApi<{ Id: number }>(page, request, API.feedback, { category: 'bug', text });
  expect(sent.code, sent.msg).toBe(0);
  const id = sent.data.Id;

  await opsLogin(page, 'support', '#/ops/support/feedback');
  await expect(page.getByTestId('support-tab-feedback')).toHaveAttribute('aria-selected', 'true');
  const item = page.locator(`[data-testid="feedback-item"][data-feedback="${id}"]`);
  await expect(item.getByTestId('feedback-text')).toHaveText(text);
  await expect(item.getByTestId('feedback-send')).toBeDisabled();
  const answer = 'Thanks! Fixed in today’s update; please restart the app.';
  await item.getByTestId('feedback-answer').fill(answer);
  await shot(page, 'ops-support-06-feedback-open');
  await item.getByTestId('feedback-send').click();
  await expect(item).toHaveCount(0);
  const done = page.locator(`[data-testid="feedback-answered-item"][data-feedback="${id}"]`);
  await expect(done.getByTestId('feedback-answer-text')).toContainText(answer);
  await shot(page, 'ops-support-07-feedback-answered');

  // The player's inbox has the answer, quoting their message.
  const inbox = await playerApi<{ list: { Kind: string; Title: string; Body: string }[] }>(page, request, `${API.messageList}?page=1&size=20`);
  expect(inbox.code, inbox.msg).toBe(0);
  const message = inbox.data.list.find((m) => m.Body.includes(answer));
  expect(message, 'the answer is in the inbox').toBeDefined();
  expect(message!.Title).toBe('Your feedback has been answered');
  expect(message!.Body).toContain(text.slice(0, 20));

  // A later session finds the answer among the earlier answers (read from the audit log).
  await page.evaluate(() => sessionStorage.removeItem('mecha-ops-support-answered'));
  await page.reload();
  const logged = page.locator(`[data-testid="feedback-logged-item"][data-feedback="${id}"]`);
  await expect(logged).toContainText(answer);
  await expect(logged).toContainText('by support');
  await shot(page, 'ops-support-07b-feedback-earlier');
});

test('the shipping operator has no Support entry and the server refuses it the support calls', async ({ page, request }) => {
  await opsLogin(page, 'shipping');
  await expect(page.getByTestId('ops-nav')).toBeVisible();
  await expect(page.getByTestId('ops-nav-shipping')).toBeVisible();
  await expect(page.getByTestId('ops-nav-support')).toHaveCount(0);
  await page.goto('about:blank');
  await page.goto('/#/ops/support');
  await expect(page.getByTestId('ops-shell')).toBeVisible();
  await expect(page.getByTestId('support-page')).toHaveCount(0);
  await shot(page, 'ops-support-08-shipping-refused');

  const token = await opsSession(request, 'shipping');
  for (const path of ['/api/ops/pay/orders?uid=10001', '/api/ops/pay/undelivered', '/api/ops/feedback']) {
    const body = await opsRaw(request, token, path);
    expect(body.code, path).toBe(ERRORS.opsRoleForbidden.code);
  }
});
