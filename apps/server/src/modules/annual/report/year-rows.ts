import { sql } from 'kysely';
import type { Mode } from '@mecha/shared/record/modes';
import type { Db } from '../../../db/client.ts';

/** Another player of one of my matches: uid, nickname, and whether they were on my side. */
export type OtherPlayer = [uid: string, nickname: string, mySide: boolean];

/** One of the role's matches in the report year, with what the report needs of the match and its other players. */
export interface YearRow {
  match_id: string;
  mode: Mode;
  ended_at: Date;
  won: boolean;
  mvp: boolean;
  character: string;
  nickname: string;
  score_after: number;
  duration_s: number;
  others: OtherPlayer[];
}

/**
 * The memory report's only read of matches: the role's lines of the year in time order (index match_players_role_time),
 * each with its match's duration and the other players of the match (primary key of match_players by match id) as a
 * small JSON array. One statement, one round trip, however many matches the role played.
 */
export function yearRows(db: Db, uid: string, from: Date, to: Date): Promise<YearRow[]> {
  return db
    .selectFrom('match_players as mp')
    .innerJoin('matches as m', (j) => j.onRef('m.id', '=', 'mp.match_id').onRef('m.season', '=', 'mp.season'))
    .select(['mp.match_id', 'mp.ended_at', 'mp.won', 'mp.mvp', 'mp.character', 'mp.nickname', 'mp.score_after', 'm.duration_s'])
    .select(sql<Mode>`mp.mode`.as('mode'))
    .select(
      sql<OtherPlayer[]>`(select coalesce(json_agg(json_build_array(o.uid, o.nickname, o.side = mp.side)), '[]'::json)
        from match_players o where o.match_id = mp.match_id and o.season = mp.season and o.uid <> mp.uid)`.as('others'),
    )
    .where('mp.uid', '=', uid)
    .where('mp.ended_at', '>=', from)
    .where('mp.ended_at', '<', to)
    .orderBy('mp.ended_at')
    .orderBy('mp.match_id')
    .execute();
}
