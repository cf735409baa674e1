import { editionOf, languageOf } from '../../../lib/locale.ts';
import { useAppState, type AppState } from '../../../lib/store.ts';

// The account side's answers (orders, ledger, address book) belong to the account and come back in the request's
// language (product names, ledger reasons), so those scope every key. Every mall key starts with 'mall': an
// exchange or an address change invalidates ['mall'] and every mall view refreshes.
export const MALL_KEY = ['mall'] as const;

const scopeOf = (s: AppState) => `${languageOf(s)}|${editionOf(s)}|${s.userInfo?.yfy_uid ?? 'visitor'}`;

export function useMallAccountScope(): string {
  return useAppState(scopeOf);
}

export const addressesKey = (scope: string) => [...MALL_KEY, scope, 'addresses'] as const;
export const ordersKey = (scope: string, id: string | null) => [...MALL_KEY, scope, 'orders', id ?? 'all'] as const;
export const historyKey = (scope: string) => [...MALL_KEY, scope, 'history'] as const;
