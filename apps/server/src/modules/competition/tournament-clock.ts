import type { RegistrationState, StageState } from '@mecha/shared/competition/rules';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { CompStagesTable, CompTournamentsTable } from '../../db/tables/competition.ts';

// When things happen in a tournament, from one clock (the app's: the value a request took). Pure functions of the
// rows and `now`, so every call and job agrees on what "open", "locked" and "live" mean.
export type TournamentRow = Selectable<CompTournamentsTable>;
export type StageRow = Selectable<CompStagesTable>;

const ms = (d: Date) => d.getTime();

export function registrationState(t: Pick<TournamentRow, 'signup_from' | 'signup_to'>, now: Date): RegistrationState {
  if (ms(now) < ms(t.signup_from)) return 'not-started';
  return ms(now) < ms(t.signup_to) ? 'open' : 'ended';
}

export const checkinOpensAt = (stage: Pick<StageRow, 'starts_at'>, checkinMinutes: number): Date => new Date(ms(stage.starts_at) - checkinMinutes * 60_000);

export function stageState(stage: Pick<StageRow, 'starts_at' | 'ends_at'>, checkinMinutes: number, now: Date): StageState {
  if (ms(now) >= ms(stage.ends_at)) return 'done';
  if (ms(now) >= ms(stage.starts_at)) return 'live';
  return ms(now) >= ms(checkinOpensAt(stage, checkinMinutes)) ? 'checkin' : 'upcoming';
}

/** The stage whose check-in is open now (between check-in opening and the stage's start), if any. */
export function checkinStage<S extends Pick<StageRow, 'starts_at' | 'ends_at'>>(stages: S[], checkinMinutes: number, now: Date): S | undefined {
  return stages.find((s) => stageState(s, checkinMinutes, now) === 'checkin');
}

/** Rosters lock when the first stage's check-in opens and stay locked for the rest of the tournament. */
export function rosterLocked(stages: Pick<StageRow, 'starts_at'>[], checkinMinutes: number, now: Date): boolean {
  const first = stages.reduce<Date | null>((min, s) => (min === null || ms(s.starts_at) < ms(min) ? s.starts_at : min), null);
  return first !== null && ms(now) >= ms(checkinOpensAt({ starts_at: first }, checkinMinutes));
}

export const finished = (stages: Pick<StageRow, 'ends_at'>[], now: Date): boolean => stages.length > 0 && stages.every((s) => ms(now) >= ms(s.ends_at));

/**
 * The tournament a page shows when it names none: the one whose sign-up is open; else the next to open; else one
 * still being played; else the latest finished (SAC 2025's results once it is over).
 */
export function currentOf<T extends TournamentRow>(rows: { t: T; stages: StageRow[] }[], now: Date): { t: T; stages: StageRow[] } | undefined {
  const open = rows.filter((r) => registrationState(r.t, now) === 'open');
  if (open.length) return open.sort((a, b) => ms(a.t.signup_to) - ms(b.t.signup_to))[0];
  const playing = rows.filter((r) => registrationState(r.t, now) === 'ended' && !finished(r.stages, now));
  if (playing.length) return playing.sort((a, b) => ms(a.t.signup_to) - ms(b.t.signup_to))[0];
  const next = rows.filter((r) => registrationState(r.t, now) === 'not-started');
  if (next.length) return next.sort((a, b) => ms(a.t.signup_from) - ms(b.t.signup_from))[0];
  return [...rows].sort((a, b) => ms(b.t.signup_to) - ms(a.t.signup_to))[0];
}

/** Every visible tournament with its stages (in position order). A handful of rows: read whole. */
export async function loadTournaments(db: Db): Promise<{ t: TournamentRow; stages: StageRow[] }[]> {
  const [ts, stages] = await Promise.all([
    db.selectFrom('comp_tournaments').selectAll().where('visible', '=', true).execute(),
    db.selectFrom('comp_stages').selectAll().orderBy('position').orderBy('starts_at').execute(),
  ]);
  return ts.map((t) => ({ t, stages: stages.filter((s) => s.tournament_id === t.id) }));
}

/** The named tournament, or the current one; undefined when there is none. */
export async function loadTournament(db: Db, id: string | undefined, now: Date): Promise<{ t: TournamentRow; stages: StageRow[] } | undefined> {
  const all = await loadTournaments(db);
  return id === undefined ? currentOf(all, now) : all.find((r) => r.t.id === id);
}
