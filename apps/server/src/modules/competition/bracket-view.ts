import type { Bracket, BracketMatch } from '@mecha/shared/competition/api';
import type { Language } from '@mecha/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import type { CompMatchesTable } from '../../db/tables/competition.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { feederStages } from './ops/bracket-ops.ts';
import { loadTournament, stageState, type StageRow } from './tournament-clock.ts';
import { stageView, teamBriefs } from './tournament-view.ts';

// competition/bracket: what operators published per stage (matches by round, results), which teams checked in, and
// which were absent. "Absent" (SPEC: a team not checked in is marked absent) is read, not stored: once a stage has
// started, every team of the stage's field without a check-in row for it. The field is the operators' seeding rule
// (ops/bracket-ops.ts): for an online stage every full team; for a knockout or final the winners of the last round
// of its feeder stages (and any team placed in its matches). A team disqualified or disbanded is not in a field, and
// a team knocked out earlier is not absent from a stage it never reached.

type FieldMatch = Pick<CompMatchesTable, 'stage_id' | 'round' | 'team_a' | 'team_b'> & { winner: string | null };

/**
 * The teams a stage is played by (the operators' seeding rule, ops/bracket-ops.ts): an online stage (or one with no
 * earlier stage feeding it) every full team; a knockout or final the winners of its feeder stages' last round, and
 * any team already placed in its own matches. `fullTeamIds` are the tournament's full teams.
 */
export function stageField(s: StageRow, stages: StageRow[], fullTeamIds: string[], matches: FieldMatch[]): Set<string> {
  const feeders = feederStages(s, stages);
  if (s.kind === 'online' || !feeders.length) return new Set(fullTeamIds);
  const field = new Set<string>();
  for (const f of feeders) {
    const rows = matches.filter((m) => m.stage_id === f.id);
    const last = Math.max(0, ...rows.map((m) => m.round));
    for (const m of rows) if (m.round === last && m.winner) field.add(m.winner);
  }
  for (const m of matches) if (m.stage_id === s.id) for (const id of [m.team_a, m.team_b]) if (id) field.add(id);
  const full = new Set(fullTeamIds);
  return new Set([...field].filter((id) => full.has(id)));
}

export async function bracketData(db: Db, tournamentId: string | undefined, lang: Language, now: Date): Promise<Bracket> {
  const r = (await loadTournament(db, tournamentId, now)) ?? fail('compNoTournament');
  const { t, stages } = r;
  const [matches, checkins, fullTeams] = await Promise.all([
    db.selectFrom('comp_matches').selectAll().where('tournament_id', '=', t.id).orderBy('stage_id').orderBy('round').orderBy('slot').execute(),
    db.selectFrom('comp_checkins').select(['stage_id', 'team_id']).where('tournament_id', '=', t.id).execute(),
    db.selectFrom('comp_teams').select('id').where('tournament_id', '=', t.id).where('state', '=', 'full').orderBy('created_at').orderBy('id').execute(),
  ]);
  const started = (stageId: string) => {
    const s = stages.find((x) => x.id === stageId);
    return !!s && ['live', 'done'].includes(stageState(s, t.checkin_minutes, now));
  };
  const absentBy = new Map<string, string[]>();
  for (const s of stages) {
    if (!started(s.id)) continue;
    const field = stageField(s, stages, fullTeams.map((x) => x.id), matches);
    const checkedIn = new Set(checkins.filter((c) => c.stage_id === s.id).map((c) => c.team_id));
    absentBy.set(s.id, fullTeams.map((x) => x.id).filter((id) => field.has(id) && !checkedIn.has(id)));
  }
  const briefs = await teamBriefs(db, [...matches.flatMap((m) => [m.team_a, m.team_b]), ...[...absentBy.values()].flat()]);
  const brief = (id: string | null) => (id ? (briefs.get(id) ?? null) : null);

  return {
    tournamentId: t.id,
    stages: stages.map((s) => {
      const rounds = new Map<number, BracketMatch[]>();
      for (const m of matches.filter((x) => x.stage_id === s.id)) {
        const list = rounds.get(m.round) ?? [];
        list.push({
          id: m.id, round: m.round, slot: m.slot, teamA: brief(m.team_a), teamB: brief(m.team_b), scoreA: m.score_a, scoreB: m.score_b,
          winnerId: m.winner, state: m.state, startsAt: unixSeconds(m.starts_at),
        });
        rounds.set(m.round, list);
      }
      return {
        stage: stageView(s, t.checkin_minutes, lang, now),
        rounds: [...rounds.entries()].sort(([a], [b]) => a - b).map(([round, list]) => ({ round, matches: list })),
        absent: (absentBy.get(s.id) ?? []).map((id) => brief(id)).filter((b) => b !== null),
        checkedIn: checkins.filter((c) => c.stage_id === s.id).length,
      };
    }),
  };
}
