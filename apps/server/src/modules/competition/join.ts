import { isDomesticEdition } from '@mecha/shared/competition/rules';
import type { ActorKind } from '@mecha/shared/competition/rules';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { fail } from '../../platform/errors.ts';
import { best2v2, knownRegion } from './eligibility.ts';
import { writeHistory } from './history.ts';
import { notify } from './notify.ts';
import { rosterOpenSql, signupOpenSql } from './team-sql.ts';
import { registrationState, rosterLocked, type StageRow, type TournamentRow } from './tournament-clock.ts';
import { activeTeamId } from './team-view.ts';

type Tx = Transaction<Database>;

export interface JoinArgs {
  tournament: TournamentRow;
  stages: StageRow[];
  teamId: string;
  /** The role joining. */
  uid: string;
  /** The account acting for it (its inbox gets the team's messages), null when an operator adds a role. */
  yfyUid: string | null;
  now: Date;
  action: 'joined' | 'inviteAccepted' | 'addedByOperator';
  actorKind: ActorKind;
  actor: string | null;
  /** Hold the sign-up window and the roster lock (players); operators may add outside them. */
  checkWindow: boolean;
  /** Require the tournament's minimum score (players); an operator may make an exception. */
  checkEligibility: boolean;
}

/** The signup message for a window that is not open at `now`. */
export const signupDenial = (t: TournamentRow, now: Date) => (registrationState(t, now) === 'not-started' ? 'signupNotStarted' : 'signupEnded');

/**
 * The one way a role joins a team (join-team by code, accept-invite, an operator's add). Checks in SPEC §5's
 * order for the precise message, then writes with statements that hold every rule themselves: the conditional
 * update of the team's count (members < 2, state forming, window and lock when asked), the member row (the one-team
 * index, the side and region foreign keys), the pair's counter (CHECK times <= max_times). History and the
 * partner's message go in the same transaction.
 */
export async function joinInTx(trx: Tx, a: JoinArgs): Promise<void> {
  const t = a.tournament;
  if (a.checkWindow && registrationState(t, a.now) !== 'open') fail(signupDenial(t, a.now));

  const role = await trx.selectFrom('game_roles').select(['uid', 'nickname', 'edition', 'region']).where('uid', '=', a.uid).executeTakeFirst();
  if (!role) return fail('roleNotFound');
  if (a.checkEligibility) {
    const { best } = await best2v2(trx, a.uid);
    if (best < t.min_score) fail('compNotEligible', { best, need: t.min_score });
  }
  const region = knownRegion(role.edition, role.region);
  if (region === null) return fail('compRegionUnknown');
  const domestic = isDomesticEdition(role.edition);

  const current = await activeTeamId(trx, t.id, a.uid);
  if (current === a.teamId) fail('compOwnTeam');
  if (current !== null) fail('compAlreadyInTeam');

  // Locked for the rest of this transaction: concurrent joins of one team queue here and each sees the last count.
  const team = await trx.selectFrom('comp_teams').selectAll().where('id', '=', a.teamId).where('tournament_id', '=', t.id).forUpdate().executeTakeFirst();
  if (!team || team.state === 'disbanded') return fail('compTeamNotFound');
  if (team.members >= 2 || team.state === 'full') fail('compTeamFull');
  if (team.domestic !== domestic) fail('compDomesticOverseas');
  if (team.region !== region) fail('compRegionDiffers');
  const partners = await trx.selectFrom('comp_members').select(['uid', 'yfy_uid']).where('team_id', '=', team.id).where('left_at', 'is', null).execute();
  for (const p of partners) {
    const [low, high] = p.uid < a.uid ? [p.uid, a.uid] : [a.uid, p.uid];
    const pair = await trx.selectFrom('comp_pairs').select(['times', 'max_times']).where('tournament_id', '=', t.id).where('uid_low', '=', low).where('uid_high', '=', high).executeTakeFirst();
    if (pair && pair.times >= pair.max_times) fail('compPairLimit');
  }
  if (a.checkWindow && rosterLocked(a.stages, t.checkin_minutes, a.now)) fail('compRosterLocked');
  if (team.state === 'disqualified') fail('compDisqualified');

  let raise = trx
    .updateTable('comp_teams')
    .set({ members: sql`members + 1`, state: sql`case when members + 1 >= 2 then 'full' else 'forming' end`, updated_at: a.now })
    .where('id', '=', team.id)
    .where('members', '<', 2)
    .where('state', '=', 'forming');
  if (a.checkWindow) raise = raise.where(signupOpenSql(sql.ref('comp_teams.tournament_id'), a.now)).where(rosterOpenSql(sql.ref('comp_teams.tournament_id'), a.now));
  const raised = await raise.returning('members').executeTakeFirst();
  if (!raised) return fail('compTeamFull');

  await trx
    .insertInto('comp_members')
    .values({ tournament_id: t.id, team_id: team.id, uid: a.uid, yfy_uid: a.yfyUid, role: 'member', region, domestic, joined_at: a.now, left_at: null, left_how: null })
    .execute();
  for (const p of partners) {
    const [low, high] = p.uid < a.uid ? [p.uid, a.uid] : [a.uid, p.uid];
    await trx
      .insertInto('comp_pairs')
      .values({ tournament_id: t.id, uid_low: low, uid_high: high, times: 1, max_times: t.pair_limit })
      .onConflict((oc) => oc.columns(['tournament_id', 'uid_low', 'uid_high']).doUpdateSet({ times: sql`comp_pairs.times + 1` }))
      .execute();
  }
  await writeHistory(trx, { tournamentId: t.id, teamId: team.id, action: a.action, actorKind: a.actorKind, actor: a.actor, subjectUid: a.uid, at: a.now });
  // Whatever the path (code, invitation, operator), nothing else can be accepted now: the joiner's other invitations
  // (it is in a team) and, once full, the team's invitations to others.
  const cancelled = await trx
    .updateTable('comp_invites')
    .set({ state: 'cancelled', answered_at: a.now })
    .where('tournament_id', '=', t.id)
    .where('state', '=', 'pending')
    .where((eb) => (raised.members >= 2 ? eb.or([eb('to_uid', '=', a.uid), eb('team_id', '=', team.id)]) : eb('to_uid', '=', a.uid)))
    .returning(['team_id', 'to_uid'])
    .execute();
  for (const c of cancelled) {
    await writeHistory(trx, { tournamentId: t.id, teamId: c.team_id, action: 'inviteCancelled', actorKind: 'system', actor: null, subjectUid: c.to_uid, note: null, at: a.now });
  }
  await notify(trx, partners.map((p) => p.yfy_uid), 'partnerJoined', { team: team.name, who: role.nickname }, a.now);
}
