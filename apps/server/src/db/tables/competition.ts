import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Texts = Json<Record<string, string>>;

// The 2v2 tournament's tables (migrations/0014-competition.ts says which rule each constraint holds).
export interface CompTournamentsTable {
  id: string;
  titles: Texts;
  rules: Texts;
  rewards: Json<{ place: Record<string, string>; text: Record<string, string> }[]>;
  banner: string | null;
  signup_from: Date;
  signup_to: Date;
  min_score: Generated<number>;
  pair_limit: Generated<number>;
  checkin_minutes: Generated<number>;
  visible: Generated<boolean>;
  created_at: Date;
}

export interface CompStagesTable {
  tournament_id: string;
  id: string;
  kind: 'online' | 'knockout' | 'final';
  names: Texts;
  starts_at: Date;
  ends_at: Date;
  position: number;
}

export interface CompTeamsTable {
  id: string;
  tournament_id: string;
  name: string;
  contact_kind: 'phone' | 'discord' | 'qq';
  contact: string;
  invite_code: string | null;
  leader_uid: string;
  region: string;
  domestic: boolean;
  members: Generated<number>;
  state: Generated<'forming' | 'full' | 'disqualified' | 'disbanded'>;
  disqualified_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface CompMembersTable {
  id: Generated<number>;
  tournament_id: string;
  team_id: string;
  uid: string;
  yfy_uid: string | null;
  role: 'leader' | 'member';
  region: string;
  domestic: boolean;
  joined_at: Date;
  left_at: Date | null;
  left_how: 'left' | 'removed' | 'disbanded' | 'operator' | null;
}

export interface CompPairsTable {
  tournament_id: string;
  uid_low: string;
  uid_high: string;
  times: number;
  max_times: number;
}

export interface CompInvitesTable {
  id: Generated<number>;
  tournament_id: string;
  team_id: string;
  from_uid: string;
  to_uid: string;
  state: Generated<'pending' | 'accepted' | 'rejected' | 'cancelled'>;
  created_at: Date;
  answered_at: Date | null;
}

export interface CompHistoryTable {
  id: Generated<number>;
  tournament_id: string;
  team_id: string;
  action: string;
  actor_kind: 'player' | 'operator' | 'system';
  actor: string | null;
  subject_uid: string | null;
  note: string | null;
  at: Date;
}

export interface CompCheckinsTable {
  tournament_id: string;
  stage_id: string;
  team_id: string;
  by_uid: string;
  at: Date;
}

export interface CompStageNoticesTable {
  tournament_id: string;
  stage_id: string;
  team_id: string;
  at: Date;
}

export interface CompMatchesTable {
  id: Generated<number>;
  tournament_id: string;
  stage_id: string;
  round: number;
  slot: number;
  team_a: string | null;
  team_b: string | null;
  score_a: number | null;
  score_b: number | null;
  winner: string | null;
  state: Generated<'scheduled' | 'done' | 'walkover'>;
  starts_at: Date;
}
