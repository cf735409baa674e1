import type { EditionCode } from '@mecha/shared/editions';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { ANNUAL, playerCall, reportFacts, ticketsOf } from './support/annual.ts';
import { expect, test } from './support/csp.ts';
import { editionUids, payShot, ssoInto } from './support/pay.ts';
import { signWzToken } from './support/sso.ts';
import { calm } from './support/welfare.ts';
import { settled } from './support/record.ts';
import { saveShot } from './support/helpers.ts';

// The anniversary page of W1 (issue 13) in the four languages at 390×844: a visitor's page with the log-in prompt;
// a player's memory report as story cards → a card's poster → the share link opened in a fresh context without
// login; a number → its matches → a match's detail; tasks → claim → tickets go up, claimed state; a role with no
// match in the report year gets the kind page. Roles are the sim's spare roles (editionUids: no other journey gets
// them), the role without matches from quiet serials no sample lists; each is picked by asking the server for its
// report.
test.setTimeout(240_000);

const LANGUAGES: { language: 'zh-CN' | 'zh-HK' | 'en' | 'ja'; edition: EditionCode }[] = [
  { language: 'zh-CN', edition: 'cn' },
  { language: 'zh-HK', edition: 'hk' },
  { language: 'en', edition: 'global' },
  { language: 'ja', edition: 'jp' },
];

/** The run's own results folder, as payShot uses it (test-results-<port>/ off the default port). */
const resultsDir = () => (process.env.E2E_PORT && process.env.E2E_PORT !== '3100' ? `test-results-${process.env.E2E_PORT}` : 'test-results');

const subOf = (uid: string) => `platform-e2e-annual-w1-${uid}`;

/** Signs each candidate in (each with its own account) until one whose report `wanted` accepts. */
async function pickRole(page: Page, uids: string[], wanted: (facts: { empty: boolean; matches: number }) => boolean): Promise<string | null> {
  for (const uid of uids) {
    // A hash change alone would not reload the app, and the platform token is read when the app starts.
    await page.goto('about:blank');
    await ssoInto(page, ANNUAL.annual, uid, subOf(uid));
    if (wanted(await reportFacts(page))) return uid;
  }
  return null;
}

const UID_PREFIX: Record<EditionCode, number> = { cn: 1, hk: 2, global: 3, jp: 4 };

/**
 * Roles likely to have no match in the report year: the sim's sample lists only busy players (a full last season),
 * so quiet ones are found among serials 300–339 of the edition (every edition has more than 450 roles; the sim's
 * uids are prefix·10⁷ + 1000 + serial), leaving out anything the sample lists (other journeys pick from it).
 */
async function quietCandidates(request: APIRequestContext, edition: EditionCode): Promise<string[]> {
  const response = await request.get(`/api/dev/sim/roles?edition=${edition}&limit=100`);
  const sampled = new Set(((await response.json()) as { data: { list: { uid: string }[] } }).data.list.map((r) => r.uid));
  return Array.from({ length: 40 }, (_, i) => String(UID_PREFIX[edition] * 10_000_000 + 1000 + 300 + i)).filter((uid) => !sampled.has(uid));
}

async function logOut(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of ['token', 'userInfo', 'roleList', 'selectedRoleId']) localStorage.removeItem(`mecha.${key}`);
  });
  await page.goto('about:blank');
}

for (const { language, edition } of LANGUAGES) {
  test.describe(`anniversary report in ${language}`, () => {
    test.use({ locale: language });

    test(`visitor, report cards, poster, share page, matches, tasks and the kind page (${language})`, async ({ page, browser, request, baseURL }) => {
      const shot = (name: string, scheme: 'dark' | 'light' = 'dark', full = true) => payShot(page, `annual-${language}-${name}`, scheme, full);

      // A visitor finds the event from the gift-pack page, and sees it with what it offers and the log-in prompt.
      await page.goto('/#/pages/act/welfare/index');
      await expect(page.getByTestId('annual-entry')).toBeVisible();
      if (language === 'en') await expectAccessible(page, 'welfare page with the anniversary card');
      await page.getByTestId('annual-entry').click();
      await expect(page).toHaveURL(/#\/pages\/act\/annual\/index$/);
      await expect(page.getByTestId('annual-event')).toBeVisible();
      await expect(page.getByTestId('annual-login')).toBeVisible();
      await expect(page.getByTestId('annual-about')).toBeVisible();
      await expect(page.getByTestId('annual-phase')).toHaveAttribute('data-phase', 'open');
      await settled(page);
      await shot('01-visitor');
      if (language === 'en') await expectAccessible(page, 'annual page, visitor');

      // A role with matches in the report year.
      const slice = await editionUids(request, edition, 10);
      const uid = await pickRole(page, slice, (f) => !f.empty && f.matches >= 3);
      expect(uid, `a role with matches among ${slice.join(', ')}`).not.toBeNull();
      await page.reload();
      const deck = page.getByTestId('story-deck');
      await expect(deck).toBeVisible();
      const cards = deck.getByTestId('story-card');
      expect(await cards.count()).toBeGreaterThanOrEqual(5);
      await settled(page);
      await shot('02-report');
      await shot('02-report-light', 'light');
      await page.emulateMedia({ colorScheme: 'dark' });

      // Swiping through: the next button (and the dots) move one card; the third card is in view.
      await page.getByTestId('story-next').click();
      await page.getByTestId('story-next').click();
      await expect(page.getByTestId('story-dot').nth(2)).toHaveAttribute('aria-current', 'true');
      await expect(cards.nth(2)).toBeInViewport({ ratio: 0.9 });
      // Each card as a player sees it (the deck only).
      const count = await cards.count();
      for (let i = 0; i < count; i++) {
        await page.getByTestId('story-dot').nth(i).click();
        await expect(page.getByTestId('story-dot').nth(i)).toHaveAttribute('aria-current', 'true');
        await expect(cards.nth(i)).toBeInViewport({ ratio: 0.99 });
        await page.waitForTimeout(600);
        const card = await cards.nth(i).getAttribute('data-card');
        await saveShot(deck, `${import.meta.dirname}/../${resultsDir()}/screenshots/annual-${language}-03-card-${i + 1}-${card}.png`);
      }
      await page.getByTestId('story-dot').nth(2).click();
      await expect(cards.nth(2)).toBeInViewport({ ratio: 0.9 });
      await expect(page.getByTestId('story-dot').nth(2)).toHaveAttribute('aria-current', 'true');
      // The keyboard too: from the track, the left arrow goes back one.
      await deck.getByRole('region').focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('story-dot').nth(1)).toHaveAttribute('aria-current', 'true');
      await page.getByTestId('story-dot').first().click();
      await expect(page.getByTestId('story-dot').first()).toHaveAttribute('aria-current', 'true');

      // Tasks before sharing: the share task is to do; the log-in task is claimable (today's log-in).
      const tasks = page.getByTestId('annual-tasks');
      const shareTask = tasks.locator('[data-task="share"]');
      const loginTask = tasks.locator('[data-task="login"]');
      await expect(shareTask).toHaveAttribute('data-state', 'todo');
      const before = await ticketsOf(page);
      await expect(page.getByTestId('annual-tickets')).toHaveText(String(before));

      // A card as a poster: making it asks `shared` (today's share task is done), then the poster is drawn.
      await cards.first().getByTestId('story-poster').click();
      const sheet = page.getByTestId('report-poster-sheet');
      await expect(sheet.getByTestId('poster-image')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
      const link = await sheet.getByTestId('poster-preview').getAttribute('data-link');
      expect(link).toMatch(/#\/pages\/act\/annual\/share\/index\?t=\d+_/);
      await shot('04-poster', 'dark', false);
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(shareTask).toHaveAttribute('data-state', 'claimable');

      // The share page opens in a fresh context, without logging in, with the same report.
      const visitor = await browser.newContext({ locale: language, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, baseURL });
      const reader = await visitor.newPage();
      await reader.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
      await expect(reader.getByTestId('annual-share')).toBeVisible();
      await expect(reader.getByTestId('story-card').first()).toBeVisible();
      await expect(reader.getByTestId('story-poster')).toHaveCount(0);
      expect(await reader.evaluate(() => localStorage.getItem('mecha.token'))).toBeNull();
      await expect(reader.getByTestId('report-matches')).toHaveText((await page.getByTestId('report-matches').first().textContent()) ?? '');
      await settled(reader);
      await payShot(reader, `annual-${language}-05-share-page`);
      // A number on the shared report opens its matches for the reader too.
      await reader.getByTestId('report-wins').click();
      await expect(reader.getByTestId('report-match').first()).toBeVisible();
      await visitor.close();

      // Claim the share task and the log-in task: tickets go up by each task's tickets, the rows say claimed.
      const status = await playerCall<{ me: { tasks: { id: string; tickets: number; state: string }[] } }>(page, '/api/one-year/status');
      const ticketsFor = (id: string) => status.data.me.tasks.find((task) => task.id === id)?.tickets ?? 0;
      await shareTask.getByTestId('task-claim').click();
      await expect(shareTask).toHaveAttribute('data-state', 'claimed');
      await expect(page.getByTestId('annual-tickets')).toHaveText(String(before + ticketsFor('share')));
      let expected = before + ticketsFor('share');
      if ((await loginTask.getAttribute('data-state')) === 'claimable') {
        await loginTask.getByTestId('task-claim').click();
        await expect(loginTask).toHaveAttribute('data-state', 'claimed');
        expected += ticketsFor('login');
        await expect(page.getByTestId('annual-tickets')).toHaveText(String(expected));
      }
      expect(await ticketsOf(page)).toBe(expected);
      await tasks.scrollIntoViewIfNeeded();
      await expect(page.locator('[role="status"]:not([aria-label])')).toHaveCount(0, { timeout: 10_000 });
      await shot('06-tasks-claimed', 'dark', false);
      // A second claim of the same period is refused by the server (the database guards it).
      const again = await playerCall(page, '/api/one-year/direct-get', { task: 'share' });
      expect(again.code).not.toBe(0);
      if (language === 'en') await expectAccessible(page, 'annual page, player');

      // A number → the matches behind it (as many as the number says) → a match's detail.
      const matchesNumber = page.getByTestId('report-matches').first();
      const counted = Number((await matchesNumber.locator('span').first().innerText()).replace(/[^\d]/g, ''));
      await matchesNumber.click();
      await expect(page).toHaveURL(/\/pages\/act\/annual\/matches\/index\?f=/);
      await expect(page.getByTestId('report-matches-total')).toHaveAttribute('data-total', String(counted));
      await expect(page.getByTestId('report-match').first()).toBeVisible();
      await settled(page);
      await shot('07-matches');
      if (language === 'en') await expectAccessible(page, 'report matches');
      await page.getByTestId('report-match').first().click();
      await expect(page).toHaveURL(/\/pages\/record\/vs(11|22)-detail\/index\?id=/);
      await settled(page);
      await expect(page.getByTestId('record-error')).toHaveCount(0);
      await shot('08-match-detail');

      // The best score of a mode opens that one match.
      await page.goto(`/#${ANNUAL.annual}`);
      await page.getByTestId('story-dot').nth(2).click();
      const best = page.locator('[data-testid^="report-best-"][data-report-link="match"]').first();
      if (await best.count()) {
        await best.click();
        await expect(page).toHaveURL(/\/pages\/record\/vs(11|22)-detail\/index\?id=/);
        await expect(page.getByTestId('record-error')).toHaveCount(0);
      }

      // A role with no match in the report year: the kind page, with the tasks still there.
      await logOut(page);
      const quiet = await quietCandidates(request, edition);
      const empty = await pickRole(page, quiet, (f) => f.empty);
      expect(empty, `a role without matches in the report year among ${quiet.join(', ')}`).not.toBeNull();
      await page.reload();
      await expect(page.getByTestId('report-empty')).toBeVisible();
      await expect(page.getByTestId('story-deck')).toHaveCount(0);
      await expect(page.getByTestId('annual-tasks')).toBeVisible();
      await settled(page);
      await shot('09-no-matches');
      if (language === 'en') await expectAccessible(page, 'annual page, no matches');
    });
  });
}

// An account without a role (a platform sign-in with no UID): status answers 402, the page asks it to bind a role
// and still says what the anniversary offers.
test.describe('an account without a role', () => {
  test.use({ locale: 'en' });

  test('is asked to bind a role on the anniversary page (en)', async ({ page }) => {
    await page.goto(`/?from=app#${ANNUAL.annual}?wztoken=${signWzToken({ sub: `platform-e2e-annual-w1-unbound-${Date.now()}` })}`);
    await expect(page).not.toHaveURL(/wztoken/);
    // The app's own answer to a 402 (a dialog offering to bind) comes first; the page keeps its prompt behind it.
    const later = page.getByRole('dialog').getByRole('button', { name: 'Later' });
    await later.click();
    await expect(page.getByTestId('annual-bind')).toBeVisible();
    await expect(page.getByTestId('annual-about')).toBeVisible();
    await expect(page.getByTestId('record-error')).toHaveCount(0);
    await settled(page);
    await calm(page);
    await payShot(page, 'annual-en-10-bind');
  });
});
