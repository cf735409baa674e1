import type { StatusData } from '@mecha/shared/status/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

// A status answer as the server builds it, relative to now: the global edition 2 minutes fresh, cn 30 minutes
// (delayed), hk 2 hours (stalled), jp with no match at all; one open and one resolved incident.

export function statusData(over: Partial<StatusData> = {}): StatusData {
  // One "now" for every time in the answer, as the server's snapshot has.
  const now = Date.now();
  const ago = (s: number) => new Date(now - s * 1000).toISOString();
  return {
    generatedAt: ago(0),
    freshness: [
      { edition: 'cn', lastReceivedAt: ago(30 * 60), newestEndedAt: ago(31 * 60) },
      { edition: 'hk', lastReceivedAt: ago(2 * 3600), newestEndedAt: ago(2 * 3600 + 60) },
      { edition: 'global', lastReceivedAt: ago(2 * 60), newestEndedAt: ago(3 * 60) },
      { edition: 'jp', lastReceivedAt: null, newestEndedAt: null },
    ],
    api: {
      last5m: { requests: 1200, errorRate: 0.005, p50Ms: 25, p95Ms: 120, p99Ms: 480 },
      last24h: { requests: 345_678, errorRate: 0, p50Ms: 30, p95Ms: 150, p99Ms: 1250 },
    },
    queues: { mailPending: 3, mailOldestAgeS: 12 * 60 + 5, deliveriesRetrying: 1, paymentsAwaitingTimeout: 4 },
    incidents: [
      { id: 2, severity: 'major', title: 'Match records delayed', body: 'Records from the global servers arrive late.\nWe are on it.', startedAt: ago(40 * 60), resolvedAt: null, updatedAt: ago(10 * 60) },
      { id: 1, severity: 'info', title: 'Planned upgrade', body: '', startedAt: ago(3 * 86_400), resolvedAt: ago(3 * 86_400 - 1800), updatedAt: ago(3 * 86_400 - 1800) },
    ],
    ...over,
  };
}

/** Stubs fetch for GET /api/status: `answer` gives the envelope's data, or throws for a failed call. */
export function stubStatus(answer: () => StatusData | { code: number; msg: string }) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(new Request(new URL(url, 'http://x'), init));
      if (new URL(url, 'http://x').pathname !== '/api/status') return new Response(JSON.stringify({ code: 1014, data: null, msg: 'no' }));
      const data = answer();
      if ('code' in data) return new Response(JSON.stringify({ code: data.code, data: null, msg: data.msg }));
      return new Response(JSON.stringify({ code: 0, data, msg: '' }));
    }),
  );
  return calls;
}

export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
