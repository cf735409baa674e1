import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import { duoData, partner, renderAt, stubDuoApi } from '../test/duo-fixtures.tsx';
import { DuoPartnersPage } from './duo-partners-page.tsx';

// The 2v2 partners page against a stubbed API: together against apart, the interval only where the sample is
// small, the best partner (or why there is none), the scope switch, and who may see it.
const PAGE = '/pages/record/duo/index';

beforeAll(() => {
  // jsdom has no element scrolling (the chip row centres the chosen chip).
  Element.prototype.scrollTo = () => undefined;
});
beforeEach(async () => {
  appStore.set({ token: 't', selectedRoleId: '200002', languageIndex: 2, seasonIndex: 3 });
  await act(() => switchLanguage(2));
});
afterEach(() => vi.unstubAllGlobals());

describe('the 2v2 partners page', () => {
  it('lists each partner with the win rate together against apart, and links to their card and last match', async () => {
    const many = partner('100001', { Together: { Matches: 40, Wins: 26 }, Apart: { Matches: 8, Wins: 3 }, ScoreGained: -12, Premade: { Matches: 31, Wins: 20 } });
    stubDuoApi(() => duoData({ Partners: 2, list: [many, partner('100002')] }));
    renderAt(PAGE, <DuoPartnersPage />);
    const rows = await screen.findAllByTestId('duo-partner');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Pilot 100001')).toBeTruthy();
    expect(first.getByText('UID 100001')).toBeTruthy();
    expect(first.getByTestId('duo-together-rate').textContent).toBe('65.0%');
    expect(first.getByTestId('duo-apart-rate').textContent).toBe('37.5%');
    expect(first.getByText('40 matches')).toBeTruthy();
    expect(first.getByText('8 matches')).toBeTruthy();
    expect(first.getByTestId('duo-score').textContent).toBe('\u221212');
    expect(first.getByTestId('duo-premade').textContent).toBe('31');
    expect(first.getByTestId('duo-last-match').textContent).toBe('Last played 3 days ago');
    expect(first.getByTestId('duo-last-match').getAttribute('href')).toBe('#/pages/record/vs22-detail/index?id=m-100001');
    const card = first.getByRole('link', { name: 'Role card of Pilot 100001, UID 100001' });
    expect(card.getAttribute('href')).toBe('#/pages/home/index?uid=100001');
    // Together and apart add up to the role's 2v2 matches.
    for (const row of rows) expect(Number(row.dataset.together) + Number(row.dataset.apart)).toBe(48);

    const summary = within(screen.getByTestId('duo-summary'));
    expect(summary.getByTestId('duo-total').textContent).toContain('48');
    expect(summary.getByTestId('duo-total-rate').textContent).toContain('50.0%');
    expect(summary.getByTestId('duo-premade-tile').textContent).toBe('Pre-made60.0%10 matches');
    expect(summary.getByTestId('duo-solo-tile').textContent).toBe('Solo47.4%38 matches');
    expect(screen.getByTestId('freshness').textContent).toBe('Your latest match: 5 minutes ago');
  });

  it('shows the interval and the small-sample mark only under 30 matches together, with the legend', async () => {
    const big = partner('100001', { Together: { Matches: 30, Wins: 18 }, Apart: { Matches: 18, Wins: 6 } });
    const small = partner('100002', { Together: { Matches: 8, Wins: 5 } });
    stubDuoApi(() => duoData({ list: [big, small] }));
    renderAt(PAGE, <DuoPartnersPage />);
    const [bigRow, smallRow] = await screen.findAllByTestId('duo-partner');
    expect(within(bigRow!).getByTestId('duo-together-rate').dataset.small).toBe('false');
    expect(within(bigRow!).queryByTestId('duo-interval')).toBeNull();
    expect(within(bigRow!).queryByText('Small sample')).toBeNull();
    const rate = within(smallRow!).getByTestId('duo-together-rate');
    expect(rate.dataset.small).toBe('true');
    expect(within(rate).getByTestId('duo-interval').textContent).toBe('(31–86%)');
    expect(within(rate).getByText('likely between 31% and 86%')).toBeTruthy();
    expect(within(smallRow!).getByText('Small sample')).toBeTruthy();
    expect(screen.getByTestId('duo-legend').textContent).toMatch(/^Small sample: under 30 matches together/);
  });

  it('leaves the legend out when no rate rests on a small sample', async () => {
    stubDuoApi(() => duoData({ list: [partner('100001', { Together: { Matches: 30, Wins: 15 }, Apart: { Matches: 18, Wins: 9 } })] }));
    renderAt(PAGE, <DuoPartnersPage />);
    await screen.findByTestId('duo-partner');
    expect(screen.queryByTestId('duo-legend')).toBeNull();
  });

  it('says there is no best partner yet until one has enough matches together, and shows one when there is', async () => {
    let best: string | null = null;
    stubDuoApi(() => duoData({ Best: best, list: [partner('100001', { Together: { Matches: 4, Wins: 4 } })] }));
    renderAt(PAGE, <DuoPartnersPage />);
    expect((await screen.findByTestId('duo-best-none')).textContent).toBe('No best partner yet: that takes 5 matches together with one pilot.');

    best = '100001';
    fireEvent.click(screen.getByTestId('duo-scope-all'));
    const card = await screen.findByTestId('duo-best');
    await waitFor(() => expect(within(card).getByTestId('duo-partner').dataset.uid).toBe('100001'));
    expect(within(card).queryByTestId('duo-best-none')).toBeNull();
  });

  it('asks for the season on screen, then for all time when the scope switches (without blanking the page)', async () => {
    const sent = stubDuoApi((q) => duoData(q.get('scope') === 'all' ? { Total: { Matches: 90, Wins: 50 } } : {}));
    renderAt(PAGE, <DuoPartnersPage />);
    await screen.findAllByTestId('duo-partner');
    expect(Object.fromEntries(sent[0]!)).toEqual({ scope: 'season', season: '4' });
    expect(screen.getByTestId('duo-scope-s4').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('duo-scope-all'));
    // The season's numbers stay on screen until all time arrives.
    expect(screen.getByTestId('duo-summary')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('duo-content').dataset.scope).toBe('all'));
    expect(Object.fromEntries(sent.at(-1)!)).toEqual({ scope: 'all' });
    expect(screen.getByTestId('duo-total').textContent).toContain('90');
    expect(screen.getByTestId('duo-scope-all').getAttribute('aria-pressed')).toBe('true');
    expect(window.location.hash).toBe(`#${PAGE}?scope=all`);
  });

  it('says so when the role has no 2v2 match in the scope', async () => {
    stubDuoApi(() => duoData({ Total: { Matches: 0, Wins: 0 }, Premade: { Matches: 0, Wins: 0 }, Solo: { Matches: 0, Wins: 0 }, Partners: 0, list: [], UpdatedAt: null }));
    renderAt(PAGE, <DuoPartnersPage />);
    expect(await screen.findByText('No 2v2 matches this season.')).toBeTruthy();
    expect(screen.getByTestId('freshness').textContent).toBe('No matches yet');
    expect(screen.queryByTestId('duo-summary')).toBeNull();
  });

  it('shows a visitor the log-in panel and an account without a role the bind panel, asking nothing', async () => {
    const sent = stubDuoApi(() => duoData());
    appStore.set({ token: null, selectedRoleId: null });
    const { unmount } = renderAt(PAGE, <DuoPartnersPage />);
    expect(screen.getByTestId('login-needed').textContent).toContain('Log in to see who you win with in 2v2.');
    expect(within(screen.getByTestId('login-needed')).getByRole('link', { name: 'Log in' })).toBeTruthy();
    unmount();

    appStore.set({ token: 't', selectedRoleId: null });
    renderAt(PAGE, <DuoPartnersPage />);
    expect(screen.getByTestId('bind-needed')).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(sent).toEqual([]);
  });
});
