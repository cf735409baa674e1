import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from '../i18n/error-texts.ts';
import { ApiError } from '../lib/request.ts';
import { ROUTES } from '../lib/routes.ts';
import { appStore } from '../lib/store.ts';
import { featureOfPage, MaintenanceBanner } from './maintenance-banner.tsx';
import { ErrorBlock } from './states.tsx';

afterEach(() => vi.unstubAllGlobals());

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

function switched(list: { feature: string; until: string | null }[]) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { list }, msg: '' }), { headers: { 'Content-Type': 'application/json' } })));
}

describe('maintenance banner', () => {
  it('knows the feature of each page', () => {
    expect(featureOfPage(ROUTES.news)).toBe('news');
    expect(featureOfPage(ROUTES.battle)).toBe('record');
    expect(featureOfPage(ROUTES.duoPartners)).toBe('record');
    expect(featureOfPage(ROUTES.pointsExchange)).toBe('mall');
    expect(featureOfPage(ROUTES.paymentCenter)).toBe('pay');
    expect(featureOfPage(ROUTES.lottery)).toBe('annual');
    expect(featureOfPage(ROUTES.competition)).toBe('competition');
    expect(featureOfPage(ROUTES.welfare)).toBe('welfare');
    expect(featureOfPage(ROUTES.home)).toBeNull();
    expect(featureOfPage(ROUTES.my)).toBeNull();
  });

  it("shows on a switched feature's page in the player's language, with the end time", async () => {
    appStore.set({ languageIndex: 3 }); // ja
    switched([{ feature: 'mall', until: '2026-12-01T08:00:00Z' }]);
    wrap(<MaintenanceBanner pathname={ROUTES.pointsExchange} aboveTabs={false} />);
    const banner = await screen.findByTestId('maintenance-banner');
    expect(banner.textContent).toContain(errorMessage('underRepair', 'ja'));
    expect(banner.textContent).toContain('復旧予定');
  });

  it('stays away from the pages of other features', async () => {
    switched([{ feature: 'mall', until: null }]);
    const fetchMock = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
    wrap(<MaintenanceBanner pathname={ROUTES.news} aboveTabs={false} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
  });

  it('replaces a section error that answered 1013 with the notice', () => {
    appStore.set({ languageIndex: 2 }); // en
    switched([]);
    wrap(<ErrorBlock error={new ApiError(1013, 'x', { feature: 'news', until: null })} />);
    expect(screen.getByTestId('under-repair').textContent).toContain(errorMessage('underRepair', 'en'));
    expect(screen.queryByTestId('record-error')).toBeNull();
  });
});
