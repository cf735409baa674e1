import { sql } from 'kysely';
import { DUO_BEST_MIN_MATCHES, DUO_LIST_MAX, type DuoPartner, type DuoPartners, type DuoScope, type DuoTally } from '@mecha/shared/record/duo';
import type { Db } from '../../db/client.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { newestMatchAt } from './freshness.ts';

// Who the role wins with in 2v2 (issue 17, docs/decisions/0059-duo-partners.md). Read from the stored match lines:
// the role's own 2v2 lines (the match_players_by_role index) joined to the teammate's line of each match (the
// primary key), grouped per teammate in PostgreSQL. Nothing new is stored; the route caches the answer per role
// generation, so a new match shows at once.

interface PartnerRow {
  uid: string;
  nickname: string;
  matches: number;
  wins: number;
  gained: number;
  premade: number;
  premade_wins: number;
  last_at: Date | string;
  last_match: string;
}

const tally = (matches: number, wins: number): DuoTally => ({ Matches: matches, Wins: wins });

/** The best partner: the highest win rate together over enough matches, then more matches, then the latest. */
export function bestPartner(list: readonly DuoPartner[]): string | null {
  let best: DuoPartner | null = null;
  for (const p of list) {
    if (p.Together.Matches < DUO_BEST_MIN_MATCHES) continue;
    if (!best) {
      best = p;
      continue;
    }
    // Cross-multiplied, so equal rates compare equal without floating-point noise.
    const diff = p.Together.Wins * best.Together.Matches - best.Together.Wins * p.Together.Matches;
    if (diff > 0 || (diff === 0 && (p.Together.Matches > best.Together.Matches || (p.Together.Matches === best.Together.Matches && p.LastPlayedAt > best.LastPlayedAt)))) best = p;
  }
  return best?.Uid ?? null;
}

export async function duoPartners(db: Db, uid: string, scope: DuoScope, season: number): Promise<DuoPartners> {
  const inScope = scope === 'season' ? sql`and season = ${season}` : sql``;
  const [partners, ladders] = await Promise.all([
    sql<PartnerRow>`select p.uid,
        count(*)::int as matches,
        (count(*) filter (where m.won))::int as wins,
        coalesce(sum(m.delta), 0)::int as gained,
        (count(*) filter (where m.premade))::int as premade,
        (count(*) filter (where m.premade and m.won))::int as premade_wins,
        max(m.ended_at) as last_at,
        (array_agg(p.nickname order by m.ended_at desc, m.match_id desc))[1] as nickname,
        (array_agg(m.match_id order by m.ended_at desc, m.match_id desc))[1] as last_match
      from (select match_id, season, side, won, premade, ended_at, score_after - score_before as delta
            from match_players where uid = ${uid} and mode = 'T2' ${inScope}) m
      join match_players p on p.match_id = m.match_id and p.season = m.season and p.side = m.side and p.uid <> ${uid}
      group by p.uid`.execute(db),
    db.selectFrom('ladders').select('last_match_at').where('uid', '=', uid).execute(),
  ]);
  // Ingest holds every 2v2 side to two players, so each of the role's lines has exactly one teammate's: the role's
  // totals are the sums over its partners, with no second pass over its lines.
  const t = { matches: 0, wins: 0, premade: 0, premade_wins: 0 };
  for (const r of partners.rows) {
    t.matches += r.matches;
    t.wins += r.wins;
    t.premade += r.premade;
    t.premade_wins += r.premade_wins;
  }
  const all: DuoPartner[] = partners.rows.map((r) => ({
    Uid: r.uid,
    Nickname: r.nickname,
    Together: tally(r.matches, r.wins),
    Apart: tally(t.matches - r.matches, t.wins - r.wins),
    ScoreGained: r.gained,
    Premade: tally(r.premade, r.premade_wins),
    LastPlayedAt: unixSeconds(new Date(r.last_at)),
    LastMatchId: r.last_match,
  }));
  all.sort((a, b) => b.Together.Matches - a.Together.Matches || b.LastPlayedAt - a.LastPlayedAt || a.Uid.localeCompare(b.Uid));
  const best = bestPartner(all);
  const list = all.slice(0, DUO_LIST_MAX);
  // The best partner is always on the list, so its row can be shown and linked.
  if (best && !list.some((p) => p.Uid === best)) list.push(all.find((p) => p.Uid === best)!);
  return {
    Scope: scope,
    Season: season,
    Total: tally(t.matches, t.wins),
    Premade: tally(t.premade, t.premade_wins),
    Solo: tally(t.matches - t.premade, t.wins - t.premade_wins),
    Partners: all.length,
    Best: best,
    list,
    UpdatedAt: newestMatchAt(ladders),
  };
}
