// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { holdEntry, preloadMap, preloadScript } from '../../scripts/vite-first-page-preload.ts';
import { FIRST_PAGE_FORMATS, FIRST_PAGE_READS } from './first-page-reads.ts';

describe('the build-time preload map', () => {
  it("lists each page's chunk closure, its stylesheets and each language's texts, less what the entry preloads", async () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], css: string[] = [], isEntry = false) =>
      ({ type: 'chunk' as const, fileName, facadeModuleId, isEntry, imports, viteMetadata: { importedCss: new Set(css) } });
    const bundle = {
      'js/index.js': chunk('js/index.js', '/app/index.html', ['js/react.js'], ['css/app.css'], true),
      'js/react.js': chunk('js/react.js', null, []),
      'js/news.js': chunk('js/news.js', '/app/news-page.tsx', ['js/shared.js', 'js/react.js'], ['css/news.css']),
      'js/shared.js': chunk('js/shared.js', null, ['js/react.js']),
      'js/texts-ja.js': chunk('js/texts-ja.js', '/app/src/i18n/bundles/texts-ja.ts', []),
      'css/news.css': { type: 'asset' as const },
    };
    const map = preloadMap(bundle, new Map([['/pages/news/index/index', '/app/news-page.tsx']]), {
      reads: FIRST_PAGE_READS,
      formats: FIRST_PAGE_FORMATS,
    });
    const files = (indexes: number[] | undefined) => indexes?.map((i) => map.files[i]);
    expect(files(map.routes['/pages/news/index/index'])).toEqual(['./js/news.js', './css/news.css', './js/shared.js']);
    expect(files(map.languages.ja)).toEqual(['./js/texts-ja.js']);
    expect(map.fallback).toBe('/pages/home/index');
    // The inline script is the function and the map, nothing else (no app store, no React).
    const script = await preloadScript(map);
    expect(script).toContain('./js/news.js');
    expect(script).toContain('/api/record/season_show');
    expect(script).toMatch(/"?formats"?:\["\/pages\/record\/battle\/index"\]/);
    // With the entry's start, the visitor hero's and the first banner's drawing (0220, 0221), the shell's labels and
    // the locale data's worker (0225) it is about 8.8 KB.
    expect(script.length).toBeLessThan(9200);
  });

  it("starts a page's largest files first: the longest downloads on a phone's six connections", () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], bytes: number, css: string[] = [], isEntry = false) =>
      ({ type: 'chunk' as const, fileName, facadeModuleId, isEntry, imports, code: 'x'.repeat(bytes), viteMetadata: { importedCss: new Set(css) } });
    const bundle = {
      'js/index.js': chunk('js/index.js', '/app/index.html', [], 100, [], true),
      'js/battle.js': chunk('js/battle.js', '/app/battle-page.tsx', ['js/small.js', 'js/large.js'], 5_000, ['css/record.css']),
      'js/small.js': chunk('js/small.js', null, [], 300),
      'js/large.js': chunk('js/large.js', null, [], 20_000),
      'css/record.css': { type: 'asset' as const, source: 'y'.repeat(9_000) },
      'js/texts-en.js': chunk('js/texts-en.js', '/app/src/i18n/bundles/texts-en.ts', [], 10_000),
    };
    const map = preloadMap(bundle, new Map([['/pages/record/battle/index', '/app/battle-page.tsx']]));
    expect(map.routes['/pages/record/battle/index']?.map((i) => map.files[i])).toEqual(['./js/large.js', './css/record.css', './js/battle.js', './js/small.js']);
    // The list of files is largest first, so the inline script merges a page's and a language's by index: the texts,
    // larger than most of a page's files, start second here, not after all of them.
    expect(map.files).toEqual(['./js/large.js', './js/texts-en.js', './css/record.css', './js/battle.js', './js/small.js']);
    expect(map.languages.en).toEqual([1]);
  });

  it("holds Vite's entry tags in an inert template, where the service worker's build still finds them", () => {
    const html = [
      '<head><script>theme()</script>',
      '    <script type="module" crossorigin src="./js/index-a.js"></script>',
      '    <link rel="modulepreload" crossorigin href="./js/react-b.js">',
      '    <link rel="modulepreload" crossorigin href="./js/app-c.js">',
      '</head><body></body>',
    ].join('\n');
    const held = holdEntry(html);
    expect(held).toContain(
      '<template id="app-entry"><script type="module" crossorigin src="./js/index-a.js"></script>\n    <link rel="modulepreload" crossorigin href="./js/react-b.js">\n    <link rel="modulepreload" crossorigin href="./js/app-c.js"></template>',
    );
    expect(held.match(/index-a\.js/g)).toHaveLength(1);
    expect(() => holdEntry('<head></head>')).toThrow(/no entry/);
    // Given the files' sizes, the largest preload goes first: the longest download on a phone's six connections.
    const sizes: Record<string, number> = { './js/react-b.js': 20_000, './js/app-c.js': 70_000 };
    expect(holdEntry(html, (href) => sizes[href] ?? 0)).toContain(
      '<template id="app-entry"><script type="module" crossorigin src="./js/index-a.js"></script>\n    <link rel="modulepreload" crossorigin href="./js/app-c.js">\n    <link rel="modulepreload" crossorigin href="./js/react-b.js"></template>',
    );
  });
});
