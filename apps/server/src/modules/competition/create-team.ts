import type { ContactKind } from '@mecha/shared/competition/rules';
import { isDomesticEdition } from '@mecha/shared/competition/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { dbErrorKey } from '../../platform/db-errors.ts';
import { fail } from '../../platform/errors.ts';
import { best2v2, knownRegion } from './eligibility.ts';
import { writeHistory } from './history.ts';
import { signupDenial } from './join.ts';
import { newInviteCode, newTeamId } from './team-codes.ts';
import { registrationState, rosterLocked, type StageRow, type TournamentRow } from './tournament-clock.ts';
import { activeTeamId } from './team-view.ts';

export interface CreateTeam {
  tournament: TournamentRow;
  stages: StageRow[];
  uid: string;
  yfyUid: string;
  name: string;
  contactKind: ContactKind;
  contact: string;
  now: Date;
}

/**
 * A role founds a team and leads it (PRODUCT.md "2v2 tournament"). Denials in the brief's order for the precise
 * message; then one transaction whose statements hold the rules: the team row is inserted by INSERT … SELECT from
 * the tournament only while its sign-up window contains `now`; the leader's member row meets the one-team index (a
 * second team of the same role rolls the first insert back with it); the name meets the unique name index.
 */
export async function createTeam(db: Db, c: CreateTeam): Promise<string> {
  const t = c.tournament;
  if (registrationState(t, c.now) !== 'open') fail(signupDenial(t, c.now));
  const [role, { best }] = await Promise.all([
    db.selectFrom('game_roles').select(['edition', 'region']).where('uid', '=', c.uid).executeTakeFirst(),
    best2v2(db, c.uid),
  ]);
  if (!role) return fail('roleNotFound');
  if (best < t.min_score) fail('compNotEligible', { best, need: t.min_score });
  const region = knownRegion(role.edition, role.region);
  if (region === null) return fail('compRegionUnknown');
  if ((await activeTeamId(db, t.id, c.uid)) !== null) fail('compAlreadyInTeam');
  if (rosterLocked(c.stages, t.checkin_minutes, c.now)) fail('compRosterLocked');
  const taken = await db
    .selectFrom('comp_teams')
    .select('id')
    .where('tournament_id', '=', t.id)
    .where(sql<boolean>`lower(name) = lower(${c.name})`)
    .where('state', 'in', ['forming', 'full'])
    .executeTakeFirst();
  if (taken) fail('compTeamNameTaken');

  const domestic = isDomesticEdition(role.edition);
  const id = newTeamId();
  const written = db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('comp_teams')
      .columns(['id', 'tournament_id', 'name', 'contact_kind', 'contact', 'invite_code', 'leader_uid', 'region', 'domestic', 'members', 'state', 'disqualified_reason', 'created_at', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('comp_tournaments as w')
          .select([
            sql.val(id).as('id'), 'w.id as tournament_id', sql.val(c.name).as('name'), sql.val(c.contactKind).as('contact_kind'),
            sql.val(c.contact).as('contact'), sql.val(newInviteCode()).as('invite_code'), sql.val(c.uid).as('leader_uid'),
            sql.val(region).as('region'), sql.val(domestic).as('domestic'), sql.val(1).as('members'), sql.val('forming').as('state'),
            sql.val(null).as('disqualified_reason'), sql.val(c.now).as('created_at'), sql.val(c.now).as('updated_at'),
          ])
          .where('w.id', '=', t.id)
          .where('w.signup_from', '<=', c.now)
          .where('w.signup_to', '>', c.now),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return fail(signupDenial(t, c.now));
    await trx
      .insertInto('comp_members')
      .values({ tournament_id: t.id, team_id: id, uid: c.uid, yfy_uid: c.yfyUid, role: 'leader', region, domestic, joined_at: c.now, left_at: null, left_how: null })
      .execute();
    await writeHistory(trx, { tournamentId: t.id, teamId: id, action: 'created', actorKind: 'player', actor: c.uid, subjectUid: c.uid, at: c.now });
    return id;
  });
  // The same role creating twice at once: the second insert waits on the first's name and fails on the name index
  // before it reaches the one-team index. The role has a team by then, and that is what it is told.
  return written.catch(async (e: unknown) => {
    if (dbErrorKey(e) === 'compTeamNameTaken' && (await activeTeamId(db, t.id, c.uid)) !== null) fail('compAlreadyInTeam');
    throw e;
  });
}
