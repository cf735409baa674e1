import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { signInFromUrl } from './app/sso.ts';
import { queryClient } from './lib/query-client.ts';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
