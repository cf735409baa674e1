import { editionOf, languageOf } from '../../../lib/locale.ts';
import { useAppState, type AppState } from '../../../lib/store.ts';

// Every anniversary answer speaks the request's language, belongs to the account (tickets, tasks, vote, draws) and
// to the selected role's edition, so those scope every key. All keys start with 'annual': invalidating ANNUAL_KEY
// after a claim, a vote, a draw or an address refreshes every anniversary page.
export const ANNUAL_KEY = ['annual'] as const;

const scopeOf = (s: AppState) => `${languageOf(s)}|${editionOf(s)}|${s.userInfo?.yfy_uid ?? 'visitor'}|${s.selectedRoleId ?? 'none'}`;

export function useAnnualScope(): string {
  return useAppState(scopeOf);
}
