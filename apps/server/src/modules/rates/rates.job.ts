import { sql, type Transaction } from 'kysely';
import { RANKS } from '@mecha/shared/ladder/ranks';
import { season, seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { PERIODS } from '@mecha/shared/news/api';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { floorHour } from './rate-hours.ts';

// Character rankings are precomputed, never scanned per request. Per UTC hour, mode and score tier (the rank of the
// match's average score before it) this job keeps win, pick and ban counts per character (decision 0199). A run
// recomputes only the hours ingest marked as changed (new matches, or lines re-scored by a replay), then sums the
// hour rows of each period and swaps the sums in. At 10M matches the old job, which aggregated every line of the
// season on each run, kept PostgreSQL busy 239 s out of every 600.
const tierCase = sql.raw(`case ${[...RANKS].reverse().map((r) => `when avg_score >= ${r.min} then '${r.id}'`).join(' ')} else '${RANKS[0].id}' end`);
// Hours on UTC's grid whatever the session's time zone (date_trunc would follow it).
const hourOf = (column: string) => sql`date_bin('1 hour', ${sql.ref(column)}, timestamptz '2000-01-01 00:00:00+00')`;
// One process folds at a time: two that recomputed the same hour at once would collide on its rows.
const LOCK_KEY = 71_993_021;

type Trx = Transaction<Database>;
type Period = (typeof PERIODS)[number];
const COUNTS = ['games', 'wins', 'picks', 'bans'] as const;

export async function refreshRates(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const starts: Record<Period, Date> = {
    '7d': floorHour(new Date(now.getTime() - 7 * 86_400_000)),
    '30d': floorHour(new Date(now.getTime() - 30 * 86_400_000)),
    season: floorHour(new Date(season(Math.max(1, seasonCodeAt(unixSeconds(now)))).StartTime * 1000)),
  };
  const windowStart = new Date(Math.min(...Object.values(starts).map((d) => d.getTime())));
  await db.transaction().execute(async (trx) => {
    const locked = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`.execute(trx);
    if (!locked.rows[0]?.ok) return;
    // Only marks already committed are taken, and their matches are then visible to the statements below; a batch
    // still in flight leaves its marks for the next run.
    const dirty = await trx.deleteFrom('character_rate_dirty').returning('hour').execute();
    if (dirty.some((d) => d.hour === null)) await foldHours(trx, { from: windowStart });
    else {
      const hours = [...new Set(dirty.map((d) => new Date(d.hour!).getTime()))].filter((ms) => ms >= windowStart.getTime());
      if (hours.length) await foldHours(trx, { hours: hours.map((ms) => new Date(ms)) });
    }
    await trx.deleteFrom('character_rate_hours').where('hour', '<', windowStart).execute();
    await trx.deleteFrom('character_rate_hour_matches').where('hour', '<', windowStart).execute();
    await swapInPeriods(trx, starts, now);
  });
}

/** Recomputes the hour rows of some hours, or of every hour from `from`, from the stored matches and lines. */
async function foldHours(trx: Trx, which: { hours: Date[] } | { from: Date }) {
  // `which` read once, for the matches the fold reads and the hour rows it replaces: named hours take the matches
  // within each hour's range, and the hour rows (which sit on the hour) equal to one of them.
  const [matchesIn, hourRows] =
    'hours' in which
      ? [
          sql`matches m join unnest(${which.hours.map((d) => d.toISOString())}::timestamptz[]) as h(hour) on m.ended_at >= h.hour and m.ended_at < h.hour + interval '1 hour'`,
          sql<boolean>`hour in (${sql.join(which.hours)})`,
        ]
      : [sql`matches m where m.ended_at >= ${which.from}`, sql<boolean>`hour >= ${which.from}`];
  await trx.deleteFrom('character_rate_hours').where(hourRows).execute();
  await trx.deleteFrom('character_rate_hour_matches').where(hourRows).execute();
  // The hours' matches, then with their tier, each into a temporary table the three aggregates below read, and
  // analysed: without row counts the planner took the hour's few hundred matches for many and hashed every stored
  // line (7.4 s for 379 matches among 8.4M lines); knowing, it looks the lines up by key.
  await sql`create temp table rate_ids on commit drop as select m.id, m.season, m.mode, m.bans, ${hourOf('m.ended_at')} as hour from ${matchesIn}`.execute(trx);
  await sql`analyze rate_ids`.execute(trx);
  await sql`
    create temp table rate_matches on commit drop as
    with a as (select p.match_id, p.season, avg(p.score_before) as avg_score from match_players p join rate_ids r on p.match_id = r.id and p.season = r.season group by 1, 2)
    select r.id, r.season, r.mode, r.bans, r.hour, ${tierCase} as tier from rate_ids r join a on a.match_id = r.id and a.season = r.season`.execute(trx);
  await sql`analyze rate_matches`.execute(trx);
  await sql`
    insert into character_rate_hours (hour, mode, tier, character, games, wins, picks, bans)
    select hour, mode, tier, character, sum(games), sum(wins), sum(picks), sum(bans) from (
      select t.hour, t.mode, t.tier, p.character, count(*) as games, count(*) filter (where p.won) as wins, count(distinct p.match_id) as picks, 0 as bans
      from rate_matches t join match_players p on p.match_id = t.id and p.season = t.season group by 1, 2, 3, 4
      union all
      select t.hour, t.mode, t.tier, b.character, 0, 0, 0, count(*)
      from rate_matches t cross join lateral jsonb_array_elements_text(t.bans) as b(character) group by 1, 2, 3, 4
    ) x group by 1, 2, 3, 4`.execute(trx);
  await sql`insert into character_rate_hour_matches (hour, mode, tier, matches) select hour, mode, tier, count(*) from rate_matches group by 1, 2, 3`.execute(trx);
  await sql`drop table rate_matches, rate_ids`.execute(trx);
}

/**
 * Sums the hour rows of each period, adds the all-tiers rows, and replaces what the rankings read. One pass over
 * each hour table: every period's sums are aggregates filtered to its hours, and a group with no hour row in a
 * period (its `rows_` count 0) gets no row in that period.
 */
async function swapInPeriods(trx: Trx, starts: Record<Period, Date>, now: Date) {
  const chars = await trx
    .selectFrom('character_rate_hours')
    .select((eb) => [
      'mode',
      'tier',
      'character',
      ...PERIODS.flatMap((p) => [
        eb.fn.countAll<string>().filterWhere('hour', '>=', starts[p]).as(`rows_${p}`),
        ...COUNTS.map((c) => eb.fn.sum<string>(c).filterWhere('hour', '>=', starts[p]).as(`${c}_${p}`)),
      ]),
    ])
    .groupBy(['mode', 'tier', 'character'])
    .execute();
  const matches = await trx
    .selectFrom('character_rate_hour_matches')
    .select((eb) => [
      'mode',
      'tier',
      ...PERIODS.flatMap((p) => [
        eb.fn.countAll<string>().filterWhere('hour', '>=', starts[p]).as(`rows_${p}`),
        eb.fn.sum<string>('matches').filterWhere('hour', '>=', starts[p]).as(`matches_${p}`),
      ]),
    ])
    .groupBy(['mode', 'tier'])
    .execute();
  const rows: { period: string; mode: string; tier: string; character: string; games: number; wins: number; picks: number; bans: number }[] = [];
  const totals: { period: string; mode: string; tier: string; matches: number; updated_at: Date }[] = [];
  for (const period of PERIODS) {
    const agg = new Map<string, (typeof rows)[number]>();
    for (const c of chars) {
      if (Number(c[`rows_${period}`]) === 0) continue;
      for (const tier of [c.tier, 'all']) {
        const key = `${c.mode}|${tier}|${c.character}`;
        const r = agg.get(key) ?? { period, mode: c.mode, tier, character: c.character, games: 0, wins: 0, picks: 0, bans: 0 };
        for (const n of COUNTS) r[n] += Number(c[`${n}_${period}`]);
        agg.set(key, r);
      }
    }
    rows.push(...agg.values());
    const t = new Map<string, (typeof totals)[number]>();
    for (const m of matches) {
      if (Number(m[`rows_${period}`]) === 0) continue;
      for (const tier of [m.tier, 'all']) {
        const key = `${m.mode}|${tier}`;
        const r = t.get(key) ?? { period, mode: m.mode, tier, matches: 0, updated_at: now };
        r.matches += Number(m[`matches_${period}`]);
        t.set(key, r);
      }
    }
    totals.push(...t.values());
  }
  await trx.deleteFrom('character_rates').execute();
  await trx.deleteFrom('character_rate_totals').execute();
  for (let i = 0; i < rows.length; i += 2000) await trx.insertInto('character_rates').values(rows.slice(i, i + 2000)).execute();
  if (totals.length) await trx.insertInto('character_rate_totals').values(totals).execute();
}
