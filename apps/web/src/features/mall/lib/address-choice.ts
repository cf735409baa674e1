import type { ShippingAddress } from '@mecha/shared/address/schema';
import type { SavedAddress } from '@mecha/shared/mall/api';

// What the address picker hands back: an address of the book (by id) or one typed for this order only — exactly
// the two ways score/order, score/draw/enter and score/order/modify accept an address (orderBody's addressChoice).
export type AddressChoice = { addressId: number } | { address: ShippingAddress };

/** The address picked when the sheet opens: the default, else the first (the server lists the default first). */
export function preselectedId(list: readonly SavedAddress[]): number | null {
  return (list.find((a) => a.isDefault) ?? list[0])?.id ?? null;
}

/**
 * The address just added, from the book the save answered: the server gives a new address the highest id
 * (decision 0032), so that is the one to pick, wherever the default sorts it.
 */
export function newestId(list: readonly SavedAddress[]): number | null {
  return list.reduce<number | null>((max, a) => (max === null || a.id > max ? a.id : max), null);
}

/** The book holds as many as it may: a new address can only be used for this order. */
export const bookIsFull = (book: { list: readonly unknown[]; max: number }) => book.list.length >= book.max;

/** Name, phone and where, on two short lines: how a saved or chosen address is shown in lists. */
export function addressLines(a: ShippingAddress, regionName: string): [string, string] {
  return [`${a.name} · ${a.phone}`, [regionName, a.city, a.detail, a.postcode].filter(Boolean).join(' · ')];
}

/** A saved address as the address schema takes it back (score/address/save, score/order): without the book's id and flag. */
export function withoutBookFields(saved: SavedAddress): ShippingAddress {
  const { id: _id, isDefault: _isDefault, ...address } = saved;
  return address;
}
