import { createHash } from 'node:crypto';
import type { EditionCode } from '@mecha/shared/editions';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import type { Language } from '@mecha/shared/i18n/languages';
import type { Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectAccessible } from './support/axe.ts';
import { ANNUAL, eventIdOf, grantTickets, movePrizeStock, opsPrize, playerCall, runForfeit, setEventEnd, setPrizeWeight, shipDraw } from './support/annual.ts';
import { typeAddress } from './support/mall.ts';
import { advanceServerClock, editionUids, payShot, resetServerClock, ssoInto } from './support/pay.ts';
import { settled } from './support/record.ts';
import { signWzToken } from './support/sso.ts';
import { calm } from './support/welfare.ts';

// The character vote and the lucky draw at 390×844 in each language (W2, decision 0167). The vote: a visitor is
// asked to log in; a role with a match in the report year picks three mechas, a fourth is refused with SPEC §5's
// message, confirms once, and sees its picks locked and the live tally. The draw: support grants tickets, the
// player draws until none is left (the button off, the way to the tasks). Then a physical prize for sure (an
// operator raises its weight; the pool is put back after): the address form (name and phone first), submitted,
// locked, then shipped with its tracking number; a second one left without an address is forfeited by the job 8
// days later (the server's dev clock).
// Roles: the sim's spare roles (editionUids), no other journey's.
test.setTimeout(240_000);

const RUN = Date.now().toString(36);
const JOURNEYS: { language: Language; edition: EditionCode }[] = [
  { language: 'zh-CN', edition: 'cn' },
  { language: 'zh-HK', edition: 'hk' },
  { language: 'en', edition: 'global' },
  { language: 'ja', edition: 'jp' },
];

/** Signs in one role after another (five spare roles) until one may vote (a match in the report year). */
async function voterInto(page: Page, request: Parameters<typeof editionUids>[0], edition: EditionCode, language: Language): Promise<string> {
  const uids = await editionUids(request, edition, 5);
  for (const [i, uid] of uids.entries()) {
    await ssoInto(page, ANNUAL.vote, uid, `platform-e2e-vote-${language}-${i}-${RUN}`);
    const status = await playerCall<{ me: { canVote: boolean; vote: string[] | null } | null }>(page, '/api/one-year/status');
    expect(status.code, status.msg).toBe(0);
    if (status.data.me?.canVote && status.data.me.vote === null) return uid;
    // A role that may not vote says why, once, for the record.
    if (status.data.me && !status.data.me.canVote) {
      await expect(page.getByTestId('vote-cannot')).toBeVisible();
      await payShot(page, `annual-vote-00-cannot-${language}`, 'dark', false);
    }
  }
  throw new Error(`no role of ${edition} (of five spare roles) has a match in the report year`);
}

async function drawOnce(page: Page): Promise<{ physical: boolean; prize: string }> {
  await page.getByTestId('draw-go').click();
  const result = page.getByTestId('draw-result');
  await expect(result).toBeVisible();
  return { physical: (await result.getAttribute('data-physical')) === 'true', prize: (await result.getAttribute('data-prize')) ?? '' };
}

for (const { language: lang, edition } of JOURNEYS) {
  test.describe(lang, () => {
    test.use({ locale: lang });

    test(`vote three → tally; a fourth refused; draw until out of tickets (${lang})`, async ({ page, request }) => {
      // A visitor sees the event and is asked to log in, on both pages.
      await page.goto(`/#${ANNUAL.vote}`);
      await expect(page.getByTestId('vote-login')).toBeVisible();
      await expect(page.getByTestId('vote-grid')).toBeVisible();
      await expect(page.getByTestId('vote-tally')).toHaveCount(0);
      await settled(page);
      await payShot(page, `annual-vote-01-visitor-${lang}`, 'dark', false);
      await page.goto(`/#${ANNUAL.lottery}`);
      await expect(page.getByTestId('lottery-login')).toBeVisible();
      await expect(page.getByTestId('prize-row')).toHaveCount(5);
      await settled(page);
      await payShot(page, `annual-draw-01-visitor-${lang}`, 'dark', false);

      // A role that may vote: three picks, a fourth refused with the catalogue's words.
      const uid = await voterInto(page, request, edition, lang);
      await expect(page.getByTestId('vote-bar')).toBeVisible();
      const cards = page.getByTestId('vote-card');
      for (const i of [0, 1, 2]) await cards.nth(i).locator('button').click();
      await expect(page.getByTestId('vote-count')).toHaveText('3 / 3');
      await cards.nth(3).locator('button').click();
      await expect(page.getByText(errorMessage('annualVoteTooMany', lang))).toBeVisible();
      await expect(cards.nth(3)).toHaveAttribute('data-picked', 'false');
      await expect(page.getByTestId('vote-tally')).toHaveCount(0);
      await payShot(page, `annual-vote-02-fourth-refused-${lang}`, 'dark', false);
      await calm(page);
      await expectAccessible(page, `character vote (${lang})`);

      // Confirm in the sheet: final; then locked with my picks marked and the live tally.
      const picked = await Promise.all([0, 1, 2].map((i) => cards.nth(i).getAttribute('data-id')));
      await page.getByTestId('vote-open').click();
      await expect(page.getByTestId('vote-confirm')).toBeVisible();
      await payShot(page, `annual-vote-03-confirm-${lang}`, 'dark', false);
      await page.getByTestId('vote-go').click();
      await expect(page.getByTestId('vote-locked')).toBeVisible();
      await expect(page.getByTestId('vote-bar')).toHaveCount(0);
      const tally = page.getByTestId('vote-tally');
      await expect(tally).toBeVisible();
      await expect(tally.locator('[data-testid="tally-row"][data-mine="true"]')).toHaveCount(3);
      for (const id of picked) await expect(tally.locator(`[data-testid="tally-row"][data-id="${id}"]`)).toHaveAttribute('data-mine', 'true');
      await expect(page.locator('[data-testid="vote-card"][data-picked="true"]')).toHaveCount(3);
      // The server holds the one vote: a second is refused.
      const again = await playerCall(page, '/api/one-year/vote', { roles: [picked[0]] });
      expect(again.code).not.toBe(0);
      await calm(page);
      await payShot(page, `annual-vote-04-tally-${lang}`, 'dark', true);
      if (lang === 'zh-CN') await payShot(page, `annual-vote-04-tally-${lang}-light`, 'light', false);
      await expectAccessible(page, `character vote, voted (${lang})`);

      // Support grants three tickets; the player draws until none is left.
      await grantTickets(request, eventIdOf(edition), uid, 3);
      await page.getByTestId('vote-to-draw').click();
      await expect(page.getByTestId('draw-tickets')).toHaveText('3');
      await settled(page);
      await payShot(page, `annual-draw-02-tickets-${lang}`, 'dark', false);
      await expectAccessible(page, `lucky draw (${lang})`);
      for (let left = 3; left > 0; left--) {
        await expect(page.getByTestId('draw-tickets')).toHaveText(String(left));
        await drawOnce(page);
        if (left === 3) await payShot(page, `annual-draw-03-result-${lang}`, 'dark', false);
        await page.getByTestId('draw-close').click();
      }
      await expect(page.getByTestId('draw-tickets')).toHaveText('0');
      await expect(page.getByTestId('draw-go')).toBeDisabled();
      await expect(page.getByTestId('draw-no-tickets')).toBeVisible();
      await expect(page.getByTestId('draw-to-tasks')).toBeVisible();
      await expect(page.getByTestId('draw-row')).toHaveCount(3);
      // The server agrees: no ticket, no draw.
      const refused = await playerCall(page, '/api/one-year/lottery', {});
      expect(refused.code).toBe(ERRORS.annualNoTickets.code);
      await calm(page);
      await payShot(page, `annual-draw-04-no-tickets-${lang}`, 'dark', true);
    });

    test(`a physical prize → address → locked → shipped; a forfeited one (${lang})`, async ({ page, request }) => {
      const eventId = eventIdOf(edition);
      const [uid] = await editionUids(request, edition, 1);
      await ssoInto(page, ANNUAL.lottery, uid!, `platform-e2e-draw-${lang}-${RUN}`);
      await grantTickets(request, eventId, uid!, 2);

      // The figure: one unit left and almost all the weight, so this draw wins it and it runs out (soldOut odds).
      const figure = await opsPrize(request, eventId, 'figure-1-60');
      if (figure.stock! > 1) await movePrizeStock(request, eventId, 'figure-1-60', 1 - figure.stock!);
      const figureWeight = await setPrizeWeight(request, eventId, 'figure-1-60', 1_000_000);
      let won;
      try {
        await page.reload();
        await expect(page.getByTestId('draw-tickets')).toHaveText('2');
        won = await drawOnce(page);
      } finally {
        await setPrizeWeight(request, eventId, 'figure-1-60', figureWeight);
      }
      expect(won).toEqual({ physical: true, prize: 'figure-1-60' });
      await payShot(page, `annual-draw-05-physical-${lang}`, 'dark', false);

      // The address: name and phone first (SPEC §5's words), then the full form; once sent it is locked.
      await page.getByTestId('draw-result-address').click();
      await expect(page.getByTestId('address-form')).toBeVisible();
      await page.getByTestId('address-submit').click();
      await expect(page.getByTestId('prize-name-phone')).toHaveText(errorMessage('fillNamePhone', lang));
      await expect(page.locator('[role="status"]').getByText(errorMessage('fillNamePhone', lang))).toBeVisible();
      await payShot(page, `annual-draw-06-name-phone-${lang}`, 'dark', false);
      await typeAddress(page, { name: 'Li Lei', city: 'Beijing', detail: 'Chang’an Avenue 1' });
      await expect(page.getByTestId('address-form')).toHaveCount(0);
      const first = page.getByTestId('draw-row').first();
      await expect(first).toHaveAttribute('data-state', 'submitted');
      await expect(first.getByTestId('address-summary')).toContainText('Li Lei');
      await expect(first.getByTestId('address-locked')).toHaveText(errorMessage('infoLocked', lang));
      // The server keeps it locked: a second address is refused.
      const drawId = Number(await first.getAttribute('data-draw'));
      const second = await playerCall(page, '/api/one-year/set-address', {
        drawId,
        address: { name: 'Han Meimei', phone: '13800138000', postcode: '100000', region: 'CN', country: 'CN', city: 'Shanghai', detail: 'Road 2', email: '' },
      });
      expect(second.code).not.toBe(0);
      // The figure is out: 0 % and marked, and the odds history shows the renormalisation.
      await expect(page.locator('[data-testid="prize-row"][data-id="figure-1-60"]')).toHaveAttribute('data-out', 'true');
      await expect(page.locator('[data-testid="prize-row"][data-id="figure-1-60"] [data-testid="prize-odds"]')).toHaveText('0%');
      await expect(page.locator('[data-testid="odds-change"][data-reason="soldOut"]').first()).toBeVisible();
      await calm(page);
      await payShot(page, `annual-draw-07-address-locked-${lang}`, 'dark', true);
      await expectAccessible(page, `lucky draw, address locked (${lang})`);

      // A poster set left without an address: 8 days later the job forfeits it.
      const posterWeight = await setPrizeWeight(request, eventId, 'poster-set', 1_000_000);
      try {
        won = await drawOnce(page);
      } finally {
        await setPrizeWeight(request, eventId, 'poster-set', posterWeight);
      }
      expect(won).toEqual({ physical: true, prize: 'poster-set' });
      await page.getByTestId('draw-close').click();
      // The pool as it is again (the draw's answer carried the raised weight).
      await page.reload();
      const poster = page.locator('[data-testid="draw-row"]').first();
      await expect(poster).toHaveAttribute('data-state', 'needed');
      await expect(poster.getByTestId('draw-countdown')).toBeVisible();
      await settled(page);
      await poster.scrollIntoViewIfNeeded();
      await payShot(page, `annual-draw-08-countdown-${lang}`, 'dark', false);
      try {
        // The dev clock moves at most a day a call.
        for (let day = 0; day < 8; day++) await advanceServerClock(request, 86_400);
        await runForfeit(request);
        await page.reload();
        await expect(page.locator('[data-testid="draw-row"]').first()).toHaveAttribute('data-state', 'forfeited');
        await expect(page.locator('[data-testid="draw-row"]').nth(1)).toHaveAttribute('data-state', 'submitted');
        // The operator ships the figure: shipped, with its tracking number, the address still shown locked.
        await shipDraw(request, drawId);
        await page.reload();
        const shipped = page.locator(`[data-testid="draw-row"][data-draw="${drawId}"]`);
        await expect(shipped).toHaveAttribute('data-state', 'shipped');
        await expect(shipped).toContainText('SF1234567890');
        await expect(shipped.getByTestId('address-locked')).toBeVisible();
        await settled(page);
        await page.getByTestId('draw-record').scrollIntoViewIfNeeded();
        await payShot(page, `annual-draw-09-forfeited-${lang}`, 'dark', false);
      } finally {
        await resetServerClock(request);
      }
    });
  });
}

// An account without a role (a platform sign-in with no UID): both pages ask it to bind one, in place of the action.
test.describe('an account without a role', () => {
  test.use({ locale: 'en' });

  test('is asked to bind a role on the vote and the draw (en)', async ({ page }) => {
    await page.goto(`/?from=app#${ANNUAL.vote}?wztoken=${signWzToken({ sub: `platform-e2e-unbound-${RUN}` })}`);
    await expect(page).not.toHaveURL(/wztoken/);
    // The app's own answer to a 402 (a dialog offering to bind) comes first; the page keeps its prompt behind it.
    const later = page.getByRole('dialog').getByRole('button', { name: 'Later' });
    await later.click();
    await expect(page.getByTestId('vote-bind')).toBeVisible();
    await expect(page.getByTestId('vote-card')).toHaveCount(12);
    await expect(page.getByTestId('vote-bar')).toHaveCount(0);
    await settled(page);
    await payShot(page, 'annual-vote-00-bind-en', 'dark', false);
    await page.goto(`/#${ANNUAL.lottery}`);
    // The status answers 402 again: the app offers to bind again.
    await later.click();
    await expect(page.getByTestId('lottery-bind')).toBeVisible();
    await expect(page.getByTestId('draw-machine')).toHaveCount(0);
    await expect(page.getByTestId('prize-row')).toHaveCount(5);
    await settled(page);
    await calm(page);
    await payShot(page, 'annual-draw-00-bind-en', 'dark', false);
  });
});

// After the end (an operator ends the event now, and puts its end back after): the seed is published and matches
// its hash, the draw is closed, and a physical prize won before the end still takes its address; the vote shows its
// final tally to everyone.
test.describe('after the end', () => {
  test.use({ locale: 'en' });

  test('ended: seed published, draw closed, address still accepted, final tally (en)', async ({ page, request }) => {
    const eventId = eventIdOf('global');
    const [uid] = await editionUids(request, 'global', 1);
    await ssoInto(page, ANNUAL.lottery, uid!, `platform-e2e-ended-${RUN}`);
    // Before the end: one ticket, a poster set for sure.
    await grantTickets(request, eventId, uid!, 1);
    const posterWeight = await setPrizeWeight(request, eventId, 'poster-set', 1_000_000);
    try {
      await page.reload();
      await expect(page.getByTestId('draw-tickets')).toHaveText('1');
      expect(await drawOnce(page)).toEqual({ physical: true, prize: 'poster-set' });
    } finally {
      await setPrizeWeight(request, eventId, 'poster-set', posterWeight);
    }
    await page.getByTestId('draw-close').click();

    const status = (await (await request.get('/api/one-year/status')).json()) as { data: { now: number } };
    const endsAt = await setEventEnd(request, eventId, status.data.now - 1);
    try {
      await page.reload();
      await expect(page.getByTestId('annual-window')).toHaveAttribute('data-phase', 'ended');
      await expect(page.getByTestId('draw-go')).toBeDisabled();
      await expect(page.getByTestId('draw-no-tickets')).toHaveCount(0);
      const seed = (await page.getByTestId('seed').textContent()) ?? '';
      const seedHash = (await page.getByTestId('seed-hash').textContent()) ?? '';
      expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(seedHash);
      await settled(page);
      await calm(page);
      await page.getByTestId('lottery-fair').scrollIntoViewIfNeeded();
      await payShot(page, 'annual-draw-10-ended-seed-en', 'dark', false);

      // The address is still due (7 days from the draw): accepted after the end, then locked.
      const row = page.getByTestId('draw-row').first();
      await expect(row).toHaveAttribute('data-state', 'needed');
      await row.getByTestId('draw-address').click();
      await typeAddress(page, { name: 'Sato Ken', city: 'Tokyo', detail: 'Shibuya 1-2-3', region: 'JP' });
      await expect(row).toHaveAttribute('data-state', 'submitted');
      await expect(row.getByTestId('address-locked')).toBeVisible();
      await calm(page);
      await row.scrollIntoViewIfNeeded();
      await payShot(page, 'annual-draw-11-ended-address-en', 'dark', false);
      await expectAccessible(page, 'lucky draw, ended (en)');

      // The vote has ended: no picking, the final tally for everyone, even without a vote.
      await page.goto(`/#${ANNUAL.vote}`);
      await expect(page.getByTestId('annual-window')).toHaveAttribute('data-phase', 'ended');
      await expect(page.getByTestId('vote-bar')).toHaveCount(0);
      await expect(page.getByTestId('vote-tally')).toBeVisible();
      await expect(page.locator('[data-testid="vote-card"] button')).toHaveCount(0);
      await settled(page);
      await payShot(page, 'annual-vote-05-ended-en', 'dark', true);
      await expectAccessible(page, 'character vote, ended (en)');
    } finally {
      await setEventEnd(request, eventId, endsAt);
    }
  });
});
