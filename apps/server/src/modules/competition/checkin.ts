import type { Team } from '@mecha/shared/competition/api';
import type { Language } from '@mecha/shared/i18n/languages';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import { writeHistory } from './history.ts';
import { activeTeamId, teamView } from './team-view.ts';
import { checkinStage, loadTournament, stageState } from './tournament-clock.ts';

// Check-in (PRODUCT.md: any member checks in; a team not checked in when the stage starts is marked absent). The
// insert holds the rules by itself: it selects from a full team the caller is still a member of and a stage whose
// check-in window [starts_at − checkin_minutes, starts_at) contains the request's time, so a check-in can neither
// slip in after the start nor come from a team that lost its partner meanwhile. The primary key (tournament, stage,
// team) makes the partner's second check-in a no-op that answers the team.

export async function checkIn(db: Db, uid: string, stageId: string | undefined, lang: Language, now: Date, tournamentId?: string): Promise<Team> {
  const { t, stages } = (await loadTournament(db, tournamentId, now)) ?? fail('compNoTournament');
  const teamId = (await activeTeamId(db, t.id, uid)) ?? fail('compNotInTeam');
  const team = await db.selectFrom('comp_teams').select(['state']).where('id', '=', teamId).executeTakeFirstOrThrow();
  if (team.state === 'disqualified') fail('compDisqualified');
  const stage = stageId === undefined ? checkinStage(stages, t.checkin_minutes, now) : (stages.find((s) => s.id === stageId) ?? fail('compStageNotFound'));
  if (!stage || stageState(stage, t.checkin_minutes, now) !== 'checkin') return fail('compCheckinClosed');
  if (team.state !== 'full') fail('compTeamIncomplete');

  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('comp_checkins')
      .columns(['tournament_id', 'stage_id', 'team_id', 'by_uid', 'at'])
      .expression((eb) =>
        eb
          .selectFrom('comp_teams as t')
          .innerJoin('comp_tournaments as c', 'c.id', 't.tournament_id')
          .innerJoin('comp_stages as s', (j) => j.onRef('s.tournament_id', '=', 't.tournament_id').on('s.id', '=', stage.id))
          .innerJoin('comp_members as m', (j) => j.onRef('m.team_id', '=', 't.id').on('m.uid', '=', uid).on('m.left_at', 'is', null))
          .select(['t.tournament_id', 's.id', 't.id', 'm.uid', sql<Date>`${now}::timestamptz`.as('at')])
          .where('t.id', '=', teamId)
          .where('t.state', '=', 'full')
          .where(sql<boolean>`s.starts_at - c.checkin_minutes * interval '1 minute' <= ${now}::timestamptz`)
          .where('s.starts_at', '>', now),
      )
      .onConflict((oc) => oc.columns(['tournament_id', 'stage_id', 'team_id']).doNothing())
      .returning('team_id')
      .executeTakeFirst();
    if (row) {
      await writeHistory(trx, { tournamentId: t.id, teamId, action: 'checkedIn', actorKind: 'player', actor: uid, subjectUid: null, note: stage.id, at: now });
      return;
    }
    // Nothing written: either the partner checked in first (fine: answer the team) or the team changed meanwhile.
    const done = await trx.selectFrom('comp_checkins').select('team_id').where('tournament_id', '=', t.id).where('stage_id', '=', stage.id).where('team_id', '=', teamId).executeTakeFirst();
    if (done) return;
    const now2 = await trx.selectFrom('comp_teams').select('state').where('id', '=', teamId).executeTakeFirstOrThrow();
    fail(now2.state === 'disqualified' ? 'compDisqualified' : now2.state === 'full' ? 'compNotInTeam' : 'compTeamIncomplete');
  });
  return teamView(db, teamId, uid, lang, now);
}
