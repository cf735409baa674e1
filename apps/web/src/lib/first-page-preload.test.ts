import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadFirstPage, type PreloadMap } from './first-page-preload.ts';

const MAP: PreloadMap = {
  files: ['./js/home-page-a.js', './js/news-page-b.js', './css/style-news-c.css', './js/shared-d.js', './js/texts-en-e.js', './js/texts-ja-f.js', './js/texts-zh-CN-g.js'],
  routes: { '/pages/home/index': [0, 3], '/pages/news/index/index': [1, 2, 3] },
  languages: { en: [4], ja: [5], 'zh-CN': [6] },
  fallback: '/pages/home/index',
};

const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel}${l.getAttribute('as') ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`);

/** A paint observer the test drives: the returned function reports paint entries by name; none come unless called. */
function stubPaintObserver(): (names: string[]) => void {
  let report = (_names: string[]) => {};
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      }
      observe() {}
      disconnect() {}
    },
  );
  return (names) => report(names);
}

const SHELL = '<div id="app-shell"><div class="body"><div class="block"></div><div class="block"></div></div></div>';

/** A fresh shell, what index.html's call after it draws there, and whether that was a hero. */
function shellAfterFirstScreen(): { hero: boolean; blocks: number } {
  document.body.innerHTML = SHELL;
  window.mechaFirstScreen!();
  return { hero: document.querySelector('#app-shell .account-hero') !== null, blocks: document.querySelectorAll('#app-shell .block').length };
}

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the first page preload in index.html', () => {
  it("links the page's code, its stylesheet and the stored language's texts", () => {
    localStorage.setItem('mecha.languageIndex', '3');
    expect(preloadFirstPage(MAP, document, '#/pages/news/index/index?tab=2')).toHaveLength(4);
    expect(links()).toEqual([
      'modulepreload ./js/news-page-b.js',
      'preload:style ./css/style-news-c.css',
      'modulepreload ./js/shared-d.js',
      'modulepreload ./js/texts-ja-f.js',
    ]);
    // CORS mode like the stylesheet link Vite adds later, so that one reuses this download.
    expect(document.head.querySelector('link[as="style"]')?.getAttribute('crossorigin')).toBe('');
  });

  it('adds the links to the head in one insertion (decision 0227)', async () => {
    const insertions: number[] = [];
    const observer = new MutationObserver((records) => insertions.push(...records.map((r) => r.addedNodes.length)));
    observer.observe(document.head, { childList: true });
    preloadFirstPage(MAP, document, '#/pages/news/index/index');
    await Promise.resolve();
    observer.disconnect();
    expect(insertions).toEqual([links().length]);
  });

  it("follows the browser's languages on a first visit, as the store does", () => {
    vi.stubGlobal('navigator', { languages: ['fr-FR', 'en-GB'] });
    preloadFirstPage(MAP, document, '#/pages/home/index');
    expect(links()).toContain('modulepreload ./js/texts-en-e.js');
    localStorage.setItem('mecha.languageIndex', '"bad"');
    document.head.innerHTML = '';
    preloadFirstPage(MAP, document, '#/pages/home/index');
    expect(links()).toContain('modulepreload ./js/texts-en-e.js');
  });

  it('preloads home for an unknown or empty address, where the router lands', () => {
    localStorage.setItem('mecha.languageIndex', '0');
    expect(preloadFirstPage(MAP, document, '')).toEqual(['./js/home-page-a.js', './js/shared-d.js', './js/texts-zh-CN-g.js']);
    expect(preloadFirstPage(MAP, document, '#/pages/nowhere/index')[0]).toBe('./js/home-page-a.js');
  });

  it("starts every page's reads and this page's, with the headers the app will send", () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('mecha.languageIndex', '3');
    localStorage.setItem('mecha.token', '"tok-9"');
    const reads = { app: ['/api/app-config'], pages: { '/pages/news/index/index': ['/api/banner'], '/pages/home/index': ['/api/home'] } };
    preloadFirstPage({ ...MAP, reads }, document, '#/pages/news/index/index');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/app-config', '/api/banner']);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'ja', 'X-Game-Code': 'jp', Authorization: 'Bearer tok-9' });
    // An unknown address lands on home, so it reads what home reads.
    fetchMock.mockClear();
    preloadFirstPage({ ...MAP, reads }, document, '#/pages/nowhere/index');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/app-config', '/api/home']);
    fetchMock.mockClear();
    preloadFirstPage({ ...MAP, reads }, document, '#/ops/players');
    expect(fetchMock).not.toHaveBeenCalled();
    delete (globalThis as Record<string, unknown>).__mechaFirstReads;
  });

  it("warms the stored language's number and date data for a page that formats figures first, once the shell has painted", () => {
    vi.useFakeTimers();
    const made: string[] = [];
    const formatter = (kind: string) =>
      class {
        constructor(language: string) {
          made.push(`${kind} ${language}`);
        }
        format = () => '';
      };
    vi.stubGlobal('Intl', { NumberFormat: formatter('number'), DateTimeFormat: formatter('date') });
    let painted = stubPaintObserver();
    try {
      localStorage.setItem('mecha.languageIndex', '1');
      const map = { ...MAP, formats: ['/pages/news/index/index'] };
      preloadFirstPage(map, document, '#/pages/home/index');
      painted(['first-contentful-paint']);
      vi.runAllTimers();
      expect(made).toEqual([]);
      preloadFirstPage(map, document, '#/pages/news/index/index?tab=2');
      vi.runAllTimers();
      painted(['first-paint']);
      vi.runAllTimers();
      expect(made).toEqual([]);
      painted(['first-contentful-paint']);
      expect(made).toEqual([]);
      vi.runOnlyPendingTimers();
      // Dates in a task of their own, not one long task with the numbers.
      expect(made).toEqual(['number zh-HK']);
      vi.runOnlyPendingTimers();
      expect(made).toEqual(['number zh-HK', 'date zh-HK']);
      painted = () => {};
      preloadFirstPage(map, document, '#/ops/players');
      painted(['first-contentful-paint']);
      vi.runAllTimers();
      expect(made).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("draws a visitor's home in the shell and starts the app's code only after that paint; a player's at once", () => {
    vi.useFakeTimers();
    const painted = stubPaintObserver();
    const entry = document.createElement('template');
    entry.id = 'app-entry';
    entry.innerHTML = '<script type="module" crossorigin src="./js/index-x.js"></script><link rel="modulepreload" crossorigin href="./js/react-y.js">';
    const texts = { en: ['Title', 'Body', 'Log in'] as [string, string, string] };
    const map = { ...MAP, files: [...MAP.files, './css/style-home-h.css'], routes: { ...MAP.routes, '/pages/home/index': [0, 7, 3] }, visitorHero: { page: '/pages/home/index', texts } };
    try {
      localStorage.setItem('mecha.languageIndex', '2');
      document.head.append(entry);
      document.body.innerHTML = SHELL;
      preloadFirstPage(map, document, '#/pages/home/index');
      // The page's stylesheet now; no code before the paint.
      expect(links()).toEqual(['preload:style ./css/style-home-h.css']);
      window.mechaFirstScreen!();
      expect(document.querySelector('#app-shell .account-hero-body')?.textContent).toBe('Body');
      expect(document.querySelectorAll('#app-shell .block')).toHaveLength(1);
      painted(['first-contentful-paint']);
      vi.runAllTimers();
      expect(links()).toEqual([
        'preload:style ./css/style-home-h.css',
        'modulepreload ./js/react-y.js',
        'modulepreload ./js/home-page-a.js',
        'modulepreload ./js/shared-d.js',
        'modulepreload ./js/texts-en-e.js',
      ]);
      expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('./js/index-x.js');

      // A player (a stored session) has a role card to show, which needs its data: the code starts at once.
      document.head.innerHTML = '';
      document.head.append(entry);
      localStorage.setItem('mecha.token', '"tok-9"');
      preloadFirstPage(map, document, '#/pages/home/index');
      expect(links()).toContain('modulepreload ./js/react-y.js');
      expect(shellAfterFirstScreen()).toEqual({ hero: false, blocks: 2 });

      // One arriving through single sign-on is a player a moment later (app/sso.ts): at once too.
      document.head.innerHTML = '';
      document.head.append(entry);
      localStorage.removeItem('mecha.token');
      history.replaceState(null, '', '/?wztoken=abc#/pages/home/index');
      preloadFirstPage(map, document, '#/pages/home/index');
      expect(links()).toContain('modulepreload ./js/react-y.js');
      expect(shellAfterFirstScreen()).toEqual({ hero: false, blocks: 2 });
    } finally {
      history.replaceState(null, '', '/');
      vi.useRealTimers();
      document.body.innerHTML = '';
      delete window.mechaFirstScreen;
    }
  });

  it('writes the shell\'s title and tab labels in the stored language, and keeps their icons', () => {
    const shell = { ja: ['機甲', 'ホーム', '戦績', 'ニュース', '大会', 'マイ'] as [string, string, string, string, string, string] };
    localStorage.setItem('mecha.languageIndex', '3');
    document.body.innerHTML =
      '<div id="app-shell"><div class="nav"><svg></svg>机甲</div><div class="body"></div><nav class="tabs">' +
      ['首页', '战绩', '资讯', '赛事', '我的'].map((label) => `<span class="tab"><svg></svg>${label}</span>`).join('') +
      '</nav></div>';
    try {
      preloadFirstPage({ ...MAP, shell }, document, '#/pages/news/index/index');
      window.mechaFirstScreen!();
      const texts = [...document.querySelectorAll('#app-shell .nav, #app-shell .tab')].map((e) => e.textContent);
      expect(texts).toEqual(shell.ja);
      expect(document.querySelectorAll('#app-shell svg')).toHaveLength(6);
      expect(document.documentElement.lang).toBe('ja');
    } finally {
      document.body.innerHTML = '';
      document.documentElement.lang = '';
      delete window.mechaFirstScreen;
    }
  });

  it("draws the news page's first banner in the shell once its image is ready to paint, and no other page's", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 0, data: { list: [{ Title: 'Season 12', Image: '/covers/s.svg' }, { Title: 'Two', Image: '/covers/t.svg' }] }, msg: '' })));
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        decode = () => Promise.resolve();
      },
    );
    const news = '/pages/news/index/index';
    const map: PreloadMap = { ...MAP, reads: { app: [], pages: { [news]: [{ path: '/api/banners', image: ['list', 0, 'Image'] }] } }, firstBanner: news };
    try {
      document.body.innerHTML = SHELL;
      preloadFirstPage(map, document, `#${news}`);
      await vi.waitFor(() => expect(document.querySelector<HTMLImageElement>('#app-shell .banner-image')?.getAttribute('src')).toBe('./covers/s.svg'));
      expect(document.querySelector('#app-shell .banner-caption')?.textContent).toBe('Season 12');
      expect(document.querySelectorAll('#app-shell .banner-dot')).toHaveLength(2);
      expect(document.querySelectorAll('#app-shell .block')).toHaveLength(1);

      // The same read on a page the shell draws no banner for leaves the shell alone.
      document.body.innerHTML = SHELL;
      preloadFirstPage({ ...map, firstBanner: '/pages/home/index' }, document, `#${news}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(document.querySelector('#app-shell .banner-carousel')).toBeNull();
    } finally {
      document.body.innerHTML = '';
      delete window.mechaFirstScreen;
    }
  });

  it("starts a page that never paints (a background tab) after 3 s", () => {
    vi.useFakeTimers();
    stubPaintObserver();
    try {
      localStorage.setItem('mecha.languageIndex', '2');
      preloadFirstPage({ ...MAP, visitorHero: { page: '/pages/home/index', texts: { en: ['a', 'b', 'c'] } } }, document, '#/pages/home/index');
      vi.advanceTimersByTime(2900);
      expect(links()).toEqual([]);
      vi.advanceTimersByTime(200);
      expect(links()).toContain('modulepreload ./js/home-page-a.js');
    } finally {
      vi.useRealTimers();
      delete window.mechaFirstScreen;
    }
  });

  it("preloads nothing for the operator console, and starts the entry, which loads the console", () => {
    expect(preloadFirstPage(MAP, document, '#/ops/players')).toEqual([]);
    expect(links()).toEqual([]);
    const entry = document.createElement('template');
    entry.id = 'app-entry';
    entry.innerHTML = '<script type="module" crossorigin src="./js/index-x.js"></script><link rel="modulepreload" crossorigin href="./js/react-y.js">';
    document.head.append(entry);
    preloadFirstPage(MAP, document, '#/ops/players');
    expect(links()).toEqual(['modulepreload ./js/react-y.js']);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('./js/index-x.js');
  });
});
