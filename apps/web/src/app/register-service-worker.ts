// Installs the service worker of the production build (docs/decisions/0152-web-pwa-and-offline.md): never under
// the Vite dev server or the unit tests, where there is no dist/sw.js and caching would only get in the way.
//
// Not at `load`, which a single-page app reaches early, while its first page still reads, renders and lays out:
// installing fetches the shell again and writes every chunk the visit loaded into Cache Storage, work for the
// browser's other threads and processes that took the first page's main thread's cores from it. Measured on a
// 2-core machine, the battle page's tasks after its first paint took twice as long with the install beside them
// (decision 0225). So it waits for a quiet moment after load; a first visit is saved a few seconds later.
import { whenQuietAfterLoad } from '../lib/when-quiet-after-load.ts';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenQuietAfterLoad(() => {
    navigator.serviceWorker
      .register('./sw.js', { scope: './' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The chunks this visit loaded before the worker took over (language, first page): save them too.
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'cache-loaded', urls });
      })
      .catch(() => {
        // No worker (private mode, an old browser): the app works online as before.
      });
  });
}
