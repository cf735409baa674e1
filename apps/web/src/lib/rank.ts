import { rankOf, ROMAN, type RankInfo } from '@mecha/shared/ladder/ranks';

// What a rank badge shows for a score, all from the ladder engine: rank, sub-tier numeral, and how far the score
// is through its sub-tier towards the next one.
export interface BadgeInfo extends RankInfo {
  /** III, II, I; null at the top rank, which has no sub-tiers. */
  numeral: string | null;
  /** Share of the current sub-tier already climbed, 0–1; null at the top rank (open-ended). */
  progress: number | null;
  /** Score at which the next sub-tier or rank begins; null at the top. */
  nextAt: number | null;
}

export function badgeInfo(score: number): BadgeInfo {
  const info = rankOf(score);
  const s = Math.max(0, Math.floor(score));
  if (info.tier === null || !Number.isFinite(info.tierMax)) return { ...info, numeral: null, progress: null, nextAt: null };
  const span = info.tierMax - info.tierMin + 1;
  return { ...info, numeral: ROMAN[info.tier], progress: Math.min(1, Math.max(0, (s - info.tierMin) / span)), nextAt: info.tierMax + 1 };
}
