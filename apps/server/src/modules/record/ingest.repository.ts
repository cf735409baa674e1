import { sql, type Transaction } from 'kysely';
import type { EditionCode } from '@mecha/shared/editions';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import type { LadderState, ScoredLine } from '@mecha/shared/ladder/apply';
import type { LadderKey } from '@mecha/shared/ladder/keys';
import { floorHour } from '../rates/rate-hours.ts';
import { rowSource } from './row-arrays.ts';
import { lineColumnNames, lineColumns } from './line-columns.ts';

type Trx = Transaction<Database>;
type Conn = Db | Trx;
type MatchRow = { id: string; mode: string; season: number; ended_at: Date; duration_s: number; bans: string[] };
type RoleRow = { uid: string; nickname: string; edition: EditionCode; region: string };
type DayRow = LadderKey & { day: number; score: number };
type CharacterRow = LadderKey & { character: string; games: number; wins: number; mvps: number; kills: number; deaths: number; damage: number };
type FreshnessRow = { edition: string; newest_ended_at: Date };
type HistogramRow = { season: number; mode: string; region: string; bucket: number; players: number };
type LadderRow = {
  uid: string; mode: string; season: number; region: string; start_score: number; score: number; max_score: number;
  games: number; wins: number; streak: number; best_streak: number; last_match_at: Date | null; last_match_id: string | null;
};

const ladderState = (r: LadderRow): LadderState => ({
  uid: r.uid, mode: r.mode, season: r.season, region: r.region, startScore: r.start_score, score: r.score, maxScore: r.max_score,
  games: r.games, wins: r.wins, streak: r.streak, bestStreak: r.best_streak,
  lastMatchAt: r.last_match_at ? new Date(r.last_match_at) : null, lastMatchId: r.last_match_id,
});

// Set-based statements for match ingest: a batch costs a handful of statements, not a few per player.
//
// `l.season + 0` in the joins on ladders keeps the planner on the primary key (uid, mode, …): on a table it has
// not analysed yet (a new database, or the first hours of a season, when the statistics say the season has no
// rows) it otherwise walks `ladders_board` (season, mode, …) and filters every ladder of the season per key —
// measured 2.2 s instead of 21 ms for 3,000 keys among 26,000 ladders.
// Rows travel as one array parameter per column (`rowSource`), except into the joins on ladders' keys: there the
// planner, seeing from the arrays how many keys come, would hash-join a scan of the season's ladders (38 ms a
// batch more at 50,000 ladders), where the probes of the primary key that json_to_recordset's fixed estimate of
// 100 rows keeps take a few ms.
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

  /** Remembers the players' roles (a role already known is left alone). */
  async rememberRoles(db: Conn, roles: RoleRow[], at: Date) {
    if (!roles.length) return;
    await sql`
      insert into game_roles (uid, nickname, level, avatar, edition, region, updated_at)
      select uid, nickname, 1, 'mecha-01', edition, region, ${at}::timestamptz
      from ${rowSource(roles, 'v', 'uid text, nickname text, edition text, region text')}
      order by uid
      on conflict (uid) do nothing`.execute(db);
  },

  /** Inserts the matches not seen before; returns the ids that were new. */
  async insertMatches(trx: Trx, matches: MatchRow[], at: Date) {
    if (!matches.length) return new Set<string>();
    const res = await sql<{ id: string }>`
      insert into matches (id, mode, season, ended_at, duration_s, bans, received_at)
      select id, mode, season, ended_at, duration_s, bans, ${at}::timestamptz
      from ${rowSource(matches, 'v', 'id text, mode text, season int, ended_at timestamptz, duration_s int, bans jsonb')}
      on conflict (id, season) do nothing
      returning id`.execute(trx);
    return new Set(res.rows.map((r) => r.id));
  },

  /**
   * The status page's "last match received" per edition: one row per edition, moved only forward, so concurrent
   * batches in any order leave the newest (decision 0191).
   */
  async noteFreshness(db: Conn, rows: FreshnessRow[], at: Date) {
    if (rows.length) await noteFreshnessSql(rows, at).execute(db);
  },

  async scoresOf(trx: Trx, keys: LadderKey[]) {
    if (!keys.length) return [];
    return sql<{ uid: string; mode: string; season: number; score: number }>`
      select l.uid, l.mode, l.season, l.score from ladders l
      join json_to_recordset(${json(keys)}::json) as k(uid text, mode text, season int)
        on l.uid = k.uid and l.mode = k.mode and l.season + 0 = k.season`
      .execute(trx)
      .then((r) => r.rows);
  },

  /**
   * Opens ladders a batch needs that do not exist yet, at their season's start score, and returns the ones this
   * statement made (locked by the insert until the commit); one another transaction made first is left out.
   */
  async openLadders(trx: Trx, rows: (LadderKey & { region: string; startScore: number })[]): Promise<LadderState[]> {
    if (!rows.length) return [];
    const res = await sql<LadderRow>`
      insert into ladders (uid, mode, season, region, start_score, score, max_score, games, wins, streak, best_streak)
      select uid, mode, season, region, start_score, start_score, start_score, 0, 0, 0, 0
      from ${rowSource(rows.map((r) => ({ uid: r.uid, mode: r.mode, season: r.season, region: r.region, start_score: r.startScore })), 'v', 'uid text, mode text, season int, region text, start_score int')}
      order by uid, mode, season
      on conflict (uid, mode, season) do nothing
      returning *`.execute(trx);
    return res.rows.map(ladderState);
  },

  /** Row locks on the ladders a batch touches, always in key order so two batches cannot deadlock. */
  async lockLadders(trx: Trx, keys: LadderKey[]): Promise<LadderState[]> {
    const res = await sql<LadderRow>`
      select l.* from ladders l
      join json_to_recordset(${json(keys)}::json) as k(uid text, mode text, season int)
        on l.uid = k.uid and l.mode = k.mode and l.season + 0 = k.season
      order by l.uid, l.mode, l.season
      for update of l`.execute(trx);
    return res.rows.map(ladderState);
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

  /** Rewrites the score parts of lines already stored (replay). */
  async rescoreLines(trx: Trx, lines: ScoredLine[]) {
    if (!lines.length) return;
    const rows = lines.map((l) => ({ match_id: l.matchId, uid: l.uid, season: l.season, score_before: l.scoreBefore, base: l.base, mvp_bonus: l.mvpBonus, streak_bonus: l.streakBonus, solo_team: l.soloTeam, score_after: l.scoreAfter }));
    await sql`
      update match_players p set score_before = v.score_before, base = v.base, mvp_bonus = v.mvp_bonus,
        streak_bonus = v.streak_bonus, solo_team = v.solo_team, score_after = v.score_after
      from json_to_recordset(${json(rows)}::json) as v(match_id text, uid text, season int, score_before int, base int, mvp_bonus int, streak_bonus int, solo_team int, score_after int)
      where p.match_id = v.match_id and p.uid = v.uid and p.season = v.season`.execute(trx);
    // A line's score before the match decides its match's tier in the character rankings.
    await ingestRepository.markRateHours(trx, lines.map((l) => l.endedAt));
  },

  /**
   * Tells the character-rates job which hours' matches changed (decision 0199): appended rows, one per distinct
   * UTC hour, so concurrent batches never wait on one another here.
   */
  async markRateHours(trx: Conn, endedAts: readonly Date[]) {
    const hours = [...new Set(endedAts.map((at) => floorHour(at).getTime()))];
    if (hours.length) await trx.insertInto('character_rate_dirty').values(hours.map((ms) => ({ hour: new Date(ms) }))).execute();
  },

  async clearDays(trx: Trx, key: LadderKey) {
    await trx.deleteFrom('ladder_days').where('uid', '=', key.uid).where('mode', '=', key.mode).where('season', '=', key.season).execute();
  },

  async upsertDays(trx: Trx, rows: DayRow[]) {
    if (rows.length) await upsertDaysSql(rows).execute(trx);
  },

  async adjustHistogram(trx: Conn, deltas: HistogramRow[]) {
    const rows = deltas.filter((d) => d.players !== 0);
    if (rows.length) await adjustHistogramSql(rows).execute(trx);
  },

  /** A batch's scored lines, the largest write: no other transaction writes them, so no lock is waited for. */
  async insertLines(trx: Trx, lines: ScoredLine[]) {
    if (lines.length) await insertLinesSql(lines).execute(trx);
  },

  /**
   * Everything a batch writes once it holds its ladders: their new state, the daily scores, the per-character stats,
   * the histogram, the hours the character rankings recompute and the status page's stamp, one set-based statement
   * each. Each statement's parameter is built while the one before runs in the database (the connection takes them in
   * order), so the two overlap. As one statement of data-modifying CTEs they measured 15 % slower (10.6 s against
   * 9.1 s for 50,000 matches, `bench/ingest-profile.ts`), so they stay apart. Every row but the histogram's, the
   * hours' (appended, never updated) and the stamp's belongs to a ladder this transaction holds; each part's rows go
   * in key order. The histogram and the stamp, rows every batch touches, come last, so they are locked only until
   * the commit just after; the stamp is the very last, so a transaction that holds it waits for nothing more.
   */
  async writeBatch(trx: Trx, w: { ladders: LadderState[]; lines: ScoredLine[]; days: DayRow[]; characters: CharacterRow[]; histogram: HistogramRow[]; freshness: FreshnessRow[]; at: Date }) {
    const sent: Promise<unknown>[] = [];
    if (w.ladders.length) sent.push(saveLaddersSql(w.ladders).execute(trx));
    sent.push(ingestRepository.markRateHours(trx, w.lines.map((l) => l.endedAt)));
    sent.push(ingestRepository.upsertDays(trx, w.days));
    if (w.characters.length) sent.push(characterStatsSql(w.characters).execute(trx));
    sent.push(ingestRepository.adjustHistogram(trx, w.histogram));
    sent.push(ingestRepository.noteFreshness(trx, w.freshness, w.at));
    // Every statement has finished before the transaction ends, even when one failed (then the rest fail with it).
    const failed = (await Promise.allSettled(sent)).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  },
};

function saveLaddersSql(states: LadderState[]) {
  const rows = states.map((s) => ({
    uid: s.uid, mode: s.mode, season: s.season, region: s.region, score: s.score, max_score: s.maxScore, games: s.games, wins: s.wins,
    streak: s.streak, best_streak: s.bestStreak, last_match_at: s.lastMatchAt?.toISOString() ?? null, last_match_id: s.lastMatchId,
  }));
  return sql`
    update ladders l set region = v.region, score = v.score, max_score = v.max_score, games = v.games, wins = v.wins,
      streak = v.streak, best_streak = v.best_streak, last_match_at = v.last_match_at, last_match_id = v.last_match_id, decay_steps = 0
    from json_to_recordset(${json(rows)}::json) as v(uid text, mode text, season int, region text, score int, max_score int, games int, wins int, streak int, best_streak int, last_match_at timestamptz, last_match_id text)
    where l.uid = v.uid and l.mode = v.mode and l.season + 0 = v.season`;
}

function insertLinesSql(lines: ScoredLine[]) {
  return sql`insert into match_players (${lineColumnNames}) select ${lineColumnNames} from ${lineColumns(lines)}`;
}

function upsertDaysSql(rows: DayRow[]) {
  return sql`
    insert into ladder_days (uid, mode, season, day, score)
    select uid, mode, season, day, score from ${rowSource(rows, 'v', 'uid text, mode text, season int, day int, score int')}
    on conflict (uid, mode, season, day) do update set score = excluded.score`;
}

function characterStatsSql(rows: CharacterRow[]) {
  return sql`
    insert into character_stats (uid, mode, season, character, games, wins, mvps, kills, deaths, damage)
    select uid, mode, season, character, games, wins, mvps, kills, deaths, damage
    from ${rowSource(rows, 'v', 'uid text, mode text, season int, character text, games int, wins int, mvps int, kills int, deaths int, damage bigint')}
    on conflict (uid, mode, season, character) do update set games = character_stats.games + excluded.games,
      wins = character_stats.wins + excluded.wins, mvps = character_stats.mvps + excluded.mvps, kills = character_stats.kills + excluded.kills,
      deaths = character_stats.deaths + excluded.deaths, damage = character_stats.damage + excluded.damage`;
}

function adjustHistogramSql(rows: HistogramRow[]) {
  return sql`
    insert into ladder_histogram (season, mode, region, bucket, players)
    select season, mode, region, bucket, players from ${rowSource(rows, 'v', 'season int, mode text, region text, bucket int, players int')}
    order by season, mode, region, bucket
    on conflict (season, mode, region, bucket) do update set players = ladder_histogram.players + excluded.players`;
}

function noteFreshnessSql(rows: FreshnessRow[], at: Date) {
  return sql`
    insert into ingest_freshness (edition, newest_ended_at, last_received_at)
    select edition, newest_ended_at, ${at}::timestamptz from ${rowSource(rows, 'v', 'edition text, newest_ended_at timestamptz')}
    order by edition
    on conflict (edition) do update set last_received_at = greatest(ingest_freshness.last_received_at, excluded.last_received_at),
      newest_ended_at = greatest(ingest_freshness.newest_ended_at, excluded.newest_ended_at)`;
}
