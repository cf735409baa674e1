import type { AppConfigData } from '@mecha/shared/app/config';
import { API } from '@mecha/shared/api-paths';
import { isHostPattern } from '@mecha/shared/app/hosts';
import { isEdition } from '@mecha/shared/editions';
import { useQuery } from '../lib/use-query.ts';
import { useEffect } from 'react';
import { request } from '../lib/request.ts';
import { appStore } from '../lib/store.ts';
import { pickLanguageByIp } from './ip-language.ts';

// Fetched once per visit: whether the server runs the simulated game (demo hint), whether this host pins an
// edition, and which hosts the webview may frame. Until it answers, the edition follows the language, which is
// right for most hosts, and the webview page waits.
export function useAppConfig(): void {
  const { data, isError } = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => request<AppConfigData>(API.appConfig, { toast: false, signal }),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (data) {
      const webviewHosts = Array.isArray(data.webviewHosts) ? data.webviewHosts.filter(isHostPattern) : [];
      appStore.set({ gateway: data.gateway, fixedEdition: isEdition(data.fixedEdition) ? data.fixedEdition : null, webviewHosts });
      if (data.ipLanguage === true) void pickLanguageByIp();
    } else if (isError) {
      // Without the server's list the webview frames only this site; every other address gets the notice.
      appStore.set({ webviewHosts: [] });
    }
  }, [data, isError]);
}
