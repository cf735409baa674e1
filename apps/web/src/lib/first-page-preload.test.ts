import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadFirstPage, type PreloadMap } from './first-page-preload.ts';

const MAP: PreloadMap = {
  files: ['./js/home-page-a.js', './js/news-page-b.js', './css/style-news-c.css', './js/shared-d.js', './js/texts-en-e.js', './js/texts-ja-f.js', './js/texts-zh-CN-g.js'],
  routes: { '/pages/home/index': [0, 3], '/pages/news/index/index': [1, 2, 3] },
  languages: { en: [4], ja: [5], 'zh-CN': [6] },
  fallback: '/pages/home/index',
};

const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel}${l.getAttribute('as') ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`);

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

  it('preloads nothing for the operator console', () => {
    expect(preloadFirstPage(MAP, document, '#/ops/players')).toEqual([]);
    expect(links()).toEqual([]);
  });
});
