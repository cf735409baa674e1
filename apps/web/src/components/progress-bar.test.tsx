import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('names its value and fills its share, never past the end', () => {
    render(<ProgressBar value={1500} max={1000} label="Total" valueText="¥15.00 / ¥10.00" tone="gold" />);
    const bar = screen.getByRole('progressbar', { name: 'Total' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1000');
    expect(bar.getAttribute('aria-valuetext')).toBe('¥15.00 / ¥10.00');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('is empty for no progress or no goal', () => {
    render(<ProgressBar value={3} max={0} label="Games" valueText="3 / 0" />);
    expect((screen.getByRole('progressbar').firstElementChild as HTMLElement).style.width).toBe('0%');
  });
});
