import { API } from '@mecha/shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { addressesKey } from './account-keys.ts';
import { useMallScope } from './mall-keys.ts';
import type { AddressBook } from './get-addresses.ts';

/** score/address/delete: removes one address (the newest remaining becomes default if it was); answers the book. */
export function deleteAddress(id: number): Promise<AddressBook> {
  return request<AddressBook>(API.scoreAddressDelete, { body: { id }, toast: false });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const key = addressesKey(useMallScope());
  return useMutation({ mutationFn: deleteAddress, onSuccess: (book) => queryClient.setQueryData(key, book) });
}
