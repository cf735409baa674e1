import { unixSeconds } from '../../platform/clock.ts';

// "How old is this?" (issue 17, docs/decisions/0057-freshness.md): a record answer is as fresh as the newest
// match ingested for the role, which its ladders already hold (`last_match_at`), so no extra read is needed.

/** Unix seconds of the newest match among a role's ladders; null when it has none. */
export function newestMatchAt(ladders: readonly { last_match_at: Date | string | null }[]): number | null {
  let newest: number | null = null;
  for (const l of ladders) {
    if (l.last_match_at === null) continue;
    const at = unixSeconds(new Date(l.last_match_at));
    if (newest === null || at > newest) newest = at;
  }
  return newest;
}
