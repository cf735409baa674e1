import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

// The bundle budget (docs/decisions/0150-web-compression-and-budget.md), read from Vite's manifest after
// `vite build`. Gzip sizes, because that is what a phone downloads from a server without brotli (and brotli
// is smaller still). `--report` prints without failing; without it an over-budget build exits 1.
//   home initial: index.html's entry chunk, its static imports and CSS, plus the home route's lazy chunk with
//     its own static imports and CSS: everything the first screen needs before it can paint.
//   each lazy route: its chunk plus the static imports and CSS it adds beyond the entry's, i.e. what a tap
//     downloads (chunks it loads later, on demand, are not counted).
const HOME_INITIAL_LIMIT = 130 * 1024;
const LAZY_ROUTE_LIMIT = 50 * 1024;
// And at most this many files beyond the entry's: on HTTP/1.1 each is a round trip on one of six connections, and
// on a phone's link the count, not the bytes, held the battle page's first load (0207; it was 37 files).
const LAZY_ROUTE_FILES_LIMIT = 24;
const HOME_ROUTE = 'src/features/home/pages/home-page.tsx';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(webRoot, process.env.WEB_DIST ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const reportOnly = process.argv.includes('--report');

const gzipCache = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;
    gzipCache.set(file, size);
  }
  return size;
};

/** The files a module needs when it loads: its chunk, its static imports (transitively) and their CSS. */
function closure(key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, into, seen);
  return into;
}
const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// The lazy routes are the `import('../features/…')` calls of the route table.
const routerSource = readFileSync(path.join(webRoot, 'src/app/routes.ts'), 'utf8');
const routes = [...new Set([...routerSource.matchAll(/import\('(\.\.\/[^']+)'\)/g)].map((m) => path.posix.join('src/app', m[1]!)))];

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('no entry in the manifest');
const entry = closure(entryKey);
// What index.html links itself (the shared stylesheet, docs/decisions/0168-web-stylesheet-per-feature.md) loads with the entry.
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, href] of indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\.\/([^"]+)"/g)) entry.add(href!);
// The document itself counts too: it carries the inlined global.css and the app shell (vite-critical-css.ts).
entry.add('index.html');
const homeInitial = closure(HOME_ROUTE, new Set(entry));

const failures: string[] = [];
const homeBytes = total(homeInitial);
console.log(`home initial JS+CSS (gzip): ${kib(homeBytes)} of ${kib(HOME_INITIAL_LIMIT)} — ${homeInitial.size} files`);
for (const file of [...homeInitial].sort((a, b) => gzipSize(b) - gzipSize(a))) console.log(`  ${kib(gzipSize(file)).padStart(10)}  ${file}`);
if (homeBytes > HOME_INITIAL_LIMIT) failures.push(`home initial ${kib(homeBytes)} > ${kib(HOME_INITIAL_LIMIT)}`);

console.log(
  `\nlazy routes (gzip; chunk, and with what it adds beyond the entry, in how many files), limits ${kib(LAZY_ROUTE_LIMIT)} and ${LAZY_ROUTE_FILES_LIMIT} files:`,
);
for (const route of routes) {
  const own = gzipSize(manifest[route]!.file);
  const added = [...closure(route)].filter((file) => !entry.has(file));
  const adds = total(added);
  const over = adds > LAZY_ROUTE_LIMIT || added.length > LAZY_ROUTE_FILES_LIMIT;
  console.log(`  ${kib(own).padStart(10)}  ${kib(adds).padStart(10)}  ${String(added.length).padStart(3)}  ${route}${over ? '  OVER' : ''}`);
  if (adds > LAZY_ROUTE_LIMIT) failures.push(`${route} ${kib(adds)} > ${kib(LAZY_ROUTE_LIMIT)}`);
  if (added.length > LAZY_ROUTE_FILES_LIMIT) failures.push(`${route} ${added.length} files > ${LAZY_ROUTE_FILES_LIMIT}`);
}

if (failures.length) {
  console.log(`\nover budget:\n  ${failures.join('\n  ')}`);
  if (!reportOnly) process.exit(1);
} else {
  console.log('\nwithin budget');
}
