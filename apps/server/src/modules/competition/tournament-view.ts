import type { Stage, TeamBrief, Tournament, TournamentData, TournamentSummary } from '@mecha/shared/competition/api';
import { MIN_2V2_SCORE } from '@mecha/shared/competition/rules';
import type { Language } from '@mecha/shared/i18n/languages';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { eligibilityOf } from './eligibility.ts';
import { activeTeamId } from './team-view.ts';
import {
  checkinOpensAt, currentOf, finished, loadTournaments, registrationState, stageState, type StageRow, type TournamentRow,
} from './tournament-clock.ts';

type Conn = Db | Transaction<Database>;

// competition/tournament: the page's first call, so it reads a handful of small tables once each (the tournaments
// and their stages whole, one count, one match, the viewer's standing) and nothing per team.

export function stageView(s: StageRow, checkinMinutes: number, lang: Language, now: Date): Stage {
  return {
    id: s.id,
    kind: s.kind,
    name: localisedOrAny(s.names, lang),
    startsAt: unixSeconds(s.starts_at),
    endsAt: unixSeconds(s.ends_at),
    checkinOpensAt: unixSeconds(checkinOpensAt(s, checkinMinutes)),
    state: stageState(s, checkinMinutes, now),
  };
}

export function summaryOf(r: { t: TournamentRow; stages: StageRow[] }, lang: Language, now: Date): TournamentSummary {
  return {
    id: r.t.id,
    title: localisedOrAny(r.t.titles, lang),
    signupFrom: unixSeconds(r.t.signup_from),
    signupTo: unixSeconds(r.t.signup_to),
    registration: registrationState(r.t, now),
    finished: finished(r.stages, now),
  };
}

/** Teams as anyone may see them (name and members' nicknames, leader first), by id; members who left are not listed. */
export async function teamBriefs(db: Conn, ids: (string | null)[]): Promise<Map<string, TeamBrief>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const out = new Map<string, TeamBrief>();
  if (!wanted.length) return out;
  const [teams, members] = await Promise.all([
    db.selectFrom('comp_teams').select(['id', 'name']).where('id', 'in', wanted).execute(),
    db
      .selectFrom('comp_members as m')
      .leftJoin('game_roles as r', 'r.uid', 'm.uid')
      .select(['m.team_id', 'm.uid', 'm.role', 'r.nickname'])
      .where('m.team_id', 'in', wanted)
      .where('m.left_at', 'is', null)
      .orderBy('m.team_id')
      .orderBy('m.id')
      .execute(),
  ]);
  for (const t of teams) out.set(t.id, { id: t.id, name: t.name, members: [] });
  for (const m of members.sort((a, b) => (a.role === b.role ? 0 : a.role === 'leader' ? -1 : 1))) {
    out.get(m.team_id)?.members.push({ uid: m.uid, nickname: m.nickname ?? m.uid });
  }
  return out;
}

/** The final stage (the last in position order): the winner of its last match is the champion. */
async function championOf(db: Conn, t: TournamentRow, stages: StageRow[]): Promise<TeamBrief | null> {
  const last = stages.at(-1);
  if (!last) return null;
  const match = await db
    .selectFrom('comp_matches')
    .select('winner')
    .where('tournament_id', '=', t.id)
    .where('stage_id', '=', last.id)
    .orderBy('round', 'desc')
    .orderBy('slot', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!match?.winner) return null;
  return (await teamBriefs(db, [match.winner])).get(match.winner) ?? null;
}

export async function tournamentView(db: Conn, r: { t: TournamentRow; stages: StageRow[] }, lang: Language, now: Date): Promise<Tournament> {
  const { t, stages } = r;
  const [count, champion] = await Promise.all([
    db
      .selectFrom('comp_teams')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tournament_id', '=', t.id)
      .where('state', 'in', ['forming', 'full'])
      .executeTakeFirstOrThrow(),
    championOf(db, t, stages),
  ]);
  return {
    ...summaryOf(r, lang, now),
    rules: localisedOrAny(t.rules, lang),
    banner: t.banner,
    minScore: t.min_score,
    pairLimit: t.pair_limit,
    checkinMinutes: t.checkin_minutes,
    stages: stages.map((s) => stageView(s, t.checkin_minutes, lang, now)),
    rewards: t.rewards.map((w) => ({ place: localisedOrAny(w.place, lang), text: localisedOrAny(w.text, lang) })),
    teamCount: Number(count.n),
    champion,
  };
}

/** The tournament asked for (the current one unless `id`; null when there is none, compNoTournament for an unknown id), every tournament, and the viewer's standing. */
export async function tournamentData(db: Db, id: string | undefined, viewerUid: string | null, lang: Language, now: Date): Promise<TournamentData> {
  const all = await loadTournaments(db);
  // No tournament at all is a state the page shows (tournament: null); a named one that does not exist is a bad link.
  const picked = id === undefined ? currentOf(all, now) : (all.find((r) => r.t.id === id) ?? fail('compNoTournament'));
  const tournaments = [...all]
    .sort((a, b) => b.t.signup_from.getTime() - a.t.signup_from.getTime() || (a.t.id < b.t.id ? 1 : -1))
    .map((r) => summaryOf(r, lang, now));
  const [tournament, me] = await Promise.all([
    picked ? tournamentView(db, picked, lang, now) : null,
    viewerUid ? standing(db, picked?.t ?? null, viewerUid) : null,
  ]);
  return { tournament, tournaments, me, now: unixSeconds(now) };
}

async function standing(db: Db, t: TournamentRow | null, uid: string): Promise<TournamentData['me']> {
  const [eligibility, teamId, invites] = await Promise.all([
    eligibilityOf(db, uid, t?.min_score ?? MIN_2V2_SCORE),
    t ? activeTeamId(db, t.id, uid) : null,
    t
      ? db
          .selectFrom('comp_invites')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tournament_id', '=', t.id)
          .where('to_uid', '=', uid)
          .where('state', '=', 'pending')
          .executeTakeFirstOrThrow()
      : { n: '0' },
  ]);
  return { eligibility, teamId, pendingInvites: Number(invites.n) };
}
