import { API } from '@mecha/shared/api-paths';
import type { EditionCode } from '@mecha/shared/editions';
import type { Language } from '@mecha/shared/i18n/languages';
import type { Page } from '@playwright/test';
import { playerCall } from './support/annual.ts';
import { expectAccessible } from './support/axe.ts';
import {
  checkInByCall, compHome, hideOtherLiveTournaments, playerPage, regionEntrants, rivalTeam, saveTournament, seedAndResult, type Entrant,
} from './support/competition.ts';
import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';
import { payShot, ssoInto } from './support/pay.ts';
import { settled } from './support/record.ts';

// The 2v2 tournament at 390×844 in each language (helper E, decision 0169): the operator opens a tournament's
// sign-up; the leader creates a team and shares its link; the partner opens it in another browser, sees the team
// and joins; the leader sees the partner; the operator moves the tournament so the first round's check-in opens;
// a member checks in; a rival team (formed through the players' own calls) checks in too; the operator seeds the
// bracket and enters a result; the bracket shows it. In English also: the leader removes the partner (history
// shows it) and the partner joins again by typing the code; the rival's member leaves and comes back.
// Roles: the first four 8000+ 2v2 roles of each edition's biggest region (the eligibility spec takes 8 and up).
test.setTimeout(240_000);

const RUN = Date.now().toString(36);
const JOURNEYS: { language: Language; edition: EditionCode }[] = [
  { language: 'en', edition: 'global' },
  { language: 'zh-CN', edition: 'cn' },
  { language: 'zh-HK', edition: 'hk' },
  { language: 'ja', edition: 'jp' },
];

/** Confirms the open confirmation (helper F's dialog) of the given kind. */
async function confirm(page: Page, kind: string): Promise<void> {
  await expect(page.getByTestId('confirm-dialog')).toHaveAttribute('data-confirm', kind);
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('confirm-dialog') });
  // Cancel first, confirm last (the app's confirmation).
  await dialog.getByRole('button').last().click();
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
}

/** The share sheet stands in for the phone's: the link it was given is kept for the test to open. */
async function captureShares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __shared: unknown[] }).__shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => void (window as unknown as { __shared: unknown[] }).__shared.push(data),
    });
  });
}

async function lastShared(page: Page): Promise<{ title: string; text: string; url: string }> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { __shared: { title: string; text: string; url: string }[] }).__shared.at(-1)!);
}

for (const { language: lang, edition } of JOURNEYS) {
  test.describe(lang, () => {
    test.use({ locale: lang });

    test(`create → share link → partner joins → check-in → bracket (${lang})`, async ({ page, request, browser }) => {
      const id = `e2e-${lang.toLowerCase()}-${RUN}`;
      const [leader, partner, rivalLeader, rivalMember] = (await regionEntrants(request, edition, 4)) as [Entrant, Entrant, Entrant, Entrant];
      await hideOtherLiveTournaments(request, id);
      await saveTournament(request, { id, title: `SAC E2E ${lang}`, phase: 'open' });

      // The leader: eligible, creates a team (the contact checked as typed, the rules ticked).
      await captureShares(page);
      await ssoInto(page, compHome(id), leader.uid, `platform-e2e-comp-${lang}-lead-${RUN}`);
      await expect(page.getByTestId('comp-eligibility')).toHaveAttribute('data-standing', 'eligible');
      await expect(page.getByTestId('comp-registration')).toHaveAttribute('data-state', 'open');
      await expect(page.getByTestId('comp-countdown')).toBeVisible();
      await settled(page);
      await shot(page, `comp-journey-01-eligible-${lang}`);

      await page.getByTestId('comp-create').click();
      const sheet = page.getByTestId('comp-create-sheet');
      await sheet.getByTestId('comp-team-name').fill(`Wings ${lang} ${RUN.slice(-4)}`);
      await sheet.getByTestId('comp-contact-discord').click();
      await sheet.getByTestId('comp-contact').fill('no spaces allowed');
      await expect(sheet.getByRole('alert')).toBeVisible();
      await sheet.getByTestId('comp-contact').fill('wings_leader');
      await expect(sheet.getByRole('alert')).toHaveCount(0);
      await sheet.getByTestId('comp-create-tick').check();
      await shot(page, `comp-journey-02-create-${lang}`);
      await sheet.getByTestId('comp-create-submit').click();
      const team = page.getByTestId('comp-team');
      await expect(team).toHaveAttribute('data-state', 'forming');
      await expect(page.getByTestId('comp-leader-badge')).toBeVisible();
      const code = (await page.getByTestId('comp-code').getAttribute('data-code'))!;
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
      await page.getByTestId('comp-share').click();
      const shared = await lastShared(page);
      expect(shared.url).toMatch(new RegExp(`#/pages/competition/home/index\\?code=${code}$`));
      await settled(page);
      await shot(page, `comp-journey-03-team-${lang}`);
      await expectAccessible(page, `comp-journey-team-${lang}`);

      // The partner opens the link in another browser: the team's preview, then joins.
      const link = new URL(shared.url);
      const partnerPage = await playerPage(browser, lang, `${link.hash.slice(1)}&t=${id}`, partner.uid, `platform-e2e-comp-${lang}-partner-${RUN}`);
      const preview = partnerPage.getByTestId('comp-preview');
      await expect(preview).toContainText(`Wings ${lang}`);
      await partnerPage.getByTestId('comp-join-tick').check();
      await shot(partnerPage, `comp-journey-04-preview-${lang}`);
      await partnerPage.getByTestId('comp-join-submit').click();
      await expect(partnerPage.getByTestId('comp-team')).toHaveAttribute('data-state', 'full');
      await expect(partnerPage.getByTestId('comp-member')).toHaveCount(2);
      await expect(partnerPage.getByTestId('comp-regenerate')).toHaveCount(0);
      await settled(partnerPage);
      await shot(partnerPage, `comp-journey-05-joined-${lang}`);

      // The leader sees the partner.
      await page.reload();
      await expect(page.getByTestId('comp-member')).toHaveCount(2);
      await expect(page.getByTestId('comp-team')).toHaveAttribute('data-state', 'full');

      if (lang === 'en') {
        // Remove (confirmed), the history says so, and the partner joins again by typing the code.
        await page.getByTestId('comp-remove').click();
        await confirm(page, 'remove');
        await expect(page.getByTestId('comp-member')).toHaveCount(1);
        await page.getByTestId('comp-history').click();
        await expect(page.getByTestId('history-line').first()).toHaveAttribute('data-action', 'removed');
        await settled(page);
        await shot(page, 'comp-journey-05b-history-en');
        await page.getByTestId('history-close').click();

        await partnerPage.goto(`/#${compHome(id)}`);
        await expect(partnerPage.getByTestId('comp-no-team')).toBeVisible();
        await partnerPage.getByTestId('comp-join').click();
        await partnerPage.getByTestId('comp-code-input').fill(`${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`);
        await partnerPage.getByTestId('comp-preview-go').click();
        await expect(partnerPage.getByTestId('comp-preview')).toBeVisible();
        await partnerPage.getByTestId('comp-join-tick').check();
        await partnerPage.getByTestId('comp-join-submit').click();
        await expect(partnerPage.getByTestId('comp-member')).toHaveCount(2);
      }

      // A rival team through the players' own calls.
      const rivalA = await playerPage(browser, lang, compHome(id), rivalLeader.uid, `platform-e2e-comp-${lang}-rival-a-${RUN}`);
      const rivalB = await playerPage(browser, lang, compHome(id), rivalMember.uid, `platform-e2e-comp-${lang}-rival-b-${RUN}`);
      await rivalTeam(rivalA, rivalB, id, `Rivals ${lang} ${RUN.slice(-4)}`);
      if (lang === 'en') {
        // The rival's member leaves through the page (confirmed) and comes back by the code.
        await rivalB.reload();
        await rivalB.getByTestId('comp-leave').click();
        await confirm(rivalB, 'leave');
        await expect(rivalB.getByTestId('comp-no-team')).toBeVisible();
        const rivalCode = await playerCall<{ inviteCode: string }>(rivalA, `${API.compMyTeam}?tournamentId=${id}`);
        const back = await playerCall(rivalB, API.compJoinTeam, { inviteCode: rivalCode.data.inviteCode, agree: true });
        expect(back.code, back.msg).toBe(0);
      }

      // The operator moves the tournament: sign-up over, the first round's check-in open, the roster locked.
      await saveTournament(request, { id, title: `SAC E2E ${lang}`, phase: 'checkin' });
      await partnerPage.reload();
      await expect(partnerPage.getByTestId('comp-locked')).toBeVisible();
      await expect(partnerPage.getByTestId('comp-leave')).toHaveCount(0);
      await settled(partnerPage);
      await shot(partnerPage, `comp-journey-06-checkin-open-${lang}`);
      await partnerPage.getByTestId('comp-check-in').click();
      await confirm(partnerPage, 'checkIn');
      await expect(partnerPage.getByTestId('comp-checked-in')).toBeVisible();
      await checkInByCall(rivalA);

      // The bracket: seeded from the checked-in teams, a result entered, shown on the leader's page.
      const result = await seedAndResult(request, id);
      await page.reload();
      await expect(page.getByTestId('comp-checked-in')).toBeVisible();
      const match = page.getByTestId('bracket-match').first();
      await expect(match).toHaveAttribute('data-state', 'done');
      await expect(match.locator('[data-won]')).toContainText(result.winner);
      await settled(page);
      await shot(page, `comp-journey-07-bracket-${lang}`);
      await expectAccessible(page, `comp-journey-bracket-${lang}`);
      // The same page in the dark theme (saved under test-results-<port>/screenshots).
      await payShot(page, `comp-journey-08-bracket-dark-${lang}`, 'dark');

      for (const p of [partnerPage, rivalA, rivalB]) await p.context().close();
    });
  });
}
