import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { shot } from './support/helpers.ts';
import { settled, topPlayerUids } from './support/record.ts';
import { signWzToken } from './support/sso.ts';
import type { APIRequestContext, Page } from '@playwright/test';

// Every route of the app (lib/routes.ts, app/router.tsx) in English, as a visitor and, where a page differs, as a
// logged-in player, with the open states that matter (login form errors, dialogs, sheets, the language picker, a
// toast): no serious or critical axe violation (WCAG 2.x A/AA and target-size), and every tap target at least
// 24 × 24 CSS px or spaced as WCAG 2.5.8 allows. docs/decisions/0154-web-accessibility-checks.md.
test.use({ locale: 'en-US' });
test.setTimeout(300_000);

// The anniversary pages as a visitor (their player states are checked in annual-*.spec.ts).
const ANNIVERSARY = ['/pages/act/annual/index', '/pages/act/character-vote/index', '/pages/lottery/index'];
// The tournament's pages as a visitor (the player's states are checked in competition-*.spec.ts).
const COMPETITION = ['/pages/competition/home/index', '/pages/competition/dialog-demo/index'];

/** Opens a route, waits for its title and its data, and checks it. */
async function check(page: Page, path: string, label: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.locator('h1').first()).toBeVisible();
  await settled(page);
  await checkHere(page, label);
}

async function checkHere(page: Page, label: string): Promise<void> {
  await expectAccessible(page, label, { exclude: ['[data-testid="webview-frame"]'] });
  await shot(page, `a11y-${label}`);
}

test('a visitor: home, login, mine and the record pages', async ({ page }) => {
  await check(page, '/pages/home/index', 'visitor-home');

  // The login form with its validation errors showing.
  await check(page, '/pages/login/index', 'visitor-login');
  const form = page.locator('form').filter({ has: page.getByTestId('send-code') });
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await checkHere(page, 'visitor-login-errors');

  await check(page, '/pages/my/index', 'visitor-my');
  await page.getByTestId('menu-language').click();
  await expect(page.locator('[data-language="ja"]')).toBeVisible();
  await checkHere(page, 'visitor-language-picker');
  await page.keyboard.press('Escape');

  await check(page, '/pages/my/detail/index', 'visitor-my-detail');
  await check(page, '/pages/status/index', 'visitor-status');
  await check(page, '/pages/record/battle/index', 'visitor-battle');
  await page.getByTestId('open-leaderboard').click();
  await expect(page.getByRole('dialog').getByTestId('leaderboard-row').first()).toBeVisible();
  await checkHere(page, 'visitor-leaderboard-sheet');
  await page.keyboard.press('Escape');

  for (const [path, label] of [
    ['/pages/record/role-info/index', 'visitor-role-info'],
    ['/pages/record/season-performance/index', 'visitor-season-performance'],
    ['/pages/record/season-role/index', 'visitor-season-role'],
    ['/pages/record/role-detail/index?id=1&mode=T1', 'visitor-role-detail'],
    ['/pages/record/vs11-detail/index?id=1', 'visitor-vs11-detail'],
    ['/pages/record/vs22-detail/index?id=1', 'visitor-vs22-detail'],
  ] as const) {
    await check(page, path, label);
  }
});

test('a visitor: news, articles, search, guide, posters and shares', async ({ page }) => {
  await check(page, '/pages/news/index/index', 'visitor-news');
  await page.getByTestId('entry-versions').click();
  await expect(page.getByTestId('version-list').getByTestId('version-item').first()).toBeVisible();
  await checkHere(page, 'visitor-news-versions');
  await page.keyboard.press('Escape');
  for (const tab of ['rankings', 'fanart']) await check(page, `/pages/news/index/index?tab=${tab}`, `visitor-news-${tab}`);

  // An article, and the dialog that asks a visitor to log in before liking.
  await check(page, '/pages/news/detail/index?id=3', 'visitor-article');
  await page.getByTestId('like-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkHere(page, 'visitor-like-dialog');
  await page.keyboard.press('Escape');

  await check(page, '/pages/news/search/index', 'visitor-news-search');
  await page.getByTestId('search-input').fill('balance');
  await page.getByTestId('search-input').press('Enter');
  await expect(page.getByTestId('search-results')).toBeVisible();
  await settled(page);
  await checkHere(page, 'visitor-news-search-results');

  await check(page, '/pages/news/guide/index', 'visitor-news-guide');
  await check(page, '/pages/poster/index?type=ranking', 'visitor-poster-ranking');
  await check(page, '/pages/share/index/index?type=ranking&mode=T1&tier=all&period=7d', 'visitor-share-ranking');

});

test('a visitor: welfare, inbox, feedback, webview and the tournament', async ({ page }) => {
  await check(page, '/pages/act/welfare/index', 'visitor-welfare');
  await check(page, '/pages/my/message-center/index', 'visitor-message-center');
  await check(page, '/pages/news/email-detail/index?id=1', 'visitor-message-detail');
  await check(page, '/pages/my/feedback/index', 'visitor-feedback');

  await check(page, `/pages/webview/index?url=${encodeURIComponent('javascript:alert(1)')}&title=Hi`, 'visitor-webview-refused');
  await check(page, `/pages/webview/index?url=${encodeURIComponent('https://evil.example/x')}&title=Hi`, 'visitor-webview-leaving');
  await page.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Example page</h1>' }));
  await check(page, `/pages/webview/index?url=${encodeURIComponent('https://example.com/event')}&title=Event`, 'visitor-webview-frame');

  await check(page, '/pages/act/payment-center/index', 'visitor-payment-center');
  await check(page, '/pages/act/exhausting/index', 'visitor-exhausting');
  for (const path of ANNIVERSARY) await check(page, path, `visitor-${path.split('/').slice(-2, -1)[0]}`);
  for (const path of COMPETITION) await check(page, path, `visitor-competition-${path.split('/').slice(-2, -1)[0]}`);
});

test('a visitor: the points mall', async ({ page }) => {
  await check(page, '/pages/act/points-exchange/index', 'visitor-points-exchange');
  await check(page, '/pages/act/product-detail/index?id=vanguard-figure', 'visitor-product-detail');
  await check(page, '/pages/act/product-detail/index?id=gold-vanguard-draw', 'visitor-product-detail-draw');
  await check(page, '/pages/act/points-detail/index', 'visitor-points-detail');
  await check(page, '/pages/act/points-order/index', 'visitor-points-order');
  await check(page, '/pages/act/address-book/index', 'visitor-address-book');
});

/** A busy player no other journey binds (they take the top five), logged in through the platform's SSO. */
async function logIn(page: Page, request: APIRequestContext): Promise<void> {
  const uid = (await topPlayerUids(request, 8))[7]!;
  await page.goto(`/?from=app#/pages/my/index?wztoken=${signWzToken({ sub: 'platform-e2e-a11y', uid })}`);
  await expect(page.getByTestId('profile-card')).toContainText(uid);
  await settled(page);
}

test('a player: mine, home, the role switcher and the record pages', async ({ page, request }) => {
  await logIn(page, request);
  await checkHere(page, 'player-my');

  await check(page, '/pages/home/index', 'player-home');
  await page.getByTestId('account-hero').getByTestId('open-switcher').click();
  await expect(page.getByRole('dialog').getByTestId('switch-role').first()).toBeVisible();
  await checkHere(page, 'player-role-switcher');
  await page.keyboard.press('Escape');

  await check(page, '/pages/my/detail/index', 'player-my-detail');

  await check(page, '/pages/record/battle/index', 'player-battle');
  await page.getByTestId('battle-item').first().click();
  await expect(page).toHaveURL(/vs11-detail\/index\?id=/);
  await expect(page.getByTestId('player-card').first()).toBeVisible();
  await settled(page);
  await checkHere(page, 'player-vs11-detail');

  await check(page, '/pages/record/battle/index?mode=T2', 'player-battle-2v2');
  await page.getByTestId('battle-item').first().click();
  await expect(page).toHaveURL(/vs22-detail\/index\?id=/);
  await expect(page.getByTestId('player-card').first()).toBeVisible();
  await settled(page);
  await checkHere(page, 'player-vs22-detail');

  await check(page, '/pages/record/role-info/index', 'player-role-info');
  await check(page, '/pages/record/season-performance/index', 'player-season-performance');
  await check(page, '/pages/record/season-role/index?mode=T1', 'player-season-role');
  const firstMecha = page.getByTestId('role-stat-row').first();
  await firstMecha.click();
  await expect(page.getByTestId('character-hero')).toBeVisible();
  await settled(page);
  await checkHere(page, 'player-role-detail');

});

test('a player: the points mall, its address picker and confirm sheet, orders, points and addresses', async ({ page, request }) => {
  await logIn(page, request);
  await check(page, '/pages/act/points-exchange/index', 'player-points-exchange');
  await check(page, '/pages/act/product-detail/index?id=vanguard-figure', 'player-product-detail');
  await page.getByTestId('exchange-open').click();
  await expect(page.getByTestId('address-form')).toBeVisible();
  await checkHere(page, 'player-mall-address-picker');
  const form = page.getByTestId('address-form');
  await form.locator('[data-region="CN"]').click();
  await form.locator('input[name="name"]').fill('Li Lei');
  await form.locator('input[name="phone"]').fill('13800138000');
  await form.locator('input[name="postcode"]').fill('100000');
  await form.locator('input[name="city"]').fill('Beijing');
  await form.locator('textarea[name="detail"]').fill('Chang’an Avenue 1');
  await form.getByTestId('address-submit').click();
  await expect(page.getByTestId('exchange-confirm')).toBeVisible();
  await checkHere(page, 'player-mall-confirm');
  await page.keyboard.press('Escape');
  await check(page, '/pages/act/product-detail/index?id=gold-vanguard-draw', 'player-product-detail-draw');
  await check(page, '/pages/act/points-order/index', 'player-points-order');
  await check(page, '/pages/act/points-detail/index', 'player-points-detail');
  await check(page, '/pages/act/address-book/index', 'player-address-book');
});

test('a player: news, poster, welfare, inbox, feedback and logging out', async ({ page, request }) => {
  await logIn(page, request);
  await check(page, '/pages/news/detail/index?id=3', 'player-article');
  await check(page, '/pages/poster/index?type=record', 'player-poster-record');

  await check(page, '/pages/act/welfare/index', 'player-welfare');
  // A claim answers with a toast (the newcomer pack is there to claim in a fresh world).
  const claim = page.getByTestId('pack-xslb').getByTestId('pack-claim');
  if (await claim.count()) {
    await claim.click();
    await expect(page.locator('[role="status"]:not([aria-label])').first()).toBeVisible();
    await checkHere(page, 'player-welfare-toast');
  }

  await check(page, '/pages/my/message-center/index', 'player-message-center');
  await expect(page.getByTestId('message-item').first()).toBeVisible();
  await page.getByTestId('message-item').first().click();
  await expect(page.getByTestId('message-detail')).toBeVisible();
  await settled(page);
  await checkHere(page, 'player-message-detail');

  await check(page, '/pages/my/feedback/index', 'player-feedback');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-form').getByRole('alert').first()).toBeVisible();
  await checkHere(page, 'player-feedback-errors');

  // The logout confirmation, then the toast that says it is done.
  await check(page, '/pages/my/index', 'player-my-again');
  await page.getByTestId('logout').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkHere(page, 'player-logout-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('visitor-card')).toBeVisible();
  await expect(page.locator('[role="status"]:not([aria-label])').first()).toBeVisible();
  await checkHere(page, 'player-logged-out-toast');
});
