import { RANKS } from '@mecha/shared/ladder/ranks';

// The score trend: ScoreMap (yyyymmdd → score at the end of that day) as the x/y arrays a chart wants.
export interface ScoreSeries {
  /** Unix seconds at 00:00 UTC of each day; the chart formats them in UTC so the day never shifts. */
  x: number[];
  y: number[];
}

const DAY_KEY = /^(\d{4})(\d{2})(\d{2})$/;

/** Unix seconds of a yyyymmdd key, or null when it is not a real calendar day. */
export function dayKeyToUnix(key: string | number): number | null {
  const match = DAY_KEY.exec(String(key));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ms / 1000;
}

export function scoreSeries(scoreMap: Readonly<Record<string, number>>): ScoreSeries {
  const points = Object.entries(scoreMap)
    .map(([key, score]) => [dayKeyToUnix(key), score] as const)
    .filter((p): p is readonly [number, number] => p[0] !== null && Number.isFinite(p[1]))
    .sort((a, b) => a[0] - b[0]);
  return { x: points.map((p) => p[0]), y: points.map((p) => p[1]) };
}

/** A y range with some air above and below, on round numbers, never below 0; a flat line still gets height. */
export function scoreRange(y: readonly number[], step = 50): [number, number] {
  if (y.length === 0) return [0, step * 4];
  const lo = Math.min(...y);
  const hi = Math.max(...y);
  const pad = Math.max(step, (hi - lo) * 0.12);
  return [Math.max(0, Math.floor((lo - pad) / step) * step), Math.ceil((hi + pad) / step) * step];
}

/** The rank edges (from the ladder engine) that fall inside a y range: drawn as faint lines on the chart. */
export function rankEdgesWithin(min: number, max: number): { score: number; index: number }[] {
  return RANKS.map((rank, index) => ({ score: rank.min, index })).filter((edge) => edge.score > min && edge.score < max);
}
