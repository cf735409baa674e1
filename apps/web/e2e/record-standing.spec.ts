import path from 'node:path';
import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { saveShot, SHOTS, shot } from './support/helpers.ts';
import { loginWithDemoCode, RECORD_JOURNEY_PLAYERS, settled, switchLanguage, topPlayerUids } from './support/record.ts';

// Where I stand (issue 17): the score distribution beside "better than X %", region and whole edition, the past
// seasons' percentiles on the season report, and "updated … ago" on the record screens.
test.setTimeout(180_000);

const percentIn = (text: string | null) => /\d+(\.\d+)?\s?%/.exec(text ?? '')?.[0];

test('a player sees where they stand, in their region and edition, now and in past seasons', async ({ page, request }) => {
  // Far down the top players: the first nine belong to other journeys.
  const uid = (await topPlayerUids(request, RECORD_JOURNEY_PLAYERS))[RECORD_JOURNEY_PLAYERS - 1]!;
  await loginWithDemoCode(page, uid);
  await switchLanguage(page, 'en');
  await page.getByRole('button', { name: 'Records' }).click();
  await expect(page.getByTestId('ladder-hero')).toHaveAttribute('data-placed', 'true');

  // The chart marks the player, and says in words what "better than X %" says above it.
  const panel = page.getByTestId('score-distribution');
  await expect(panel).toHaveAttribute('data-scope', 'region');
  await expect(panel.getByTestId('distribution-marker')).toBeVisible();
  const summary = panel.getByTestId('distribution-summary');
  await expect(summary).toContainText(/You score [\d,]+ and are ahead of/);
  const standing = await page.getByTestId('my-standing').textContent();
  expect(percentIn(await summary.textContent())).toBe(percentIn(standing));
  const regionTotal = Number(await panel.getByTestId('distribution-figure').getAttribute('data-total'));

  // Freshness: the record (newest match) and the board (when it was read).
  await expect(page.getByTestId('freshness')).toHaveText(/^Your latest match: (now|\d+ \w+ ago|yesterday)$/);
  await expect(page.getByTestId('board-freshness')).toHaveText(/^Updated (now|\d+ \w+ ago)$/);

  await panel.scrollIntoViewIfNeeded();
  await settled(page);
  await saveShot(panel, path.join(SHOTS, 'standing-01-region-en.png'));
  await expectAccessible(page, 'battle page with distribution');

  // The whole edition: more players (or as many), the marker still there, and the box did not change size.
  const before = await panel.boundingBox();
  await page.getByTestId('distribution-edition').click();
  await expect(panel).toHaveAttribute('data-scope', 'edition');
  await expect(panel.getByTestId('distribution-figure')).toHaveAttribute('data-area', /^[a-z]+$/);
  await expect(panel.getByTestId('distribution-marker')).toBeVisible();
  expect(Number(await panel.getByTestId('distribution-figure').getAttribute('data-total'))).toBeGreaterThanOrEqual(regionTotal);
  expect((await panel.boundingBox())?.height).toBeCloseTo(before!.height, 0);
  await settled(page);
  await saveShot(panel, path.join(SHOTS, 'standing-02-edition-en.png'));
  await shot(page, 'standing-03-battle-en');

  // The season report: freshness, and the percentile at the end of each past season.
  await page.getByTestId('link-season').click();
  await expect(page).toHaveURL(/season-performance\/index$/);
  await expect(page.getByTestId('season-head').getByTestId('freshness')).toHaveText(/^Your latest match: /);
  const past = page.getByTestId('season-percentiles');
  await expect(past).toBeVisible();
  const seasons = (await (await request.get('/api/record/season_list')).json()) as { data: { current: number } };
  if (seasons.data.current > 1) {
    const row = past.getByTestId('season-percentile').first();
    await expect(row).toContainText(/Ahead of \d+(\.\d)?\s?%/);
    expect(Number(await row.getAttribute('data-season'))).toBeLessThan(seasons.data.current);
  }
  await settled(page);
  await expectAccessible(page, 'season report with past percentiles');
  await shot(page, 'standing-04-season-report-en');
  await saveShot(past, path.join(SHOTS, 'standing-05-past-seasons-en.png'));

  // In Japanese, the same chart speaks Japanese and says how fresh it is in Japanese.
  await switchLanguage(page, 'ja');
  await page.goto('/#/pages/record/battle/index');
  await expect(page.getByTestId('score-distribution').getByTestId('distribution-summary')).toContainText('あなたのスコアは');
  await expect(page.getByTestId('freshness')).toContainText('直近の試合');
});

test('a visitor sees the distribution without a marker', async ({ page }) => {
  await page.goto('/#/pages/record/battle/index');
  const panel = page.getByTestId('score-distribution');
  await expect(panel.getByTestId('distribution-figure')).toBeVisible();
  await expect(panel.getByTestId('distribution-marker')).toHaveCount(0);
  await page.getByTestId('distribution-edition').click();
  await expect(panel).toHaveAttribute('data-scope', 'edition');
  await expect(panel.getByTestId('distribution-figure')).toBeVisible();
  await expect(panel.getByTestId('distribution-marker')).toHaveCount(0);
});
