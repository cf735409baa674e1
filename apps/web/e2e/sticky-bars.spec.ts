import { expect, test } from './support/csp.ts';

// The navigation bar stays at the top of the screen while a long page scrolls under it: #root clips its overflow
// rather than hiding it (hidden made #root a scroll container, and position: sticky never stuck to the screen).
test('the navigation bar stays on screen while the mall scrolls', async ({ page }) => {
  await page.goto('/#/pages/act/points-exchange/index');
  const bar = page.locator('header').first();
  await expect(page.locator('[data-testid="product-card"]').nth(5)).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
});
