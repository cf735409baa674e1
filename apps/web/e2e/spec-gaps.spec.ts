import { API } from '@mecha/shared/api-paths';
import { errorMessage } from '@mecha/shared/errors/messages';
import { expect, test } from './support/csp.ts';

// SPEC §6/§8 (decision 0055): a visitor's like is the catalogue's not-logged-in error, code 400 with the
// login-required message — from the server when called without a token, and from the app, which does not call.
test.use({ locale: 'ja-JP' });

test("a visitor's like answers code 400 with the login-required message", async ({ page, request }) => {
  const list = (await (await request.get(`${API.cmsNews}?size=1`)).json()) as { data: { list: { Id: number }[] } };
  const id = list.data.list[0]!.Id;
  const res = await request.post(`${API.like}/${id}`, { headers: { 'accept-language': 'ja' }, data: { type: 'like' } });
  expect(await res.json()).toEqual({ code: 400, data: null, msg: errorMessage('notLoggedIn', 'ja') });

  const likeCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/like/') && likeCalls.push(r.url()));
  await page.goto(`/#/pages/news/detail/index?id=${id}`);
  await page.getByTestId('like-button').click();
  await expect(page.getByRole('dialog')).toContainText(errorMessage('notLoggedIn', 'ja'));
  expect(likeCalls).toEqual([]);
});
