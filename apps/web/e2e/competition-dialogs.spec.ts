import { errorMessage } from '@mecha/shared/errors/messages';
import type { Language } from '@mecha/shared/i18n/languages';
import path from 'node:path';
import { compDialogsEn } from '../src/i18n/comp-dialogs/en.ts';
import { compDialogsJa } from '../src/i18n/comp-dialogs/ja.ts';
import { compDialogsZhCN } from '../src/i18n/comp-dialogs/zh-CN.ts';
import { compDialogsZhHK } from '../src/i18n/comp-dialogs/zh-HK.ts';
import { CONFIRM_KINDS, DENIAL_KEYS, DENIALS } from '../src/features/competition/lib/denials.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/csp.ts';
import { saveShot, SHOTS, shot } from './support/helpers.ts';

// competition/dialog-demo (issue 14) at 390×844, as a visitor, in the four languages picked with the page's own
// switch: every tournament refusal opens its dialog with the catalogue's message in that language, its title and
// its next step (or OK alone); every confirmation opens and closes; focus stays in a dialog; axe and tap targets
// on the page and on an open dialog. A screenshot per language, the page and the not-eligible dialog.
const DEMO = '/#/pages/competition/dialog-demo/index';
const TEXTS: Record<Language, typeof compDialogsEn.compDialogs> = {
  'zh-CN': compDialogsZhCN.compDialogs,
  'zh-HK': compDialogsZhHK.compDialogs,
  en: compDialogsEn.compDialogs,
  ja: compDialogsJa.compDialogs,
};

for (const language of ['zh-CN', 'zh-HK', 'en', 'ja'] as const) {
  test(`every tournament dialog in ${language}`, async ({ page }) => {
    const texts = TEXTS[language];
    await page.goto(DEMO);
    await page.getByTestId(`demo-language-${language}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.demoTitle);
    await expect(page.getByTestId('demo-denial')).toHaveCount(DENIAL_KEYS.length);

    for (const key of DENIAL_KEYS) {
      await page.locator(`[data-testid="demo-denial"][data-key="${key}"]`).click();
      const dialog = page.getByRole('dialog', { name: texts.denial[key].title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('denial-message')).toHaveText(errorMessage(key, language));
      await expect(dialog.getByTestId('denial-hint')).not.toBeEmpty();
      const step = DENIALS[key];
      if (step) await expect(dialog.getByTestId('denial-step')).toHaveText(texts.steps[step]);
      else await expect(dialog.getByTestId('denial-step')).toHaveCount(0);
      await expect(dialog.getByTestId('denial-ok')).toHaveText(texts.ok);
      if (key === 'compNotEligible') {
        await expect(dialog.getByTestId('denial-gap')).toContainText('7');
        // The Overlay's entry animation has settled before the shot and the contrast check.
        await page.waitForTimeout(250);
        await shot(page, `competition-dialogs-${language}-not-eligible`);
        await expectAccessible(page, `the not-eligible dialog (${language})`);
        // Focus is trapped: Tab from the last control comes back to the first.
        await expect(dialog.getByTestId('denial-ok')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(dialog.getByTestId('denial-step')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(dialog.getByTestId('denial-ok')).toBeFocused();
      }
      await dialog.getByTestId('denial-ok').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    for (const kind of CONFIRM_KINDS) {
      await page.locator(`[data-testid="demo-confirm"][data-key="${kind}"]`).click();
      const dialog = page.getByRole('dialog', { name: texts.confirm[kind].title });
      await expect(dialog.getByTestId('confirm-dialog')).not.toBeEmpty();
      await expect(dialog.getByRole('button', { name: texts.confirm[kind].confirm })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    await shot(page, `competition-dialogs-${language}`);
    await expectAccessible(page, `the dialog demo (${language})`);
  });
}

test('a link step leaves for its page: log in, coming back to the demo', async ({ page }) => {
  await page.goto(DEMO);
  await page.getByTestId('demo-language-en').click();
  await page.locator('[data-testid="demo-denial"][data-key="loginRequired"]').click();
  await page.getByRole('dialog').getByTestId('denial-step').click();
  await expect(page).toHaveURL(/#\/pages\/login\/index\?back=%2Fpages%2Fcompetition%2Fdialog-demo%2Findex$/);
});

// The bracket as BracketView draws it on the tournament page at 390 px, from a published bracket (the answer is
// stubbed, so the layout is checked with three rounds whatever the sim tournament has reached): rounds side by
// side in a scrollable region, scores, the winner, a walkover, the absent teams; axe and tap targets.
test('the bracket at 390 px: rounds side by side, scores, the winner, a walkover and the absent teams', async ({ page }) => {
  const team = (n: number) => ({ id: `team-${n}`, name: ['Nova Lancers', 'Kestrel Wing', 'Orbit Breakers', 'Drift Unit', 'Iron Comet', 'Blue Halo', 'Star Forge', 'Void Runners'][n - 1]!, members: [] });
  const match = (id: number, round: number, slot: number, a: number | null, b: number | null, score: [number, number] | null, winner: number | null, state = 'done') => ({
    id, round, slot, teamA: a ? team(a) : null, teamB: b ? team(b) : null, scoreA: score?.[0] ?? null, scoreB: score?.[1] ?? null,
    winnerId: winner ? `team-${winner}` : null, state, startsAt: 1_763_200_000 + round * 3600,
  });
  const bracket = {
    tournamentId: 'sac-2025',
    stages: [{
      stage: { id: 'knockout', kind: 'knockout', name: 'Top 8', startsAt: 1_763_200_000, endsAt: 1_763_300_000, checkinOpensAt: 1_763_196_400, state: 'live' },
      rounds: [
        { round: 1, matches: [match(1, 1, 1, 1, 2, [2, 1], 1), match(2, 1, 2, 3, 4, [0, 2], 4), match(3, 1, 3, 5, 6, [2, 0], 5), match(4, 1, 4, 7, null, null, 7, 'walkover')] },
        { round: 2, matches: [match(5, 2, 1, 1, 4, null, null, 'scheduled'), match(6, 2, 2, 5, 7, null, null, 'scheduled')] },
        { round: 3, matches: [match(7, 3, 1, null, null, null, null, 'scheduled')] },
      ],
      absent: [team(8)],
      checkedIn: 7,
    }],
  };
  await page.route('**/api/competition/bracket?*', (route) => route.fulfill({ json: { code: 0, data: bracket, msg: '' } }));
  await page.goto('/#/pages/competition/home/index');
  const view = page.getByTestId('comp-bracket');
  await expect(view.getByTestId('bracket-match')).toHaveCount(7);
  await expect(view.locator('[data-match="4"]')).toHaveAttribute('data-state', 'walkover');
  await expect(view.locator('[data-match="1"] [data-won]')).toContainText('Nova Lancers');
  await expect(view.getByTestId('bracket-absent')).toContainText('Void Runners');
  // Rounds sit side by side: the second round starts right of the first, inside a region that scrolls.
  const [first, second] = await view.getByTestId('bracket-round').all();
  expect((await second!.boundingBox())!.x).toBeGreaterThan((await first!.boundingBox())!.x + 100);
  await view.scrollIntoViewIfNeeded();
  await saveShot(view, path.join(SHOTS, 'competition-dialogs-bracket.png'));
  await expectAccessible(page, 'the tournament page with a bracket');
});
