import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import '../i18n/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
