import { CHARACTERS } from '@mecha/shared/game/characters';
import { MIN_SAMPLE, TIERS } from '@mecha/shared/news/api';
import type { Db } from '../../db/client.ts';
import { unixSeconds } from '../../platform/clock.ts';

type Tier = (typeof TIERS)[number];
const r4 = (n: number) => Math.round(n * 10_000) / 10_000;

// Reads of the precomputed character rankings: every character of the roster appears, with its sample size and
// a flag where the sample is too small to trust.
export class RatesService {
  constructor(private readonly db: Db) {}

  async list(mode: string, tier: Tier, period: string) {
    const [rows, total] = await Promise.all([
      this.db.selectFrom('character_rates').selectAll().where('period', '=', period).where('mode', '=', mode).where('tier', '=', tier).execute(),
      this.db.selectFrom('character_rate_totals').selectAll().where('period', '=', period).where('mode', '=', mode).where('tier', '=', tier).executeTakeFirst(),
    ]);
    const matches = total?.matches ?? 0;
    const list = CHARACTERS.map((c) => rate(c.id, rows.find((r) => r.character === c.id), matches)).sort((a, b) => b.WinRate - a.WinRate || b.Games - a.Games);
    return { Mode: mode as 'T1' | 'T2', Tier: tier, Period: period as '7d', Matches: matches, UpdatedAt: total ? unixSeconds(new Date(total.updated_at)) : 0, list };
  }

  async one(id: string, mode: string, period: string) {
    const [rows, totals] = await Promise.all([
      this.db.selectFrom('character_rates').selectAll().where('period', '=', period).where('mode', '=', mode).where('character', '=', id).execute(),
      this.db.selectFrom('character_rate_totals').selectAll().where('period', '=', period).where('mode', '=', mode).execute(),
    ]);
    return {
      Id: id, Mode: mode as 'T1' | 'T2', Period: period as '7d',
      tiers: TIERS.map((tier) => {
        const matches = totals.find((t) => t.tier === tier)?.matches ?? 0;
        return { ...rate(id, rows.find((r) => r.tier === tier), matches), Tier: tier, Matches: matches };
      }),
    };
  }
}

function rate(id: string, r: { games: number; wins: number; picks: number; bans: number } | undefined, matches: number) {
  const games = r?.games ?? 0;
  return {
    Id: id,
    Games: games,
    WinRate: games ? r4(r!.wins / games) : 0,
    PickRate: matches ? r4((r?.picks ?? 0) / matches) : 0,
    BanRate: matches ? r4((r?.bans ?? 0) / matches) : 0,
    Picks: r?.picks ?? 0,
    Bans: r?.bans ?? 0,
    LowSample: games < MIN_SAMPLE,
  };
}
