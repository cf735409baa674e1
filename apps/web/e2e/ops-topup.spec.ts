import type { Page } from '@playwright/test';
import { API } from '@mecha/shared/api-paths';
import { DEV_OPERATOR_TOKEN } from '../../server/src/config.ts';
import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { expectConsoleAccessible, opsLogin } from './support/ops.ts';
import { advanceServerClock, editionUids, holdServerJobs, payFor, resetServerClock, sandboxCheckout, ssoInto } from './support/pay.ts';

// The console's Top-up section at a desktop viewport (decision 0175): admin adds a SKU to the cn edition and turns it
// on (the player's top-up page offers it), turns it off (gone); lowers a tier of the cumulative event through the
// tier editor; a player reaches and claims that tier's physical prize and never gives an address; eight days later
// the forfeit sweep's dry run lists it and changes nothing, then the confirmed sweep forfeits it.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'zh-CN' });
test.setTimeout(240_000);

const CENTER = '/pages/act/payment-center/index';
const SKU = 'cn-e2e-77';
const EVENT = 'topup-2026-winter-cn';

async function skuOffered(player: Page, uid: string): Promise<boolean> {
  await ssoInto(player, CENTER, uid, 'platform-e2e-ops-topup');
  await player.locator(`[data-testid="role-chip"][data-uid="${uid}"]`).click();
  await expect(player.locator('[data-testid="sku"]').first()).toBeVisible();
  return (await player.locator(`[data-testid="sku"][data-sku="${SKU}"]`).count()) > 0;
}

async function confirm(page: Page, testId: string, expected: RegExp) {
  const dialog = page.getByTestId(testId);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('confirm-changes')).toContainText(expected);
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
}

test('admin runs the top-up catalogue and the cumulative event: SKU on and off for players, a tier edited, the sweep dry run', async ({ page, context, request }) => {
  const [uid] = await editionUids(request, 'cn', 1);
  const player = await context.newPage();
  expect(await skuOffered(player, uid!)).toBe(false);

  // Catalogue: a new SKU (created off), then switched on through the confirm dialog.
  await opsLogin(page, 'admin', '#/ops/topup/catalogue');
  await expect(page.getByTestId('topup-tabs')).toBeVisible();
  await expect(page.getByTestId('topup-edition')).toHaveValue('cn');
  await page.getByTestId('sku-new').click();
  await page.getByTestId('sku-id').fill(SKU);
  await page.getByTestId('sku-name').fill('77 crystals (e2e)');
  await page.getByTestId('sku-price').fill('7.7');
  await page.getByTestId('sku-baseAmount').fill('77');
  await page.getByTestId('sku-save').click();
  await confirm(page, 'sku-save-dialog', /Create cn-e2e-77 in cn: 7\.70 CNY for 77 \+ 0 crystals/);
  const row = page.locator(`[data-sku="${SKU}"]`);
  await expect(row).toContainText('off');
  await expectConsoleAccessible(page, 'top-up catalogue');
  await page.getByTestId(`sku-toggle-${SKU}`).click();
  await expect(page.getByTestId('sku-toggle-dialog')).toContainText('off → on');
  await shot(page, 'ops-topup-01-sku-switch-on');
  await confirm(page, 'sku-toggle-dialog', /off → on/);
  await expect(row).toContainText('on');
  expect(await skuOffered(player, uid!)).toBe(true);

  await page.getByTestId(`sku-toggle-${SKU}`).click();
  await confirm(page, 'sku-toggle-dialog', /on → off/);
  await expect(row).toContainText('off');
  expect(await skuOffered(player, uid!)).toBe(false);

  // Cumulative event: tier 4 (with the signed poster, a physical prize) lowered from 648.00 to 6.00 CNY.
  await page.getByRole('link', { name: 'Cumulative event' }).click();
  await page.getByTestId(`event-edit-${EVENT}`).click();
  await expect(page.getByTestId('tier-3-threshold')).toHaveValue('648.00');
  await page.getByTestId('tier-3-threshold').fill('6');
  await page.getByTestId('event-save').click();
  await expect(page.getByTestId('event-dialog')).toContainText('Tier tier-4: threshold 648.00 → 6.00 CNY');
  await shot(page, 'ops-topup-02-tier-edit');
  await confirm(page, 'event-dialog', /threshold 648\.00 → 6\.00 CNY/);
  await expect(page.getByRole('status')).toContainText(`Event ${EVENT} saved.`);
  await expectConsoleAccessible(page, 'top-up cumulative event');

  // The player tops up 6.00 CNY, reaches tier 4 and claims it, and gives no address.
  await ssoInto(player, CENTER, uid!, 'platform-e2e-ops-topup');
  await payFor(player, { uid: uid!, sku: 'cn-60', method: 'wechat' });
  await sandboxCheckout(player, 'paid');
  const token = await player.evaluate(() => JSON.parse(localStorage.getItem('mecha.token') ?? 'null') as string | null);
  const claim = (await (await request.post(API.actChargeGift, { headers: { Authorization: `Bearer ${token}` }, data: { tierId: 'tier-4' } })).json()) as { code: number; msg: string; data: { id: number } };
  expect(claim.code, claim.msg).toBe(0);

  // Eight days on, the address deadline has passed: the dry run lists the prize, nothing changes; then the sweep.
  // (The sessions' clocks moved too: the console continues with the server's bootstrap credential.) The server's own
  // minute sweep is held meanwhile, or its timer could forfeit the prize before the operator's dry run sees it.
  await holdServerJobs(request, ['act-forfeit']);
  try {
    for (let day = 0; day < 8; day++) await advanceServerClock(request, 86_400); // a day per call at most
    await page.evaluate((t) => sessionStorage.setItem('mecha-ops-session', t), DEV_OPERATOR_TOKEN);
    await page.goto('about:blank');
    await page.goto('/#/ops/topup/event');
    await page.getByTestId('sweep-dry-run').click();
    const list = page.getByTestId('sweep-list');
    await expect(list).toContainText(`#${claim.data.id}`);
    await expect(list).toContainText('would be forfeited');
    await page.getByTestId('sweep-dry-run').click();
    await expect(list).toContainText(`#${claim.data.id}`); // still there: the dry run changed nothing
    await shot(page, 'ops-topup-03-sweep-dry-run');
    await page.getByTestId('sweep-run').click();
    await confirm(page, 'sweep-dialog', new RegExp(`Claim #${claim.data.id} .*forfeited`));
    await expect(page.getByRole('status')).toContainText('1 prize(s) forfeited.');

    // Shipping's tier prizes tab lists it as forfeited; the page holds up on a phone-sized screen.
    await page.goto('/#/ops/shipping/tier-prizes');
    await page.getByTestId('claims-event').selectOption(EVENT);
    await page.getByTestId('claims-filter').selectOption('forfeited');
    await expect(page.locator(`[data-claim="${claim.data.id}"]`)).toContainText('forfeited');
    await shot(page, 'ops-topup-04-tier-prizes');
    await page.goto('/#/ops/topup/catalogue');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('sku-table')).toBeVisible();
    await shot(page, 'ops-topup-05-catalogue-390');
  } finally {
    await resetServerClock(request);
    await holdServerJobs(request, []);
  }
});
