import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { bucketOf, HISTOGRAM_BUCKET } from './ladder-keys.ts';
import { recordRepository as repo } from './record.repository.ts';

export interface StandingResult {
  Percent: number;
  Rank: number | null;
  Total: number;
  Placed: boolean;
}

// A role's rank and percentile in its region, from the placed-ladder histogram (cached for a few seconds)
// plus a count bounded to the role's own 25-point bucket: never a COUNT over the whole ladder.
export class Standing {
  private readonly histograms = new LRUCache<string, { buckets: { bucket: number; players: number }[]; total: number }>({ max: 2000, ttl: 5000 });

  constructor(private readonly db: Db) {}

  async histogram(season: number, mode: string, region: string) {
    const key = `${season}|${mode}|${region}`;
    const hit = this.histograms.get(key);
    if (hit) return hit;
    const buckets = await repo.histogram(this.db, season, mode, region);
    const value = { buckets, total: buckets.reduce((s, b) => s + b.players, 0) };
    this.histograms.set(key, value);
    return value;
  }

  async of(season: number, mode: string, region: string, score: number, placed: boolean): Promise<StandingResult> {
    const { buckets, total } = await this.histogram(season, mode, region);
    if (!placed || total === 0) return { Percent: 0, Rank: null, Total: total, Placed: placed };
    const own = bucketOf(score);
    let below = 0;
    let above = 0;
    for (const b of buckets) {
      if (b.bucket < own) below += b.players;
      else if (b.bucket > own) above += b.players;
    }
    const inBucket = await repo.withinBucket(this.db, season, mode, region, own, HISTOGRAM_BUCKET, score);
    below += inBucket.below;
    above += inBucket.above;
    return { Percent: Math.round((below / total) * 1000) / 10, Rank: above + 1, Total: total, Placed: true };
  }
}
