import { languageOf } from '../../../lib/locale.ts';
import { useAppState, type AppState } from '../../../lib/store.ts';

// Every tournament answer speaks the request's language and depends on the selected role (eligibility, team,
// invitations), so those scope every key. All keys start with 'competition': invalidating COMP_KEY after any team
// change refreshes every tournament view.
export const COMP_KEY = ['competition'] as const;

const scopeOf = (s: AppState) => `${languageOf(s)}|${s.userInfo?.yfy_uid ?? 'visitor'}|${s.selectedRoleId ?? 'none'}`;

export function useCompScope(): string {
  return useAppState(scopeOf);
}
