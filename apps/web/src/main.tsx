import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { loadLanguage } from './i18n/i18n.ts';
import { AppLayout } from './app/app-layout.tsx';
import { BootScreen } from './app/boot-screen.tsx';
import { RouteError } from './app/route-error.tsx';
import { routes } from './app/routes.ts';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { linkManifestWhenQuiet } from './app/manifest-link.ts';
import { signInFromUrl } from './app/sso.ts';
import { queryClient } from './lib/query-client.ts';
import { currentLocation, HashRouter, preloadPage } from './lib/hash-router/index.ts';
import { isOpsHash } from './lib/hash-router/location.ts';
import { languageOf } from './lib/locale.ts';
import { appStore } from './lib/store.ts';

// The operator console is a separate app under #/ops (features/ops), loaded only there.
const opsConsole = isOpsHash(location.hash);
if (!opsConsole) void signInFromUrl();

// Responses carry localised texts, so a language switch refetches what is on screen.
let language = appStore.get().languageIndex;
appStore.subscribe(() => {
  const next = appStore.get().languageIndex;
  if (next === language) return;
  language = next;
  void queryClient.invalidateQueries();
});

function render() {
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <Providers>
        <HashRouter routes={routes} Layout={AppLayout} ErrorPage={RouteError} Boot={BootScreen} />
      </Providers>
    </StrictMode>,
  );
}

// The first render waits for the active language's texts and the first page's code, fetched side by side (one
// round trip, not two in a row); index.html's app shell shows meanwhile. A failed load still renders: the route
// error screen offers a retry rather than a blank page.
if (opsConsole) {
  void import('./features/ops/ops-main.tsx').then((m) => m.startOpsConsole(document.getElementById('root')!));
} else {
  void Promise.all([loadLanguage(languageOf(appStore.get())), preloadPage(routes, currentLocation().pathname)]).then(render, render);
  registerServiceWorker();
  linkManifestWhenQuiet();
}
