import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import { currentToast, dismissToast } from '../../../lib/toast.ts';
import { CharacterVotePage } from './character-vote-page.tsx';

// The vote page against a stubbed API: a role that may not vote is told why; a player picks three, a fourth is
// refused with the catalogue's text before anything is sent, confirms, and the page locks with the tally.
beforeAll(() => loadArea('lottery', 'en'));

const DAY = 86_400;
const event = {
  id: 'anniversary-global', title: 'Anniversary', rules: '', phase: 'open', startsAt: 1_760_000_000, endsAt: 1_760_000_000 + 30 * DAY,
  reportFrom: 1_760_000_000 - 365 * DAY, reportTo: 1_760_000_000, seedHash: 'ab', seed: null,
};
const me = (over: Record<string, unknown>) => ({ uid: '1001', tickets: 0, ticketsEarned: 0, draws: 0, canVote: true, vote: null, tasks: [], ...over });
const roles = (votes: number[]) => ({
  list: ['c01', 'c02', 'c03', 'c04'].map((id, i) => ({ id, name: `Mecha ${i + 1}`, picture: null, votes: votes[i] ?? 0, percent: 0 })),
  totalVotes: votes.reduce((a, b) => a + b, 0),
  voters: votes.some((v) => v > 0) ? 1 : 0,
});

let status: Record<string, unknown> | null;
const sent: { path: string; body: unknown }[] = [];
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, data, msg: '' }));

beforeEach(async () => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      if (init?.body) sent.push({ path, body: JSON.parse(String(init.body)) });
      if (path === '/api/one-year/status') return status === null ? new Response(JSON.stringify({ code: 402, data: null, msg: 'bind' })) : ok(status);
      if (path === '/api/one-year/roles') return ok(roles([]));
      if (path === '/api/one-year/vote') {
        const picked = (JSON.parse(String(init!.body)) as { roles: string[] }).roles;
        status = { ...status!, me: me({ vote: picked }) };
        return ok({ vote: picked, roles: roles([1, 1, 1, 0]) });
      }
      // The role list keeps the stored one (a failure leaves the store alone).
      return new Response(JSON.stringify({ code: 1014, data: null, msg: 'no' }));
    }),
  );
  appStore.set({ token: 't', selectedRoleId: '1001', languageIndex: 2 });
  await act(() => switchLanguage(2));
});
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CharacterVotePage />
    </QueryClientProvider>,
  );
}

describe('the character vote page', () => {
  it('asks an account without a role to bind one (the status answers 402), still showing the characters', async () => {
    status = null;
    appStore.set({ selectedRoleId: null, roleList: [] });
    renderPage();
    expect(await screen.findByTestId('vote-bind')).toBeTruthy();
    expect(await screen.findAllByTestId('vote-card')).toHaveLength(4);
    expect(screen.queryByText('There is no anniversary event right now.')).toBeNull();
    expect(screen.queryByTestId('vote-bar')).toBeNull();
  });

  it('tells a role without a match in the report year why it cannot vote, and offers no picking', async () => {
    status = { event, me: me({ canVote: false }), now: event.startsAt + DAY };
    renderPage();
    expect((await screen.findByTestId('vote-cannot')).textContent).toMatch(/^Only pilots who played a match between .+ and .+ can vote\./);
    await screen.findAllByTestId('vote-card');
    expect(screen.queryByTestId('vote-bar')).toBeNull();
    expect(screen.getByTestId('vote-grid').querySelectorAll('button')).toHaveLength(0);
    expect(screen.queryByTestId('vote-tally')).toBeNull();
  });

  it('refuses a fourth pick with the catalogue text, sends three, then locks with the tally', async () => {
    status = { event, me: me({}), now: event.startsAt + DAY };
    renderPage();
    const cards = await screen.findAllByTestId('vote-card');
    for (const card of cards.slice(0, 3)) fireEvent.click(card.querySelector('button')!);
    expect(screen.getByTestId('vote-count').textContent).toBe('3 / 3');
    fireEvent.click(cards[3]!.querySelector('button')!);
    expect(currentToast()?.message).toBe(errorMessage('annualVoteTooMany', 'en'));
    expect(cards[3]!.dataset.picked).toBe('false');
    expect(screen.queryByTestId('vote-tally')).toBeNull();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByTestId('vote-open'));
    expect(screen.getByTestId('vote-confirm').textContent).toContain('Your choice cannot be changed after you vote.');
    fireEvent.click(screen.getByTestId('vote-go'));
    await waitFor(() => expect(screen.getByTestId('vote-locked')).toBeTruthy());
    expect(sent).toEqual([{ path: '/api/one-year/vote', body: { roles: ['c01', 'c02', 'c03'] } }]);
    const mine = screen.getByTestId('vote-tally').querySelectorAll('[data-mine="true"]');
    expect([...mine].map((r) => (r as HTMLElement).dataset.id).sort()).toEqual(['c01', 'c02', 'c03']);
    expect(screen.queryByTestId('vote-bar')).toBeNull();
  });
});
