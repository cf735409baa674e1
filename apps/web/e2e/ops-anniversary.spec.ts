import { oddsPercent } from '@mecha/shared/annual/fair-draw';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { ANNUAL, annualEvents, grantTickets, movePrizeStock, opsPrize, setPrizeWeight } from './support/annual.ts';
import { typeAddress } from './support/mall.ts';
import { opsApi, opsLogin, expectConsoleAccessible } from './support/ops.ts';
import { editionUids, ssoInto } from './support/pay.ts';

// The console's anniversary screens at a desktop viewport (decisions 0050, 0177): an HK player wins a physical
// prize and gives an address; the HK editor takes a prize's whole stock out of the pool with a reason and sees the
// odds renormalise, in the console and on the player's lottery page; the shipping operator finds the winner under
// Shipping → Anniversary winners, marks it shipped, and the audit log has it. The pool is put back after.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'zh-HK' });
test.setTimeout(240_000);

const EVENT = 'anniversary-hk';
const RUN = Date.now().toString(36);

/** The pool's odds now, as the server publishes them (prizes in stock, sort then id). */
async function oddsNow(request: APIRequestContext): Promise<Map<string, number>> {
  const { list } = await annualEvents<{ list: { id: string; prizes: { id: string; weight: number; stock: number | null; sort: number }[] }[] }>(request);
  const pool = list.find((e) => e.id === EVENT)!.prizes.filter((p) => p.stock === null || p.stock > 0).sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
  return new Map(oddsPercent(pool.map((p) => ({ prizeId: p.id, weight: p.weight }))).map((o) => [o.prizeId, o.odds]));
}

/** The player wins the figure for sure (its weight raised, put back after) and sends an address; answers the draw id. */
async function winFigure(page: Page, request: APIRequestContext): Promise<number> {
  const [uid] = await editionUids(request, 'hk', 1, `ops-anniversary-${RUN}`);
  await ssoInto(page, ANNUAL.lottery, uid!, `platform-e2e-ops-anniversary-${RUN}`);
  await grantTickets(request, EVENT, uid!, 1);
  const figure = await opsPrize(request, EVENT, 'figure-1-60');
  if (figure.stock === 0) await movePrizeStock(request, EVENT, 'figure-1-60', 1);
  const weight = await setPrizeWeight(request, EVENT, 'figure-1-60', 1_000_000);
  try {
    await page.reload();
    await expect(page.getByTestId('draw-go')).toBeEnabled();
    await page.getByTestId('draw-go').click();
    await expect(page.getByTestId('draw-result')).toHaveAttribute('data-prize', 'figure-1-60');
  } finally {
    await setPrizeWeight(request, EVENT, 'figure-1-60', weight);
  }
  await page.getByTestId('draw-result-address').click();
  await typeAddress(page, { name: 'Chan Tai Man', city: 'Beijing', detail: 'Anniversary Road 1' });
  await expect(page.getByTestId('address-form')).toHaveCount(0);
  const row = page.getByTestId('draw-row').first();
  await expect(row).toHaveAttribute('data-state', 'submitted');
  return Number(await row.getAttribute('data-draw'));
}

test('editor takes a prize out of the pool with a reason (odds renormalise, player page too); shipping ships a winner; the audit log has both', async ({ page, request }) => {
  const drawId = await winFigure(page, request);
  const posterStock = (await opsPrize(request, EVENT, 'poster-set')).stock!;
  expect(posterStock).toBeGreaterThan(0);
  try {
    // The HK editor opens the prize pool of the HK event (the only event of its edition).
    const editorToken = await opsLogin(page, 'editor-hk', '#/ops/anniversary/prizes');
    await expect(page.getByTestId('event-picker')).toHaveValue(EVENT);
    await expect(page.getByTestId('odds-poster-set')).not.toHaveText('0%');
    await page.getByTestId('stock-delta-poster-set').fill(`-${posterStock}`);
    await page.locator('[data-prize="poster-set"]').getByRole('button', { name: 'Change…' }).click();
    const dialog = page.getByTestId('stock-confirm');
    await expect(dialog.getByTestId('confirm-changes')).toContainText(`stock ${posterStock} → 0`);
    await expect(dialog.getByTestId('confirm-changes')).toContainText(/Odds of poster-set: [\d.]+% → 0%/);
    await expect(dialog.getByTestId('confirm-changes')).toContainText(/Odds of coin: [\d.]+% → [\d.]+%/);
    // No reason, no change.
    await expect(dialog.getByTestId('confirm-ok')).toBeDisabled();
    await dialog.getByTestId('confirm-reason').fill('Posters recalled by the printer');
    await shot(page, 'ops-anniversary-01-stock-dialog');
    await dialog.getByTestId('confirm-ok').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('odds-poster-set')).toHaveText('0%');
    const after = await oddsNow(request);
    expect(after.has('poster-set')).toBe(false);
    await expect(page.getByTestId('odds-coin')).toHaveText(`${after.get('coin')}%`);
    await expect(page.getByTestId('odds-history').locator('tbody tr').first()).toContainText('Operator change (poster-set)');
    await shot(page, 'ops-anniversary-02-prize-pool');
    await expectConsoleAccessible(page, 'anniversary prize pool');

    // The event tab: the window in local time with UTC, the published seed hash; the forfeit sweep as a dry run.
    await page.getByRole('link', { name: 'Event', exact: true }).click();
    await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('event-form')).toContainText('UTC');
    await page.getByRole('button', { name: 'Forfeit sweep: dry run' }).click();
    await expect(page.getByTestId('run-preview')).toContainText('Dry run: nothing has changed yet.');
    await shot(page, 'ops-anniversary-06-event');

    // The player's lottery page publishes the same odds.
    await page.goto('about:blank');
    await page.goto(`/#${ANNUAL.lottery}`);
    await expect(page.locator('[data-testid="prize-row"][data-id="poster-set"] [data-testid="prize-odds"]')).toHaveText('0%');
    await expect(page.locator('[data-testid="prize-row"][data-id="coin"] [data-testid="prize-odds"]')).toContainText(String(after.get('coin')));

    // The audit row of the stock change carries the reason, stock before → after.
    const audit = await opsApi<{ list: { action: string; target: string; reason: string; before: unknown; after: unknown }[] }>(request, editorToken, '/api/ops/console/audit', { query: { q: 'annual.prize.stock' } });
    expect(audit.list[0]).toMatchObject({ action: 'annual.prize.stock', target: `${EVENT}/poster-set`, reason: 'Posters recalled by the printer', before: { stock: posterStock }, after: { stock: 0 } });

    // The shipping operator finds the winner awaiting shipment and marks it shipped.
    const shipToken = await opsLogin(page, 'shipping', '#/ops/shipping/anniversary');
    const winners = page.getByTestId('ops-annual-winners');
    await winners.getByLabel('Event').selectOption(EVENT);
    const row = winners.locator(`[data-draw="${drawId}"]`);
    await expect(row).toContainText('Chan Tai Man');
    await expect(row).toContainText('Awaiting shipment');
    await shot(page, 'ops-anniversary-03-winners');
    await row.getByLabel('Carrier').fill('SF Express');
    await row.getByLabel('Tracking number').fill(`SF${RUN.toUpperCase()}`.slice(0, 20));
    await row.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(winners.getByRole('status')).toHaveText(`Draw #${drawId} shipped.`);
    await expect(row).toHaveCount(0);
    await page.getByTestId('winner-state').selectOption('shipped');
    await expect(row).toContainText('SF Express');
    await expectConsoleAccessible(page, 'anniversary winners');
    const shipped = await opsApi<{ list: { action: string; target: string; operator: string }[] }>(request, shipToken, '/api/ops/console/audit', { query: { q: 'annual.winners.ship' } });
    expect(shipped.list.find((r) => r.target === String(drawId))).toMatchObject({ action: 'annual.winners.ship', operator: 'shipping' });

    // A narrow screen: the winners and the prize pool do not break.
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'ops-anniversary-04-winners-narrow');
    await page.evaluate((t) => sessionStorage.setItem('mecha-ops-session', t), editorToken);
    await page.goto('about:blank');
    await page.goto('/#/ops/anniversary/prizes');
    await expect(page.getByTestId('prize-table')).toBeVisible();
    await shot(page, 'ops-anniversary-05-prizes-narrow');
  } finally {
    const missing = posterStock - ((await opsPrize(request, EVENT, 'poster-set')).stock ?? 0);
    if (missing !== 0) await movePrizeStock(request, EVENT, 'poster-set', missing);
  }
});
