import { sql, type RawBuilder } from 'kysely';

// The time rules as SQL conditions, so the statement that writes holds them against the request's clock value
// (never a check made before it): the sign-up window is open; the roster is not locked yet (no stage's check-in
// has opened, tournament-clock.ts rosterLocked).

/** Sign-up of the tournament named by `tournamentRef` (a column reference or value) is open at `now`. */
export const signupOpenSql = (tournamentRef: RawBuilder<unknown>, now: Date): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from comp_tournaments w where w.id = ${tournamentRef} and w.signup_from <= ${now} and w.signup_to > ${now})`;

/** No stage of the tournament has reached its check-in yet at `now`. */
export const rosterOpenSql = (tournamentRef: RawBuilder<unknown>, now: Date): RawBuilder<boolean> =>
  sql<boolean>`not exists (select 1 from comp_stages s join comp_tournaments k on k.id = s.tournament_id where s.tournament_id = ${tournamentRef} and s.starts_at - k.checkin_minutes * interval '1 minute' <= ${now})`;
