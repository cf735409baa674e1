import type { DuoPartners } from '@mecha/shared/record/duo';
import { MIN_SAMPLE } from '@mecha/shared/record/win-interval';
import path from 'node:path';
import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { duoPlayerUid, loginWithDemoCode, settled, switchLanguage } from './support/record.ts';
import { saveShot, SHOTS } from './support/helpers.ts';

// Who I win with (issue 17): the 2v2 partners panel on the battle page, the partners page in a season and all
// time (together and apart adding up to every 2v2 match), and a partner's public card through the home lookup.
test.setTimeout(240_000);

const LANGUAGES = [
  { language: 'en', title: 'Partners', small: 'Small sample' },
  { language: 'zh-CN', title: '2v2 搭档', small: '样本少' },
] as const;

test('a visitor is asked to log in on the partners page', async ({ page }) => {
  await page.goto('/#/pages/record/duo/index');
  await expect(page.getByTestId('login-needed')).toBeVisible();
  await expect(page.getByTestId('duo-content')).toHaveCount(0);
});

test('a 2v2 player sees who they win with, together and apart, and opens a partner’s card', async ({ page, request }) => {
  const uid = await duoPlayerUid(request);
  await loginWithDemoCode(page, uid);

  for (const { language, title, small } of LANGUAGES) {
    await switchLanguage(page, language);

    // The battle page in 2v2: the partners panel, the best partner or why there is none, the top three.
    await page.goto('/#/pages/record/battle/index?mode=T2');
    const panel = page.getByTestId('duo-panel');
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await expect(panel.getByTestId('duo-top').first()).toBeVisible();
    expect(await panel.getByTestId('duo-top').count()).toBeLessThanOrEqual(3);
    await expect(panel.getByTestId('duo-panel-best').or(panel.getByTestId('duo-best-none'))).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await settled(page);
    await saveShot(panel, path.join(SHOTS, `record-duo-01-panel-${language}.png`));

    // The page, this season first.
    await panel.getByTestId('duo-all').click();
    await expect(page).toHaveURL(/#\/pages\/record\/duo\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('duo-content')).toHaveAttribute('data-scope', 'season');
    await expect(page.getByTestId('freshness')).toBeVisible();
    await settled(page);
    // The list runs to 50 partners: the first screen is what is worth looking at.
    await saveShot(page, path.join(SHOTS, `record-duo-02-season-${language}.png`));

    // All time: the answer the page shows is the server's, and each row's together and apart add up to the total.
    const answer = page.waitForResponse((r) => r.url().includes('/api/record/duo-partners') && r.url().includes('scope=all'));
    await page.getByTestId('duo-scope-all').click();
    const all = ((await (await answer).json()) as { data: DuoPartners }).data;
    await expect(page).toHaveURL(/duo\/index\?scope=all$/);
    await expect(page.getByTestId('duo-content')).toHaveAttribute('data-scope', 'all');
    await expect(page.getByTestId('duo-content')).toHaveAttribute('aria-busy', 'false');
    const total = Number(await page.getByTestId('duo-summary').getAttribute('data-total'));
    expect(total).toBe(all.Total.Matches);
    expect(total).toBeGreaterThan(0);
    expect(all.Premade.Matches + all.Solo.Matches).toBe(total);
    const rows = page.getByTestId('duo-partners').getByTestId('duo-partner');
    await expect(rows).toHaveCount(all.list.length);
    for (const [i, p] of all.list.slice(0, 8).entries()) {
      const row = rows.nth(i);
      await expect(row).toHaveAttribute('data-uid', p.Uid);
      const together = Number(await row.getAttribute('data-together'));
      const apart = Number(await row.getAttribute('data-apart'));
      expect(together + apart).toBe(total);
      // The interval shows exactly where the sample is small.
      await expect(row.getByTestId('duo-interval')).toHaveCount(together < MIN_SAMPLE ? 1 : 0);
      if (together < MIN_SAMPLE) await expect(row.getByText(small, { exact: true })).toBeVisible();
    }
    if (all.list.some((p) => p.Together.Matches < MIN_SAMPLE)) await expect(page.getByTestId('duo-legend')).toBeVisible();
    await settled(page);
    await saveShot(page, path.join(SHOTS, `record-duo-03-all-${language}.png`));
    await saveShot(rows.first(), path.join(SHOTS, `record-duo-04-row-${language}.png`));
    // The end of the list, under the scope chips that stay in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('duo-scope')).toBeInViewport();
    await page.waitForTimeout(300);
    await saveShot(page, path.join(SHOTS, `record-duo-07-list-end-${language}.png`));
    await expectAccessible(page, `record duo partners (${language})`);
    if (language === 'en') {
      // The dark theme too (the app follows the system's choice here), from the top.
      const light = await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveShot(page, path.join(SHOTS, 'record-duo-06-all-dark-en.png'));
      await page.emulateMedia({ colorScheme: light ? 'light' : 'dark' });
    }

    // A partner's card: the home page's lookup, filled and run from the link.
    const partner = all.list[0]!;
    await rows.first().getByTestId('duo-partner-card').click();
    await expect(page).toHaveURL(new RegExp(`#/pages/home/index\\?uid=${partner.Uid}$`));
    const lookup = page.getByTestId('role-lookup');
    await expect(lookup.getByRole('textbox')).toHaveValue(partner.Uid);
    await expect(lookup.getByTestId('role-card')).toHaveAttribute('data-uid', partner.Uid);
    await expect(lookup.getByTestId('role-card')).toBeInViewport();
    await settled(page);
    await saveShot(page, path.join(SHOTS, `record-duo-05-lookup-${language}.png`));

    // Back on the partners page, still all time; the last match together opens its detail.
    await page.goBack();
    await expect(page).toHaveURL(/duo\/index\?scope=all$/);
    await expect(page.getByTestId('duo-content')).toHaveAttribute('data-scope', 'all');
    await rows.first().getByTestId('duo-last-match').click();
    await expect(page).toHaveURL(new RegExp(`vs22-detail/index\\?id=${partner.LastMatchId}$`));
    await expect(page.getByTestId('match-summary')).toBeVisible();
  }

  // Every number explains itself: a partner's "N matches" this season opens exactly those matches in the battle
  // page's list, and a win total opens the wins.
  await page.goto('/#/pages/record/duo/index');
  await expect(page.getByTestId('duo-content')).toHaveAttribute('data-scope', 'season');
  const firstRow = page.getByTestId('duo-partners').getByTestId('duo-partner').first();
  const partnerUid = (await firstRow.getAttribute('data-uid'))!;
  const together = Number(await firstRow.getAttribute('data-together'));
  await firstRow.getByTestId('duo-together-matches').click();
  await expect(page).toHaveURL(new RegExp(`battle/index\\?mode=T2&partner=${partnerUid}$`));
  const strip = page.getByTestId('battle-filter');
  await expect(strip).toHaveAttribute('data-partner', partnerUid);
  await expect(strip).toBeInViewport();
  const items = page.getByTestId('battle-list').getByTestId('battle-item');
  await expect(items.first()).toBeVisible();
  // The list pages by 20: all of them when they fit, else at least a full first page.
  if (together <= 20) await expect(items).toHaveCount(together);
  else expect(await items.count()).toBeGreaterThanOrEqual(20);
  await settled(page);
  await saveShot(page, path.join(SHOTS, 'record-duo-08-matches-together.png'));
  await page.getByTestId('battle-filter-clear').click();
  await expect(page).toHaveURL(/battle\/index\?mode=T2$/);
  await expect(strip).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('stat-wins-link').click();
  await expect(page).toHaveURL(/battle\/index\?mode=T2&result=win$/);
  await expect(strip).toHaveAttribute('data-result', 'win');
  await expect(items.first()).toBeVisible();
  await expect(page.getByTestId('battle-list').locator('[data-testid="battle-item"][data-win="false"]')).toHaveCount(0);
  await expectAccessible(page, 'battle list filtered to wins');
});
