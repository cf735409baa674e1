import { errorMessage } from '@mecha/shared/errors/messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { sampleUids } from './support/sim.ts';
import { signWzToken } from './support/sso.ts';

// Platform single sign-on and the answers to the session codes: 401 (log in), 402 (bind a role), 600 (expired).
test.use({ locale: 'zh-CN' });

// A role binds to one account only: these tests take sample roles the other journeys (which use the demo hint's
// first six) never touch.
async function freshUid(request: APIRequestContext, index: number): Promise<string> {
  return (await sampleUids(request, 12))[6 + index]!;
}

async function ssoLogin(page: Page, uid: string, sub: string) {
  await page.goto(`/?from=app#/pages/my/index?wztoken=${signWzToken({ sub, uid })}`);
  await expect(page.getByTestId('profile-card')).toContainText(uid);
}

test('a wztoken in the URL logs in and leaves the bare address', async ({ page, request }) => {
  const uid = await freshUid(request, 0);
  await ssoLogin(page, uid, 'platform-e2e-sso');
  await expect(page).toHaveURL(/\/\?from=app#\/pages\/my\/index$/);
  await page.getByTestId('profile-card').click();
  await expect(page.getByTestId('detail-account-id')).not.toBeEmpty();
  await shot(page, '21-sso-detail-zh-CN');
});

test('402 raises the bind prompt, which opens the bind sheet', async ({ page, request }) => {
  const uid = await freshUid(request, 1);
  await ssoLogin(page, uid, 'platform-e2e-402');
  await page.route('**/api/record/my_game_role_list', (route) => route.fulfill({ status: 403, json: { code: 402, data: null, msg: '请绑定游戏角色' } }), { times: 1 });
  await page.reload();
  const prompt = page.getByRole('dialog');
  await expect(prompt.getByRole('heading', { name: '请绑定游戏角色' })).toBeVisible();
  await shot(page, '22-bind-prompt-zh-CN');
  await prompt.getByRole('button', { name: '立即绑定' }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/index$/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: '绑定角色' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mecha.token'))).not.toBeNull();
});

test('401 clears the session and offers the login page', async ({ page, request }) => {
  const uid = await freshUid(request, 2);
  await ssoLogin(page, uid, 'platform-e2e-401');
  await page.route('**/api/record/my_game_role_list', (route) => route.fulfill({ status: 401, json: { code: 401, data: null, msg: '请先登录' } }), { times: 1 });
  await page.reload();
  const prompt = page.getByRole('dialog');
  await expect(prompt.getByRole('heading', { name: '请先登录' })).toBeVisible();
  await expect(page.getByTestId('visitor-card')).toBeVisible();
  const stored = await page.evaluate(() => ['token', 'userInfo', 'roleList', 'selectedRoleId'].map((k) => localStorage.getItem(`mecha.${k}`)));
  expect(stored).toEqual([null, null, '[]', null]);
  await prompt.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/index$/);
});

test('600 shows the login-expired text and logs out', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('mecha.token', JSON.stringify('revoked-or-forged'));
    localStorage.setItem('mecha.userInfo', JSON.stringify({ role_id: '10001', yfy_uid: 'ghost', domain_game: 'cn' }));
  });
  await page.goto('/#/pages/my/index');
  await expect(page.getByText(errorMessage('loginExpired', 'zh-CN'))).toBeVisible();
  await expect(page.getByTestId('visitor-card')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mecha.token'))).toBeNull();
});
