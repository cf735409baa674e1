import type { FreshnessEntry } from '@mecha/shared/status/api';

// "Are my matches in?" as one word per edition (issue 16): up to date while the newest match is at most 15 minutes
// old, delayed past that, stalled past an hour or when none has arrived at all. The page says the word, not just a
// colour.

export const DELAYED_AFTER_S = 15 * 60;
export const STALLED_AFTER_S = 60 * 60;

export type FreshnessState = 'healthy' | 'delayed' | 'stalled';

export function freshnessState(ageS: number | null): FreshnessState {
  if (ageS === null || ageS > STALLED_AFTER_S) return 'stalled';
  if (ageS > DELAYED_AFTER_S) return 'delayed';
  return 'healthy';
}

/** The player's edition first, then the others in the server's order. */
export function yoursFirst(list: readonly FreshnessEntry[], edition: string): FreshnessEntry[] {
  return [...list.filter((e) => e.edition === edition), ...list.filter((e) => e.edition !== edition)];
}
