import type { Bracket, BracketMatch, Stage } from '@mecha/shared/competition/api';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { BracketView } from './bracket-view.tsx';

// The bracket against a stubbed API: rounds with scores, the winner lit, a walkover marked, the viewer's team
// highlighted, the absent teams listed; the empty state before the operators publish anything.
beforeAll(() => Promise.all(LANGUAGES.map((l) => loadArea('compDialogs', l))));

const stage = (over: Partial<Stage> = {}): Stage => ({
  id: 'online-1', kind: 'online', name: 'Online round 1', startsAt: 1_762_300_000, endsAt: 1_762_600_000, checkinOpensAt: 1_762_296_400, state: 'live', ...over,
});
const team = (id: string, name: string) => ({ id, name, members: [{ uid: `${id}-1`, nickname: `${name} A` }, { uid: `${id}-2`, nickname: `${name} B` }] });
const match = (over: Partial<BracketMatch>): BracketMatch => ({ id: 1, round: 1, slot: 1, teamA: null, teamB: null, scoreA: null, scoreB: null, winnerId: null, state: 'scheduled', startsAt: 1_762_300_000, ...over });

let answer: { code: number; data: Bracket | null; msg: string };
const asked: string[] = [];

beforeEach(async () => {
  asked.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(answer));
  }));
  await act(() => switchLanguage(LANGUAGES.indexOf('en')));
});
afterEach(() => vi.unstubAllGlobals());

function show(myTeamId: string | null = 'team-me') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BracketView tournamentId="sac-2025" myTeamId={myTeamId} />
    </QueryClientProvider>,
  );
}

describe('the bracket', () => {
  it('shows each round with scores, the winner, a walkover, my team and the absent teams', async () => {
    answer = {
      code: 0,
      msg: '',
      data: {
        tournamentId: 'sac-2025',
        stages: [
          {
            stage: stage(),
            rounds: [
              {
                round: 1,
                matches: [
                  match({ id: 1, teamA: team('team-me', 'Nova'), teamB: team('team-b', 'Kestrel'), scoreA: 2, scoreB: 1, winnerId: 'team-me', state: 'done' }),
                  match({ id: 2, slot: 2, teamA: team('team-c', 'Orbit'), teamB: null, winnerId: 'team-c', state: 'walkover' }),
                ],
              },
              { round: 2, matches: [match({ id: 3, teamA: team('team-me', 'Nova'), teamB: team('team-c', 'Orbit') })] },
            ],
            absent: [team('team-d', 'Drift')],
            checkedIn: 3,
          },
        ],
      },
    };
    show();
    const rounds = await screen.findAllByTestId('bracket-round');
    expect(rounds.map((r) => r.dataset.round)).toEqual(['1', '2']);
    expect(asked[0]).toContain('/api/competition/bracket?tournamentId=sac-2025');

    const first = document.querySelector<HTMLElement>('[data-match="1"]')!;
    expect(first.dataset.mine).toBe('true');
    const [a, b] = within(first).getAllByTestId('bracket-team');
    expect(a!.dataset.won).toBe('true');
    expect(a!.textContent).toContain('Nova');
    expect(a!.textContent).toContain('Your team');
    expect(a!.textContent).toContain('Winner');
    expect(a!.textContent).toContain('2');
    expect(b!.dataset.won).toBeUndefined();

    const walkover = document.querySelector<HTMLElement>('[data-match="2"]')!;
    expect(walkover.dataset.state).toBe('walkover');
    expect(within(walkover).getByTestId('bracket-walkover').textContent).toBe('Walkover');
    expect(within(walkover).getByText('No opponent')).toBeTruthy();
    expect(within(document.querySelector<HTMLElement>('[data-match="3"]')!).queryByText('To be decided')).toBeNull();
    expect(walkover.dataset.mine).toBeUndefined();

    expect(screen.getByTestId('bracket-absent').textContent).toContain('Drift');
    expect(screen.getByText(/3 teams checked in/)).toBeTruthy();
    // The rounds scroll sideways on a phone: a named region a keyboard can reach.
    expect(screen.getByRole('region', { name: /Online round 1/ }).tabIndex).toBe(0);
  });

  it('says when the bracket is not published yet, in Japanese', async () => {
    await act(() => switchLanguage(LANGUAGES.indexOf('ja')));
    answer = { code: 0, msg: '', data: { tournamentId: 'sac-2025', stages: [{ stage: stage({ state: 'upcoming' }), rounds: [], absent: [], checkedIn: 0 }] } };
    show(null);
    expect(await screen.findByText('トーナメント表はチェックイン終了後に公開されます。')).toBeTruthy();
    expect(screen.queryByTestId('bracket-stage')).toBeNull();
  });

  it('shows a failed read with its message and a retry', async () => {
    answer = { code: 7301, data: null, msg: 'There is no tournament right now.' };
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('There is no tournament right now.');
  });
});
