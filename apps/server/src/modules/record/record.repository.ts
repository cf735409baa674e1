import { LEADERBOARD_ABOVE, LEADERBOARD_SIZE } from '@mecha/shared/ladder/ranks';
import type { BattleFilter } from '@mecha/shared/record/battle-filter';
import { PLACEMENT_MATCHES } from '@mecha/shared/ladder/scoring';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';

// Read queries of the battle records; each is served by an index (see migration 0003).
export const recordRepository = {
  /**
   * A role's season as the record pages read it: its ladders, the score at the end of each day played, and its
   * stats per character, in one statement (one round trip instead of three, decision 0215). The rows come back as
   * JSON, so the two columns JSON does not carry as the driver would (a time, a bigint) are made so again.
   */
  async seasonView(db: Db, uid: string, season: number) {
    const query = db.selectNoFrom((eb) => [
      jsonArrayFrom(eb.selectFrom('ladders').selectAll().where('uid', '=', uid).where('season', '=', season)).as('ladders'),
      jsonArrayFrom(eb.selectFrom('ladder_days').select(['mode', 'day', 'score']).where('uid', '=', uid).where('season', '=', season)).as('days'),
      jsonArrayFrom(eb.selectFrom('character_stats').selectAll().where('uid', '=', uid).where('season', '=', season)).as('chars'),
    ]);
    const row = (await preparedRows(db, query.compile()))[0]!;
    return {
      ladders: row.ladders.map((l) => ({ ...l, last_match_at: l.last_match_at === null ? null : new Date(l.last_match_at) })),
      days: row.days,
      chars: row.chars.map((c) => ({ ...c, damage: String(c.damage) })),
    };
  },

  matchesOf(db: Db, uid: string, mode: string, season: number, offset: number, limit: number, filter: BattleFilter & { character?: string | undefined } = {}) {
    const { character, partner, result } = filter;
    // The page's ids first, then their rows: unfiltered, the ids come from match_players_by_role alone (an
    // index-only scan), so a deep page skips index entries instead of fetching every skipped line and match from
    // the heap (1.6 s for offset 2,650 of a busy role at 10M matches, cold; decision 0198).
    const page = db
      .selectFrom('match_players as k')
      .select(['k.match_id', 'k.ended_at'])
      .where('k.uid', '=', uid)
      .where('k.mode', '=', mode)
      .where('k.season', '=', season)
      .$if(character !== undefined, (q) => q.where('k.character', '=', character as string))
      .$if(result !== undefined, (q) => q.where('k.won', '=', result === 'win'))
      // The teammate each 2v2 line names, as the duo page counts them (decision 0204; null in 1v1).
      .$if(partner !== undefined, (q) => q.where('k.partner_uid', '=', partner as string))
      .orderBy('k.ended_at', 'desc')
      .orderBy('k.match_id', 'desc')
      .offset(offset)
      .limit(limit)
      .as('page');
    const query = db
      .selectFrom(page)
      .innerJoin('match_players as p', (j) => j.onRef('p.match_id', '=', 'page.match_id').on('p.uid', '=', uid).on('p.season', '=', season))
      .innerJoin('matches as m', (j) => j.onRef('m.id', '=', 'p.match_id').on('m.season', '=', season))
      .select(['p.match_id', 'p.mode', 'p.ended_at', 'm.duration_s', 'p.won', 'p.character', 'p.mvp', 'p.premade', 'p.score_before', 'p.score_after', 'p.kills', 'p.deaths', 'p.damage'])
      .orderBy('page.ended_at', 'desc')
      .orderBy('page.match_id', 'desc');
    return preparedRows(db, query.compile());
  },

  async match(db: Db, id: string) {
    return (await preparedRows(db, db.selectFrom('matches').selectAll().where('id', '=', id).compile()))[0];
  },

  linesOfMatch(db: Db, id: string) {
    return preparedRows(db, db.selectFrom('match_players').selectAll().where('match_id', '=', id).orderBy('side').orderBy('mvp', 'desc').orderBy('uid').compile());
  },

  board(db: Db, season: number, mode: string, region: string) {
    return db
      .selectFrom('ladders as l')
      .leftJoin('game_roles as r', 'r.uid', 'l.uid')
      .select(['l.uid', 'l.score', 'l.games', 'l.wins', 'r.nickname'])
      .where('l.season', '=', season)
      .where('l.mode', '=', mode)
      .where('l.region', '=', region)
      .where('l.score', '>', LEADERBOARD_ABOVE)
      .where('l.games', '>=', PLACEMENT_MATCHES)
      .orderBy('l.score', 'desc')
      .orderBy('l.uid')
      .limit(LEADERBOARD_SIZE)
      .execute();
  },

  histogram(db: Db, season: number, mode: string, region: string) {
    return db.selectFrom('ladder_histogram').select(['bucket', 'players']).where('season', '=', season).where('mode', '=', mode).where('region', '=', region).where('players', '>', 0).orderBy('bucket').execute();
  },

  async gamesBetween(db: Db, uid: string, from: Date, to: Date) {
    const row = await db
      .selectFrom('match_players')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('uid', '=', uid)
      .where('ended_at', '>=', from)
      .where('ended_at', '<', to)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  regions(db: Db, season: number, mode: string) {
    return db.selectFrom('ladder_histogram').select('region').distinct().where('season', '=', season).where('mode', '=', mode).where('players', '>', 0).orderBy('region').execute();
  },
};
