import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { stageField } from './bracket-view.ts';
import { notify } from './notify.ts';
import { feederStages } from './ops/bracket-ops.ts';
import { loadTournaments, stageState } from './tournament-clock.ts';

// "Check-in is open" in the inbox of the members of every full team in the stage's field (bracket-view.ts
// stageField: for an online stage every full team; for a knockout or final the teams that won their way in), once
// per team and stage. Any number of server processes run this job: the notice row and the messages are one
// transaction, and the row's insert (ON CONFLICT DO NOTHING) decides who sends — a second run, concurrent or later,
// inserts nothing and so sends nothing. A run that loses waits on the winner's uncommitted rows, then finds them.

/** Sends the notices due now; answers how many teams were told. */
export async function sendCheckinNotices(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  let sent = 0;
  for (const { t, stages } of await loadTournaments(db)) {
    for (const stage of stages) {
      if (stageState(stage, t.checkin_minutes, now) !== 'checkin') continue;
      // A knockout or final is played by the teams that won their way in: the others are not told to check in.
      // A feeder match still undecided leaves its teams out of this run; a later run within the window tells them.
      let field: string[] | null = null;
      if (stage.kind !== 'online' && feederStages(stage, stages).length) {
        const [full, matches] = await Promise.all([
          db.selectFrom('comp_teams').select('id').where('tournament_id', '=', t.id).where('state', '=', 'full').execute(),
          db.selectFrom('comp_matches').select(['stage_id', 'round', 'team_a', 'team_b', 'winner']).where('tournament_id', '=', t.id).execute(),
        ]);
        field = [...stageField(stage, stages, full.map((x) => x.id), matches)];
        if (!field.length) continue;
      }
      const only = field;
      sent += await db.transaction().execute(async (trx) => {
        const told = await trx
          .insertInto('comp_stage_notices')
          .columns(['tournament_id', 'stage_id', 'team_id', 'at'])
          .expression((eb) =>
            eb
              .selectFrom('comp_teams')
              .select(['tournament_id', sql<string>`${stage.id}::text`.as('stage_id'), 'id', sql<Date>`${now}::timestamptz`.as('at')])
              .where('tournament_id', '=', t.id)
              .where('state', '=', 'full')
              .$if(only !== null, (q) => q.where('id', 'in', only as string[])),
          )
          .onConflict((oc) => oc.columns(['tournament_id', 'stage_id', 'team_id']).doNothing())
          .returning('team_id')
          .execute();
        if (!told.length) return 0;
        const ids = told.map((r) => r.team_id);
        const [teams, members] = [
          await trx.selectFrom('comp_teams').select(['id', 'name']).where('id', 'in', ids).execute(),
          await trx.selectFrom('comp_members').select(['team_id', 'yfy_uid']).where('team_id', 'in', ids).where('left_at', 'is', null).execute(),
        ];
        for (const team of teams) {
          const to = members.filter((m) => m.team_id === team.id).map((m) => m.yfy_uid);
          await notify(trx, to, 'checkinOpen', { team: team.name, stage: stage.names }, now);
        }
        return told.length;
      });
    }
  }
  return sent;
}
