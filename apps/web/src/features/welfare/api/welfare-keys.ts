import { languageOf } from '../../../lib/locale.ts';
import { useAppState, type AppState } from '../../../lib/store.ts';

// Welfare answers belong to the selected role and come back in the request's language (pack titles, item names).
export const WELFARE_KEY = ['welfare'] as const;
export const WELFARE_PATH = (call: string) => `/api/welfare/${call}`;

const scopeOf = (s: AppState) => `${languageOf(s)}|${s.userInfo?.yfy_uid ?? 'visitor'}|${s.selectedRoleId ?? 'none'}`;

export function useWelfareScope(): string {
  return useAppState(scopeOf);
}
