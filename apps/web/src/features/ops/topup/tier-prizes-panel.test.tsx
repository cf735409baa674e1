import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpsClaim } from '@mecha/shared/act/ops-api';
import { TierPrizesPanel } from './tier-prizes-panel.tsx';

// The Shipping tab's tier prizes: an address the server left out reads "hidden for your role" (with a ship form:
// the parcel can still go), and Next asks the server for the page after the last claim shown (afterId).

const claim = (id: number, extra: Partial<OpsClaim> = {}): OpsClaim => ({
  id, tierId: 'tier-4', roleUid: `1000${id}`, yfyUid: `acc-${id}`, claimedAt: 1_780_000_000, prizes: [{ id: 'poster', qty: 1, physical: true, name: 'Poster' }],
  physical: true, hasAddress: true, address: null, addressAt: 1_780_000_100, addressDueAt: 1_780_604_800, forfeitedAt: null, shippedAt: null, carrier: null, tracking: null, ...extra,
});
const answer = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('TierPrizesPanel', () => {
  it('pages on the server and hides what the server did not send', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/ops/act/claims/events')) return answer({ list: [{ id: 'spring-cn', edition: 'cn', currency: 'CNY', title: 'Spring', startsAt: 1, endsAt: 2, active: true, tiers: 1, claims: 3 }] });
      if (url.includes('afterId=7')) return answer({ list: [claim(9, { hasAddress: false, address: null })], hasMore: false, addresses: false });
      return answer({ list: [claim(3), claim(7)], hasMore: true, addresses: false });
    }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TierPrizesPanel />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('claims-table').textContent).toContain('#7'));
    expect(urls.find((u) => u.startsWith('/api/ops/act/claims?'))).toContain('eventId=spring-cn');
    expect(screen.getAllByText('address given · hidden for your role')).toHaveLength(2);
    expect(screen.getAllByRole('form', { name: /Ship claim/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('claims-table').textContent).toContain('#9'));
    expect(urls.at(-1)).toContain('afterId=7');
    expect(screen.getByText(/address due/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: /Ship claim/ })).toBeNull();
  });
});
