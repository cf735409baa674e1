import type { ActorKind } from '@mecha/shared/competition/rules';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { fail } from '../../platform/errors.ts';
import { writeHistory } from './history.ts';
import { notify } from './notify.ts';
import { rosterOpenSql } from './team-sql.ts';
import { rosterLocked, type StageRow, type TournamentRow } from './tournament-clock.ts';

type Tx = Transaction<Database>;

export interface LeaveArgs {
  tournament: TournamentRow;
  stages: StageRow[];
  teamId: string;
  /** The role leaving or being removed. */
  uid: string;
  now: Date;
  /** left: the role itself; removed: by its leader; operator: by an operator. */
  how: 'left' | 'removed' | 'operator';
  actorKind: ActorKind;
  actor: string | null;
  note?: string | null;
  /** Refuse once the roster is locked (players); an operator may change a locked roster. */
  checkLock: boolean;
}

const HISTORY = { left: 'left', removed: 'removed', operator: 'removedByOperator' } as const;

/**
 * The one way a role leaves a team (leave-team, remove-member, an operator's remove). A member leaving puts the
 * team back to forming; the leader leaving hands the lead to the member (decision 0039) or, alone, disbands the team
 * (no code, pending invitations cancelled). The member row's update holds the roster lock when asked; the team's
 * count only falls by a conditional update, so two leaves cannot both count.
 */
export async function leaveInTx(trx: Tx, a: LeaveArgs): Promise<void> {
  const t = a.tournament;
  const team = await trx.selectFrom('comp_teams').selectAll().where('id', '=', a.teamId).where('tournament_id', '=', t.id).forUpdate().executeTakeFirst();
  if (!team || team.state === 'disbanded') return fail('compTeamNotFound');
  const members = await trx.selectFrom('comp_members').select(['uid', 'yfy_uid', 'role']).where('team_id', '=', team.id).where('left_at', 'is', null).execute();
  const leaving = members.find((m) => m.uid === a.uid);
  if (!leaving) return fail(a.how === 'left' ? 'compNotInTeam' : 'compNotMember');
  if (a.how !== 'operator' && team.state === 'disqualified') fail('compDisqualified');
  if (a.checkLock && rosterLocked(a.stages, t.checkin_minutes, a.now)) fail('compRosterLocked');
  const stays = members.filter((m) => m.uid !== a.uid);
  const disband = stays.length === 0;

  let out = trx
    .updateTable('comp_members')
    .set({ left_at: a.now, left_how: disband && a.how === 'left' ? 'disbanded' : a.how })
    .where('team_id', '=', team.id)
    .where('uid', '=', a.uid)
    .where('left_at', 'is', null);
  if (a.checkLock) out = out.where(rosterOpenSql(sql.val(t.id), a.now));
  const done = await out.executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) return fail(a.checkLock ? 'compRosterLocked' : 'compNotMember');

  const heir = leaving.role === 'leader' ? stays[0] : undefined;
  if (heir) await trx.updateTable('comp_members').set({ role: 'leader' }).where('team_id', '=', team.id).where('uid', '=', heir.uid).where('left_at', 'is', null).execute();
  const nextState = disband ? 'disbanded' : team.state === 'disqualified' ? 'disqualified' : 'forming';
  const fell = await trx
    .updateTable('comp_teams')
    .set({
      members: sql`members - 1`,
      state: nextState,
      leader_uid: heir ? heir.uid : team.leader_uid,
      invite_code: disband ? null : team.invite_code,
      updated_at: a.now,
    })
    .where('id', '=', team.id)
    .where('members', '=', members.length)
    .executeTakeFirst();
  if (Number(fell.numUpdatedRows) !== 1) return fail('systemBusy');

  const line = { tournamentId: t.id, teamId: team.id, actorKind: a.actorKind, actor: a.actor, at: a.now };
  await writeHistory(trx, { ...line, action: HISTORY[a.how], subjectUid: a.uid, note: a.note ?? null });
  const nick = await trx.selectFrom('game_roles').select('nickname').where('uid', '=', a.uid).executeTakeFirst();
  const params = { team: team.name, who: nick?.nickname ?? a.uid };
  if (a.how !== 'left') await notify(trx, [leaving.yfy_uid], 'removed', params, a.now);
  if (heir) {
    await writeHistory(trx, { ...line, action: 'leaderChanged', actorKind: 'system', actor: null, subjectUid: heir.uid });
    await notify(trx, [heir.yfy_uid], 'leaderChanged', params, a.now);
  } else if (!disband && a.how !== 'removed') {
    await notify(trx, stays.map((m) => m.yfy_uid), 'partnerLeft', params, a.now);
  }
  if (disband) {
    const cancelled = await trx
      .updateTable('comp_invites')
      .set({ state: 'cancelled', answered_at: a.now })
      .where('team_id', '=', team.id)
      .where('state', '=', 'pending')
      .returning('to_uid')
      .execute();
    for (const c of cancelled) await writeHistory(trx, { ...line, action: 'inviteCancelled', actorKind: 'system', actor: null, subjectUid: c.to_uid });
    await writeHistory(trx, { ...line, action: 'disbanded', subjectUid: null });
  }
}
