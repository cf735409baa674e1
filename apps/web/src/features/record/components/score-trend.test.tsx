import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { use } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAfterFirstReads, useAfterFirstReads } from '../../../lib/after-first-reads.ts';
import { ScoreTrend } from './score-trend.tsx';

// The trend's chart code loads once the first screen is shown (decision 0213): not while the page's reads are out.
// The chart's code, as the lazy import meets it: `chartCode` is what it waits for.
let chartCode: Promise<void> = Promise.resolve();
vi.mock('./score-chart.tsx', () => ({
  default: function Chart() {
    use(chartCode);
    return <div data-testid="chart" />;
  },
}));

function Page({ read }: { read: () => Promise<string> }) {
  useQuery({ queryKey: ['summary'], queryFn: read });
  return <ScoreTrend scoreMap={{ '20261120': 1500, '20261121': 1520 }} placed />;
}

beforeEach(() => {
  resetAfterFirstReads();
  chartCode = Promise.resolve();
});

function OtherUser() {
  return <output data-testid="other">{String(useAfterFirstReads())}</output>;
}

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

  it('does not hold back the rest of what the first screen lets in while the chart’s code loads', async () => {
    let loaded!: () => void;
    chartCode = new Promise<void>((resolve) => (loaded = resolve));
    let answer!: (value: string) => void;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Page read={() => new Promise<string>((resolve) => (answer = resolve))} />
        <OtherUser />
      </QueryClientProvider>,
    );
    await act(async () => answer('ok'));
    // The board's and the distribution's side of the gate opens although the chart is still loading…
    await vi.waitFor(() => expect(screen.getByTestId('other').textContent).toBe('true'));
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.getByTestId('score-trend').querySelector('[role="status"]')).not.toBeNull();
    // …and the chart comes when its code does.
    await act(async () => loaded());
    expect(await screen.findByTestId('chart')).toBeTruthy();
  });

  it('holds a still, silent box until the panel is on the screen, then draws the chart (decision 0225)', async () => {
    let show!: (entries: { isIntersecting: boolean }[]) => void;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof show) {
          show = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <Page read={() => Promise.resolve('ok')} />
        </QueryClientProvider>,
      );
      await act(() => new Promise((r) => setTimeout(r, 100)));
      const trend = screen.getByTestId('score-trend');
      // Not loading, so not a status a screen reader hears, nor one a test waiting for the page to settle waits on.
      expect(trend.querySelector('[role="status"]')).toBeNull();
      expect(trend.querySelector('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByTestId('chart')).toBeNull();
      act(() => show([{ isIntersecting: true }]));
      expect(await screen.findByTestId('chart')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
