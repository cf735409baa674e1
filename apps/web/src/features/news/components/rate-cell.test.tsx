import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import { RateCell } from './rate-cell.tsx';

beforeEach(() => appStore.set({ languageIndex: 2 }));

describe('rate cell', () => {
  it('shows a small sample win rate with its flag and 95 % range (7 of 10: 40–89 %)', () => {
    render(<RateCell rate={0.7} scale={1} sample={10} lowSample />);
    expect(screen.getByTestId('low-sample')).toBeTruthy();
    const range = screen.getByTestId('rate-range');
    expect(range.textContent?.trim()).toBe('40%–89%');
    expect(range.getAttribute('aria-label')).toBe('likely 40% to 89%');
  });

  it('shows a rate on enough games without a range', () => {
    render(<RateCell rate={0.5294} scale={1} sample={1200} />);
    expect(screen.getByText('52.9%')).toBeTruthy();
    expect(screen.queryByTestId('rate-range')).toBeNull();
    expect(screen.queryByTestId('low-sample')).toBeNull();
  });
});
