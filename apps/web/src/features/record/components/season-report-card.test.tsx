import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import type { SeasonSummary } from '../api/record-types.ts';
import { SeasonReportCard } from './season-report-card.tsx';

type Report = NonNullable<SeasonSummary['T1']>;
const report = (over: Partial<Report>): Report => ({
  StartScore: 95,
  FinalScore: 30,
  MaxScore: 95,
  TotalCnt: 12,
  WinCnt: 2,
  WinRate: 2 / 12,
  BestStreak: 1,
  Placed: true,
  Percentile: 0.7,
  TopRoles: [
    { Id: 'c01', TotalCnt: 4, WinRate: '0.0000' },
    { Id: 'c08', TotalCnt: 3, WinRate: '0.6667' },
  ],
  ...over,
});

beforeEach(() => appStore.set({ languageIndex: 2 }));

describe('season report card', () => {
  it('shows the same "ahead of" figure in its tile and in the sentence under it', () => {
    render(<SeasonReportCard mode="T1" report={report({})} current />);
    expect(screen.getByTestId('percentile').querySelector('dd')!.textContent).toBe('0.7%');
    expect(screen.getByText(/ahead of 0\.7%/i)).toBeTruthy();
  });

  it('colours a win rate green only from an even record up', () => {
    const { unmount } = render(<SeasonReportCard mode="T1" report={report({})} current />);
    const rateTile = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling!;
    expect(rateTile('Win rate').getAttribute('data-tone')).toBeNull();
    const tops = within(screen.getByTestId('top-characters')).getAllByText(/%$/);
    expect(tops.map((e) => [e.textContent, e.getAttribute('data-tone')])).toEqual([
      ['0.0%', 'plain'],
      ['66.7%', 'ok'],
    ]);
    unmount();
    render(<SeasonReportCard mode="T1" report={report({ WinCnt: 6, WinRate: 0.5 })} current />);
    expect(rateTile('Win rate').getAttribute('data-tone')).toBe('ok');
  });
});
