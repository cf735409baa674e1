import type { MemoriesReport } from '@mecha/shared/annual/api';

// The memory report's story cards, in the order they tell the year. A card with nothing to tell (no top
// character) is left out rather than shown empty; an empty year has no cards at all (the kind page instead).
export const REPORT_CARDS = ['year', 'first', 'modes', 'time', 'character', 'feats', 'people'] as const;
export type ReportCardId = (typeof REPORT_CARDS)[number];

export function reportCards(report: MemoriesReport): ReportCardId[] {
  if (report.empty) return [];
  return REPORT_CARDS.filter((card) => (card === 'first' ? report.firstMatch !== null : card === 'character' ? report.topCharacter !== null : true));
}

/** A share 0–1 of wins over matches; 0 with no match (never NaN on a card). */
export const winShare = (wins: number, matches: number): number => (matches > 0 ? wins / matches : 0);

/** The best ladder score of the year over both modes: the badge a poster of the modes card shows. */
export function bestScoreOfYear(report: MemoriesReport): number | null {
  const played = report.modes.filter((m) => m.matches.value > 0);
  return played.length === 0 ? null : Math.max(...played.map((m) => m.bestScore.value));
}

/** Bars of a small chart: each value's share of the largest (the largest fills the row), 0 when all are 0. */
export function barShares(values: readonly number[]): number[] {
  const top = Math.max(0, ...values);
  return values.map((v) => (top > 0 ? v / top : 0));
}
