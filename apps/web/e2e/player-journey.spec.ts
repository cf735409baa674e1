import { errorMessage } from '@mecha/shared/errors/messages';
import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { sendCodeAndReadDemoMail, shot, solveCaptcha } from './support/helpers.ts';

// A new player: logs in with a sample UID, binds a second role, switches to it, changes the language to
// Japanese, reloads (everything kept), and logs out.
test.use({ locale: 'zh-CN' });

test('new player logs in, binds and switches roles, changes language, reloads and logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/pages\/home\/index$/);
  await expect(page.getByTestId('visitor-hero')).toBeVisible();
  await expect(page).toHaveTitle('机甲对决 · 战绩助手');
  await shot(page, '01-home-visitor-zh-CN');

  // Log in with the first sample UID of the demo hint.
  await page.getByTestId('login-cta').click();
  await expect(page).toHaveURL(/#\/pages\/login\/index$/);
  const form = page.locator('form').filter({ has: page.getByTestId('send-code') });

  // Validation from the shared schemas before anything is sent.
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await expect(form.getByText(errorMessage('uidEmpty', 'zh-CN'))).toBeVisible();
  await expect(form.getByText(errorMessage('codeEmpty', 'zh-CN'))).toBeVisible();

  const samples = page.getByTestId('demo-uid');
  await expect(samples.first()).toBeVisible();
  const firstUid = (await samples.nth(0).textContent())!.trim();
  const secondUid = (await samples.nth(1).textContent())!.trim();
  await samples.nth(0).click();
  await expect(form.locator('input[name="uid"]')).toHaveValue(firstUid);

  await solveCaptcha(form);
  const code = await sendCodeAndReadDemoMail(form);
  await expect(form.getByTestId('send-code')).toContainText(/\d+ 秒后重发/);
  await form.locator('input[name="code"]').fill(code);
  await shot(page, '02-login-code-zh-CN');
  await form.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL(/#\/pages\/home\/index$/);
  const hero = page.getByTestId('account-hero');
  await expect(hero.getByTestId('role-card')).toHaveAttribute('data-uid', firstUid);
  await shot(page, '03-home-logged-in-zh-CN');

  // Bind a second role from home.
  await hero.getByTestId('open-bind').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('heading', { name: '绑定角色' })).toBeVisible();
  await sheet.locator('input[name="uid"]').fill(secondUid);
  await solveCaptcha(sheet);
  const bindCode = await sendCodeAndReadDemoMail(sheet);
  await sheet.locator('input[name="code"]').fill(bindCode);
  await shot(page, '04-bind-sheet-zh-CN');
  await expectAccessible(page, 'bind sheet (zh-CN)');
  await sheet.getByRole('button', { name: '绑定角色', exact: true }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Switch to the new role.
  await hero.getByTestId('open-switcher').click();
  const switcher = page.getByRole('dialog');
  await expect(switcher.getByTestId('switch-role')).toHaveCount(2);
  await shot(page, '05-role-switcher-zh-CN');
  await expectAccessible(page, 'role switcher (zh-CN)');
  await switcher.locator(`[data-testid="switch-role"][data-uid="${secondUid}"]`).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(hero.getByTestId('role-card')).toHaveAttribute('data-uid', secondUid);

  // Mine: change the language to Japanese.
  await page.getByRole('button', { name: '我的' }).click();
  await expect(page).toHaveURL(/#\/pages\/my\/index$/);
  await expect(page.getByTestId('profile-card')).toContainText(secondUid);
  await page.getByTestId('menu-language').click();
  await page.locator('[data-language="ja"]').click();
  await expect(page.getByRole('heading', { name: 'マイページ', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ホーム' })).toBeVisible();
  await expect(page).toHaveTitle('メカデュエル コンパニオン');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await shot(page, '06-mine-ja');

  // Reload: still logged in, still Japanese, still the second role.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'マイページ', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('メカデュエル コンパニオン');
  await expect(page.getByTestId('profile-card')).toContainText(secondUid);

  // Profile detail lists both roles.
  await page.getByTestId('profile-card').click();
  await expect(page).toHaveURL(/#\/pages\/my\/detail\/index$/);
  await expect(page.getByTestId('bound-role')).toHaveCount(2);
  await shot(page, '07-detail-ja');
  await page.getByRole('button', { name: '戻る' }).click();

  // Log out: confirm, and the page turns back into the visitor view.
  await page.getByTestId('logout').click();
  await page.getByRole('dialog').getByRole('button', { name: 'ログアウト' }).click();
  await expect(page.getByTestId('visitor-card')).toBeVisible();
  await expect(page.getByText('ログアウトしました')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mecha.token'))).toBeNull();
  await shot(page, '08-logged-out-ja');
});
