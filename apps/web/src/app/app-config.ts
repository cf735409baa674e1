import type { AppConfigData } from '@mecha/shared/app/config';
import { API } from '@mecha/shared/api-paths';
import { isEdition } from '@mecha/shared/editions';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../lib/request.ts';
import { appStore } from '../lib/store.ts';

// Fetched once per visit: whether the server runs the simulated game (demo hint) and whether this host pins an
// edition. Until it answers, the edition follows the language, which is right for most hosts.
export function useAppConfig(): void {
  const { data } = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => request<AppConfigData>(API.appConfig, { toast: false, signal }),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (data) appStore.set({ gateway: data.gateway, fixedEdition: isEdition(data.fixedEdition) ? data.fixedEdition : null });
  }, [data]);
}
