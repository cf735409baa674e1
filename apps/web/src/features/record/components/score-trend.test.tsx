import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAfterFirstReads } from '../../../lib/after-first-reads.ts';
import { ScoreTrend } from './score-trend.tsx';

// The trend's chart code loads once the first screen is shown (decision 0213): not while the page's reads are out.
vi.mock('./score-chart.tsx', () => ({ default: () => <div data-testid="chart" /> }));

function Page({ read }: { read: () => Promise<string> }) {
  useQuery({ queryKey: ['summary'], queryFn: read });
  return <ScoreTrend scoreMap={{ '20261120': 1500, '20261121': 1520 }} placed />;
}

beforeEach(resetAfterFirstReads);

describe('ScoreTrend', () => {
  it('holds a chart-sized skeleton until the first screen is shown, then draws the chart', async () => {
    let answer!: (value: string) => void;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Page read={() => new Promise<string>((resolve) => (answer = resolve))} />
      </QueryClientProvider>,
    );
    // While the read is out (act lets a lazy chart that did load commit).
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.getByTestId('score-trend').querySelector('[role="status"]')).not.toBeNull();
    await act(async () => answer('ok'));
    expect(await screen.findByTestId('chart')).toBeTruthy();
  });
});
