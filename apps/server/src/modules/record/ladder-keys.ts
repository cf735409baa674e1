import type { Mode } from '@mecha/shared/record/ingest';

// Helpers shared by the ingest and record code: ladder keys, the histogram bucket, and the ScoreMap day.
export interface LadderKey {
  uid: string;
  mode: Mode | string;
  season: number;
}

export const keyOf = (k: LadderKey): string => `${k.uid}|${k.mode}|${k.season}`;

/** The histogram counts placed ladders per exact score: a region has at most a few thousand distinct scores. */
export const bucketOf = (score: number): number => score;

const HOME_OFFSET_MS = 8 * 3600_000;
/** The ScoreMap key of a moment: yyyymmdd on the game's home clock (UTC+8), as a number. */
export function dayNumber(at: Date): number {
  const d = new Date(at.getTime() + HOME_OFFSET_MS);
  return d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}
