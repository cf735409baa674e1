import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import { NewsPage } from './news-page.tsx';

// Decision 0228: each answer re-renders only the part of the news page that shows it. As one component the page
// re-rendered whole, its article cards included, on every answer and on every hot dot while it loaded.
const listRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../components/article-list.tsx', () => ({
  ArticleList: () => {
    listRenders.count++;
    return <div data-testid="article-list-stub" />;
  },
}));

beforeEach(async () => {
  listRenders.count = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/record/cms/banner') return new Response(JSON.stringify({ code: 0, data: { list: [] }, msg: '' }));
      return new Response(JSON.stringify({ code: 1014, data: null, msg: 'no' }));
    }),
  );
  appStore.set({ languageIndex: 2, hotBalance: false, hotRate: false });
  await act(() => switchLanguage(2));
});
afterEach(() => vi.unstubAllGlobals());

describe('the news page', () => {
  it("shows a tab's hot dot without rendering the article list again", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NewsPage />
      </QueryClientProvider>,
    );
    await screen.findByTestId('article-list-stub');
    // Let the banners' answer (empty) and the feed's settle first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const before = listRenders.count;
    const balanceChip = () => screen.getByTestId('news-tabs').querySelector('[data-value="balance"]')!;
    expect(balanceChip().querySelector('span[aria-hidden="true"]')).toBeNull();
    act(() => appStore.set({ hotBalance: true, hotRate: true }));
    expect(balanceChip().querySelector('span[aria-hidden="true"]')).not.toBeNull();
    expect(listRenders.count).toBe(before);
  });
});
