import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { loginWithDemoCode, settled, topPlayerUids } from './support/record.ts';

// A player with a rich record reads it: rank badge, score and peak, trend, matches (infinite scroll and pull to
// refresh), opens a 2v2 match with its score breakdown, switches season and mode, opens the leaderboard and the
// ladder rules.
test.use({ locale: 'zh-CN' });
test.setTimeout(150_000);

test('a player reads their record, opens a 2v2 match, switches season and mode, opens the leaderboard', async ({ page, request }) => {
  const [uid] = await topPlayerUids(request, 1);
  await loginWithDemoCode(page, uid!);

  // The records tab: this player's own ladder, not the sample.
  await page.getByRole('button', { name: '战绩' }).click();
  await expect(page).toHaveURL(/#\/pages\/record\/battle\/index$/);
  await expect(page.getByTestId('role-strip')).toHaveAttribute('data-uid', uid!);
  await expect(page.getByTestId('sample-banner')).toHaveCount(0);
  const hero = page.getByTestId('ladder-hero');
  await expect(hero).toHaveAttribute('data-placed', 'true');
  // A top-100 player is above 3500: Supreme Star or higher, from the engine's rank edges.
  await expect(hero).toHaveAttribute('data-rank', /supreme-star|void-dark-star|eternal-black-hole/);
  await expect(page.getByTestId('arena-score')).toHaveText(/^\d{1,3}(,\d{3})*$/);
  // The trend's chart is drawn once its panel is on the screen (decision 0225): the reader scrolls to it.
  await page.getByTestId('score-trend').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('score-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('battle-item').first()).toBeVisible();
  await settled(page);
  await shot(page, 'record-01-battle-zh-CN');

  // Infinite scroll: reaching the bottom loads the next page of 20.
  const items = page.getByTestId('battle-item');
  await expect(items).toHaveCount(20);
  const nextPage = page.waitForRequest((r) => r.url().includes('/api/record/battle_list') && r.url().includes('page=2'));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await nextPage;
  await expect.poll(() => items.count()).toBeGreaterThan(20);

  // Pull to refresh at the top refetches the ladder.
  await page.evaluate(() => window.scrollTo(0, 0));
  const refetch = page.waitForRequest((r) => r.url().includes('/api/record/battle_summary'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 300 }] });
  for (let y = 320; y <= 520; y += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await refetch;

  // 2v2: the mode sits in the URL; the list now holds 2v2 matches.
  await page.getByTestId('mode-T2').click();
  await expect(page).toHaveURL(/mode=T2/);
  await expect(page.getByTestId('mode-T2')).toHaveAttribute('aria-pressed', 'true');
  const first2v2 = page.getByTestId('battle-item').first();
  await expect(first2v2).toHaveAttribute('href', /vs22-detail\/index\?id=/);
  await first2v2.click();

  // The 2v2 detail: two sides of two, bans, premade badges and each score change in parts.
  await expect(page).toHaveURL(/#\/pages\/record\/vs22-detail\/index\?id=/);
  await expect(page.getByRole('heading', { name: '2v2 对局详情', level: 1 })).toBeVisible();
  await expect(page.getByTestId('match-side')).toHaveCount(2);
  await expect(page.getByTestId('player-card')).toHaveCount(4);
  await expect(page.getByTestId('premade-badge')).toHaveCount(2);
  await expect(page.getByTestId('score-parts').first().locator('[data-part]')).toHaveCount(4);
  await expect(page.locator(`[data-testid="player-card"][data-uid="${uid}"]`)).toContainText('我');
  await expect(page.getByTestId('match-summary')).toContainText(/胜利|失败/);
  await settled(page);
  await shot(page, 'record-02-vs22-detail-zh-CN');

  // Back to the list, still on 2v2; switch to the previous season.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/battle\/index\?mode=T2$/);
  const seasons = page.getByTestId('record-controls').locator('[data-testid^="season-"]');
  await expect(seasons).toHaveCount(2);
  const previous = seasons.first();
  const previousCode = (await previous.getAttribute('data-testid'))!.replace('season-', '');
  const prevSummary = page.waitForRequest((r) => r.url().includes('/api/record/battle_summary') && r.url().includes(`season=${previousCode}`));
  await previous.click();
  await prevSummary;
  await expect(previous).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ladder-hero')).toBeVisible();
  await settled(page);
  await shot(page, 'record-03-previous-season-2v2-zh-CN');

  // Back to the current season and 1v1; the regional leaderboard lists this player.
  await seasons.last().click();
  await page.getByTestId('mode-T1').click();
  await expect(page.getByTestId('my-standing')).toHaveAttribute('data-placed', 'true');
  await page.getByTestId('open-leaderboard').click();
  const board = page.getByRole('dialog');
  await expect(board.getByRole('heading', { name: '1v1 排行榜' })).toBeVisible();
  await expect(board.getByTestId('leaderboard-row').first()).toBeVisible();
  expect(await board.getByTestId('leaderboard-row').count()).toBeLessThanOrEqual(100);
  await expect(board.locator(`[data-testid="leaderboard-row"][data-uid="${uid}"]`)).toContainText('我');
  await shot(page, 'record-04-leaderboard-zh-CN');
  // Another region's board.
  const regions = board.getByTestId('region-chip');
  expect(await regions.count()).toBeGreaterThan(1);
  const other = regions.nth(1);
  const otherRegion = (await other.textContent())!;
  await other.click();
  await expect(board.getByTestId('leaderboard-list')).toHaveAttribute('data-region', otherRegion);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The ladder rules: every rank, generated from the engine.
  await page.getByTestId('link-rules').click();
  const rules = page.getByTestId('rules-sheet');
  await expect(rules.locator('li[data-rank]')).toHaveCount(8);
  await expect(rules).toContainText('1,000–1,199');
  await expect(rules).toContainText('永恒黑洞');
  await shot(page, 'record-05-rules-zh-CN');
});
