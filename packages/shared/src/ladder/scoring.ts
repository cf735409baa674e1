// Scoring of one ranked match for one player (PRODUCT.md "Ranked ladder rules"): pure, used by the server to
// score matches and by the app to explain them.
export const LOSS_POINTS = -25;
export const MVP_BONUS = 5;
export const STREAK_BONUS = 5;
/** The streak bonus starts at this consecutive win. */
export const STREAK_FROM = 3;
/** No streak bonus at or above this score. */
export const STREAK_BELOW = 8000;
export const SOLO_TEAM_ADJUST = 5;
export const SOLO_TEAM_FROM = 3500;
export const PLACEMENT_MATCHES = 3;

/** Points a win is worth, by the score before the match. */
export const WIN_BANDS = [
  { upTo: 2199, points: 50 },
  { upTo: 2799, points: 45 },
  { upTo: 3499, points: 40 },
  { upTo: 4999, points: 35 },
  { upTo: 6999, points: 35 },
  { upTo: 7999, points: 30 },
  { upTo: Number.POSITIVE_INFINITY, points: 25 },
] as const;

export function winPoints(scoreBefore: number): number {
  return WIN_BANDS.find((b) => scoreBefore <= b.upTo)!.points;
}

export interface PlayerBefore {
  score: number;
  /** Consecutive wins so far in this mode and season. */
  streak: number;
}

export interface MatchFacts {
  won: boolean;
  mvp: boolean;
  /** 2v2 only: whether this player's side and the other side were pre-made teams; undefined in 1v1. */
  ownPremade?: boolean;
  otherPremade?: boolean;
}

export interface ScoreChange {
  base: number;
  mvp: number;
  streak: number;
  soloTeam: number;
  /** The change actually applied (the floor at 0 may cut a loss short). */
  total: number;
  scoreAfter: number;
  streakAfter: number;
}

export function scoreMatch(before: PlayerBefore, facts: MatchFacts): ScoreChange {
  const s = before.score;
  const streakAfter = facts.won ? before.streak + 1 : 0;
  const base = facts.won ? winPoints(s) : LOSS_POINTS;
  const mvp = facts.mvp ? MVP_BONUS : 0;
  const streak = facts.won && streakAfter >= STREAK_FROM && s < STREAK_BELOW ? STREAK_BONUS : 0;
  let soloTeam = 0;
  if (facts.ownPremade !== undefined && facts.otherPremade !== undefined && s >= SOLO_TEAM_FROM) {
    if (facts.won && !facts.ownPremade && facts.otherPremade) soloTeam = SOLO_TEAM_ADJUST;
    if (!facts.won && facts.ownPremade && !facts.otherPremade) soloTeam = -SOLO_TEAM_ADJUST;
  }
  const scoreAfter = Math.max(0, s + base + mvp + streak + soloTeam);
  return { base, mvp, streak, soloTeam, total: scoreAfter - s, scoreAfter, streakAfter };
}

/** A mode's ladder score is shown once this many matches of that mode were played (counted from the first). */
export const isPlaced = (matchesPlayed: number): boolean => matchesPlayed >= PLACEMENT_MATCHES;
