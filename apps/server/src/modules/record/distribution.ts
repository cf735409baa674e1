import { LRUCache } from 'lru-cache';
import { bandOf, DISTRIBUTION_BAND, RANK_EDGES, type DistributionScope, type ScoreDistribution } from '@mecha/shared/record/distribution';
import type { Mode } from '@mecha/shared/record/ingest';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { standingIn, type Distribution, type Standing } from './standing.ts';

interface Area {
  dist: Distribution;
  buckets: { From: number; Count: number }[];
  at: number;
}

/** Several regions' per-score prefix sums merged into one (an edition is the sum of its regions). */
export function mergeDistributions(parts: readonly Distribution[]): Distribution {
  if (parts.length === 1) return parts[0]!;
  const counts = new Map<number, number>();
  for (const d of parts) {
    d.scores.forEach((s, i) => counts.set(s, (counts.get(s) ?? 0) + (d.below[i + 1] ?? d.total) - d.below[i]!));
  }
  const scores = [...counts.keys()].sort((a, b) => a - b);
  const below: number[] = [];
  let running = 0;
  for (const s of scores) {
    below.push(running);
    running += counts.get(s)!;
  }
  return { scores, below, total: running };
}

/** Consecutive DISTRIBUTION_BAND-wide bars from the lowest to the highest occupied band. */
export function bandsOf(d: Distribution): { From: number; Count: number }[] {
  if (!d.scores.length) return [];
  const first = bandOf(d.scores[0]!);
  const last = bandOf(d.scores[d.scores.length - 1]!);
  const buckets = Array.from({ length: (last - first) / DISTRIBUTION_BAND + 1 }, (_, i) => ({ From: first + i * DISTRIBUTION_BAND, Count: 0 }));
  d.scores.forEach((s, i) => {
    buckets[(bandOf(s) - first) / DISTRIBUTION_BAND]!.Count += (d.below[i + 1] ?? d.total) - d.below[i]!;
  });
  return buckets;
}

// The chart beside "better than X %" (docs/decisions/0056-score-distribution.md). It is built from the same
// cached per-score histogram rand_percent reads (Standing), and the caller's place comes from the same rule
// (standingIn), so the chart and "better than X %" cannot disagree. Bands are cached per area for a few
// seconds, like the histogram itself; the route caches the finished answer per role generation.
export class ScoreDistributions {
  private readonly areas = new LRUCache<string, Area>({ max: 2000, ttl: 5000 });

  constructor(
    private readonly standing: Standing,
    private readonly clock: Clock,
  ) {}

  async area(season: number, mode: Mode, regions: readonly string[]): Promise<Area> {
    const key = `${season}|${mode}|${regions.join(',')}`;
    const hit = this.areas.get(key);
    if (hit) return hit;
    const dist = mergeDistributions(await Promise.all(regions.map((r) => this.standing.distribution(season, mode, r))));
    const value = { dist, buckets: bandsOf(dist), at: unixSeconds(this.clock.now()) };
    this.areas.set(key, value);
    return value;
  }

  /**
   * The distribution of `regions` (one region, or every region of an edition) named `areaName`, with the
   * caller's place when `mine` is given (their score and whether they are placed).
   */
  async of(q: { scope: DistributionScope; areaName: string; regions: readonly string[]; mode: Mode; season: number; mine: { score: number; placed: boolean } | null }): Promise<ScoreDistribution> {
    const a = await this.area(q.season, q.mode, q.regions);
    const standing = q.mine ? standingIn(a.dist, q.mine.score, q.mine.placed) : null;
    return {
      Scope: q.scope, Area: q.areaName, Mode: q.mode, Season: q.season, Band: DISTRIBUTION_BAND, Buckets: a.buckets, RankEdges: [...RANK_EDGES], Total: a.dist.total,
      Mine: q.mine && standing ? { ...standing, Score: q.mine.score, Bucket: standing.Placed ? bandOf(q.mine.score) : null } : null,
      UpdatedAt: a.at,
    };
  }
}
