import type { Transaction } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { Database } from '../../../db/types.ts';
import { fail } from '../../../platform/errors.ts';
import type { StageRow, TournamentRow } from '../tournament-clock.ts';

// What the tournament's operator calls share: a tournament read whatever its visibility (operators work on hidden
// ones too), the refusal naming a field, the members' best 2v2 scores in one query.

export type Tx = Transaction<Database>;
export type Conn = Db | Tx;

/** A refusal naming the field and why (the CLI prints `path: message` lines, as for a schema's issues). */
export const refuse = (path: string, message: string): never => fail('paramError', { issues: [{ path, message }] });

/** The tournament and its stages (position order); compNoTournament when there is none. */
export async function tournamentById(db: Conn, id: string): Promise<{ t: TournamentRow; stages: StageRow[] }> {
  const t = await db.selectFrom('comp_tournaments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t) return fail('compNoTournament');
  const stages = await db.selectFrom('comp_stages').selectAll().where('tournament_id', '=', id).orderBy('position').orderBy('starts_at').execute();
  return { t, stages };
}

/** The best 2v2 ladder score (any season) of each role named; 0 for a role that never played 2v2. */
export async function bestScores(db: Conn, uids: string[]): Promise<Map<string, number>> {
  const out = new Map(uids.map((u) => [u, 0]));
  if (!uids.length) return out;
  const rows = await db
    .selectFrom('ladders')
    .select((eb) => ['uid', eb.fn.max('max_score').as('best')])
    .where('mode', '=', 'T2')
    .where('uid', 'in', [...new Set(uids)])
    .groupBy('uid')
    .execute();
  for (const r of rows) out.set(r.uid, Number(r.best));
  return out;
}
