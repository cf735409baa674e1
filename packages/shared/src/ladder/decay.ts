// Inactivity decay (PRODUCT.md): at 8000+, 25 points off for each full 14 days without a match in that mode.
export const DECAY_FROM = 8000;
export const DECAY_POINTS = 25;
export const DECAY_PERIOD_DAYS = 14;
const PERIOD_S = DECAY_PERIOD_DAYS * 86_400;

/**
 * Score after decay for `idleSeconds` since the last match. Each full period takes 25 while the score is still
 * at 8000+ when that period completes, so a ladder that drops under 8000 stops decaying there.
 */
export function decayedScore(score: number, idleSeconds: number): number {
  return applyDecaySteps(score, decayStepsDue(idleSeconds));
}

/** Takes `steps` decay steps from a score, each only while the score is still at 8000+. */
export function applyDecaySteps(score: number, steps: number): number {
  let s = score;
  for (let i = 0; i < steps && s >= DECAY_FROM; i++) s -= DECAY_POINTS;
  return s;
}

/** Decay steps already due for an idle ladder, so a job applies each step exactly once. */
export function decayStepsDue(idleSeconds: number): number {
  return Math.floor(Math.max(0, idleSeconds) / PERIOD_S);
}
