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

/** The moment the page's figures describe: the server's `generatedAt`, received by the browser at `receivedAtMs`. */
export interface Snapshot {
  generatedAt: string;
  receivedAtMs: number;
}

/**
 * How old a server time is now, in seconds, or null without one. Measured on the server's clock up to the snapshot,
 * then on the browser's since it arrived, so a phone clock minutes off does not turn "2 minutes" into "an hour".
 * Never negative.
 */
export function ageSeconds(iso: string | null, snapshot: Snapshot, nowMs: number): number | null {
  if (iso === null) return null;
  const at = Date.parse(iso);
  const generated = Date.parse(snapshot.generatedAt);
  if (!Number.isFinite(at)) return null;
  const ms = Number.isFinite(generated) ? generated - at + Math.max(0, nowMs - snapshot.receivedAtMs) : nowMs - at;
  return Math.max(0, Math.floor(ms / 1000));
}

/** The player's edition first, then the others in the server's order. */
export function yoursFirst(list: readonly FreshnessEntry[], edition: string): FreshnessEntry[] {
  return [...list.filter((e) => e.edition === edition), ...list.filter((e) => e.edition !== edition)];
}
