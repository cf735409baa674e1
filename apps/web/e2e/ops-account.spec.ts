import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { adjustPoints, createCategory, createProduct, MALL, typeAddress, yfyUidOf } from './support/mall.ts';
import { expectConsoleAccessible, opsApi, opsLogin, opsSession, totpAt } from './support/ops.ts';
import { editionUids, ssoInto } from './support/pay.ts';

// My account and the player's suspensions at a desktop viewport (decisions 0052, 0179). A fresh operator (made by
// the admin, so the seeded passwords stay) creates an API token, uses it, revokes it — the next call is refused —
// and changes its password, then logs in with the new one. The support operator suspends a player from the
// player's page: the player's mall exchange is refused with the suspended message; lifted, it goes through.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'en' });
test.setTimeout(240_000);

const RUN = Date.now().toString(36);

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A code of `secret` for a step later than `after` (waits for the next 30-s step when needed); answers the step too. */
async function nextCode(secret: string, after: number): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / 30_000);
  while (step <= after) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 250));
    step = Math.floor(Date.now() / 30_000);
  }
  return { code: totpAt(secret, step), step };
}

async function login(request: APIRequestContext, name: string, password: string, totp: string): Promise<Envelope<{ token: string }>> {
  return (await (await request.post(API.opsLogin, { data: { name, password, totp } })).json()) as Envelope<{ token: string }>;
}

const asOperator = (token: string) => ({ headers: { Authorization: `Operator ${token}`, 'Accept-Language': 'en' } });

test('an operator creates an API token, uses and revokes it, and changes its password', async ({ page, request }) => {
  const name = `acct-${RUN}`;
  const first = 'first-password-e2e';
  const second = 'second-password-e2e';
  const admin = await opsSession(request, 'admin');
  const { totpSecret } = await opsApi<{ totpSecret: string }>(request, admin, API.opsOperatorCreate, { body: { name, role: 'editor', editions: ['hk'], password: first } });

  // Signs in (through the API, as the login page would) and opens My account.
  let used = await nextCode(totpSecret, 0);
  const session = await login(request, name, first, used.code);
  expect(session.code).toBe(0);
  await page.goto('/#/ops/login');
  await page.evaluate((t) => sessionStorage.setItem('mecha-ops-session', t), session.data.token);
  await page.goto('about:blank');
  await page.goto('/#/ops/account');
  await expect(page.getByTestId('ops-account')).toBeVisible();
  await expect(page.getByTestId('account-totp')).toContainText('On');

  // A token, shown once; the API takes it.
  await page.getByTestId('token-label').fill('e2e-cli');
  await page.getByTestId('token-create').click();
  const token = (await page.getByTestId('token-value').textContent())!.trim();
  expect(token).toMatch(/^opt_/);
  await expect(page.getByTestId('token-created')).toContainText('OPERATOR_TOKEN=');
  const me = (await (await request.get(API.opsMe, asOperator(token))).json()) as Envelope<{ via: string; operator: { name: string } }>;
  expect(me).toMatchObject({ code: 0, data: { via: 'token', operator: { name } } });
  const row = page.locator('tr[data-token-label="e2e-cli"]');
  await expect(row).toContainText('Active');
  await expectConsoleAccessible(page, 'my account');
  await shot(page, 'ops-account-01-token');

  // Revoked behind the confirm: the next call with it is refused.
  await row.getByRole('button', { name: 'Revoke token e2e-cli' }).click();
  await expect(page.getByTestId('token-revoke-dialog')).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(row).toContainText('Revoked');
  await expect(page.getByTestId('token-created')).toHaveCount(0);
  const refused = (await (await request.get(API.opsMe, asOperator(token))).json()) as Envelope<unknown>;
  expect(refused.code).toBe(ERRORS.opsSessionRequired.code);

  // The password: a wrong current one is refused with the login's code; the right one changes it.
  used = await nextCode(totpSecret, used.step);
  await page.getByTestId('password-current').fill('not-my-password');
  await page.getByTestId('password-next').fill(second);
  await page.getByTestId('password-again').fill(second);
  await page.getByTestId('password-totp').fill(used.code);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('account-password').getByRole('alert')).toContainText(String(ERRORS.opsLoginFailed.code));
  // A refused change does not use the code up: the same one confirms the right password.
  await page.getByTestId('password-current').fill(first);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-done')).toBeVisible();
  await shot(page, 'ops-account-02-password');

  // The new password logs in; this session goes on.
  used = await nextCode(totpSecret, used.step);
  expect((await login(request, name, second, used.code)).code).toBe(0);
  await page.reload();
  await expect(page.getByTestId('ops-account')).toBeVisible();

  // A narrow screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('account-tokens')).toBeVisible();
  await shot(page, 'ops-account-03-narrow');
});

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

test('support suspends a player from the player page: the mall refuses the exchange; lifted, it goes through', async ({ page, request }) => {
  const category = `e2e-acct-${RUN}`;
  const product = `${category}-any`;
  await createCategory(request, category, `Account ${RUN}`);
  await createProduct(request, { id: product, categoryId: category, name: 'Anything', points: 100, stock: 5 });
  const [uid] = await editionUids(request, 'global', 1, `ops-account-${RUN}`);
  await ssoInto(page, MALL.exchange, uid!, `platform-e2e-ops-account-${RUN}`);
  const yfyUid = await yfyUidOf(page);
  await adjustPoints(request, yfyUid, 1000);
  // The player has the confirm sheet open when the suspension lands (the server's answer is what refuses).
  await openConfirm(page, product);

  // The support operator opens the player's page and suspends until tomorrow, with a reason.
  const ops = await page.context().newPage();
  await opsLogin(ops, 'support', `#/ops/players?account=${encodeURIComponent(yfyUid)}`);
  const panel = ops.getByTestId('player-suspensions');
  await expect(panel).toContainText('Never suspended.');
  const tomorrow = await ops.evaluate(() => {
    const d = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await panel.getByTestId('suspend-until').fill(tomorrow);
  await panel.getByTestId('suspend-open').click();
  await expect(ops.getByTestId('suspend-dialog')).toBeVisible();
  await ops.getByTestId('confirm-reason').fill('Bot-like exchanges under review');
  await ops.getByTestId('confirm-ok').click();
  await expect(panel.locator('tbody tr').first()).toContainText('in force');
  await expect(ops.getByTestId('player-suspension')).toContainText('Bot-like exchanges under review');
  await expectConsoleAccessible(ops, 'players: suspensions');
  await shot(ops, 'ops-account-04-suspended');

  // The player's exchange is refused with the suspended message.
  await page.getByTestId('exchange-go').click();
  await expect(page.getByTestId('exchange-error')).toHaveAttribute('data-key', 'mallSuspended');
  await expect(page.getByTestId('exchange-error')).toContainText(errorMessage('mallSuspended', 'en'));

  // Lifted (with a reason): the exchange goes through.
  await panel.getByTestId('lift-open').click();
  await expect(ops.getByTestId('lift-dialog')).toBeVisible();
  await ops.getByTestId('confirm-reason').fill('Appeal accepted');
  await ops.getByTestId('confirm-ok').click();
  await expect(panel.locator('tbody tr').first()).toContainText('lifted');
  await expect(ops.getByTestId('player-suspension')).toContainText('Not suspended');
  // The player closes the sheet and comes back (a fresh load reads the account's state again).
  await page.keyboard.press('Escape');
  await page.reload();
  await openConfirm(page, product);
  await page.getByTestId('exchange-go').click();
  await expect(page.getByTestId('exchange-result')).toHaveAttribute('data-outcome', 'ordered');

  await ops.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  await shot(ops, 'ops-account-05-players-narrow');
});
