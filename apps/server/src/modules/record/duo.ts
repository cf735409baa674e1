import { sql } from 'kysely';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { DUO_BEST_MIN_MATCHES, DUO_LIST_MAX, type DuoPartner, type DuoPartners, type DuoScope, type DuoTally } from '@mecha/shared/record/duo';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { newestMatchAt } from './freshness.ts';

// Who the role wins with in 2v2 (issue 17, docs/decisions/0059-duo-partners.md). Read from the role's own stored 2v2
// lines, which name their teammate (`partner_uid`), grouped per teammate in PostgreSQL: an index-only scan of
// match_players_duo (decision 0204), then one primary-key read per listed partner for the name they played under
// last. Nothing else is stored; the route caches the answer per role generation, so a new match shows at once.

interface PartnerRow {
  uid: string;
  matches: number;
  wins: number;
  gained: number;
  premade: number;
  premade_wins: number;
  last_at: Date | string;
  last_match: string;
}

/** A partner's row before the names are read: everything but the nickname. */
type Unnamed = Omit<DuoPartner, 'Nickname'>;
/** What the best partner is chosen by. */
type Ranked = Pick<DuoPartner, 'Uid' | 'Together' | 'LastPlayedAt'>;

const tally = (matches: number, wins: number): DuoTally => ({ Matches: matches, Wins: wins });

/** The best partner: the highest win rate together over enough matches, then more matches, then the latest. */
export function bestPartner(list: readonly Ranked[]): string | null {
  let best: Ranked | null = null;
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
    preparedRows(db, sql<PartnerRow>`select partner_uid as uid,
        count(*)::int as matches,
        (count(*) filter (where won))::int as wins,
        coalesce(sum(score_after - score_before), 0)::int as gained,
        (count(*) filter (where premade))::int as premade,
        (count(*) filter (where premade and won))::int as premade_wins,
        max(ended_at) as last_at,
        (array_agg(match_id order by ended_at desc, match_id desc))[1] as last_match
      from match_players
      where uid = ${uid} and mode = 'T2' ${inScope}
      group by partner_uid`.compile(db)),
    preparedRows(db, db.selectFrom('ladders').select('last_match_at').where('uid', '=', uid).compile()),
  ]);
  // Ingest holds every 2v2 side to two players, so each of the role's lines has exactly one teammate: the role's
  // totals are the sums over its partners, with no second pass over its lines.
  const t = { matches: 0, wins: 0, premade: 0, premade_wins: 0 };
  for (const r of partners) {
    t.matches += r.matches;
    t.wins += r.wins;
    t.premade += r.premade;
    t.premade_wins += r.premade_wins;
  }
  const all = partners.map((r): Unnamed => ({
    Uid: r.uid,
    Together: tally(r.matches, r.wins),
    Apart: tally(t.matches - r.matches, t.wins - r.wins),
    ScoreGained: r.gained,
    Premade: tally(r.premade, r.premade_wins),
    LastPlayedAt: unixSeconds(new Date(r.last_at)),
    LastMatchId: r.last_match,
  }));
  all.sort((a, b) => b.Together.Matches - a.Together.Matches || b.LastPlayedAt - a.LastPlayedAt || a.Uid.localeCompare(b.Uid));
  const best = bestPartner(all);
  const shown = all.slice(0, DUO_LIST_MAX);
  // The best partner is always on the list, so its row can be shown and linked.
  if (best && !shown.some((p) => p.Uid === best)) shown.push(all.find((p) => p.Uid === best)!);
  // A line's season is the season its match ended in, so the latest match's end time names its partition.
  const names = await nicknamesAt(db, shown.map((p) => ({ match_id: p.LastMatchId, uid: p.Uid, season: seasonCodeAt(p.LastPlayedAt) })));
  const list: DuoPartner[] = shown.map((p) => ({ ...p, Nickname: names.get(p.Uid) ?? p.Uid }));
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

/**
 * The name each listed partner played under in their latest match together: their own line of it, by primary key.
 * Prepared (one text whatever the list): planning this join over every season's partition took ~0.45 ms a request
 * against ~0.04 ms to run it.
 */
async function nicknamesAt(db: Db, lines: { match_id: string; uid: string; season: number }[]) {
  if (!lines.length) return new Map<string, string>();
  const rows = await preparedRows(
    db,
    sql<{ uid: string; nickname: string }>`
    select p.uid, p.nickname from match_players p
    join jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as k(match_id text, uid text, season int)
      on p.match_id = k.match_id and p.uid = k.uid and p.season = k.season`.compile(db),
  );
  return new Map(rows.map((r) => [r.uid, r.nickname]));
}
