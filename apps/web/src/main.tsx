import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { loadLanguage } from './i18n/i18n.ts';
import { router } from './app/router.tsx';
import { signInFromUrl } from './app/sso.ts';
import { queryClient } from './lib/query-client.ts';
import { languageOf } from './lib/locale.ts';
import { appStore } from './lib/store.ts';
import './styles/global.css';

void signInFromUrl();

// Responses carry localised texts, so a language switch refetches what is on screen.
let language = appStore.get().languageIndex;
appStore.subscribe(() => {
  const next = appStore.get().languageIndex;
  if (next === language) return;
  language = next;
  void queryClient.invalidateQueries();
});

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// The first render waits for the active language's texts (one small chunk); index.html's app shell shows
// meanwhile. A failed load still renders: the route error screen offers a retry rather than a blank page.
void loadLanguage(languageOf(appStore.get())).then(render, render);
