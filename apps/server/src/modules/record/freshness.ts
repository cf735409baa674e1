import type { IngestMatch } from '@mecha/shared/record/ingest';
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

/** The newest end time among the matches, per edition of their players (the status page's freshness). */
export function newestPerEdition(matches: IngestMatch[]): { edition: string; newest_ended_at: Date }[] {
  const newest = new Map<string, number>();
  for (const m of matches) for (const s of m.sides) for (const p of s.players) newest.set(p.edition, Math.max(newest.get(p.edition) ?? 0, m.endedAt));
  return [...newest].map(([edition, at]) => ({ edition, newest_ended_at: new Date(at * 1000) }));
}
