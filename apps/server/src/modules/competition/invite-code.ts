import type { Db } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import { writeHistory } from './history.ts';
import { newInviteCode } from './team-codes.ts';

/**
 * The leader replaces the team's invitation code or withdraws it; the old code stops naming the team at once (the
 * same update). Only the leader of a standing team: the update's own conditions hold that.
 */
export async function changeInviteCode(db: Db, a: { teamId: string; uid: string; action: 'regenerate' | 'revoke'; now: Date }): Promise<void> {
  const team = await db.selectFrom('comp_teams').select(['tournament_id', 'leader_uid', 'state']).where('id', '=', a.teamId).executeTakeFirst();
  if (!team || team.state === 'disbanded') return fail('compTeamNotFound');
  if (team.leader_uid !== a.uid) fail('compNotLeader');
  if (team.state === 'disqualified') fail('compDisqualified');
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('comp_teams')
      .set({ invite_code: a.action === 'regenerate' ? newInviteCode() : null, updated_at: a.now })
      .where('id', '=', a.teamId)
      .where('leader_uid', '=', a.uid)
      .where('state', 'in', ['forming', 'full'])
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) fail('compNotLeader');
    await writeHistory(trx, { tournamentId: team.tournament_id, teamId: a.teamId, action: a.action === 'regenerate' ? 'codeRegenerated' : 'codeRevoked', actorKind: 'player', actor: a.uid, subjectUid: null, at: a.now });
  });
}
