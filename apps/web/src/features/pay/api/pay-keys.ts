import { editionOf, languageOf } from '../../../lib/locale.ts';
import { useAppState, type AppState } from '../../../lib/store.ts';

// Top-up and cumulative-event answers belong to the account and come back in the request's language and edition
// (item names, currency, the edition's event), so those three scope every key.
export const PAY_KEY = ['pay'] as const;
export const ACT_KEY = ['act'] as const;

const scopeOf = (s: AppState) => `${languageOf(s)}|${editionOf(s)}|${s.userInfo?.yfy_uid ?? 'visitor'}`;

export function usePayScope(): string {
  return useAppState(scopeOf);
}

/** The cumulative event follows the selected role as well. */
export function useActScope(): string {
  return `${useAppState(scopeOf)}|${useAppState((s) => s.selectedRoleId ?? 'none')}`;
}
