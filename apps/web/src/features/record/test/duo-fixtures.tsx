import type { DuoPartner, DuoPartners } from '@mecha/shared/record/duo';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { vi } from 'vitest';
import { RouterContext } from '../../../lib/hash-router/context.ts';
import { currentLocation, navigate, subscribeLocation } from '../../../lib/hash-router/history.ts';

// The partners page and panel against a stubbed API (the fetch the request layer calls), inside the live hash
// history so a page that writes its query (the scope) sees it back.

const NOW = Math.floor(Date.now() / 1000);
const SEASON = { Code: 4, StartTime: NOW - 30 * 86_400, EndTime: NOW + 30 * 86_400 };
const PREVIOUS = { Code: 3, StartTime: NOW - 90 * 86_400, EndTime: NOW - 30 * 86_400 };

export const partner = (uid: string, over: Partial<DuoPartner> = {}): DuoPartner => ({
  Uid: uid,
  Nickname: `Pilot ${uid}`,
  Together: { Matches: 8, Wins: 5 },
  Apart: { Matches: 40, Wins: 19 },
  ScoreGained: 45,
  Premade: { Matches: 3, Wins: 2 },
  LastPlayedAt: NOW - 3 * 86_400,
  LastMatchId: `m-${uid}`,
  ...over,
});

export const duoData = (over: Partial<DuoPartners> = {}): DuoPartners => ({
  Scope: 'season',
  Season: 4,
  Total: { Matches: 48, Wins: 24 },
  Premade: { Matches: 10, Wins: 6 },
  Solo: { Matches: 38, Wins: 18 },
  Partners: 2,
  Best: null,
  list: [partner('100001')],
  UpdatedAt: NOW - 300,
  ...over,
});

export type DuoAnswer = (query: URLSearchParams) => DuoPartners;

/** Stubs fetch: the season choice and the partners call (`answer`); returns the partners calls' queries. */
export function stubDuoApi(answer: DuoAnswer): URLSearchParams[] {
  const sent: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(url, 'http://x');
      const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, data, msg: '' }));
      if (u.pathname === '/api/record/season_show') return ok({ current: SEASON, shown: [PREVIOUS, SEASON] });
      if (u.pathname === '/api/record/duo-partners') {
        sent.push(u.searchParams);
        const data = answer(u.searchParams);
        return ok({ ...data, Scope: u.searchParams.get('scope') ?? 'season' });
      }
      return new Response(JSON.stringify({ code: 1014, data: null, msg: 'no' }));
    }),
  );
  return sent;
}

function LiveRouter({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribeLocation, currentLocation);
  return <RouterContext.Provider value={{ location, pending: false }}>{children}</RouterContext.Provider>;
}

/** Renders `ui` at `path` with a fresh query client (no retries). */
export function renderAt(path: string, ui: ReactNode) {
  navigate(path, { replace: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LiveRouter>{ui}</LiveRouter>
    </QueryClientProvider>,
  );
}
