import { shareValue } from '../../../lib/format.ts';

/**
 * The colour a player's win rate is shown in: the "ok" green from an even record (50 %) up, the plain text colour
 * below it. Green on every rate read "0.0%" as praise; a losing record is no error either, so it is never red
 * (decision 0234). `share` is 0–1, as the API sends it (a number, or TopRoleList's decimal string).
 */
export function winRateTone(share: number | string): 'ok' | undefined {
  const value = shareValue(share);
  return Number.isFinite(value) && value >= 0.5 ? 'ok' : undefined;
}
