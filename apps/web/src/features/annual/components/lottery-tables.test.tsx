import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import type { AnnualPrizes } from '../api/get-prizes.ts';
import { LotteryWindow } from './lottery-window.tsx';
import { PrizeOddsHistory } from './prize-odds-history.tsx';
import { PrizeTable } from './prize-table.tsx';
import { VoteTally } from './vote-tally.tsx';

// The draw's prize table and odds history, and the vote's tally, as a player reads them (en and zh-CN).
beforeAll(() => Promise.all(LANGUAGES.map((l) => loadArea('lottery', l))));
const use = (language: (typeof LANGUAGES)[number]) => act(() => switchLanguage(LANGUAGES.indexOf(language)));

const prize = { picture: null, physical: false, qty: 1, weight: 1 };
const pool: AnnualPrizes = {
  list: [
    { ...prize, id: 'figure', name: 'Figure', physical: true, stockLeft: 0, stockTotal: 5, odds: 0 },
    { ...prize, id: 'frame', name: 'Frame', stockLeft: 498, stockTotal: 500, odds: 21.7 },
    { ...prize, id: 'coin', name: 'Coins', qty: 1000, stockLeft: null, stockTotal: null, odds: 78.3 },
  ],
  history: [
    { at: 1_700_000_000, fromDraw: 1, reason: 'opened', prizeId: null, odds: [{ prizeId: 'figure', odds: 1 }, { prizeId: 'frame', odds: 21.5 }, { prizeId: 'coin', odds: 77.5 }] },
    { at: 1_700_000_600, fromDraw: 42, reason: 'soldOut', prizeId: 'figure', odds: [{ prizeId: 'frame', odds: 21.7 }, { prizeId: 'coin', odds: 78.3 }] },
  ],
  drawsMade: 41,
};

describe('the prize table', () => {
  it('marks a prize out of stock with 0 %, counts stock left of total, and says unlimited', async () => {
    await use('en');
    render(<PrizeTable prizes={pool} />);
    const rows = screen.getAllByTestId('prize-row');
    expect(rows.map((r) => r.dataset.out)).toEqual(['true', 'false', 'false']);
    expect(within(rows[0]!).getByTestId('prize-odds').textContent).toBe('0%');
    expect(within(rows[0]!).getByTestId('prize-stock').textContent).toBe('Out of stock');
    expect(within(rows[1]!).getByTestId('prize-stock').textContent).toBe('498 / 500');
    expect(within(rows[2]!).getByTestId('prize-stock').textContent).toBe('Unlimited');
    expect(rows[2]!.textContent).toContain('Coins ×1,000');
  });
});

describe('the odds history', () => {
  it('shows the prize that ran out first, its fall to 0 and the others’ rise, in Chinese', async () => {
    await use('zh-CN');
    render(<PrizeOddsHistory prizes={pool} />);
    const changes = screen.getAllByTestId('odds-change');
    expect(changes.map((c) => c.dataset.reason)).toEqual(['soldOut', 'opened']);
    expect(changes[0]!.textContent).toContain('Figure 已抽完，概率重新计算');
    expect(changes[0]!.textContent).toContain('自第 42 抽起');
    const moved = changes[0]!.querySelectorAll('tr[data-moved="true"]');
    expect([...moved].map((r) => r.textContent)).toEqual(['Figure1% → 0%', 'Frame21.5% → 21.7%', 'Coins77.5% → 78.3%']);
  });
});

describe('the vote tally', () => {
  it('lists the mechas by votes with my picks and the voters, plural by language', async () => {
    await use('en');
    const roles = {
      list: [
        { id: 'c01', name: 'Crimson Raider', picture: null, votes: 1, percent: 25 },
        { id: 'c02', name: 'Azure Longshot', picture: null, votes: 3, percent: 75 },
      ],
      totalVotes: 4,
      voters: 2,
    };
    const { rerender } = render(<VoteTally roles={roles} mine={['c01']} ended={false} />);
    expect(screen.getByTestId('vote-voters').textContent).toBe('2 pilots voted');
    const rows = screen.getAllByTestId('tally-row');
    expect(rows.map((r) => [r.dataset.id, r.dataset.mine])).toEqual([['c02', 'false'], ['c01', 'true']]);
    expect(rows.map((r) => within(r).getByTestId('tally-percent').textContent)).toEqual(['75.0%', '25.0%']);
    rerender(<VoteTally roles={{ ...roles, voters: 1 }} mine={[]} ended />);
    expect(screen.getByTestId('vote-voters').textContent).toBe('1 pilot voted');
    expect(screen.getByText('Final results')).toBeTruthy();
  });
});

describe('the event window', () => {
  const event = { id: 'e', title: 'E', rules: '', startsAt: Date.UTC(2026, 10, 1, 12) / 1000, endsAt: Date.UTC(2026, 11, 1, 12) / 1000, reportFrom: 0, reportTo: 1, seedHash: 'ab', seed: null };
  it('says not started with the start, and ended with the end and what still works', async () => {
    await use('en');
    const { rerender } = render(<LotteryWindow event={{ ...event, phase: 'upcoming' }} />);
    const box = screen.getByTestId('annual-window');
    expect(box.dataset.phase).toBe('upcoming');
    expect(box.textContent).toMatch(/^The event opens on Nov 1, 2026/);
    rerender(<LotteryWindow event={{ ...event, phase: 'ended' }} afterEndNote />);
    expect(box.textContent).toMatch(/^The event ended on Dec 1, 2026.*Your draws and prize addresses still work\.$/);
  });
});
