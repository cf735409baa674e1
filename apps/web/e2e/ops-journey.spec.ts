import { API } from '@mecha/shared/api-paths';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { adjustPoints, createCategory, createProduct } from './support/mall.ts';
import { freshTotp, opsLogin, opsPassword } from './support/ops.ts';
import { editionUids } from './support/pay.ts';
import { signWzToken } from './support/sso.ts';

// The operator console's journey at 1280×800 (issue 15): log in with a TOTP code → publish an article in four
// languages (the player news API then shows it in each) → ship three mall orders by a tracking CSV (dry run first,
// with one bad line, then "Apply the 3 valid rows") → ask for a point adjustment above the threshold as admin and
// approve it as support → find all of it in the audit log. The orders are made by three players through the API.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.setTimeout(240_000);

const RUN = Date.now().toString(36);
const SLUG = `ops-journey-${RUN}`;
const CATEGORY = `ops-${RUN}`;
const PRODUCT = `${CATEGORY}-mug`;
const TITLES = { 'zh-CN': `运营之旅 ${RUN}`, 'zh-HK': `營運之旅 ${RUN}`, en: `Operator journey ${RUN}`, ja: `運営の旅 ${RUN}` } as const;

interface Player {
  uid: string;
  yfyUid: string;
  orderId: string;
}

async function placeOrder(request: APIRequestContext, uid: string, n: number): Promise<Player> {
  const login = (await (await request.post(API.login, { data: { wztoken: signWzToken({ sub: `platform-e2e-ops-${RUN}-${n}`, uid }) } })).json()) as { code: number; data: { token: string } };
  expect(login.code).toBe(0);
  const headers = { Authorization: `Bearer ${login.data.token}`, 'Accept-Language': 'en' };
  const who = (await (await request.post(API.actLogin, { headers })).json()) as { data: { yfyUid: string } };
  await adjustPoints(request, who.data.yfyUid, 1000);
  const address = { name: `Ops Player ${n}`, phone: '138 0013 8000', postcode: '100000', region: 'CN', country: 'CN', city: 'Beijing', detail: `Road ${n}`, email: '' };
  const order = (await (await request.post(API.scoreOrder, { headers, data: { productId: PRODUCT, address } })).json()) as { code: number; msg: string; data: { orderId: string } };
  expect(order.code, order.msg).toBe(0);
  return { uid, yfyUid: who.data.yfyUid, orderId: order.data.orderId };
}

async function go(page: Page, section: string) {
  await page.getByTestId(`ops-nav-${section}`).click();
  await expect(page).toHaveURL(new RegExp(`#/ops/${section}`));
}

test('operator journey: TOTP login → article in four languages → three orders shipped by CSV → approved adjustment → audit log', async ({ page, request }) => {
  await createCategory(request, CATEGORY, `Ops ${RUN}`);
  await createProduct(request, { id: PRODUCT, categoryId: CATEGORY, name: `Console mug ${RUN}`, points: 300, stock: 10 });
  const uids = await editionUids(request, 'cn', 3, `ops-journey-${RUN}`);
  const players: Player[] = [];
  for (const [i, uid] of uids.entries()) players.push(await placeOrder(request, uid, i + 1));

  // 1. Log in with name, password and the six-digit code.
  await page.goto('/#/ops/login');
  const form = page.getByTestId('ops-login-form');
  await form.getByLabel('Name').fill('admin');
  await form.getByLabel('Password').fill(await opsPassword('admin'));
  await form.getByLabel('Six-digit code').fill(await freshTotp('admin'));
  await shot(page, 'ops-journey-01-login');
  const loggedIn = page.waitForResponse((r) => r.url().endsWith(API.opsLogin));
  await form.getByRole('button', { name: 'Log in' }).click();
  expect(((await (await loggedIn).json()) as { code: number }).code).toBe(0);
  await expect(page.getByTestId('ops-shell')).toBeVisible();
  await expect(page).toHaveURL(/#\/ops\/dashboard/);
  await shot(page, 'ops-journey-02-dashboard');

  // 2. An article in four languages, previewed, published now.
  await go(page, 'content');
  await page.getByRole('button', { name: 'New article' }).click();
  const editor = page.getByTestId('article-editor');
  await editor.getByLabel('Slug (a-z, 0-9, -)').fill(SLUG);
  const tabNames = { 'zh-CN': '简体中文', 'zh-HK': '繁體中文', en: 'English', ja: '日本語' } as const;
  for (const lang of LANGUAGES) {
    await editor.getByRole('tab', { name: tabNames[lang] }).click();
    await editor.getByLabel(`Title (${lang})`).fill(TITLES[lang]);
    await editor.getByLabel(`Summary (${lang})`).fill(`Summary ${lang}`);
    await editor.getByLabel(`Tags (${lang}, comma-separated, at most 8)`).fill('console, e2e');
    await editor.getByLabel(`Body (${lang}, Markdown)`).fill(`## ${TITLES[lang]}\n\nThe **console** wrote this in ${lang}.\n\n- one\n- two`);
  }
  await expect(editor.frameLocator('[data-testid="article-preview"]').locator('strong')).toHaveText('console');
  await expect(editor.getByText('Will publish in: zh-CN, zh-HK, en, ja')).toBeVisible();
  await shot(page, 'ops-journey-03-article-editor');
  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByTestId('publish-result')).toContainText(`Published “${SLUG}”`);
  await editor.getByRole('button', { name: 'Back to the list' }).click();
  const listed = page.getByTestId('article-list').locator(`tr[data-slug="${SLUG}"]`);
  await expect(listed).toContainText('Published');
  await expect(listed).toContainText('zh-CN');
  await shot(page, 'ops-journey-04-article-list');
  // The player's news API shows it in each language.
  for (const lang of LANGUAGES) {
    const news = (await (await request.get('/api/record/cms/news?category=official&size=50', { headers: { 'Accept-Language': lang } })).json()) as { data: { list: { Title: string }[] } };
    expect(news.data.list.map((a) => a.Title), lang).toContain(TITLES[lang]);
  }

  // 3. Three orders shipped by a tracking file: the dry run shows a bad line; apply the valid rows.
  await go(page, 'shipping');
  const table = page.getByTestId('orders-table');
  for (const p of players) await expect(table.locator(`tr[data-order="${p.orderId}"]`)).toContainText(`Road ${players.indexOf(p) + 1}`);
  await shot(page, 'ops-journey-05-shipping');
  const csv = ['orderId,carrier,trackingNo', ...players.map((p, i) => `${p.orderId},SF Express,SF${RUN.toUpperCase()}${i}`), 'not an order,SF,SF0000'].join('\n');
  await page.getByTestId('tracking-file').setInputFiles({ name: 'tracking.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dry = page.getByTestId('import-dry-run');
  await expect(dry).toContainText('nothing has changed yet');
  await expect(dry.locator('tr[data-result="ready"]')).toHaveCount(3);
  await expect(dry.locator('tr[data-result="invalid"]')).toHaveCount(1);
  await shot(page, 'ops-journey-06-import-dry-run');
  await dry.getByRole('button', { name: 'Apply the 3 valid rows' }).click();
  const applied = page.getByTestId('import-result');
  await expect(applied).toContainText('3 shipped');
  await expect(applied.locator('tr[data-result="shipped"]')).toHaveCount(3);
  for (const p of players) await expect(table.locator(`tr[data-order="${p.orderId}"]`)).toHaveCount(0);
  await shot(page, 'ops-journey-07-import-applied');

  // 4. A point adjustment above the threshold waits for a second operator.
  await go(page, 'approvals');
  const adjust = page.getByTestId('adjust-form');
  await adjust.getByLabel('Account (yfyUid)').fill(players[0]!.yfyUid);
  await adjust.getByLabel('Points (negative takes)').fill('5000');
  await adjust.getByLabel(/^Reason/).fill(`Tournament prize ${RUN}`);
  await adjust.getByRole('button', { name: 'Request adjustment' }).click();
  await expect(page.getByTestId('adjust-answer')).toContainText('Waiting for approval');
  const approvalId = Number(/#(\d+)/.exec((await page.getByTestId('adjust-answer').textContent()) ?? '')?.[1]);
  const row = page.getByTestId('approvals-table').locator(`tr[data-approval="${approvalId}"]`);
  await expect(row).toContainText('Waiting for another operator');
  await shot(page, 'ops-journey-08-approval-requested');

  // … and support approves it.
  await opsLogin(page, 'support', '#/ops/approvals');
  const pending = page.getByTestId('approvals-table').locator(`tr[data-approval="${approvalId}"]`);
  await expect(pending).toContainText('admin');
  await pending.getByRole('button', { name: 'Approve…' }).click();
  const dialog = page.getByTestId('decide-dialog');
  await dialog.getByLabel(/^Reason/).fill('Checked against the results sheet');
  await shot(page, 'ops-journey-09-approve-dialog');
  await dialog.getByRole('button', { name: 'Approve and apply' }).click();
  await expect(page.getByText(`Request #${approvalId} approved and applied.`)).toBeVisible();

  // 5. The audit log has every step.
  await go(page, 'audit');
  const audit = page.getByTestId('ops-audit');
  await expect(audit.getByTestId('audit-row').first()).toBeVisible();
  for (const action of ['console.login', 'news.publish', 'mall.orders.export', 'mall.orders.import', 'mall.points.adjust.request', 'mall.points.adjust.approve']) {
    await expect(audit.locator(`[data-testid="audit-row"][data-action="${action}"]`).first(), action).toBeVisible();
  }
  await shot(page, 'ops-journey-10-audit-log');
  await audit.getByTestId('audit-q').fill(SLUG);
  await audit.getByTestId('audit-apply').click();
  await expect(audit.locator('[data-testid="audit-row"][data-action="news.publish"]')).toHaveCount(1);
  await shot(page, 'ops-journey-11-audit-article');
});
