import type { HistoryLine } from '@mecha/shared/competition/api';
import type { ActorKind, HistoryAction } from '@mecha/shared/competition/rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { unixSeconds } from '../../platform/clock.ts';

type Tx = Transaction<Database>;

// A team's history (SPEC §3: record, operator, time). Written only inside the transaction of the change it
// records, so a line exists exactly when its change does.

export interface HistoryInput {
  tournamentId: string;
  teamId: string;
  action: HistoryAction;
  actorKind: ActorKind;
  /** A role uid (player), an operator's name, null for the system. */
  actor: string | null;
  subjectUid: string | null;
  note?: string | null;
  at: Date;
}

export async function writeHistory(trx: Tx, line: HistoryInput): Promise<void> {
  await trx
    .insertInto('comp_history')
    .values({
      tournament_id: line.tournamentId,
      team_id: line.teamId,
      action: line.action,
      actor_kind: line.actorKind,
      actor: line.actor,
      subject_uid: line.subjectUid,
      note: line.note ?? null,
      at: line.at,
    })
    .execute();
}

/** Every line of a team, newest first, with the nicknames of the roles named (an operator keeps its name). */
export async function readHistory(db: Db | Tx, teamId: string): Promise<HistoryLine[]> {
  const rows = await db
    .selectFrom('comp_history as h')
    .leftJoin('game_roles as a', (j) => j.onRef('a.uid', '=', 'h.actor').on('h.actor_kind', '=', 'player'))
    .leftJoin('game_roles as s', 's.uid', 'h.subject_uid')
    .select(['h.id', 'h.action', 'h.actor_kind', 'h.actor', 'h.subject_uid', 'h.note', 'h.at', 'a.nickname as actorNickname', 's.nickname as subjectNickname'])
    .where('h.team_id', '=', teamId)
    .orderBy('h.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    action: r.action as HistoryAction,
    actor: {
      kind: r.actor_kind,
      uid: r.actor_kind === 'player' ? r.actor : null,
      nickname: r.actor_kind === 'player' ? (r.actorNickname ?? r.actor) : r.actor,
    },
    subject: r.subject_uid ? { uid: r.subject_uid, nickname: r.subjectNickname ?? r.subject_uid } : null,
    note: r.note,
    at: unixSeconds(r.at),
  }));
}
