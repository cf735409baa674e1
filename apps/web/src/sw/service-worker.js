// The service worker (docs/decisions/0152-web-pwa-and-offline.md). Hand-written and small on purpose. The build
// (scripts/vite-service-worker.ts) writes dist/sw.js as two constants followed by this file:
//   VERSION  a hash of the build: any deploy gives a new cache and a byte-different sw.js, which the browser installs;
//   SHELL    what index.html loads before the first page: the entry script, its preloads, its style, the theme script.
// Rules: hashed files (js/, css/, assets/) cache-first, stored as they are fetched; the page (navigations)
// network-first, falling back to the saved copy offline; /api and everything else is never touched.
/* global VERSION, SHELL */
const CACHE = `mecha-shell-${VERSION}`;
const SCOPE = new URL(self.registration.scope);
const PAGE = SCOPE.href;
const HASHED = /^(js|css|assets)\//;

const isHashed = (url) => url.origin === SCOPE.origin && url.href.startsWith(PAGE) && HASHED.test(url.href.slice(PAGE.length));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([PAGE, ...SHELL.map((path) => new URL(path, PAGE).href)]))
      .then(() => self.skipWaiting()),
  );
});

// A new deploy takes over at once and drops the previous builds' caches; a page of the old build that then misses
// a chunk shows the route error screen, whose retry reloads into the new build.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('mecha-shell-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirstPage(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Only the app's own page is kept (the query string, such as an SSO token, is never part of the key).
    if (response.ok && new URL(request.url).pathname === SCOPE.pathname) await cache.put(PAGE, response.clone());
    return response;
  } catch (error) {
    const saved = await cache.match(PAGE);
    if (saved) return saved;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === SCOPE.origin) event.respondWith(networkFirstPage(request));
  else if (isHashed(url)) event.respondWith(cacheFirst(request));
});

// The first visit loads its language and its page's chunks before this worker controls the page; the page then
// names them (app/register-service-worker.ts) so they are saved too. They come from the HTTP cache, not the network.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache-loaded') return;
  const urls = (event.data.urls ?? []).filter((href) => typeof href === 'string' && isHashed(new URL(href)));
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(urls.map((href) => cache.match(href).then((hit) => hit ?? cache.add(href).catch(() => undefined)))),
    ),
  );
});
