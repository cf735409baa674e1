import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import type { ModeBlock } from '../api/record-types.ts';
import { ModeStats } from '../components/mode-stats.tsx';
import { RECORD_ROUTES } from '../record-routes.ts';
import { parseBattleFilter } from '@mecha/shared/record/battle-filter';
import { isFiltered } from './use-battle-filter.ts';

beforeEach(() => appStore.set({ languageIndex: 2 }));

const block: ModeBlock = { MaxScore: 5000, ArenaScore: 4800, TotalCnt: 40, WinCnt: 25, WinRate: 0.625, ScoreMap: {}, Placed: true, TopRoles: [] };

describe('the battle list filter', () => {
  it('knows when a filter is on', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ partner: '10002052' })).toBe(true);
    expect(isFiltered({ result: 'win' })).toBe(true);
  });

  it('writes the same parameters it reads', () => {
    const href = RECORD_ROUTES.battle('T2', { result: 'loss', partner: '10000042' });
    expect(href).toBe('/pages/record/battle/index?mode=T2&result=loss&partner=10000042');
    expect(parseBattleFilter(new URLSearchParams(href.split('?')[1]))).toEqual({ result: 'loss', partner: '10000042' });
  });
});

describe('mode stats', () => {
  it("links the player's totals to the matches behind them", () => {
    render(<ModeStats block={block} mode="T1" />);
    expect(screen.getByTestId('stat-games-link').getAttribute('href')).toBe('#/pages/record/battle/index?mode=T1');
    expect(screen.getByTestId('stat-wins-link').getAttribute('href')).toBe('#/pages/record/battle/index?mode=T1&result=win');
    const losses = screen.getByTestId('stat-losses-link');
    expect(losses.getAttribute('href')).toBe('#/pages/record/battle/index?mode=T1&result=loss');
    expect(losses.getAttribute('aria-label')).toBe('15 losses: list the losses');
  });

  it('shows the sample without links', () => {
    render(<ModeStats block={block} />);
    expect(screen.queryByTestId('stat-wins-link')).toBeNull();
    expect(screen.getByTestId('stat-wins').textContent).toContain('25');
  });
});
