import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { PreloadMap } from '../src/lib/first-page-preload.ts';
import { ROUTES } from '../src/lib/routes.ts';
import { APP_ENTRY_ID } from '../src/lib/app-entry.ts';
import { ANNUAL_ROUTES } from '../src/features/annual/annual-routes.ts';
import { COMPETITION_ROUTES } from '../src/features/competition/competition-routes.ts';
import { MALL_ROUTES } from '../src/features/mall/mall-routes.ts';
import { PAY_ROUTES } from '../src/features/pay/pay-routes.ts';

// index.html gets an inline script that preloads the first page's code and the active language's texts while the
// document parses (src/lib/first-page-preload.ts; docs/decisions/0203-web-first-page-preload.md). This plugin
// gives it the build's file names: per route path, the page's chunk with the chunks and stylesheets it imports
// (less what the entry already preloads), and per language, its texts chunk. The server's CSP allows the script by
// its hash, as the theme script (0181).
const SRC = path.resolve(import.meta.dirname, '../src');
const ROUTES_FILE = path.join(SRC, 'app/routes.ts');
const CONSTANTS: Record<string, Record<string, unknown>> = { ROUTES, ANNUAL_ROUTES, COMPETITION_ROUTES, MALL_ROUTES, PAY_ROUTES };
// `[ROUTES.battle, lazyPage(() => import('../features/…'), …)]`, with or without withTexts([...], …) around the import.
const ENTRY = /\[\s*([A-Z_]+)\.(\w+),\s*lazyPage\(\s*(?:withTexts\(\[[^\]]*\],\s*)?\(\) => import\('([^']+)'\)/g;
const LANGUAGE_MODULES = /[\\/]i18n[\\/]bundles[\\/]texts-([\w-]+)\.ts$/;

/** Route path → absolute module path, read from app/routes.ts (a unit test holds it to the router's table). */
export function routeModules(source = readFileSync(ROUTES_FILE, 'utf8')): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, constant, key, specifier] of source.matchAll(ENTRY)) {
    const route = CONSTANTS[constant!]?.[key!];
    if (typeof route !== 'string') throw new Error(`app/routes.ts: ${constant}.${key} is not a known route path`);
    modules.set(route, path.resolve(path.dirname(ROUTES_FILE), specifier!));
  }
  return modules;
}

type OutputChunk = { type: 'chunk'; fileName: string; code?: string; facadeModuleId: string | null; isEntry: boolean; imports: string[]; viteMetadata?: { importedCss: Set<string> } };
type Bundle = Record<string, OutputChunk | { type: 'asset'; source?: string | Uint8Array }>;

/** A chunk's file and every file its static imports bring, stylesheets included. */
function closure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

export function preloadMap(bundle: Bundle, modules = routeModules(), firstPage: Pick<PreloadMap, 'reads' | 'formats'> = {}): PreloadMap {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  // index.html's one entry (main.tsx; its facade is index.html itself).
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('first-page preload: no entry chunk in the bundle');
  const preloaded = closure(bundle, entry.fileName);
  const filesOf = (chunk: OutputChunk) => [...closure(bundle, chunk.fileName)].filter((f) => !preloaded.has(f)).map((f) => `./${f}`);
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const routeFiles = new Map<string, string[]>();
  for (const [route, module] of modules) {
    const chunk = byModule.get(module);
    if (!chunk) throw new Error(`first-page preload: no chunk for ${module}`);
    routeFiles.set(route, filesOf(chunk));
  }
  const languageFiles = new Map<string, string[]>();
  for (const chunk of chunks) {
    const language = chunk.facadeModuleId && LANGUAGE_MODULES.exec(chunk.facadeModuleId)?.[1];
    if (language) languageFiles.set(language, filesOf(chunk));
  }
  // Every file once, largest first: a page's list and its language's, merged and sorted by index in the inline
  // script, then start with their longest downloads, as the entry's own preloads do (holdEntry, 0226).
  const bytes = bytesIn(bundle);
  const files = [...new Set([...routeFiles.values(), ...languageFiles.values()].flat())].sort((a, b) => bytes(b) - bytes(a));
  const indexes = (list: string[]) => list.map((f) => files.indexOf(f)).sort((a, b) => a - b);
  const routes: PreloadMap['routes'] = Object.fromEntries([...routeFiles].map(([route, list]) => [route, indexes(list)]));
  const languages: PreloadMap['languages'] = Object.fromEntries([...languageFiles].map(([language, list]) => [language, indexes(list)]));
  return { files, routes, languages, fallback: ROUTES.home, ...firstPage };
}

/** The inline script's text: first-page-preload.ts with its imports, called with the map. */
export async function preloadScript(map: PreloadMap): Promise<string> {
  // Loaded here, not at the top: the route-table test imports this module in jsdom, where esbuild refuses to run.
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents: `import { preloadFirstPage } from './first-page-preload.ts';\npreloadFirstPage(${JSON.stringify(map)});`,
      resolveDir: path.join(SRC, 'lib'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text.trim();
}

/**
 * The first reads' table and the pages that format figures first (app/first-page-reads.ts), loaded through tsx: it
 * imports @mecha/shared, whose TypeScript the config loader leaves to Node, which cannot run it.
 */
async function firstPageTables(): Promise<Pick<PreloadMap, 'reads' | 'formats' | 'visitorHero' | 'shell' | 'firstBanner'>> {
  const { tsImport } = await import('tsx/esm/api');
  const table = (await tsImport(path.join(SRC, 'app/first-page-reads.ts'), import.meta.url)) as typeof import('../src/app/first-page-reads.ts');
  const hero = (await tsImport(path.join(SRC, 'app/first-screen-texts.ts'), import.meta.url)) as typeof import('../src/app/first-screen-texts.ts');
  return {
    reads: table.FIRST_PAGE_READS,
    formats: table.FIRST_PAGE_FORMATS,
    visitorHero: { page: ROUTES.home, texts: hero.VISITOR_HERO_TEXTS },
    shell: hero.SHELL_TEXTS,
    firstBanner: ROUTES.news,
  };
}

// Vite's entry tags in <head>: the module script and the modulepreload links of what it imports.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY_TAGS = new RegExp(`(?:\\s*${ENTRY_SCRIPT.source}|\\s*${ENTRY_PRELOAD.source})+`);

/**
 * The entry's tags go into an inert <template id="app-entry">, which index.html's inline script starts
 * (lib/app-entry.ts): at once, or after the first screen's paint where the shell draws it (0220). Its preloads go
 * largest first (`bytesOf`): on a phone's six HTTP/1.1 connections the largest file is the longest download, and
 * Vite's order put the app's own 24 KiB chunk behind the libraries' (0226).
 */
export function holdEntry(html: string, bytesOf: (href: string) => number = () => 0): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = ENTRY_TAGS.exec(head);
  const script = tags && ENTRY_SCRIPT.exec(tags[0]);
  if (!tags || !script) throw new Error('first-page preload: no entry <script type="module"> in <head>');
  const preloads = [...tags[0].matchAll(ENTRY_PRELOAD)].sort((a, b) => bytesOf(b[1]!) - bytesOf(a[1]!)).map((m) => m[0]);
  return html.replace(tags[0], `\n    <template id="${APP_ENTRY_ID}">${[script[0], ...preloads].join('\n    ')}</template>`);
}

/** A built file's size, by its name in the bundle or its href in index.html. */
function bytesIn(bundle: Bundle): (file: string) => number {
  return (file) => {
    const built = bundle[file.replace(/^\.\//, '')];
    if (built?.type === 'chunk') return built.code?.length ?? 0;
    return built?.source?.length ?? 0;
  };
}

export function firstPagePreload(): Plugin {
  return {
    name: 'mecha-first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle as unknown as Bundle;
        const script = await preloadScript(preloadMap(bundle, routeModules(), await firstPageTables()));
        return holdEntry(html, bytesIn(bundle)).replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
    },
  };
}
