import type { RankingSelection } from './ranking-params.ts';

// Links between the news, poster, share and webview pages (SPEC §2 route names).
const withQuery = (path: string, params?: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined) search.set(k, String(v));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const NEWS_ROUTES = {
  index: (params?: { tab?: string } & Partial<RankingSelection>) => withQuery('/pages/news/index/index', params),
  detail: (id: number) => withQuery('/pages/news/detail/index', { id }),
  search: (q?: string) => withQuery('/pages/news/search/index', { q }),
  guide: '/pages/news/guide/index',
  rankingPoster: (selection: RankingSelection) => withQuery('/pages/poster/index', { type: 'ranking', ...selection }),
  share: (params: URLSearchParams) => `/pages/share/index/index?${params.toString()}`,
  webview: (url: string, title?: string) => withQuery('/pages/webview/index', { url, title }),
} as const;

/**
 * Where a link from the server (a banner, an article's body) should go inside the app: hash routes of this app
 * navigate, http(s) pages open in the webview page, anything else goes nowhere.
 */
export function appRouteForLink(link: string, title?: string): string | null {
  const hash = link.startsWith('#') ? link.slice(1) : link;
  if (hash.startsWith('/pages/')) return hash;
  if (/^https?:\/\//i.test(link)) return NEWS_ROUTES.webview(link, title);
  return null;
}
