import type { Language } from '@mecha/shared/i18n/languages';

// The published odds as the page shows them, and the dated odds history as changes a player can follow: each
// entry lists the odds from its first draw on, with the ones that moved since the entry before marked.
const formats = new Map<Language, Intl.NumberFormat>();

/** Odds in percent (12.5 → "12.5%", 0.25 → "0.25%", 0 → "0%"), in the reader's language. */
export function formatOdds(language: Language, oddsPercent: number): string {
  let f = formats.get(language);
  if (!f) formats.set(language, (f = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 })));
  return f.format(oddsPercent / 100);
}

export interface OddsChangeView {
  at: number;
  fromDraw: number;
  reason: 'opened' | 'soldOut' | 'operator';
  prizeId: string | null;
  rows: { prizeId: string; odds: number; before: number | null }[];
}

/**
 * The history newest first. A prize missing from an entry (out of stock, removed) counts as 0 %, so a prize that ran
 * out shows its fall to 0 and every other prize its rise. `before` is null in the first entry (nothing to compare).
 */
export function oddsChanges(
  history: readonly { at: number; fromDraw: number; reason: OddsChangeView['reason']; prizeId: string | null; odds: readonly { prizeId: string; odds: number }[] }[],
  prizeOrder: readonly string[],
): OddsChangeView[] {
  const sorted = [...history].sort((a, b) => a.fromDraw - b.fromDraw || a.at - b.at);
  const out: OddsChangeView[] = [];
  let previous: Map<string, number> | null = null;
  for (const entry of sorted) {
    const now = new Map(entry.odds.map((o) => [o.prizeId, o.odds]));
    const ids = [...new Set([...prizeOrder, ...now.keys(), ...(previous?.keys() ?? [])])].filter((id) => now.has(id) || previous?.has(id));
    const rows = ids.map((prizeId) => ({ prizeId, odds: now.get(prizeId) ?? 0, before: previous ? (previous.get(prizeId) ?? 0) : null }));
    out.push({ at: entry.at, fromDraw: entry.fromDraw, reason: entry.reason, prizeId: entry.prizeId, rows });
    previous = now;
  }
  return out.reverse();
}
