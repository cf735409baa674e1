import type { Db } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import { eligibilityOf } from './eligibility.ts';
import { joinInTx, signupDenial } from './join.ts';
import { activeTeamId } from './team-view.ts';
import { loadTournament, registrationState } from './tournament-clock.ts';

/**
 * join-team: the code names the team and so the tournament (the current one when the code names nothing). SPEC §5's
 * order: no tournament, sign-up window, score, region, own team (before "already in a team" when the code is the
 * role's own team's), already in a team, unknown code; the team-level denials follow in joinInTx.
 */
export async function joinByCode(db: Db, a: { code: string; uid: string; yfyUid: string; now: Date }): Promise<string> {
  const team = await db.selectFrom('comp_teams').select(['id', 'tournament_id']).where('invite_code', '=', a.code).executeTakeFirst();
  const found = await loadTournament(db, team?.tournament_id, a.now);
  if (!found) return fail('compNoTournament');
  const { t, stages } = found;
  if (registrationState(t, a.now) !== 'open') fail(signupDenial(t, a.now));
  const me = await eligibilityOf(db, a.uid, t.min_score);
  if (!me.eligible) fail('compNotEligible', { best: me.best, need: me.need });
  if (me.region === null) fail('compRegionUnknown');
  const current = await activeTeamId(db, t.id, a.uid);
  if (current !== null && current === team?.id) fail('compOwnTeam');
  if (current !== null) fail('compAlreadyInTeam');
  if (!team) return fail('compCodeUnknown');
  await db.transaction().execute(async (trx) => {
    // The code must still name the team when the join writes: a code regenerated, revoked or disbanded meanwhile
    // stops working at once (this lock makes the leader's change wait for the join, or the join see the change).
    const still = await trx.selectFrom('comp_teams').select('id').where('id', '=', team.id).where('invite_code', '=', a.code).forUpdate().executeTakeFirst();
    if (!still) fail('compCodeUnknown');
    await joinInTx(trx, { tournament: t, stages, teamId: team.id, uid: a.uid, yfyUid: a.yfyUid, now: a.now, action: 'joined', actorKind: 'player', actor: a.uid, checkWindow: true, checkEligibility: true });
  });
  return team.id;
}
