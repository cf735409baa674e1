import type { Eligibility } from '@mecha/shared/competition/api';

// SPEC §5: registration needs a 2v2 ladder score of 8000 (the tournament's `need`) in any season. The card says
// where the player stands: eligible, how far below, or no 2v2 score at all.
export type Standing = { kind: 'eligible'; best: number } | { kind: 'below'; best: number; gap: number } | { kind: 'none' };

export function standingOf(e: Pick<Eligibility, 'best' | 'need' | 'eligible'>): Standing {
  if (e.eligible) return { kind: 'eligible', best: e.best };
  if (e.best <= 0) return { kind: 'none' };
  return { kind: 'below', best: e.best, gap: Math.max(1, e.need - e.best) };
}
