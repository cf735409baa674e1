import type { Pack } from '@mecha/shared/welfare/api';
import type { AppStore } from '../../../lib/store.ts';

// The store's "cached gift-pack configs" slot (SPEC §3): what each pack is and holds, in the language it was
// read in. It is not the player's state (claimed, locked), which is always read fresh.
export interface PackConfig {
  Id: string;
  Kind: Pack['Kind'];
  Title: string;
  Items: Pack['Items'];
}

export interface PackConfigCache {
  languageIndex: number;
  packs: PackConfig[];
}

export function cachePackConfigs(store: AppStore, packs: Pack[], languageIndex: number): void {
  const cache: PackConfigCache = { languageIndex, packs: packs.map(({ Id, Kind, Title, Items }) => ({ Id, Kind, Title, Items })) };
  const before = store.get().giftPackConfigs;
  // Only a change is written, so an unchanged answer does not re-render every subscriber.
  if (JSON.stringify(before) !== JSON.stringify(cache)) store.set({ giftPackConfigs: cache as unknown as Record<string, unknown> });
}

/** The cached configs when they are in the current language; anything malformed counts as none. */
export function readPackConfigs(value: Record<string, unknown> | null, languageIndex: number): PackConfig[] | null {
  if (!value || value.languageIndex !== languageIndex || !Array.isArray(value.packs)) return null;
  const packs = value.packs as unknown[];
  const valid = packs.every((p) => typeof p === 'object' && p !== null && typeof (p as PackConfig).Id === 'string' && Array.isArray((p as PackConfig).Items));
  return valid ? (packs as PackConfig[]) : null;
}
