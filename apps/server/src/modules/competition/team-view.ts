import type { Member, Team, TeamInfo } from '@mecha/shared/competition/api';
import type { Language } from '@mecha/shared/i18n/languages';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { rosterLocked } from './tournament-clock.ts';

type Conn = Db | Transaction<Database>;

// How a team reads: to its members (Team: contact and code included) and to anyone else (TeamInfo: neither).

/** A stored text in the reader's language, else English, else any. */
export const textIn = (texts: Record<string, string>, lang: Language): string => texts[lang] ?? texts.en ?? Object.values(texts)[0] ?? '';

/** The team the role is in now in a tournament (one at most: comp_members_one_team), or null. */
export async function activeTeamId(db: Conn, tournamentId: string, uid: string): Promise<string | null> {
  const row = await db.selectFrom('comp_members').select('team_id').where('tournament_id', '=', tournamentId).where('uid', '=', uid).where('left_at', 'is', null).executeTakeFirst();
  return row?.team_id ?? null;
}

/** The current members, leader first, with their nickname, avatar and best 2v2 score. */
async function membersOf(db: Conn, teamId: string): Promise<Member[]> {
  const rows = await db
    .selectFrom('comp_members as m')
    .leftJoin('game_roles as r', 'r.uid', 'm.uid')
    .select((eb) => [
      'm.uid', 'm.role', 'm.region', 'm.joined_at', 'r.nickname', 'r.avatar',
      eb.selectFrom('ladders as l').select((l) => l.fn.max('l.max_score').as('best')).whereRef('l.uid', '=', 'm.uid').where('l.mode', '=', 'T2').as('best'),
    ])
    .where('m.team_id', '=', teamId)
    .where('m.left_at', 'is', null)
    .orderBy('m.role')
    .orderBy('m.joined_at')
    .execute();
  return rows.map((r) => ({
    uid: r.uid,
    nickname: r.nickname ?? r.uid,
    avatar: r.avatar ?? '',
    role: r.role,
    region: r.region,
    best: Number(r.best ?? 0),
    joinedAt: unixSeconds(r.joined_at),
  }));
}

/** A team as its member `viewerUid` sees it (compTeamNotFound when there is no such team). */
export async function teamView(db: Conn, teamId: string, viewerUid: string, _lang: Language, now: Date): Promise<Team> {
  const team = await db.selectFrom('comp_teams').selectAll().where('id', '=', teamId).executeTakeFirst();
  if (!team) return fail('compTeamNotFound');
  const [members, checkins, tournament, stages] = await Promise.all([
    membersOf(db, teamId),
    db.selectFrom('comp_checkins').select(['stage_id', 'by_uid', 'at']).where('team_id', '=', teamId).orderBy('at').execute(),
    db.selectFrom('comp_tournaments').select('checkin_minutes').where('id', '=', team.tournament_id).executeTakeFirstOrThrow(),
    db.selectFrom('comp_stages').select('starts_at').where('tournament_id', '=', team.tournament_id).execute(),
  ]);
  const me = members.find((m) => m.uid === viewerUid)?.role ?? 'member';
  return {
    id: team.id,
    tournamentId: team.tournament_id,
    name: team.name,
    region: team.region,
    domestic: team.domestic,
    state: team.state,
    inviteCode: team.invite_code,
    contact: { kind: team.contact_kind, value: team.contact },
    members,
    checkins: checkins.map((c) => ({ stageId: c.stage_id, byUid: c.by_uid, at: unixSeconds(c.at) })),
    disqualifiedReason: team.disqualified_reason,
    me,
    locked: rosterLocked(stages, tournament.checkin_minutes, now),
    createdAt: unixSeconds(team.created_at),
  };
}

/**
 * A team as anyone sees it: by id (compTeamNotFound) or by a live invitation code (compCodeUnknown: unknown,
 * revoked or replaced). No contact and no code.
 */
export async function teamInfo(db: Conn, by: { teamId: string } | { inviteCode: string }, lang: Language): Promise<TeamInfo> {
  let q = db
    .selectFrom('comp_teams as t')
    .innerJoin('comp_tournaments as c', 'c.id', 't.tournament_id')
    .select(['t.id', 't.tournament_id', 't.name', 't.region', 't.domestic', 't.state', 'c.titles']);
  q = 'teamId' in by ? q.where('t.id', '=', by.teamId) : q.where('t.invite_code', '=', by.inviteCode);
  const team = await q.executeTakeFirst();
  if (!team) return fail('teamId' in by ? 'compTeamNotFound' : 'compCodeUnknown');
  const members = await membersOf(db, team.id);
  return {
    id: team.id,
    tournamentId: team.tournament_id,
    tournamentTitle: textIn(team.titles, lang),
    name: team.name,
    region: team.region,
    domestic: team.domestic,
    state: team.state,
    members: members.map(({ joinedAt: _j, ...m }) => m),
  };
}
