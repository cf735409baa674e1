import type { ErrorKey } from '@mecha/shared/errors/catalogue';

// The one place where database refusals become catalogue errors. Schemas refuse bad input first; what still
// reaches PostgreSQL (a duplicate key raced by two requests, a value out of a column's range) is the caller's
// fault, not the server's, and must never answer 500. Both drivers (pg and PGlite) raise errors carrying the
// SQLSTATE in `code` beside a `severity`.
const BY_SQLSTATE: Record<string, ErrorKey> = {
  '23505': 'conflict', // unique_violation
  '23503': 'paramError', // foreign_key_violation: refers to something that does not exist
  '23502': 'paramError', // not_null_violation
  '23514': 'paramError', // check_violation
  '40001': 'systemBusy', // serialization_failure: retry
  '40P01': 'systemBusy', // deadlock_detected: retry
  '55P03': 'systemBusy', // lock_not_available
};

// Constraints that hold a rule players are told about by name: a race that slips past a handler's own check still
// answers the rule's message (the tournament's teaming rules, migrations/0014-competition.ts).
const BY_CONSTRAINT: Record<string, ErrorKey> = {
  comp_members_one_team: 'compAlreadyInTeam',
  comp_teams_size: 'compTeamFull',
  comp_pairs_limit: 'compPairLimit',
  comp_members_same_side: 'compDomesticOverseas',
  comp_members_same_region: 'compRegionDiffers',
  comp_teams_name: 'compTeamNameTaken',
  comp_invites_pending: 'compInvitePending',
  ops_approvals_second_operator: 'opsApprovalOwn', // a second operator decides, never the one who asked
};

/** The catalogue key of a database error, or undefined for anything that is not one. */
export function dbErrorKey(error: unknown): ErrorKey | undefined {
  if (typeof error !== 'object' || error === null || !('severity' in error)) return undefined;
  const constraint = (error as { constraint?: unknown }).constraint;
  if (typeof constraint === 'string' && BY_CONSTRAINT[constraint]) return BY_CONSTRAINT[constraint];
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  // Class 22, data exception: out-of-range numbers, invalid text or byte sequences, overlong strings, bad dates.
  return BY_SQLSTATE[code] ?? (code.startsWith('22') ? 'paramError' : undefined);
}
