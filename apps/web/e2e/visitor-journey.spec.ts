import { errorMessage } from '@mecha/shared/errors/messages';
import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { shot } from './support/helpers.ts';
import { sampleUids } from './support/sim.ts';

// A visitor: sees the public lookup and a clear way to log in, can look players up, pull to refresh, and finds
// the tabs still in development saying so.
test.use({ locale: 'en-US' });

test('visitor looks up a player, pulls to refresh and browses the tabs', async ({ page, request }) => {
  const [uid] = await sampleUids(request, 1);
  await page.goto('/#/pages/does/not/exist');
  await expect(page).toHaveURL(/#\/pages\/home\/index$/);
  await expect(page).toHaveTitle('Mecha Duel Companion');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('visitor-hero')).toContainText('Track every ranked duel');
  await expect(page.getByTestId('login-cta')).toBeVisible();

  const lookup = page.getByRole('search');
  const input = lookup.getByRole('textbox');
  await lookup.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(errorMessage('uidEmpty', 'en'))).toBeVisible();
  await input.fill('12');
  await lookup.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(errorMessage('uidInvalid', 'en'))).toBeVisible();
  await input.fill('999999999');
  await lookup.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(errorMessage('roleNotFound', 'en'))).toBeVisible();

  await input.fill(uid!);
  await lookup.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('role-card')).toHaveAttribute('data-uid', uid!);
  await shot(page, '11-home-visitor-lookup-en');
  await expectAccessible(page, 'home with a looked-up player');

  // Pull down from the top of the page: the visible queries refetch.
  const refetch = page.waitForRequest((r) => r.url().includes('/api/record/h5-role-info'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 200 }] });
  for (let y = 220; y <= 420; y += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y }] });
  await expect(page.getByTestId('pull-indicator')).toHaveAttribute('data-phase', 'ready');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await refetch;
  await expect(page.getByTestId('pull-indicator')).toHaveAttribute('data-phase', 'idle');

  // The news tab; the tournament tab shows the tournament and asks a visitor to log in.
  await page.getByRole('button', { name: 'News' }).click();
  await expect(page).toHaveURL(/#\/pages\/news\/index\/index$/);
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Tournament' }).click();
  await expect(page).toHaveURL(/#\/pages\/competition\/home\/index$/);
  await expect(page.getByTestId('comp-banner')).toBeVisible();
  await expect(page.getByTestId('comp-login')).toBeVisible();
  await page.getByRole('button', { name: 'Records' }).click();
  await expect(page.getByTestId('sample-banner')).toBeVisible();

  // Mine offers the login.
  await page.getByRole('button', { name: 'Mine' }).click();
  await expect(page.getByTestId('visitor-card')).toBeVisible();
  await page.getByTestId('my-login').click();
  await expect(page).toHaveURL(/#\/pages\/login\/index$/);
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('the phone column holds from a small phone to a desktop window', async ({ page }) => {
  for (const [width, height] of [
    [320, 640],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/#/pages/home/index');
    await expect(page.getByTestId('visitor-hero')).toBeVisible();
    const column = await page.locator('#root').boundingBox();
    expect(column!.width).toBe(Math.min(430, Math.max(320, width)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(Math.max(width, 320));
    await shot(page, `13-home-${width}px`);
  }
});

test("the pages the home menu opens have a back arrow that returns home, opened from there or directly", async ({ page }) => {
  // Fails when a page under the home tab leaves its title bar without the way back (top-up and the mall did): as an
  // installed app there is no browser back button.
  for (const [label, path] of [['Gift packs', /welfare/], ['Top-up centre', /payment-center/], ['Points mall', /points-exchange/]] as const) {
    await page.goto('/#/pages/home/index');
    await page.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/home\/index$/);
  }
  // Opened directly (a shared link), back goes home.
  await page.goto('/#/pages/act/points-exchange/index');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/index$/);
});
