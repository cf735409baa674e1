import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '@mecha/shared/api-paths';
import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { expectConsoleAccessible, opsLogin, totpAt } from './support/ops.ts';
import { editionUids, ssoInto } from './support/pay.ts';

// The console's welfare screens at a desktop viewport (decision 0174): an editor of every edition changes a gift pack
// through the changes dialog, creates a campaign of 5 one-use codes after the server's dry run, exports them as CSV;
// the HK editor is refused a Japanese campaign in words; a player redeems one exported code in the app and the
// campaign's usage shows 1 used. Last, the Redemption tab at a phone's width.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'zh-CN' });
test.setTimeout(240_000);

const BOOTSTRAP = { Authorization: 'Operator dev-operator-token-change-me', 'Accept-Language': 'en' };
const PASSWORD = 'e2e-welfare-editor-pass';

/** An editor of every edition (the seeded editor is HK-only), created and logged in through the API; its session token. */
async function allEditionsEditor(request: APIRequestContext): Promise<string> {
  const name = `welfare-editor-${Date.now() % 100_000}`;
  const created = (await (await request.post(API.opsOperatorCreate, { headers: BOOTSTRAP, data: { name, role: 'editor', editions: 'all', password: PASSWORD } })).json()) as { code: number; msg: string; data: { totpSecret: string } };
  expect(created.code, created.msg).toBe(0);
  const totp = totpAt(created.data.totpSecret, Math.floor(Date.now() / 30_000));
  const login = (await (await request.post(API.opsLogin, { data: { name, password: PASSWORD, totp } })).json()) as { code: number; msg: string; data: { token: string } };
  expect(login.code, login.msg).toBe(0);
  return login.data.token;
}

/** Opens the console at `route` with a session token, as the login page would leave it. */
async function withSession(page: Page, token: string, route: string): Promise<void> {
  await page.goto('/#/ops/login');
  await page.evaluate((t) => sessionStorage.setItem('mecha-ops-session', t), token);
  await page.goto('about:blank');
  await page.goto(`/${route}`);
  await expect(page.getByTestId('ops-shell')).toBeVisible();
}

test('an editor changes a pack, creates and exports a 5-code campaign, a player redeems one, and the usage shows it', async ({ page, request }) => {
  const editor = await allEditionsEditor(request);

  // Packs: edit the daily pack's English title and coins; the dialog lists exactly what changes.
  await withSession(page, editor, '#/ops/welfare/packs');
  const daily = page.locator('[data-testid="pack-row"][data-pack="qzlb"]');
  await daily.getByTestId('pack-edit').click();
  const editorForm = page.getByTestId('pack-editor');
  await editorForm.getByTestId('pack-title-en').fill('Daily supply crate');
  await editorForm.getByTestId('pack-items-qty').first().fill('777');
  await editorForm.getByTestId('pack-review').click();
  const packDialog = page.getByTestId('pack-confirm');
  await expect(packDialog.getByTestId('confirm-changes')).toContainText('Title (en): “Daily pack” → “Daily supply crate”');
  await expect(packDialog.getByTestId('confirm-changes')).toContainText('×777');
  await shot(page, 'ops-welfare-01-pack-confirm');
  await packDialog.getByTestId('confirm-ok').click();
  await expect(packDialog).toBeHidden();
  await expect(daily).toContainText('Daily supply crate');
  await expect(daily).toContainText('Coins ×777');

  // Sign-in: the 7 days are listed.
  await page.getByRole('link', { name: 'Sign-in' }).click();
  await expect(page.getByTestId('signin-day')).toHaveCount(7);

  // Redemption: a campaign of 5 one-use codes for the CN edition, previewed by the server's dry run, then created.
  await page.getByRole('link', { name: 'Redemption' }).click();
  await page.getByTestId('batch-new').click();
  const form = page.getByTestId('batch-create');
  await form.getByTestId('batch-id').fill('e2e-flyer');
  await form.getByTestId('batch-edition').selectOption('cn');
  await form.getByTestId('batch-count').fill('5');
  await form.getByTestId('batch-title-en').fill('Flyer gift');
  await form.getByTestId('batch-items-id').fill('coin');
  await form.getByTestId('batch-items-qty').fill('100');
  await form.getByTestId('batch-items-name-en').fill('Coins');
  await form.getByTestId('batch-preview').click();
  const plan = page.getByTestId('batch-confirm');
  await expect(plan.getByTestId('confirm-changes')).toContainText('Create 5 one-use code(s)');
  await expect(plan.getByTestId('confirm-changes')).toContainText('Edition: cn');
  await shot(page, 'ops-welfare-02-batch-dry-run');
  await plan.getByTestId('confirm-ok').click();
  const row = page.locator('[data-testid="batch-row"][data-batch="e2e-flyer"]');
  await expect(row).toContainText('One-use codes');
  await expect(row.getByTestId('batch-used')).toHaveText('0');

  // Export: the server's CSV, downloaded through a blob, holds the 5 codes, all unused.
  const download = page.waitForEvent('download');
  await row.getByTestId('batch-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('codes-e2e-flyer.csv');
  const lines = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('code,batch,edition,maxUses,uses,state,expiresAt');
  expect(lines).toHaveLength(6);
  for (const line of lines.slice(1)) expect(line).toMatch(/^[A-Z2-9]{12},e2e-flyer,cn,1,0,unused,$/);
  const code = lines[1]!.split(',')[0]!;

  // The HK editor may not create a Japanese campaign: the server's refusal is shown in words.
  await opsLogin(page, 'editor-hk', '#/ops/welfare/packs');
  await expect(page.getByTestId('pack-row')).toHaveCount(4);
  await expect(page.getByTestId('pack-edit')).toHaveCount(0);
  await page.getByRole('link', { name: 'Redemption' }).click();
  await page.getByTestId('batch-new').click();
  const hkForm = page.getByTestId('batch-create');
  await hkForm.getByTestId('batch-id').fill('jp-flyer');
  await hkForm.getByTestId('batch-edition').selectOption('jp');
  await hkForm.getByTestId('batch-title-en').fill('JP flyer');
  await hkForm.getByTestId('batch-items-id').fill('coin');
  await hkForm.getByTestId('batch-items-name-en').fill('Coins');
  await hkForm.getByTestId('batch-preview').click();
  await expect(hkForm.getByTestId('batch-error')).toContainText('You are not scoped to this edition. (code 7405)');
  await expect(page.getByTestId('batch-confirm')).toHaveCount(0);
  await shot(page, 'ops-welfare-03-hk-refused-jp');

  // A CN player redeems one exported code in the app.
  const [uid] = await editionUids(request, 'cn', 1);
  await ssoInto(page, '/pages/act/welfare/index', uid!, 'platform-e2e-ops-welfare');
  const redeem = page.getByTestId('redeem');
  await redeem.locator('input[name="code"]').fill(code);
  await redeem.getByTestId('redeem-submit').click();
  await expect(redeem.getByTestId('redeem-done')).toBeVisible();

  // The editor sees the use: 1 used, 4 remaining, a last-use time.
  await withSession(page, editor, '#/ops/welfare/redemption');
  const used = page.locator('[data-testid="batch-row"][data-batch="e2e-flyer"]');
  await expect(used.getByTestId('batch-used')).toHaveText('1');
  await expect(used).toContainText('One-use codes');
  await expectConsoleAccessible(page, 'welfare redemption');
  await shot(page, 'ops-welfare-04-usage');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(used).toBeVisible();
  await shot(page, 'ops-welfare-05-narrow');
});
