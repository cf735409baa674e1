import type { Mode } from '@mecha/shared/record/ingest';
import { useAppState, type AppState } from '../../../lib/store.ts';

// Every record answer belongs to whoever asked: a visitor gets the sample, a player their selected role. Putting
// that viewer in the key means a login, logout or role switch shows the right data without manual cache clearing.
export const RECORD_KEY = ['record'] as const;

const viewerOf = (s: AppState) => (s.token === null ? 'visitor' : (s.selectedRoleId ?? 'no-role'));

export function useViewer(): string {
  return useAppState(viewerOf);
}

export function useIsVisitor(): boolean {
  return useAppState((s) => s.token === null);
}

/**
 * Whether the calls that need a role may be sent: a visitor would get 401 and an account without a role 402,
 * each raising a session prompt nobody asked for. (battle_summary alone is sent anyway: it is the one call
 * whose 402 should prompt the player to bind, and a visitor gets the sample.)
 */
export function useHasRole(): boolean {
  return useAppState((s) => s.token !== null && s.selectedRoleId !== null);
}

export interface ModeSeason {
  mode: Mode;
  season: number;
}
