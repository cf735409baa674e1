// The tournament's fixed rules (SPEC §5, §9; PRODUCT.md "2v2 tournament"), zod-free so the pages can use them
// without loading the schemas. The database holds the same numbers per tournament (an operator may change a
// tournament's): these are the defaults a new tournament gets and what the SAC 2025 configuration uses.

/** A role may register when its best 2v2 ladder score in any season reaches this. */
export const MIN_2V2_SCORE = 8000;
/** The same two players may form a team at most this many times per tournament. */
export const PAIR_LIMIT = 2;
/** A team has at most this many members, leader included. */
export const TEAM_SIZE = 2;
/** Check-in opens this many minutes before a stage starts; the roster locks from then on. */
export const CHECKIN_MINUTES = 60;

export const REGISTRATION_STATES = ['not-started', 'open', 'ended'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const STAGE_KINDS = ['online', 'knockout', 'final'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

/** upcoming → checkin (check-in open, roster locked) → live (started) → done (ended). */
export const STAGE_STATES = ['upcoming', 'checkin', 'live', 'done'] as const;
export type StageState = (typeof STAGE_STATES)[number];

/** forming: one member; full: two; disqualified by an operator; disbanded: its last member left. */
export const TEAM_STATES = ['forming', 'full', 'disqualified', 'disbanded'] as const;
export type TeamState = (typeof TEAM_STATES)[number];

export const MEMBER_ROLES = ['leader', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const INVITE_STATES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

export const MATCH_STATES = ['scheduled', 'done', 'walkover'] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** What a team-history line records (SPEC §3: record, operator, time). */
export const HISTORY_ACTIONS = [
  'created', 'joined', 'left', 'removed', 'invited', 'inviteAccepted', 'inviteRejected', 'inviteCancelled',
  'codeRegenerated', 'codeRevoked', 'leaderChanged', 'checkedIn', 'disbanded', 'disqualified', 'renamed',
  'addedByOperator', 'removedByOperator',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const ACTOR_KINDS = ['player', 'operator', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

// Contacts: one is required (SPEC §3 "phone or contact (Discord ID or QQ account)"), each validated.
export const CONTACT_KINDS = ['phone', 'discord', 'qq'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const CONTACT_PATTERNS: Record<ContactKind, RegExp> = {
  /** Digits with an optional leading + and single spaces or dashes between groups: 6 to 15 digits in all. */
  phone: /^\+?\d(?:[ -]?\d){5,14}$/,
  /** A Discord username (2–32 of a–z 0–9 _ . without "..") or a legacy name#1234, or a numeric user id. */
  discord: /^(?:(?!.*\.\.)[a-z0-9_.]{2,32}|[^\s#@:]{2,32}#\d{4}|\d{17,20})$/,
  /** A QQ number: 5 to 11 digits, not starting with 0. */
  qq: /^[1-9]\d{4,10}$/,
};
export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 20;

/**
 * Invitation codes: INVITE_CODE_LENGTH characters of Crockford base32 (no I, L, O, U: nothing to misread), from
 * crypto random bytes — 50 bits, and join-team is rate limited, so a code cannot be guessed.
 */
export const INVITE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITE_CODE_LENGTH = 10;
export const INVITE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;
/** Codes are typed by people: case and separators do not matter. */
export const normaliseInviteCode = (raw: string): string => raw.toUpperCase().replace(/[\s-]/g, '');

/** Domestic means the mainland edition; every other edition is overseas (PRODUCT.md). */
export const isDomesticEdition = (edition: string): boolean => edition === 'cn';
