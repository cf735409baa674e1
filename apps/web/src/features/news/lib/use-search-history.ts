import { useState } from 'react';
import { useClearSearchHistory } from '../api/clear-search-history.ts';
import { useAccountSearchHistory } from '../api/get-search-history.ts';
import { useIsLoggedIn } from '../api/news-keys.ts';
import { addLocalHistory, clearLocalHistory, readLocalHistory } from './search-history.ts';

/** Recent searches: the account's when logged in (the server records them as it searches), the phone's else. */
export function useSearchHistory() {
  const loggedIn = useIsLoggedIn();
  const account = useAccountSearchHistory();
  const clearAccount = useClearSearchHistory();
  const [local, setLocal] = useState(readLocalHistory);

  return {
    scope: loggedIn ? ('account' as const) : ('local' as const),
    list: loggedIn ? (account.data?.list ?? []) : local,
    /** After a search: the server has recorded it for an account; a visitor's is kept here. */
    record(keyword: string) {
      if (loggedIn) void account.refetch();
      else setLocal(addLocalHistory(keyword));
    },
    clear: async () => {
      if (loggedIn) await clearAccount.mutateAsync();
      else {
        clearLocalHistory();
        setLocal([]);
      }
    },
    clearing: clearAccount.isPending,
  };
}
