import { homeDayNumber } from './seasons.ts';
import type { Mode } from '../record/ingest.ts';

// Helpers shared by the ingest and record code: ladder keys, the histogram bucket, and the ScoreMap day.
export interface LadderKey {
  uid: string;
  mode: Mode | string;
  season: number;
}

export const keyOf = (k: LadderKey): string => `${k.uid}|${k.mode}|${k.season}`;

/** The histogram counts placed ladders per exact score: a region has at most a few thousand distinct scores. */
export const bucketOf = (score: number): number => score;

/** The ScoreMap key of a moment (yyyymmdd on the game's home clock). */
export const dayNumber = homeDayNumber;
