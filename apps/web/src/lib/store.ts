import type { BoundRole, UserInfo } from '@mecha/shared/account/schemas';
import type { EditionCode } from '@mecha/shared/editions';
import { useSyncExternalStore } from 'react';
import { isStoredToken } from './api-call.ts';
import { browserLanguageIndex, isLanguageIndex } from './language-index.ts';
import { readStored, storageKey, writeStored } from './storage.ts';
import { isThemeChoice, type ThemeChoice } from './theme.ts';

// The client state of SPEC §3 ("tab index, selected role id, role list, season index, unread count, language
// index, cached gift-pack configs") plus the session. Each slot persists under its own key, as the original app
// did, so one corrupt value never costs the others. A plain external store is enough: the state is small and flat.
export interface PersistedState {
  token: string | null;
  userInfo: UserInfo | null;
  tabIndex: number;
  selectedRoleId: string | null;
  roleList: BoundRole[];
  seasonIndex: number;
  unreadCount: number;
  languageIndex: number;
  /** System, light or dark (lib/theme.ts); index.html's theme script reads this slot before the first paint. */
  themeChoice: ThemeChoice;
  giftPackConfigs: Record<string, unknown> | null;
  /** News hot-point flags (rate list and balance adjustments); they light the news tab's red dot. */
  hotRate: boolean;
  hotBalance: boolean;
}

/** Learned from the server at start; never persisted so a changed server config applies on the next load. */
export interface RuntimeState {
  gateway: 'sim' | 'http' | null;
  fixedEdition: EditionCode | null;
  /** Host patterns the webview page may frame (besides the app's own host); null until the server has said. */
  webviewHosts: readonly string[] | null;
}

export type AppState = PersistedState & RuntimeState;

type Validator<T> = (value: unknown) => value is T;
const isString = (v: unknown): v is string => typeof v === 'string';
const isNullableString = (v: unknown): v is string | null => v === null || typeof v === 'string';
const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isUserInfo = (v: unknown): v is UserInfo => isObject(v) && isString(v.yfy_uid);
const isRoleList = (v: unknown): v is BoundRole[] => Array.isArray(v) && v.every((r) => isObject(r) && isString(r.uid));

const SLOTS: { [K in keyof PersistedState]: { fallback: () => PersistedState[K]; valid: Validator<PersistedState[K]> } } = {
  token: { fallback: () => null, valid: isStoredToken },
  userInfo: { fallback: () => null, valid: (v): v is UserInfo | null => v === null || isUserInfo(v) },
  tabIndex: { fallback: () => 0, valid: isIndex },
  selectedRoleId: { fallback: () => null, valid: isNullableString },
  roleList: { fallback: () => [], valid: isRoleList },
  seasonIndex: { fallback: () => 0, valid: isIndex },
  unreadCount: { fallback: () => 0, valid: isIndex },
  languageIndex: { fallback: browserLanguageIndex, valid: isLanguageIndex },
  themeChoice: { fallback: () => 'system', valid: isThemeChoice },
  giftPackConfigs: { fallback: () => null, valid: (v): v is Record<string, unknown> | null => v === null || isObject(v) },
  hotRate: { fallback: () => false, valid: isBoolean },
  hotBalance: { fallback: () => false, valid: isBoolean },
};
const SLOT_KEYS = Object.keys(SLOTS) as (keyof PersistedState)[];

function readSlot<K extends keyof PersistedState>(key: K): PersistedState[K] {
  const slot = SLOTS[key];
  return readStored(key, slot.fallback(), slot.valid);
}

export interface AppStore {
  get(): AppState;
  set(patch: Partial<AppState> | ((state: AppState) => Partial<AppState>)): void;
  subscribe(listener: () => void): () => void;
}

export function createAppStore(): AppStore {
  const persisted = Object.fromEntries(SLOT_KEYS.map((key) => [key, readSlot(key)])) as unknown as PersistedState;
  let state: AppState = { ...persisted, gateway: null, fixedEdition: null, webviewHosts: null };
  const listeners = new Set<() => void>();

  const store: AppStore = {
    get: () => state,
    set(patch) {
      const changes = typeof patch === 'function' ? patch(state) : patch;
      const changed = (Object.keys(changes) as (keyof AppState)[]).filter((k) => !Object.is(state[k], changes[k]));
      if (changed.length === 0) return;
      state = { ...state, ...changes };
      for (const key of changed) if (key in SLOTS) writeStored(key, state[key]);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  // Another tab logging out or switching language should show here too.
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    const key = SLOT_KEYS.find((k) => storageKey(k) === event.key);
    if (!key) return;
    state = { ...state, [key]: readSlot(key) };
    for (const listener of listeners) listener();
  });
  return store;
}

export const appStore = createAppStore();

/** Subscribes a component to one slice; the selector must return a stored value, not a new object. */
export function useAppState<T>(selector: (state: AppState) => T): T {
  return useSyncExternalStore(appStore.subscribe, () => selector(appStore.get()));
}

/** The selected role's row from the bound list (null logged out, unbound, or before the list arrives): a stored value, so a selector. */
export function selectedRoleOf(state: Pick<AppState, 'roleList' | 'selectedRoleId'>): BoundRole | null {
  return state.roleList.find((r) => r.uid === state.selectedRoleId) ?? null;
}

/** Forgets the session: SPEC §4 "clears login state, user info, role list and selected role". */
export function clearLogin(store: AppStore = appStore): void {
  store.set({ token: null, userInfo: null, roleList: [], selectedRoleId: null });
}
