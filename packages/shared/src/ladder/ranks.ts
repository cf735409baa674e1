// Ranks by ladder score (PRODUCT.md "Ranked ladder rules"). The one place these edges are written.
export const RANKS = [
  { id: 'meteor', min: 0, max: 999 },
  { id: 'comet', min: 1000, max: 1599 },
  { id: 'satellite', min: 1600, max: 2199 },
  { id: 'planet', min: 2200, max: 2799 },
  { id: 'star', min: 2800, max: 3499 },
  { id: 'supreme-star', min: 3500, max: 4999 },
  { id: 'void-dark-star', min: 5000, max: 7999 },
  { id: 'eternal-black-hole', min: 8000, max: Number.POSITIVE_INFINITY },
] as const;

export type RankId = (typeof RANKS)[number]['id'];
/** Sub-tiers, lowest first: III, II, I. The top rank has none. */
export type SubTier = 3 | 2 | 1;

export interface RankInfo {
  rank: RankId;
  /** Index in RANKS, 0 (Meteor) to 7 (Eternal Black Hole). */
  index: number;
  tier: SubTier | null;
  /** Score range of this rank and sub-tier, inclusive; `max` is Infinity at the top. */
  tierMin: number;
  tierMax: number;
}

export const ROMAN: Record<SubTier, string> = { 3: 'III', 2: 'II', 1: 'I' };

/** Rank and sub-tier of a score. A new role's 0 shows as Meteor III, the floor. */
export function rankOf(score: number): RankInfo {
  const s = Math.max(0, Math.floor(score));
  const index = RANKS.findIndex((r) => s >= r.min && s <= r.max);
  const r = RANKS[index]!;
  if (r.max === Number.POSITIVE_INFINITY) return { rank: r.id, index, tier: null, tierMin: r.min, tierMax: r.max };
  const [min, size] = [r.min, r.max - r.min + 1];
  const part = Math.min(2, Math.floor(((s - min) * 3) / size)); // 0, 1, 2 → III, II, I
  const tierMin = min + Math.ceil((part * size) / 3);
  const tierMax = min + Math.ceil(((part + 1) * size) / 3) - 1;
  return { rank: r.id, index, tier: (3 - part) as SubTier, tierMin, tierMax };
}

/** Scores from which Ban/Pick applies to a match. */
export const BAN_PICK_FROM = 3500;
/** The leaderboard lists only scores above this. */
export const LEADERBOARD_ABOVE = 3500;
export const LEADERBOARD_SIZE = 100;
