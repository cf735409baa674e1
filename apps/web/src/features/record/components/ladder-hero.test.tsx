import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import type { ModeBlock } from '../api/record-types.ts';
import { LadderHero } from './ladder-hero.tsx';

const block = (over: Partial<ModeBlock>): ModeBlock => ({
  MaxScore: 0,
  ArenaScore: 0,
  TotalCnt: 0,
  WinCnt: 0,
  WinRate: 0,
  ScoreMap: {},
  Placed: true,
  TopRoles: [],
  ...over,
});

beforeEach(() => appStore.set({ languageIndex: 2 }));

describe('ladder hero', () => {
  it('shows the rank badge, rank with sub-tier, score, peak and the way to the next sub-tier', () => {
    render(<LadderHero mode="T1" block={block({ ArenaScore: 4658, MaxScore: 4678, TotalCnt: 32 })} />);
    expect(screen.getByTestId('rank-title').textContent).toBe('Supreme Star I');
    expect(screen.getByTestId('arena-score').textContent).toBe('4,658');
    expect(screen.getByTestId('max-score').textContent).toBe('4,678');
    expect(screen.getByText('342 to Void Dark Star III')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Supreme Star I' }).getAttribute('data-rank')).toBe('supreme-star');
  });

  it('hides the score before placement and counts the placement matches instead', () => {
    render(<LadderHero mode="T2" block={block({ ArenaScore: 100, MaxScore: 100, TotalCnt: 2, Placed: false })} />);
    expect(screen.getByTestId('placement').textContent).toBe('Placement 2/3');
    expect(screen.queryByTestId('arena-score')).toBeNull();
    expect(screen.getByText('Play 1 more 2v2 match to get your rank.')).toBeTruthy();
  });

  it('says the top rank has nothing above it', () => {
    render(<LadderHero mode="T1" block={block({ ArenaScore: 9100, MaxScore: 9200 })} />);
    expect(screen.getByTestId('rank-title').textContent).toBe('Eternal Black Hole');
    expect(screen.getByText(/no rank above this/)).toBeTruthy();
  });
});
