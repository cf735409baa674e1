import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n.ts';
import { appStore } from '../lib/store.ts';
import { currentLocation, HashRouter, navigate } from '../lib/hash-router/index.ts';
import { AppLayout } from './app-layout.tsx';

const Page = () => <p>page</p>;
const Failed = () => <p>failed</p>;
const Boot = () => <p>booting</p>;

function renderAt(path: string) {
  // Every path of the app shows the same stand-in page: these tests are about the layout around it.
  const pages = new Map(
    ['/pages/act/points-exchange/index', '/pages/login/index', '/pages/my/index', '/pages/home/index', '/pages/news/index/index'].map(
      (p) => [p, async () => Page] as const,
    ),
  );
  navigate(path, { replace: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HashRouter routes={{ pages, fallback: '/pages/home/index' }} Layout={AppLayout} ErrorPage={Failed} Boot={Boot} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { gateway: 'sim', fixedEdition: null }, msg: '' }))));
  vi.stubGlobal('scrollTo', () => undefined);
  appStore.set({ languageIndex: 2, hotRate: false, hotBalance: false, unreadCount: 0, tabIndex: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('tab bar in the layout', () => {
  it('shows on tab routes with the grouped tab active', async () => {
    renderAt('/pages/act/points-exchange/index');
    const home = await screen.findByRole('button', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('button')).toHaveLength(5);
  });

  it('is absent on other routes', async () => {
    renderAt('/pages/login/index');
    await screen.findByText('page');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows red dots for news hot points and unread messages', async () => {
    appStore.set({ hotBalance: true, unreadCount: 2 });
    renderAt('/pages/my/index');
    expect(await screen.findByTestId('tab-dot-news')).toBeTruthy();
    expect(screen.getByTestId('tab-dot-mine')).toBeTruthy();
    expect(screen.queryByTestId('tab-dot-home')).toBeNull();
  });

  it('a tap stores the tab index, navigates and clears the news dots', async () => {
    appStore.set({ hotRate: true, unreadCount: 1 });
    renderAt('/pages/home/index');
    const news = await screen.findByRole('button', { name: 'News' });
    await act(async () => fireEvent.click(news));
    expect(currentLocation().pathname).toBe('/pages/news/index/index');
    expect(window.location.hash).toBe('#/pages/news/index/index');
    expect(appStore.get()).toMatchObject({ tabIndex: 2, hotRate: false, hotBalance: false, unreadCount: 1 });
    expect(localStorage.getItem('mecha.tabIndex')).toBe('2');
    expect(screen.queryByTestId('tab-dot-news')).toBeNull();
  });

  it('sets the edition title, description and html lang from the language', async () => {
    renderAt('/pages/home/index');
    await screen.findByRole('navigation');
    expect(document.title).toBe('Mecha Duel Companion');
    expect(document.documentElement.lang).toBe('en');
    act(() => appStore.set({ languageIndex: 3 }));
    // Waits rather than reads at once: on a loaded CI machine the commit that runs the meta effect once came after
    // act returned (stop 29). The title still has to follow the language, or this times out.
    await waitFor(() => expect(document.title).toBe('メカデュエル コンパニオン'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('ランク戦');
    expect(document.documentElement.lang).toBe('ja');
    expect(await screen.findByRole('button', { name: 'ホーム' })).toBeTruthy();
  });
});
