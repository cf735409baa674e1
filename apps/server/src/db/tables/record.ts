import type { ColumnType, Generated } from 'kysely';

export interface MatchesTable {
  id: string;
  mode: string;
  season: number;
  ended_at: Date;
  duration_s: number;
  bans: ColumnType<string[], string, string>;
  received_at: Date;
}

export interface MatchPlayersTable {
  match_id: string;
  uid: string;
  mode: string;
  season: number;
  ended_at: Date;
  side: number;
  won: boolean;
  premade: boolean;
  other_premade: boolean;
  character: string;
  mvp: boolean;
  nickname: string;
  damage: number;
  kills: number;
  deaths: number;
  stats: ColumnType<Record<string, number>, string, string>;
  score_before: number;
  base: number;
  mvp_bonus: number;
  streak_bonus: number;
  solo_team: number;
  score_after: number;
  /** The teammate's uid on a 2v2 line (null in 1v1): the duo read counts partners from the role's own lines. */
  partner_uid: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LaddersTable {
  uid: string;
  mode: string;
  season: number;
  region: string;
  start_score: number;
  score: number;
  max_score: number;
  games: number;
  wins: number;
  streak: number;
  best_streak: number;
  last_match_at: Date | null;
  last_match_id: string | null;
  decay_steps: Generated<number>;
}

export interface LadderDaysTable {
  uid: string;
  mode: string;
  season: number;
  day: number;
  score: number;
}

export interface CharacterStatsTable {
  uid: string;
  mode: string;
  season: number;
  character: string;
  games: number;
  wins: number;
  mvps: number;
  kills: number;
  deaths: number;
  damage: ColumnType<string, number | string, number | string>;
}

export interface LadderHistogramTable {
  season: number;
  mode: string;
  region: string;
  bucket: number;
  players: number;
}

export interface IngestSignaturesTable {
  signature: string;
  seen_at: Date;
}
