import { editionOf, languageOf } from '../../../lib/locale.ts';
import { useAppState, type AppState } from '../../../lib/store.ts';

// Every mall answer belongs to the account (balance, limit use, orders), speaks the request's language (product
// names, reasons) and lists the selected role's edition, so those scope every key. All keys start with 'mall':
// invalidating MALL_KEY after an exchange, a draw entry or an address change refreshes every mall page.
export const MALL_KEY = ['mall'] as const;

const scopeOf = (s: AppState) => `${languageOf(s)}|${editionOf(s)}|${s.userInfo?.yfy_uid ?? 'visitor'}|${s.selectedRoleId ?? 'none'}`;

export function useMallScope(): string {
  return useAppState(scopeOf);
}
