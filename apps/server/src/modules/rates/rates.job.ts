import { sql } from 'kysely';
import { RANKS } from '@mecha/shared/ladder/ranks';
import { season, seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { PERIODS } from '@mecha/shared/news/api';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';

// Character rankings are precomputed, never scanned per request: this job aggregates the stored matches of each
// period into win, pick and ban counts per mode, score tier (the rank of the match's average score before it)
// and character, and swaps them in within one transaction.
const tierCase = sql.raw(`case ${[...RANKS].reverse().map((r) => `when avg_score >= ${r.min} then '${r.id}'`).join(' ')} else '${RANKS[0].id}' end`);

export async function refreshRates(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const starts: Record<(typeof PERIODS)[number], Date> = {
    '7d': new Date(now.getTime() - 7 * 86_400_000),
    '30d': new Date(now.getTime() - 30 * 86_400_000),
    season: new Date(season(Math.max(1, seasonCodeAt(unixSeconds(now)))).StartTime * 1000),
  };
  const rows: { period: string; mode: string; tier: string; character: string; games: number; wins: number; picks: number; bans: number }[] = [];
  const totals: { period: string; mode: string; tier: string; matches: number; updated_at: Date }[] = [];
  for (const period of PERIODS) {
    const from = starts[period];
    const tiered = sql`
      with m as (select match_id, season, mode, avg(score_before) as avg_score from match_players where ended_at >= ${from} group by match_id, season, mode)
      select match_id, season, mode, ${tierCase} as tier from m`;
    const picks = await sql<{ mode: string; tier: string; character: string; games: string; wins: string; picks: string }>`
      with t as (${tiered})
      select t.mode, t.tier, p.character, count(*) as games, count(*) filter (where p.won) as wins, count(distinct p.match_id) as picks
      from match_players p join t on t.match_id = p.match_id and t.season = p.season group by 1, 2, 3`.execute(db);
    const bans = await sql<{ mode: string; tier: string; character: string; bans: string }>`
      with t as (${tiered})
      select t.mode, t.tier, b.character, count(*) as bans
      from matches m join t on t.match_id = m.id and t.season = m.season cross join lateral jsonb_array_elements_text(m.bans) as b(character) group by 1, 2, 3`.execute(db);
    const matches = await sql<{ mode: string; tier: string; matches: string }>`with t as (${tiered}) select mode, tier, count(*) as matches from t group by 1, 2`.execute(db);

    const agg = new Map<string, (typeof rows)[number]>();
    const row = (mode: string, tier: string, character: string) => {
      const key = `${mode}|${tier}|${character}`;
      let r = agg.get(key);
      if (!r) agg.set(key, (r = { period, mode, tier, character, games: 0, wins: 0, picks: 0, bans: 0 }));
      return r;
    };
    for (const p of picks.rows) {
      for (const tier of [p.tier, 'all']) {
        const r = row(p.mode, tier, p.character);
        r.games += Number(p.games);
        r.wins += Number(p.wins);
        r.picks += Number(p.picks);
      }
    }
    for (const b of bans.rows) for (const tier of [b.tier, 'all']) row(b.mode, tier, b.character).bans += Number(b.bans);
    rows.push(...agg.values());
    const t = new Map<string, (typeof totals)[number]>();
    for (const m of matches.rows) {
      for (const tier of [m.tier, 'all']) {
        const key = `${m.mode}|${tier}`;
        const r = t.get(key) ?? { period, mode: m.mode, tier, matches: 0, updated_at: now };
        r.matches += Number(m.matches);
        t.set(key, r);
      }
    }
    totals.push(...t.values());
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('character_rates').execute();
    await trx.deleteFrom('character_rate_totals').execute();
    for (let i = 0; i < rows.length; i += 2000) await trx.insertInto('character_rates').values(rows.slice(i, i + 2000)).execute();
    if (totals.length) await trx.insertInto('character_rate_totals').values(totals).execute();
  });
}
