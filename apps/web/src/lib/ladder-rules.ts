import { BAN_PICK_FROM, LEADERBOARD_ABOVE, LEADERBOARD_SIZE, RANKS, rankOf, type RankId, type SubTier } from '@mecha/shared/ladder/ranks';
import { WIN_BANDS } from '@mecha/shared/ladder/scoring';
import { seasonReset } from '@mecha/shared/ladder/seasons';

// The ladder rules sheet is generated from the engine, so the app can never disagree with how the server
// scores: no rank edge, point value or reset figure is typed in the web code.
export interface TierRow {
  tier: SubTier;
  min: number;
  max: number;
}
export interface RankRow {
  id: RankId;
  min: number;
  /** null: open-ended (the top rank). */
  max: number | null;
  tiers: TierRow[];
}

export function rankRows(): RankRow[] {
  return RANKS.map((rank) => {
    const open = !Number.isFinite(rank.max);
    const tiers: TierRow[] = [];
    // Walk the sub-tiers as the engine cuts them, lowest (III) first.
    for (let s: number = rank.min; !open && s <= rank.max; ) {
      const info = rankOf(s);
      if (info.tier === null) break;
      tiers.push({ tier: info.tier, min: info.tierMin, max: info.tierMax });
      s = info.tierMax + 1;
    }
    return { id: rank.id, min: rank.min, max: open ? null : rank.max, tiers };
  });
}

export interface BandRow {
  from: number;
  /** null: and above. */
  to: number | null;
  points: number;
}

/** Win points by the score before the match; neighbouring bands worth the same stay separate, as in the engine. */
export function winBandRows(): BandRow[] {
  let from = 0;
  return WIN_BANDS.map((band) => {
    const row = { from, to: Number.isFinite(band.upTo) ? band.upTo : null, points: band.points };
    from = band.upTo + 1;
    return row;
  });
}

/** The season reset worked on each rank's first score from Planet up: shows the unchanged range, floor and cap. */
export function resetExamples(): { final: number; next: number }[] {
  return RANKS.filter((rank) => rank.min > 0)
    .slice(-5)
    .map((rank) => ({ final: rank.min, next: seasonReset(rank.min) }));
}

export const RULE_THRESHOLDS = { banPickFrom: BAN_PICK_FROM, leaderboardAbove: LEADERBOARD_ABOVE, leaderboardSize: LEADERBOARD_SIZE };
