import path from 'node:path';

// Fewer, larger chunks for what later pages share (docs/decisions/0207-web-shared-chunks.md). Left to itself the
// bundler makes one chunk per distinct set of pages that use a module: 224 files, 37 of them (most 0.4–2 KB)
// on the battle page's first load beyond the entry, each a round trip on HTTP/1.1's six connections on a phone.
// Here the small modules go into one chunk for the app's shared code and one per feature folder instead, and the
// app's code that every first load runs (a dozen chunks of its own before) into one chunk beside the entry.
//
// A module is taken only when everything it imports is either on every first load already (the entry and home,
// which the budget holds to 130 KiB) or taken too. A group chunk then never pulls a library (zod, charts) or a large
// module onto a page that did not load it before; the budget (scripts/bundle-budget.ts) checks the rest.

type ModuleInfo = { code: string | null; importedIds: readonly string[] } | null;
type Context = { getModuleInfo(id: string): ModuleInfo };

const SRC = path.resolve(import.meta.dirname, '../src');
const HOME_PAGE = path.join(SRC, 'features/home/pages/home-page.tsx');
const FIRST_LOAD_ROOTS = [path.join(SRC, 'main.tsx'), HOME_PAGE];
// The app's own code and the shared package's, as opposed to libraries.
const APP = /[\\/](apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/;
const SHARED = /[\\/](apps[\\/]web[\\/]src[\\/](components|lib)|packages[\\/]shared[\\/]src)[\\/]/;
// A feature's own modules, less its pages: a page stays its own chunk, so a route loads only its page's code.
const FEATURE = /[\\/]src[\\/]features[\\/]([a-z-]+)[\\/](?!pages[\\/])/;
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
const API_CALL = /[\\/]src[\\/]features[\\/][a-z-]+[\\/]api[\\/]/;
// Each language's texts are a chunk of their own, loaded for the active language only (0151).
const TEXTS = /[\\/](i18n|messages)[\\/]/;
/** Bytes of transformed code: larger modules keep a chunk of their own and go only where they are used. */
const MAX_MODULE_BYTES = 3000;

/** The group a module may join by where it lives, if any. */
function groupOf(id: string): string | null {
  if (id.endsWith('.css') || TEXTS.test(id)) return null;
  if (SHARED.test(id)) return 'pages-shared';
  const feature = FEATURE.exec(id)?.[1];
  return feature ? `${feature}-shared` : null;
}

/**
 * The group of home's own modules a module joins: `pages-first` for the app's, `<feature>-first` for a feature's
 * components. A feature's API calls join the app's group, not their feature's: other features' pages use them (the
 * role list) without the feature's components and their stylesheet, and on their own they were files of a few hundred
 * bytes, each a round trip of its own on the battle page's first load (0226).
 */
const firstGroupOf = (id: string): string | null => (API_CALL.test(id) ? 'pages-first' : (groupOf(id)?.replace(/-shared$/, '-first') ?? null));

/** The modules these import statically, themselves included. */
function closureOf(roots: readonly string[], ctx: Context): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** Judges every module of one build; `vite build` runs one build per process. */
export function sharedChunks() {
  let firstLoad: Set<string> | null = null;
  const taken = new Map<string, boolean>();

  const firstLoadModules = (ctx: Context): Set<string> => (firstLoad ??= closureOf(FIRST_LOAD_ROOTS, ctx));

  /** Small enough and in a group's folders; its imports are judged by canTake. */
  const candidate = (id: string, info: ModuleInfo): boolean => !!info && groupOf(id) !== null && (info.code?.length ?? 0) <= MAX_MODULE_BYTES;

  // Judged over the module's whole closure, not recursively, so that an import cycle cannot vouch for itself.
  const canTake = (id: string, ctx: Context): boolean => {
    const known = taken.get(id);
    if (known !== undefined) return known;
    const first = firstLoadModules(ctx);
    const seen = new Set<string>();
    const stack = [id];
    let ok = true;
    while (ok && stack.length) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const info = ctx.getModuleInfo(next);
      if (taken.get(next) === false || !candidate(next, info)) ok = false;
      // Stylesheets go to their feature's sheet (vite.config.ts), which the page loads either way.
      else for (const dep of info!.importedIds) if (!first.has(dep) && !dep.endsWith('.css')) stack.push(dep);
    }
    taken.set(id, ok);
    return ok;
  };

  let entryModules: Set<string> | null = null;
  const entryLoad = (ctx: Context) => (entryModules ??= closureOf([FIRST_LOAD_ROOTS[0]!], ctx));

  /** A rolldown group name function: the chunk a module joins, or null to leave it to the bundler. */
  return (id: string, ctx: Context): string | null => {
    // The app's code that every first load runs, in one chunk beside the entry instead of a dozen small ones.
    // Vite's preload helper too: the entry's code and every lazy chunk import it, so on its own it was one more file
    // on every first load for 0.8 KiB (0212).
    if (entryLoad(ctx).has(id)) return (APP.test(id) && !id.endsWith('.css')) || PRELOAD_HELPER.test(id) ? 'app-first' : null;
    // Home's small modules that other pages share too (the pull-to-refresh, the role card, the text field…): one
    // chunk for the app's and one per feature instead of one each (0212). Home needs all of them anyway; a page that
    // shares some gets a few hundred bytes more in one file instead of several round trips. Per feature, so a page
    // that uses the app's text field does not also load the account feature's role card and its stylesheet.
    if (firstLoadModules(ctx).has(id)) return id !== HOME_PAGE && candidate(id, ctx.getModuleInfo(id)) ? firstGroupOf(id) : null;
    return canTake(id, ctx) ? groupOf(id) : null;
  };
}
