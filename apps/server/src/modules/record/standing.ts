import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { recordRepository as repo } from './record.repository.ts';

export interface StandingResult {
  Percent: number;
  Rank: number | null;
  Total: number;
  Placed: boolean;
}

export interface Distribution {
  /** Distinct scores, ascending. */
  scores: number[];
  /** below[i] = placed ladders with a score lower than scores[i]. */
  below: number[];
  total: number;
}

// A role's rank and percentile in its region from the placed-ladder histogram (one row per distinct score),
// turned into prefix sums and cached for a few seconds: a binary search per request, never a COUNT over the
// ladder, whatever its size.
export class Standing {
  private readonly cache = new LRUCache<string, Distribution>({ max: 2000, ttl: 5000 });

  constructor(private readonly db: Db) {}

  async distribution(season: number, mode: string, region: string): Promise<Distribution> {
    const key = `${season}|${mode}|${region}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const rows = await repo.histogram(this.db, season, mode, region);
    const scores: number[] = [];
    const below: number[] = [];
    let running = 0;
    for (const r of rows) {
      scores.push(r.bucket);
      below.push(running);
      running += r.players;
    }
    const value = { scores, below, total: running };
    this.cache.set(key, value);
    return value;
  }

  async of(season: number, mode: string, region: string, score: number, placed: boolean): Promise<StandingResult> {
    return standingIn(await this.distribution(season, mode, region), score, placed);
  }
}

/** The rank and percentile rule itself (rand_percent's), over any distribution: one region or several merged. */
export function standingIn(d: Distribution, score: number, placed: boolean): StandingResult {
  if (!placed || d.total === 0) return { Percent: 0, Rank: null, Total: d.total, Placed: placed };
  // First index whose score is >= ours: everything before it is below us.
  let lo = 0;
  let hi = d.scores.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (d.scores[mid]! < score) lo = mid + 1;
    else hi = mid;
  }
  const lower = lo < d.scores.length ? d.below[lo]! : d.total;
  const notAbove = d.scores[lo] === score ? (d.below[lo + 1] ?? d.total) : lower;
  return { Percent: Math.round((lower / d.total) * 1000) / 10, Rank: d.total - notAbove + 1, Total: d.total, Placed: true };
}
