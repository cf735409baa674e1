import { API } from '@mecha/shared/api-paths';
import type { addressListData } from '@mecha/shared/mall/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import type { z } from 'zod';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { addressesKey } from './account-keys.ts';
import { useMallScope } from './mall-keys.ts';

export type AddressBook = z.infer<typeof addressListData>;

/** score/address/list: the account's address book, default first, and how many it may hold. */
export function getAddresses(signal?: AbortSignal): Promise<AddressBook> {
  return request<AddressBook>(API.scoreAddressList, { toast: false, signal });
}

export function useAddresses(enabled = true) {
  const loggedIn = useAppState((s) => s.token !== null);
  return useQuery(
    queryOptions({
      queryKey: addressesKey(useMallScope()),
      queryFn: ({ signal }) => getAddresses(signal),
      enabled: loggedIn && enabled,
      staleTime: 30_000,
      retry: false,
    }),
  );
}
