import { DEFAULT_LANGUAGE, LANGUAGES } from '@mecha/shared/i18n/languages';
import { initialLanguageIndex } from './language-index.ts';
import { isOpsHash, locationOfHash } from './hash-router/location.ts';
import { storedApiHeaders } from './api-call.ts';
import { startFirstReads, type FirstReads } from './first-reads.ts';
import { warmLocaleData } from './warm-locale-data.ts';
import { afterFirstContentfulPaint } from './after-first-paint.ts';
import { appEntry, runEntryScript } from './app-entry.ts';
import { labelShell, paintFirstBanner, paintVisitorHero, type ShellTexts, type VisitorHeroTexts } from './first-screen.ts';
import { extractWzToken } from './sso-token.ts';

// index.html runs this inline, while the document is still parsing (scripts/vite-first-page-preload.ts builds it
// with the build's file names): the first page's code and the active language's texts start downloading beside
// the app's entry, instead of a round trip later, once the entry has run and asked for them
// (docs/decisions/0203-web-first-page-preload.md). It must pick what main.tsx will: the same path, the same
// fallback for unknown paths, the same language.

/** Built files (relative to the document), and per route path and per language the indexes of those it needs: each
 * name is written once, as most pages share chunks. `reads`: the API reads every page and each page starts with;
 * `formats`: the pages whose largest paint is a formatted figure (both app/first-page-reads.ts). `visitorHero`: the
 * page whose first screen the shell draws for a visitor, with its texts per language; `shell`: the shell's labels per
 * language (both app/first-screen-texts.ts); `firstBanner`: the page whose first banner the shell draws once its
 * read's image has loaded (the news page). */
export type PreloadMap = {
  files: string[];
  routes: Record<string, number[]>;
  languages: Record<string, number[]>;
  fallback: string;
  reads?: FirstReads;
  formats?: string[];
  visitorHero?: { page: string; texts: Record<string, VisitorHeroTexts> };
  shell?: Record<string, ShellTexts>;
  firstBanner?: string;
};

/** Where the shell's own inline script, right after the shell in index.html, asks for the first screen. */
declare global {
  interface Window {
    mechaFirstScreen?: () => void;
  }
}

// A page that never paints (a background tab) still starts its code, this long after the document.
const START_FALLBACK_MS = 3000;

/**
 * Adds preload links for `hrefs`, in order, in one insertion: one by one they cost the inline script's task,
 * on the main thread before the first paint, ~0.3 ms more a link in Chromium (93 links: 64–66 ms one by one, 27–41 ms
 * at once; decision 0227).
 */
function appendPreloads(doc: Document, hrefs: string[]): void {
  const links = doc.createDocumentFragment();
  for (const href of hrefs) {
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
    links.append(link);
  }
  doc.head.append(links);
}

/** The entry's preloads, then `code`, then the entry's script: what index.html's own tags did before 0220. */
function startCode(doc: Document, code: string[]): void {
  const entry = appEntry(doc);
  appendPreloads(doc, [...entry.preloads, ...code]);
  if (entry.script) runEntryScript(entry.script, doc);
}

/**
 * Starts the first page's API reads with the headers the app will send, then adds the preload links for this
 * address, and for a page that formats figures first warms the language's locale data while they download; returns
 * the files, in order.
 */
export function preloadFirstPage(map: PreloadMap, doc: Document = document, hash: string = location.hash, now = Date.now()): string[] {
  // The operator console preloads nothing of the player's app, but its entry still has to start.
  if (isOpsHash(hash)) {
    startCode(doc, []);
    return [];
  }
  const { pathname } = locationOfHash(hash);
  const page = map.routes[pathname] ? pathname : map.fallback;
  // Before the links: the answers are small, so they should not queue behind the page's chunks for the browser's
  // six connections.
  const headers = storedApiHeaders();
  if (map.reads) {
    // The news page's largest paint is its first banner, which the app would draw only once all of its code had run:
    // the shell draws it as soon as the image is ready to paint, while the code still downloads (0221).
    const onImage = map.firstBanner === page ? (data: unknown, image: HTMLImageElement) => void image.decode().then(() => paintFirstBanner(data, image, doc), () => {}) : undefined;
    startFirstReads([...map.reads.app, ...(map.reads.pages[page] ?? [])], headers, Math.floor(now / 1000), onImage);
  }
  const language = LANGUAGES[initialLanguageIndex()] ?? DEFAULT_LANGUAGE;
  // `files` is largest first (the build sorts it), so in index order the longest downloads start first.
  const files = [...(map.routes[page] ?? []), ...(map.languages[language] ?? [])].sort((a, b) => a - b).map((i) => map.files[i]!);
  // A visitor's home needs no data and no code to show: the shell draws its hero, and the code starts once that
  // paint is on the screen, so the first screen does not share the connections with 110 KB of scripts (0220).
  // Not for one arriving through single sign-on either: they are a player a moment later.
  const visitor = !headers.Authorization && extractWzToken(location.href).token === null;
  const hero = map.visitorHero?.page === page && visitor ? map.visitorHero.texts[language] : undefined;
  const labels = map.shell?.[language];
  window.mechaFirstScreen = () => {
    if (labels) labelShell(language, labels, doc);
    if (hero) paintVisitorHero(hero, doc);
  };
  if (hero) {
    appendPreloads(doc, files.filter((f) => f.endsWith('.css')));
    afterFirstContentfulPaint(() => startCode(doc, files.filter((f) => !f.endsWith('.css'))), START_FALLBACK_MS);
  } else {
    startCode(doc, files);
  }
  // Off the main thread on every page (the news page's first date cost 28 ms inside its render), at once on a page
  // whose largest paint is a formatted figure and after the first paint elsewhere; on it, where there is no worker,
  // only for such a page (0208, 0225, 0228).
  warmLocaleData(language, map.formats?.includes(page) ?? false);
  return files;
}
