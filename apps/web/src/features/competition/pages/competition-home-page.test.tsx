import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { RouterContext } from '../../../lib/hash-router/context.ts';
import { appStore } from '../../../lib/store.ts';
import { dismissToast } from '../../../lib/toast.ts';
import { CompetitionHomePage } from './competition-home-page.tsx';

// The tournament home against a stubbed API. The shared dialogs are helper F's: here they show the key they were
// given, which is what this page is responsible for.
vi.mock('../components/denial-dialog.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  DenialDialog: ({ errorKey, detail }: { errorKey: string | null; detail?: unknown }) =>
    errorKey ? <div data-testid="denial" data-detail={JSON.stringify(detail ?? null)}>{errorKey}</div> : null,
}));
vi.mock('../components/confirm-dialog.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ConfirmDialog: ({ kind, onConfirm }: { kind: string | null; onConfirm: () => void }) =>
    kind ? (
      <button type="button" data-testid="confirm" data-kind={kind} onClick={onConfirm}>
        confirm
      </button>
    ) : null,
}));
// Sections with their own fetches and tests (helper F's): the page only hands them the tournament.
vi.mock('../components/bracket-view.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()), BracketView: () => null }));
vi.mock('../components/history-sheet.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()), HistorySheet: () => null }));
vi.mock('../components/schedule-list.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()), ScheduleList: () => null }));
vi.mock('../components/rewards-list.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()), RewardsList: () => null }));

beforeAll(async () => {
  // jsdom has no element scrolling (the tournament switcher centres the chosen chip).
  Element.prototype.scrollTo = () => undefined;
  await loadArea('competition', 'en');
  await loadArea('compDialogs', 'en');
});

const NOW = 1_761_500_000;
const stage = (id: string, state: string) => ({ id, kind: 'online', name: `Round ${id}`, startsAt: NOW + 3600, endsAt: NOW + 7200, checkinOpensAt: NOW, state });
const tournament = (over: Record<string, unknown> = {}) => ({
  id: 'sac-test', title: 'SAC Test', signupFrom: NOW - 86_400, signupTo: NOW + 2 * 86_400 + 3 * 3600, registration: 'open', finished: false,
  rules: 'Be fair.\n\nCheck in on time.', banner: null, minScore: 8000, pairLimit: 2, checkinMinutes: 60, stages: [stage('r1', 'upcoming')],
  rewards: [], teamCount: 3, champion: null, ...over,
});
const eligibility = (best: number) => ({ uid: '1001', nickname: 'Ace', best, bestSeason: 3, need: 8000, eligible: best >= 8000, region: 'NA', domestic: false });
const member = (uid: string, role: string) => ({ uid, nickname: `P${uid}`, avatar: '', role, region: 'NA', best: 8300, joinedAt: NOW });
const team = (over: Record<string, unknown> = {}) => ({
  id: 'team-abc123', tournamentId: 'sac-test', name: 'Iron Wings', region: 'NA', domestic: false, state: 'forming', inviteCode: 'ABCDE12345',
  contact: { kind: 'discord', value: 'ace_pilot' }, members: [member('1001', 'leader')], checkins: [], disqualifiedReason: null, me: 'leader',
  locked: false, createdAt: NOW, ...over,
});

type Answer = { code: number; data: unknown };
let answers: Record<string, (body: unknown) => Answer>;
const sent: { path: string; body: unknown; query: string }[] = [];
const ok = (data: unknown): Answer => ({ code: 0, data });

beforeEach(async () => {
  sent.length = 0;
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const u = new URL(url, 'http://x');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ path: u.pathname, body, query: u.search });
      const answer = answers[u.pathname]?.(body) ?? { code: 1014, data: null };
      return new Response(JSON.stringify({ ...answer, msg: answer.code ? 'refused' : '' }));
    }),
  );
  appStore.set({ token: 't', selectedRoleId: '1001', languageIndex: 2 });
  await act(() => switchLanguage(2));
});
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

function renderPage(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <RouterContext.Provider value={{ location: { pathname: '/pages/competition/home/index', search }, pending: false }}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </RouterContext.Provider>
  );
  render(wrap(<CompetitionHomePage />));
}

const standing = (best: number, teamId: string | null = null) => ({
  tournament: tournament(), tournaments: [tournament(), { ...tournament({ id: 'sac-2025', title: 'SAC 2025', registration: 'ended', finished: true }) }],
  me: { eligibility: eligibility(best), teamId, pendingInvites: 0 }, now: NOW,
});

describe('the tournament home page', () => {
  it('shows a visitor the tournament, its registration and the log-in step', async () => {
    appStore.set({ token: null, selectedRoleId: null, roleList: [] });
    answers['/api/competition/tournament'] = () => ok({ ...standing(0), me: null });
    renderPage();
    expect(await screen.findByTestId('comp-login')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'SAC Test' })).toBeTruthy();
    expect(screen.getByTestId('comp-registration').textContent).toMatch(/^Sign-up open until /);
    expect(screen.getByTestId('comp-countdown').textContent).toBe('Closes in 2 d 03:00');
    expect(screen.getByTestId('comp-switcher')).toBeTruthy();
    expect(screen.queryByTestId('comp-no-team')).toBeNull();
    expect(screen.queryByTestId('comp-rules-tick')).toBeNull();
  });

  it('tells an ineligible player the score and the gap, and the server’s refusal opens the denial with its numbers', async () => {
    answers['/api/competition/tournament'] = () => ok(standing(7650));
    answers['/api/competition/my-team'] = () => ok(null);
    answers['/api/competition/invites'] = () => ok({ received: [], sent: [] });
    answers['/api/competition/create-team'] = () => ({ code: 7302, data: { best: 7650, need: 8000 } });
    renderPage();
    expect((await screen.findByTestId('comp-eligibility-line')).textContent).toBe('Your best 2v2 score: 7,650 — 350 below 8,000');
    expect(screen.getByText('Best reached in season 3')).toBeTruthy();
    expect((await screen.findByTestId('comp-no-team-note')).textContent).toMatch(/qualifying 2v2 score/);
    fireEvent.click(screen.getByTestId('comp-create'));
    fireEvent.input(screen.getByTestId('comp-team-name'), { target: { value: 'Iron Wings' } });
    fireEvent.input(screen.getByTestId('comp-contact'), { target: { value: '+1 555 123 4567' } });
    fireEvent.click(screen.getByTestId('comp-create-submit'));
    const denial = await screen.findByTestId('denial');
    expect(denial.textContent).toBe('compNotEligible');
    expect(JSON.parse(denial.dataset.detail!)).toEqual({ best: 7650, need: 8000 });
  });

  it('creates a team: the contact is checked as typed, `agree` travels only when ticked', async () => {
    answers['/api/competition/tournament'] = () => ok(standing(8240));
    let created: unknown = null;
    answers['/api/competition/my-team'] = () => ok(created);
    answers['/api/competition/invites'] = () => ok({ received: [], sent: [] });
    answers['/api/competition/create-team'] = (body) =>
      (body as { agree?: boolean }).agree ? ok((created = team())) : { code: 2016, data: null };
    renderPage();
    expect((await screen.findByTestId('comp-eligibility-line')).textContent).toBe('Your best 2v2 score: 8,240 — eligible');
    fireEvent.click(await screen.findByTestId('comp-create'));
    const sheet = screen.getByTestId('comp-create-sheet');
    fireEvent.input(within(sheet).getByTestId('comp-team-name'), { target: { value: 'Iron Wings' } });
    fireEvent.click(within(sheet).getByTestId('comp-contact-qq'));
    fireEvent.input(within(sheet).getByTestId('comp-contact'), { target: { value: '0123' } });
    expect(within(sheet).getByRole('alert').textContent).toMatch(/valid phone number, Discord ID or QQ/);
    fireEvent.input(within(sheet).getByTestId('comp-contact'), { target: { value: '12345678' } });
    expect(within(sheet).queryByRole('alert')).toBeNull();
    fireEvent.click(within(sheet).getByTestId('comp-create-submit'));
    expect((await screen.findByTestId('denial')).textContent).toBe('tickRules');
    expect(sent.find((s) => s.path === '/api/competition/create-team')!.body).toEqual({ tournamentId: 'sac-test', name: 'Iron Wings', contactKind: 'qq', contact: '12345678' });
    fireEvent.click(within(sheet).getByTestId('comp-create-tick'));
    fireEvent.click(within(sheet).getByTestId('comp-create-submit'));
    expect(await screen.findByTestId('comp-team')).toBeTruthy();
    expect(sent.filter((s) => s.path === '/api/competition/create-team')[1]!.body).toMatchObject({ agree: true });
    expect(screen.getByTestId('comp-code').textContent).toBe('ABCDE-12345');
    expect(screen.getByTestId('comp-contact').textContent).toBe('Discord · ace_pilot');
    expect(screen.getByTestId('comp-invite-by-uid')).toBeTruthy();
  });

  it("a forming team's leader is offered this season's 2v2 partners; a tap fills the UID, an invited one is left out", async () => {
    answers['/api/competition/tournament'] = () => ok(standing(8240, 'team-abc123'));
    answers['/api/competition/my-team'] = () => ok(team());
    const to = { uid: '3003', nickname: 'Pending' };
    answers['/api/competition/invites'] = () => ok({ received: [], sent: [{ id: 9, team: { id: 'team-abc123', name: 'Iron Wings', region: 'NA' }, from: { uid: '1001', nickname: 'Ace' }, to, state: 'pending', createdAt: NOW }] });
    const partner = (uid: string, nickname: string, matches: number, wins: number) => ({ Uid: uid, Nickname: nickname, Together: { Matches: matches, Wins: wins } });
    answers['/api/record/duo-partners'] = () => ok({ list: [partner('2002', 'Wingman', 12, 9), partner('3003', 'Pending', 8, 4), partner('4004', 'Rookie', 1, 0), partner('5005', 'Fourth', 1, 1)] });
    renderPage();
    const chips = await screen.findAllByTestId('comp-partner-suggestion');
    // The three most played-with, less the one already invited.
    expect(chips.map((c) => c.getAttribute('data-uid'))).toEqual(['2002', '4004']);
    expect(chips[0]!.textContent).toBe('Wingman · 12 matches');
    expect(chips[0]!.getAttribute('aria-label')).toBe('Wingman (UID 2002): 12 matches together, 75.0% won; fill in the UID');
    expect(sent.find((s) => s.path === '/api/record/duo-partners')!.query).toBe('?scope=season');
    fireEvent.click(chips[0]!);
    expect((screen.getByTestId('comp-invite-uid') as HTMLInputElement).value).toBe('2002');
  });

  it('a share link opens the join sheet with the team’s preview; joining sends the code', async () => {
    answers['/api/competition/tournament'] = () => ok(standing(8100));
    let mine: unknown = null;
    answers['/api/competition/my-team'] = () => ok(mine);
    answers['/api/competition/invites'] = () => ok({ received: [], sent: [] });
    answers['/api/competition/team-info'] = () =>
      ok({ id: 'team-abc123', tournamentId: 'sac-test', tournamentTitle: 'SAC Test', name: 'Iron Wings', region: 'NA', domestic: false, state: 'forming', members: [member('2002', 'leader')] });
    answers['/api/competition/join-team'] = () => ok((mine = team({ me: 'member', state: 'full', members: [member('2002', 'leader'), member('1001', 'member')] })));
    renderPage('?code=abcde-12345');
    const preview = await screen.findByTestId('comp-preview');
    expect(preview.textContent).toMatch(/Iron Wings/);
    expect(sent.find((s) => s.path === '/api/competition/team-info')!.query).toBe('?inviteCode=ABCDE12345');
    fireEvent.click(screen.getByTestId('comp-join-tick'));
    fireEvent.click(screen.getByTestId('comp-join-submit'));
    await waitFor(() => expect(screen.queryByTestId('comp-join-sheet')).toBeNull());
    expect(sent.find((s) => s.path === '/api/competition/join-team')!.body).toEqual({ inviteCode: 'ABCDE12345', agree: true });
    expect(await screen.findAllByTestId('comp-member')).toHaveLength(2);
    // A member sees no leader actions.
    expect(screen.queryByTestId('comp-regenerate')).toBeNull();
    expect(screen.queryByTestId('comp-remove')).toBeNull();
  });

  it('an unknown code in the join sheet opens its denial', async () => {
    answers['/api/competition/tournament'] = () => ok(standing(8100));
    answers['/api/competition/my-team'] = () => ok(null);
    answers['/api/competition/invites'] = () => ok({ received: [], sent: [] });
    answers['/api/competition/team-info'] = () => ({ code: 7310, data: null });
    renderPage();
    fireEvent.click(await screen.findByTestId('comp-join'));
    fireEvent.input(screen.getByTestId('comp-code-input'), { target: { value: 'zzzzz 99999' } });
    fireEvent.click(screen.getByTestId('comp-preview-go'));
    expect((await screen.findByTestId('denial')).textContent).toBe('compCodeUnknown');
  });

  it('a locked full team: check-in after confirming, no roster actions', async () => {
    answers['/api/competition/tournament'] = () => ok({ ...standing(8100, 'team-abc123'), tournament: tournament({ stages: [stage('r1', 'checkin')] }) });
    let checkins: unknown[] = [];
    answers['/api/competition/my-team'] = () => ok(team({ state: 'full', locked: true, checkins, members: [member('1001', 'leader'), member('2002', 'member')] }));
    answers['/api/competition/invites'] = () => ok({ received: [], sent: [] });
    answers['/api/competition/check-in'] = () => ((checkins = [{ stageId: 'r1', byUid: '1001', at: NOW }]), ok({ ok: true }));
    renderPage();
    expect(await screen.findByTestId('comp-locked')).toBeTruthy();
    expect(screen.queryByTestId('comp-leave')).toBeNull();
    expect(screen.queryByTestId('comp-remove')).toBeNull();
    fireEvent.click(screen.getByTestId('comp-check-in'));
    fireEvent.click(screen.getByTestId('confirm'));
    expect((await screen.findByTestId('comp-checked-in')).textContent).toMatch(/Checked in for Round r1/);
    expect(sent.find((s) => s.path === '/api/competition/check-in')!.body).toEqual({ tournamentId: 'sac-test', stageId: 'r1' });
  });
});
