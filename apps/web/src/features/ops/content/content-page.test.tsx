import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpsQueryClient } from '../ops-main.tsx';
import { ContentPage } from './content-page.tsx';
import { articleCategoryOf } from './content-tabs.ts';
import { bannerBody, bannerProblem, emptyBanner } from './banner-draft.ts';

// The content section's tab switch against a stubbed server: each tab is an address, shows its panel and asks the
// server for its list (balance notes: the articles list filtered to category balance); an HK editor's banner form
// offers only hk, and version notes are read-only for an operator scoped to some editions.

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
const operator = (editions: 'all' | ['hk']) => ({ name: 'o', role: 'editor' as const, editions, disabled: false, lockedUntil: null, lastLoginAt: null, createdAt: 0 });

function mount(rest: string, editions: 'all' | ['hk'] = 'all') {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/ops/banners/list')) return ok({ list: [{ id: 1, slug: 'jp-only', image: '/x.svg', link: '#/', sort: 0, editions: ['jp'], titles: { ja: 'J' }, active: true }], page: 1, hasMore: false });
      if (url.startsWith('/api/ops/versions/list')) return ok({ list: [{ id: 1, version: '2.4', publishedAt: 0, clicks: 3, titles: { en: 'Patch 2.4' }, bodies: { en: '<p>x</p>' } }], page: 1, hasMore: false });
      return ok({ list: [], page: 1, hasMore: false });
    }),
  );
  render(
    <QueryClientProvider client={createOpsQueryClient()}>
      <ContentPage operator={operator(editions)} query={new URLSearchParams()} rest={rest} />
    </QueryClientProvider>,
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

describe('content tabs', () => {
  it('opens articles by default, every tab a link with the open one marked', async () => {
    const urls = mount('');
    expect(await screen.findByTestId('article-list')).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['Articles', '#/ops/content/articles', 'page'],
      ['Balance notes', '#/ops/content/balance', null],
      ['Banners', '#/ops/content/banners', null],
      ['Version notes', '#/ops/content/versions', null],
    ]);
    await waitFor(() => expect(urls.some((u) => u.startsWith('/api/ops/articles/list') && !u.includes('category='))).toBe(true));
  });

  it('balance notes: the same list filtered to category balance', async () => {
    const urls = mount('balance');
    expect(await screen.findByRole('heading', { name: 'Balance notes' })).toBeTruthy();
    expect((screen.getByTestId('article-category-filter') as HTMLSelectElement).value).toBe('balance');
    await waitFor(() => expect(urls.some((u) => u.startsWith('/api/ops/articles/list') && u.includes('category=balance'))).toBe(true));
    expect(articleCategoryOf('articles')).toBe('');
  });

  it('banners: an HK editor cannot change a JP banner', async () => {
    mount('banners', ['hk']);
    expect(await screen.findByText('Not yours to change')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit banner/ })).toBeNull();
    expect(emptyBanner(['hk']).editions).toEqual(['hk']);
  });

  it('version notes: listed; read-only for an operator scoped to some editions', async () => {
    mount('versions', ['hk']);
    expect(await screen.findByText('Patch 2.4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New version note' })).toBeNull();
  });
});

describe('banner body', () => {
  it('sends only the languages with a title, and says what is missing', () => {
    const d = { ...emptyBanner(['hk']), slug: 'hk-summer', image: '/covers/x.svg', link: '#/pages/news/index', sort: '3' };
    expect(bannerProblem(d)).toMatch(/title/);
    const filled = { ...d, titles: { ...d.titles, 'zh-HK': ' 夏日 ' } };
    expect(bannerProblem(filled)).toBeNull();
    expect(bannerBody(filled, false)).toEqual({ slug: 'hk-summer', image: '/covers/x.svg', link: '#/pages/news/index', sort: 3, editions: ['hk'], titles: { 'zh-HK': '夏日' }, active: false });
  });
});
