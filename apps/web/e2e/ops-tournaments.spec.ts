import { API } from '@mecha/shared/api-paths';
import { expect, test } from './support/csp.ts';
import { compHome, hideOtherLiveTournaments, playerPage, regionEntrants, rivalTeam, saveTournament, type Entrant } from './support/competition.ts';
import { shot } from './support/helpers.ts';
import { expectConsoleAccessible, opsApi, opsLogin } from './support/ops.ts';

// The console's Tournaments page at a desktop viewport (decisions 0051, 0178): players form two teams in the sim
// tournament whose sign-up is open (one of its own); the seeded support operator finds one by name, reveals its contact (the audit
// log shows the reveal), hands the lead to the member with a reason, and disqualifies the other team; the old
// leader's team page shows the operator's history line. The page is also looked at on a phone-sized screen.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'en-GB' });
test.setTimeout(240_000);

const RUN = Date.now().toString(36).slice(-4);
// A tournament of its own with sign-up open: the tournament journeys hide every other live one (the seeded
// sac-2026-winter included) when they run first in the same server.
const TOURNAMENT = `e2e-ops-${RUN}`;

test('support finds a team, reveals its contact, transfers the lead and disqualifies another team, each with a reason', async ({ page, browser, request }) => {
  // Players: two teams of the sim world's 8000+ 2v2 roles, formed through their own calls.
  await hideOtherLiveTournaments(request, TOURNAMENT);
  await saveTournament(request, { id: TOURNAMENT, title: `SAC console E2E ${RUN}`, phase: 'open' });
  const [a, b, c, d] = (await regionEntrants(request, 'cn', 4)) as [Entrant, Entrant, Entrant, Entrant];
  const leaderA = await playerPage(browser, 'zh-CN', compHome(TOURNAMENT), a.uid, `platform-e2e-opst-a-${RUN}`);
  const memberA = await playerPage(browser, 'zh-CN', compHome(TOURNAMENT), b.uid, `platform-e2e-opst-b-${RUN}`);
  const falcon = `Falcon ${RUN}`;
  await rivalTeam(leaderA, memberA, TOURNAMENT, falcon);
  const leaderB = await playerPage(browser, 'zh-CN', compHome(TOURNAMENT), c.uid, `platform-e2e-opst-c-${RUN}`);
  const memberB = await playerPage(browser, 'zh-CN', compHome(TOURNAMENT), d.uid, `platform-e2e-opst-d-${RUN}`);
  const ember = `Ember ${RUN}`;
  await rivalTeam(leaderB, memberB, TOURNAMENT, ember);

  // Support opens Tournaments → Teams and finds the first team by name.
  const token = await opsLogin(page, 'support', '#/ops/tournaments/teams');
  await expect(page.getByTestId('ops-tournaments')).toBeVisible();
  await page.getByTestId('tournament-pick').selectOption(TOURNAMENT);
  const teams = page.getByTestId('tournament-teams');
  await expect(teams.getByTestId('teams-table')).toBeVisible();
  await teams.getByTestId('teams-search').fill(falcon);
  await teams.getByRole('button', { name: 'Search' }).click();
  await expect(teams.getByTestId('teams-count')).toContainText('1 team');
  await teams.getByRole('button', { name: falcon }).click();
  const detail = page.getByTestId('team-detail');
  await expect(detail.getByTestId('team-members').locator(`[data-member="${a.uid}"]`)).toContainText('leader');

  // The contact is hidden until revealed; the reveal is in the audit log.
  await expect(detail).not.toContainText('rival_team');
  await detail.getByTestId('reveal-contact').click();
  await expect(detail.getByTestId('team-contact')).toContainText('discord rival_team');
  const teamId = (await detail.getAttribute('data-team')) ?? '';
  expect(teamId).toMatch(/^[A-Za-z0-9_-]{6,40}$/);
  const reveals = await opsApi<{ list: { action: string; target: string | null; operator: string }[] }>(request, token, API.opsAudit, { query: { q: `comp-team:${teamId}` } });
  expect(reveals.list.map((r) => [r.action, r.target, r.operator])).toContainEqual(['console.reveal', `comp-team:${teamId}`, 'support']);
  await shot(page, 'ops-tournaments-01-team-revealed');

  // Hand the lead to the member: the dialog lists the change and wants a reason.
  await detail.getByTestId('team-members').locator(`[data-member="${b.uid}"]`).getByRole('button', { name: 'Make leader…' }).click();
  const dialog = page.getByTestId('team-change-dialog');
  await expect(dialog.getByTestId('confirm-changes')).toContainText(`becomes the leader of ${falcon}`);
  await expect(dialog.getByTestId('confirm-ok')).toBeDisabled();
  await dialog.getByTestId('confirm-reason').fill('Leader asked by mail to hand over');
  await shot(page, 'ops-tournaments-02-transfer-confirm');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByTestId('team-members').locator(`[data-member="${b.uid}"]`)).toContainText('leader');
  await expect(detail.getByTestId('team-history').locator('li').first()).toContainText('leaderChanged');
  await expect(detail.getByTestId('team-history').locator('li').first()).toContainText('by operator support');

  // Disqualify the other team.
  await detail.getByRole('button', { name: 'Close' }).click();
  await teams.getByTestId('teams-search').fill(ember);
  await teams.getByRole('button', { name: 'Search' }).click();
  await teams.getByRole('button', { name: ember }).click();
  await expect(detail).toContainText(ember);
  await detail.getByTestId('disqualify').click();
  await dialog.getByTestId('confirm-reason').fill('Shared account seen in the ladder logs');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await expect(detail).toContainText('Disqualified: Shared account seen in the ladder logs');
  await expect(detail.getByTestId('team-history').locator('li').first()).toContainText('disqualified');

  // Both changes are in the audit log with their reasons.
  const audit = await opsApi<{ list: { action: string; reason: string | null; operator: string }[] }>(request, token, API.opsAudit, { query: { area: 'competition' } });
  expect(audit.list.map((r) => [r.action, r.operator, r.reason])).toEqual(
    expect.arrayContaining([
      ['competition.roster.transfer', 'support', 'Leader asked by mail to hand over'],
      ['competition.team.disqualify', 'support', 'Shared account seen in the ladder logs'],
    ]),
  );

  // The bracket: a dry run of the first round says why it cannot seed yet (sign-up is open, nobody checked in).
  await page.getByRole('link', { name: 'Bracket' }).click();
  await page.getByTestId('seed-dry-run').click();
  await expect(page.getByTestId('tournament-bracket').getByRole('alert')).toContainText('none checked in');
  await page.getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByTestId('tournament-schedule')).toBeVisible();
  await expect(page.getByTestId('signup-to')).toHaveAttribute('title', / UTC$/);
  await shot(page, 'ops-tournaments-03-schedule');
  await expectConsoleAccessible(page, 'tournaments schedule');

  // The old leader's team page shows the operator's line at the top of the history.
  await leaderA.reload();
  await leaderA.getByTestId('comp-history').click();
  const line = leaderA.getByTestId('history-line').first();
  await expect(line).toHaveAttribute('data-action', 'leaderChanged');
  await expect(line.getByTestId('history-who')).toHaveAttribute('data-actor', 'operator');
  await shot(leaderA, 'ops-tournaments-04-player-history');

  // A phone-sized screen: the teams tab with a team open does not break.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Teams' }).click();
  await teams.getByTestId('teams-search').fill(falcon);
  await teams.getByRole('button', { name: 'Search' }).click();
  await teams.getByRole('button', { name: falcon }).click();
  await expect(detail).toBeVisible();
  await shot(page, 'ops-tournaments-05-narrow');
  for (const p of [leaderA, memberA, leaderB, memberB]) await p.context().close();
});
