// Installs the service worker of the production build (docs/decisions/0152-web-pwa-and-offline.md): never under
// the Vite dev server or the unit tests, where there is no dist/sw.js and caching would only get in the way.
// It registers after `load`, so it never competes with the first page for the network.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
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
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
