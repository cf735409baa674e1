import { DEFAULT_LANGUAGE, LANGUAGES } from '@mecha/shared/i18n/languages';
import { initialLanguageIndex } from './language-index.ts';
import { isOpsHash, locationOfHash } from './hash-router/location.ts';
import { storedApiHeaders } from './api-call.ts';
import { startFirstReads, type FirstReads } from './first-reads.ts';
import { warmLocaleData } from './warm-locale-data.ts';

// index.html runs this inline, while the document is still parsing (scripts/vite-first-page-preload.ts builds it
// with the build's file names): the first page's code and the active language's texts start downloading beside
// the app's entry, instead of a round trip later, once the entry has run and asked for them
// (docs/decisions/0203-web-first-page-preload.md). It must pick what main.tsx will: the same path, the same
// fallback for unknown paths, the same language.

/** Built files (relative to the document), and per route path and per language the indexes of those it needs: each
 * name is written once, as most pages share chunks. `reads`: the API reads every page and each page starts with;
 * `formats`: the pages whose largest paint is a formatted figure (both app/first-page-reads.ts). */
export type PreloadMap = {
  files: string[];
  routes: Record<string, number[]>;
  languages: Record<string, number[]>;
  fallback: string;
  reads?: FirstReads;
  formats?: string[];
};

/**
 * Starts the first page's API reads with the headers the app will send, then adds the preload links for this
 * address, and for a page that formats figures first warms the language's locale data while they download; returns
 * the files, in order.
 */
export function preloadFirstPage(map: PreloadMap, doc: Document = document, hash: string = location.hash, now = Date.now()): string[] {
  if (isOpsHash(hash)) return [];
  const { pathname } = locationOfHash(hash);
  const page = map.routes[pathname] ? pathname : map.fallback;
  // Before the links: the answers are small, so they should not queue behind the page's chunks for the browser's
  // six connections.
  if (map.reads) {
    startFirstReads([...map.reads.app, ...(map.reads.pages[page] ?? [])], storedApiHeaders(), Math.floor(now / 1000));
  }
  const language = LANGUAGES[initialLanguageIndex()] ?? DEFAULT_LANGUAGE;
  const files = [...(map.routes[page] ?? []), ...(map.languages[language] ?? [])].map((i) => map.files[i]!);
  for (const href of files) {
    const link = doc.createElement('link');
    // A page's stylesheet is fetched now and applied when its code asks for it (Vite's preload helper links it
    // then), so nothing renders against styles it did not ask for. That link is CORS-mode (crossorigin), so this one
    // is too, or the browser would fetch the file a second time.
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
      link.crossOrigin = '';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = href;
    doc.head.append(link);
  }
  if (map.formats?.includes(page)) warmLocaleData(language);
  return files;
}
