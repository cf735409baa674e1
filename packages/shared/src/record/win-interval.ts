// How far a win rate can be trusted (issue 17, docs/decisions/0059-duo-partners.md). Kept apart from zod so the
// web pages that show a rate can import it without loading the schemas.

/** Fewer games than this and a rate is marked as resting on a small sample, with its interval shown. */
export const MIN_SAMPLE = 30;

/** z for a 95 % two-sided interval. */
const Z95 = 1.959964;

/**
 * The Wilson score interval of a win rate (95 %), as shares 0–1. Unlike the normal approximation it stays inside
 * 0–1 and is sensible for 0 or all wins in a handful of games, which is exactly where players need it.
 */
export function winRateInterval(wins: number, games: number): { low: number; high: number } {
  if (games <= 0) return { low: 0, high: 1 };
  const p = wins / games;
  const z2 = Z95 * Z95;
  const centre = p + z2 / (2 * games);
  const spread = Z95 * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  const denominator = 1 + z2 / games;
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/** Whether a rate from this many games is to be shown with its interval. */
export const isSmallSample = (games: number) => games < MIN_SAMPLE;
