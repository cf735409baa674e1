import { LRUCache } from 'lru-cache';
import { PLACEMENT_MATCHES } from '@mecha/shared/ladder/scoring';
import type { SeasonPercentile } from '@mecha/shared/record/distribution';
import type { Mode } from '@mecha/shared/record/ingest';
import type { Db } from '../../db/client.ts';
import type { Standing } from './standing.ts';

// A role's percentile at the end of each finished season (docs/decisions/0058-season-percentiles.md). Computed
// from what is already stored: the role's past ladders and each past season's histogram, which no longer move
// (decay and play touch the current season only). So nothing new is stored: the answer is computed once and
// kept per role until the season changes or the role's matches do (the generation in the key).
export class SeasonPercentiles {
  private readonly cache = new LRUCache<string, SeasonPercentile[]>({ max: 20_000 });

  constructor(
    private readonly db: Db,
    private readonly standing: Standing,
  ) {}

  async of(uid: string, current: number, generation: number): Promise<SeasonPercentile[]> {
    const key = `${uid}|${current}|${generation}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    // Served by the ladders primary key (uid, mode, season).
    const rows = await this.db
      .selectFrom('ladders')
      .select(['season', 'mode', 'region', 'score'])
      .where('uid', '=', uid)
      .where('season', '<', current)
      .where('games', '>=', PLACEMENT_MATCHES)
      .orderBy('season', 'desc')
      .orderBy('mode')
      .execute();
    const list = await Promise.all(
      rows.map(async (r) => {
        const s = await this.standing.of(r.season, r.mode, r.region, r.score, true);
        return { Season: r.season, Mode: r.mode as Mode, Region: r.region, FinalScore: r.score, Percent: s.Percent, Rank: s.Rank, Total: s.Total };
      }),
    );
    this.cache.set(key, list);
    return list;
  }
}
