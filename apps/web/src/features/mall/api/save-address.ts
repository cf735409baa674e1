import { API } from '@mecha/shared/api-paths';
import type { ShippingAddress } from '@mecha/shared/address/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { addressesKey } from './account-keys.ts';
import { useMallScope } from './mall-keys.ts';
import type { AddressBook } from './get-addresses.ts';

export interface SaveAddressBody {
  /** Absent: a new address; present: that address replaced. */
  id?: number;
  address: ShippingAddress;
  isDefault: boolean;
}

/** score/address/save: adds or replaces an address; the server answers the whole book. */
export function saveAddress(body: SaveAddressBody): Promise<AddressBook> {
  return request<AddressBook>(API.scoreAddressSave, { body, toast: false });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  const key = addressesKey(useMallScope());
  // The answer is the book as it now is: it replaces the cached one without another read.
  return useMutation({ mutationFn: saveAddress, onSuccess: (book) => queryClient.setQueryData(key, book) });
}
