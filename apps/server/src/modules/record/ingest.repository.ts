import { sql, type Transaction } from 'kysely';
import type { EditionCode } from '@mecha/shared/editions';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import type { LadderState, ScoredLine } from '@mecha/shared/ladder/apply';
import type { LadderKey } from '@mecha/shared/ladder/keys';

type Trx = Transaction<Database>;
type Conn = Db | Trx;

// Set-based statements for match ingest: a batch costs a handful of statements, not a few per player.
const json = (rows: unknown[]) => JSON.stringify(rows);

export const ingestRepository = {
  /** Remembers a signature; false when it was seen before (a replay). */
  async recordSignature(db: Conn, signature: string, at: Date): Promise<boolean> {
    const res = await db.insertInto('ingest_signatures').values({ signature, seen_at: at }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  async forgetSignaturesBefore(db: Conn, before: Date) {
    await db.deleteFrom('ingest_signatures').where('seen_at', '<', before).execute();
  },

  /** Inserts the matches not seen before; returns the ids that were new. */
  async insertMatches(trx: Trx, rows: { id: string; mode: string; season: number; ended_at: Date; duration_s: number; bans: string[]; received_at: Date }[]) {
    if (!rows.length) return new Set<string>();
    const inserted = await trx
      .insertInto('matches')
      .values(rows.map((r) => ({ ...r, bans: JSON.stringify(r.bans) })))
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    return new Set(inserted.map((r) => r.id));
  },

  /**
   * The status page's "last match received" per edition: one row per edition per batch, moved only forward, so
   * concurrent batches in any order leave the newest (decision 0191).
   */
  async noteFreshness(db: Conn, rows: { edition: string; newest_ended_at: Date }[], at: Date) {
    if (!rows.length) return;
    await db
      .insertInto('ingest_freshness')
      .values(rows.map((r) => ({ ...r, last_received_at: at })).sort((a, b) => (a.edition < b.edition ? -1 : 1)))
      .onConflict((oc) =>
        oc.column('edition').doUpdateSet({
          last_received_at: sql`greatest(ingest_freshness.last_received_at, excluded.last_received_at)`,
          newest_ended_at: sql`greatest(ingest_freshness.newest_ended_at, excluded.newest_ended_at)`,
        }),
      )
      .execute();
  },

  async rememberRoles(trx: Trx, roles: { uid: string; nickname: string; edition: EditionCode; region: string }[], at: Date) {
    if (!roles.length) return;
    await trx
      .insertInto('game_roles')
      .values(roles.map((r) => ({ ...r, level: 1, avatar: 'mecha-01', updated_at: at })))
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
  },

  async scoresOf(trx: Trx, keys: LadderKey[]) {
    if (!keys.length) return [];
    return sql<{ uid: string; mode: string; season: number; score: number }>`
      select l.uid, l.mode, l.season, l.score from ladders l
      join jsonb_to_recordset(${json(keys)}::jsonb) as k(uid text, mode text, season int)
        on l.uid = k.uid and l.mode = k.mode and l.season = k.season`
      .execute(trx)
      .then((r) => r.rows);
  },

  async ensureLadders(trx: Trx, rows: (LadderKey & { region: string; startScore: number })[]) {
    if (!rows.length) return;
    await trx
      .insertInto('ladders')
      .values(
        rows.map((r) => ({
          uid: r.uid,
          mode: r.mode,
          season: r.season,
          region: r.region,
          start_score: r.startScore,
          score: r.startScore,
          max_score: r.startScore,
          games: 0,
          wins: 0,
          streak: 0,
          best_streak: 0,
          last_match_at: null,
          last_match_id: null,
        })),
      )
      .onConflict((oc) => oc.columns(['uid', 'mode', 'season']).doNothing())
      .execute();
  },

  /** Row locks on the ladders a batch touches, always in key order so two batches cannot deadlock. */
  async lockLadders(trx: Trx, keys: LadderKey[]): Promise<LadderState[]> {
    const res = await sql<{
      uid: string; mode: string; season: number; region: string; start_score: number; score: number; max_score: number;
      games: number; wins: number; streak: number; best_streak: number; last_match_at: Date | null; last_match_id: string | null;
    }>`
      select l.* from ladders l
      join jsonb_to_recordset(${json(keys)}::jsonb) as k(uid text, mode text, season int)
        on l.uid = k.uid and l.mode = k.mode and l.season = k.season
      order by l.uid, l.mode, l.season
      for update of l`.execute(trx);
    return res.rows.map((r) => ({
      uid: r.uid, mode: r.mode, season: r.season, region: r.region, startScore: r.start_score, score: r.score, maxScore: r.max_score,
      games: r.games, wins: r.wins, streak: r.streak, bestStreak: r.best_streak,
      lastMatchAt: r.last_match_at ? new Date(r.last_match_at) : null, lastMatchId: r.last_match_id,
    }));
  },

  /** Every counted line of one ladder, for a replay when a match arrives out of order. */
  linesOf(trx: Trx, key: LadderKey) {
    return trx
      .selectFrom('match_players')
      .selectAll()
      .where('uid', '=', key.uid)
      .where('mode', '=', key.mode)
      .where('season', '=', key.season)
      .execute();
  },

  async insertLines(trx: Trx, lines: ScoredLine[]) {
    if (!lines.length) return;
    await trx.insertInto('match_players').values(lines.map(lineRow)).execute();
  },

  /** Rewrites the score parts of lines already stored (replay). */
  async rescoreLines(trx: Trx, lines: ScoredLine[]) {
    if (!lines.length) return;
    const rows = lines.map((l) => ({ match_id: l.matchId, uid: l.uid, score_before: l.scoreBefore, base: l.base, mvp_bonus: l.mvpBonus, streak_bonus: l.streakBonus, solo_team: l.soloTeam, score_after: l.scoreAfter }));
    await sql`
      update match_players p set score_before = v.score_before, base = v.base, mvp_bonus = v.mvp_bonus,
        streak_bonus = v.streak_bonus, solo_team = v.solo_team, score_after = v.score_after
      from jsonb_to_recordset(${json(rows)}::jsonb) as v(match_id text, uid text, score_before int, base int, mvp_bonus int, streak_bonus int, solo_team int, score_after int)
      where p.match_id = v.match_id and p.uid = v.uid`.execute(trx);
  },

  async saveLadders(trx: Trx, states: LadderState[]) {
    if (!states.length) return;
    const rows = states.map((s) => ({
      uid: s.uid, mode: s.mode, season: s.season, region: s.region, score: s.score, max_score: s.maxScore, games: s.games, wins: s.wins,
      streak: s.streak, best_streak: s.bestStreak, last_match_at: s.lastMatchAt?.toISOString() ?? null, last_match_id: s.lastMatchId,
    }));
    await sql`
      update ladders l set region = v.region, score = v.score, max_score = v.max_score, games = v.games, wins = v.wins,
        streak = v.streak, best_streak = v.best_streak, last_match_at = v.last_match_at, last_match_id = v.last_match_id, decay_steps = 0
      from jsonb_to_recordset(${json(rows)}::jsonb) as v(uid text, mode text, season int, region text, score int, max_score int,
        games int, wins int, streak int, best_streak int, last_match_at timestamptz, last_match_id text)
      where l.uid = v.uid and l.mode = v.mode and l.season = v.season`.execute(trx);
  },

  async upsertDays(trx: Trx, rows: (LadderKey & { day: number; score: number })[]) {
    if (!rows.length) return;
    await trx
      .insertInto('ladder_days')
      .values(rows)
      .onConflict((oc) => oc.columns(['uid', 'mode', 'season', 'day']).doUpdateSet((eb) => ({ score: eb.ref('excluded.score') })))
      .execute();
  },

  async clearDays(trx: Trx, key: LadderKey) {
    await trx.deleteFrom('ladder_days').where('uid', '=', key.uid).where('mode', '=', key.mode).where('season', '=', key.season).execute();
  },

  async addCharacterStats(trx: Trx, rows: (LadderKey & { character: string; games: number; wins: number; mvps: number; kills: number; deaths: number; damage: number })[]) {
    if (!rows.length) return;
    await trx
      .insertInto('character_stats')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['uid', 'mode', 'season', 'character']).doUpdateSet((eb) => ({
          games: eb('character_stats.games', '+', eb.ref('excluded.games')),
          wins: eb('character_stats.wins', '+', eb.ref('excluded.wins')),
          mvps: eb('character_stats.mvps', '+', eb.ref('excluded.mvps')),
          kills: eb('character_stats.kills', '+', eb.ref('excluded.kills')),
          deaths: eb('character_stats.deaths', '+', eb.ref('excluded.deaths')),
          damage: eb('character_stats.damage', '+', eb.ref('excluded.damage')),
        })),
      )
      .execute();
  },

  async adjustHistogram(trx: Conn, deltas: { season: number; mode: string; region: string; bucket: number; players: number }[]) {
    const rows = deltas.filter((d) => d.players !== 0);
    if (!rows.length) return;
    await trx
      .insertInto('ladder_histogram')
      .values(rows)
      .onConflict((oc) => oc.columns(['season', 'mode', 'region', 'bucket']).doUpdateSet((eb) => ({ players: eb('ladder_histogram.players', '+', eb.ref('excluded.players')) })))
      .execute();
  },
};

function lineRow(l: ScoredLine) {
  return {
    match_id: l.matchId, uid: l.uid, mode: l.mode, season: l.season, ended_at: l.endedAt, side: l.side, won: l.won, premade: l.premade,
    other_premade: l.otherPremade, character: l.character, mvp: l.mvp, nickname: l.nickname, damage: l.damage, kills: l.kills, deaths: l.deaths,
    stats: JSON.stringify(l.stats), score_before: l.scoreBefore, base: l.base, mvp_bonus: l.mvpBonus, streak_bonus: l.streakBonus,
    solo_team: l.soloTeam, score_after: l.scoreAfter,
  };
}
