import { isPlaced } from '@mecha/shared/ladder/scoring';
import type { LadderState } from '@mecha/shared/ladder/apply';
import { bucketOf } from '@mecha/shared/ladder/keys';

/** What the histogram needs of a ladder. */
export type HistogramEntry = Pick<LadderState, 'season' | 'mode' | 'region' | 'games' | 'score'>;

/** Moves placed ladders between the score rows of their region's histogram. */
export function histogramDeltas(before: HistogramEntry[], after: HistogramEntry[]) {
  const deltas = new Map<string, { season: number; mode: string; region: string; bucket: number; players: number }>();
  const add = (s: HistogramEntry, n: number) => {
    if (!isPlaced(s.games)) return;
    const bucket = bucketOf(s.score);
    const k = `${s.season}|${s.mode}|${s.region}|${bucket}`;
    const row = deltas.get(k) ?? { season: s.season, mode: s.mode, region: s.region, bucket, players: 0 };
    row.players += n;
    deltas.set(k, row);
  };
  before.forEach((s) => add(s, -1));
  after.forEach((s) => add(s, 1));
  return [...deltas.values()];
}
