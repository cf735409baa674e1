import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isApiError } from '../../lib/request.ts';
import { OpsApp } from './shell/ops-app.tsx';

// The operator console's entry (decisions 0043, 0171): main.tsx loads this module instead of the player app when
// the address is under #/ops, so the player pages' bundles do not carry a byte of it. Its own QueryClient and its
// own route switch (shell/ops-app.tsx); a light, full-width page instead of the player app's phone column.

export function createOpsQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Refused calls (role, edition, validation) do not get better by asking again.
        retry: (count, error) => count < 1 && !isApiError(error),
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}

export function startOpsConsole(root: HTMLElement): void {
  // index.html's static player shell (nav bar, skeleton, tab bar) is the player app's first paint, not ours.
  document.getElementById('app-shell')?.remove();
  const html = document.documentElement;
  html.dataset.theme = 'light';
  html.lang = 'en';
  // global.css sizes the player app's phone column from --col-width (and rem from it): the console is full width.
  html.style.setProperty('--col-width', '100vw');
  html.style.fontSize = '10px';
  root.style.width = '100%';
  root.style.background = '#f3f6fb';
  root.style.boxShadow = 'none';
  const queryClient = createOpsQueryClient();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <OpsApp />
      </QueryClientProvider>
    </StrictMode>,
  );
}
