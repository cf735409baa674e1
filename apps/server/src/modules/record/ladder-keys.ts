import type { Mode } from '@mecha/shared/record/ingest';

// Helpers shared by the ingest and record code: ladder keys, the histogram bucket, and the ScoreMap day.
export interface LadderKey {
  uid: string;
  mode: Mode | string;
  season: number;
}

export const keyOf = (k: LadderKey): string => `${k.uid}|${k.mode}|${k.season}`;

export const HISTOGRAM_BUCKET = 25;
export const bucketOf = (score: number): number => Math.floor(score / HISTOGRAM_BUCKET) * HISTOGRAM_BUCKET;

const HOME_OFFSET_MS = 8 * 3600_000;
/** The ScoreMap key of a moment: yyyymmdd on the game's home clock (UTC+8), as a number. */
export function dayNumber(at: Date): number {
  const d = new Date(at.getTime() + HOME_OFFSET_MS);
  return d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}
