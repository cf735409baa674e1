import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { shot } from './support/helpers.ts';
import { editionUids } from './support/pay.ts';
import { loginWithDemoCode, settled, switchLanguage } from './support/record.ts';
import { calm, createCodeBatch, pullToRefresh, simMailCount } from './support/welfare.ts';

// A player signs in for the day, claims the newcomer and daily packs, redeems a code, follows the reward mails into
// the message centre (with the mine tab's red dot), reads them, and sends feedback.
test.use({ locale: 'en' });
test.setTimeout(180_000);

test('a visitor is asked to log in before claiming', async ({ page }) => {
  await page.goto('/#/pages/act/welfare/index');
  await expect(page.getByTestId('welfare-login')).toBeVisible();
  await page.goto('/#/pages/my/message-center/index');
  await expect(page.getByTestId('inbox-login')).toBeVisible();
});

test('a player claims rewards, reads the mails and sends feedback', async ({ page, request }) => {
  await createCodeBatch(request, 'E2EGIFT');
  // A spare role no other journey gets: the inbox count below is exact, and a leaderboard player may meanwhile have
  // been invited to a tournament team by the competition journeys. A retry gets a fresh role.
  const [uid] = (await editionUids(request, 'global', 1)) as [string];
  await loginWithDemoCode(page, uid);

  await page.goto('/#/pages/act/welfare/index');
  await expect(page.getByRole('heading', { name: 'Gift packs', level: 1 })).toBeVisible();
  await expect(page.getByTestId('welfare-role')).toContainText(uid);

  // The 7-day sign-in: day 1 is today's; signing it marks it and says so.
  await expect(page.getByTestId('signin-day').first()).toHaveAttribute('aria-current', 'date');
  await page.getByTestId('signin-claim').click();
  await expect(page.getByTestId('signin-done')).toBeVisible();
  await expect(page.getByTestId('signin-day').first()).toHaveAttribute('data-signed', 'true');
  // The weekly ladder reward shows its progress and, in the game's time zone, when it opens.
  await expect(page.getByTestId('weekly-progress')).toHaveText(/^\d+\/10 games$/);

  // The newcomer pack: claimed, on its way, then delivered by the server's delivery worker.
  const newcomer = page.getByTestId('pack-xslb');
  await newcomer.getByTestId('pack-claim').click();
  await expect(newcomer).toHaveAttribute('data-state', 'claimed');
  await expect(page.getByRole('status').filter({ hasText: 'on its way to your in-game mail' })).toBeVisible();
  await expect(newcomer.getByTestId('delivery')).toHaveAttribute('data-delivery', 'delivered', { timeout: 20_000 });

  // The daily pack: claimed with a countdown to its reset; a second tap is answered "already claimed".
  const daily = page.getByTestId('pack-qzlb');
  await daily.getByTestId('pack-claim').click();
  await expect(daily).toHaveAttribute('data-state', 'claimed');
  await expect(daily.getByTestId('pack-countdown')).toHaveText(/Again in \d{2,}:\d{2}:\d{2}/);
  await daily.getByTestId('pack-claimed').click();
  await expect(daily.getByTestId('pack-error')).toHaveText('Already claimed.');

  // The subscriber pack is locked until the account subscribes.
  await expect(page.getByTestId('pack-dylb')).toHaveAttribute('data-state', 'subscribe');

  // Redemption: empty, then the operator's code, then the same code again.
  const redeem = page.getByTestId('redeem');
  await redeem.getByTestId('redeem-submit').click();
  await expect(redeem.getByRole('alert')).toHaveText('Required field.');
  await redeem.locator('input[name="code"]').fill('E2EGIFT');
  await redeem.getByTestId('redeem-submit').click();
  await expect(redeem.getByTestId('redeem-done')).toContainText('E2E gift');
  await redeem.locator('input[name="code"]').fill('E2EGIFT');
  await redeem.getByTestId('redeem-submit').click();
  await expect(redeem.getByRole('alert')).toHaveText('You have already used this code.');
  await redeem.locator('input[name="code"]').fill('NOSUCHCODE');
  await redeem.getByTestId('redeem-submit').click();
  await expect(redeem.getByRole('alert')).toHaveText('This code does not exist.');

  // Pull to refresh reads the packs again.
  const refetch = page.waitForRequest((r) => r.url().includes('/api/welfare/status'));
  await pullToRefresh(page);
  await refetch;
  await expect(page.getByTestId('pack-qzlb').getByTestId('delivery')).toHaveAttribute('data-delivery', 'delivered', { timeout: 20_000 });
  await settled(page);
  await calm(page);
  await shot(page, 'welfare-01-packs-en');
  await expectAccessible(page, 'welfare packs, claimed');

  // The game received the mails (sign-in, two packs, the code).
  await expect.poll(() => simMailCount(request, uid), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);

  // The mine tab shows the red dot while mail is unread.
  await page.goto('/#/pages/my/index');
  await expect(page.getByTestId('tab-dot-mine')).toBeVisible();
  await page.getByTestId('menu-inbox').click();
  await expect(page).toHaveURL(/#\/pages\/my\/message-center\/index$/);
  const items = page.getByTestId('message-item');
  await expect(items).toHaveCount(4);
  await expect(page.getByTestId('unread-dot')).toHaveCount(4);
  await expect(items.filter({ has: page.getByTestId('message-delivery') }).first()).toBeVisible();
  const listAgain = page.waitForRequest((r) => r.url().includes('/api/message/list'));
  await pullToRefresh(page);
  await listAgain;
  await settled(page);
  await calm(page);
  await shot(page, 'welfare-02-inbox-en');

  // Opening one marks it read; its delivery is shown.
  await items.first().click();
  await expect(page).toHaveURL(/#\/pages\/news\/email-detail\/index\?id=\d+$/);
  const detail = page.getByTestId('message-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('message-delivery')).toHaveAttribute('data-delivery', 'delivered');
  await settled(page);
  await calm(page);
  await shot(page, 'welfare-03-detail-en');
  await page.goBack();
  await expect(page.getByTestId('unread-dot')).toHaveCount(3);

  // Read all: every dot goes, on the list and on the mine tab.
  await page.getByTestId('read-all').click();
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  await page.goto('/#/pages/my/index');
  await expect(page.getByTestId('menu-inbox')).toBeVisible();
  await expect(page.getByTestId('tab-dot-mine')).toHaveCount(0);

  // Feedback: validation from the catalogue, a screenshot with preview, then the thank-you.
  await page.getByTestId('menu-feedback').click();
  await expect(page).toHaveURL(/#\/pages\/my\/feedback\/index$/);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-form').getByRole('alert')).toHaveCount(2);
  await expect(page.getByTestId('feedback-form').getByRole('alert').first()).toHaveText('Required field.');
  await page.getByTestId('feedback-categories').locator('[data-value="reward"]').click();
  await page.locator('textarea[name="text"]').fill('The daily pack arrived, thanks! The countdown could show days too.');
  await expect(page.getByTestId('feedback-counter')).toHaveText('66/1000');
  await page.locator('input[name="contact"]').fill('pilot@example.com');
  // What a player attaches: a screenshot of what their phone shows (the viewport, not the whole page).
  const picture = await page.screenshot();
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByTestId('screenshot-preview')).toBeVisible();
  await settled(page);
  await calm(page);
  await shot(page, 'welfare-04-feedback-en');
  await expectAccessible(page, 'feedback with a screenshot');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-thanks')).toBeVisible();
  await calm(page);
  await shot(page, 'welfare-05-thanks-en');

  // The thank-you message is waiting in the inbox, and lights the dot again.
  await page.getByTestId('feedback-to-inbox').click();
  await expect(page.locator('[data-testid="message-item"][data-kind="feedback"]').first()).toBeVisible();
  await expect(page.getByTestId('unread-dot')).toHaveCount(1);

  // The same screens in Chinese and Japanese.
  for (const language of ['zh-CN', 'ja'] as const) {
    await switchLanguage(page, language);
    await page.goto('/#/pages/act/welfare/index');
    await expect(page.getByTestId('pack-qzlb')).toHaveAttribute('data-state', 'claimed');
    await expect(page.getByTestId('signin-done')).toBeVisible();
    await settled(page);
    await calm(page);
    await shot(page, `welfare-06-packs-${language}`);
    await page.goto('/#/pages/my/message-center/index');
    await expect(page.getByTestId('message-item').first()).toBeVisible();
    await settled(page);
    await calm(page);
    await shot(page, `welfare-07-inbox-${language}`);
    await page.goto('/#/pages/my/feedback/index');
    await page.getByTestId('feedback-submit').click();
    await settled(page);
    await calm(page);
    await shot(page, `welfare-08-feedback-${language}`);
  }
});
