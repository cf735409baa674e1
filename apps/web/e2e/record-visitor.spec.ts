import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { settled } from './support/record.ts';

// A visitor opens the records tab: the server's sample, plainly labelled, with the way to log in; the public
// leaderboard and the rules still work, and the pages that need a role say so.
test.use({ locale: 'en-US' });

test('a visitor sees the sample record with a prompt to log in', async ({ page }) => {
  await page.goto('/#/pages/record/battle/index');
  await expect(page.getByTestId('sample-banner')).toContainText('sample');
  await expect(page.getByTestId('ladder-hero')).toBeVisible();
  await expect(page.getByTestId('role-strip')).toHaveCount(0);
  await expect(page.getByTestId('login-needed')).toBeVisible();
  await expect(page.getByTestId('battle-item')).toHaveCount(0);
  // No call that needs a role was made: no login prompt popped up.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await settled(page);
  await shot(page, 'record-21-visitor-sample-en');

  // The leaderboard is public.
  const section = page.getByTestId('leaderboard-section');
  await expect(section.getByTestId('leaderboard-row').first()).toBeVisible();
  await expect(section.getByTestId('my-standing')).toHaveCount(0);
  await page.getByTestId('open-leaderboard').click();
  await expect(page.getByRole('dialog').getByTestId('leaderboard-row').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Other record pages ask for a login instead of failing.
  await page.goto('/#/pages/record/role-info/index');
  await expect(page.getByTestId('login-needed')).toBeVisible();
  await page.goto('/#/pages/record/season-performance/index');
  await expect(page.getByTestId('login-needed')).toBeVisible();

  // The banner's login button goes to the login page.
  await page.goto('/#/pages/record/battle/index');
  await page.getByTestId('sample-login').click();
  await expect(page).toHaveURL(/#\/pages\/login\/index$/);
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });
  test('the sample is labelled in Japanese', async ({ page }) => {
    await page.goto('/#/pages/record/battle/index');
    await expect(page.getByTestId('sample-banner')).toContainText('サンプル');
    await settled(page);
    await shot(page, 'record-22-visitor-sample-ja');
  });
});
