import { z } from 'zod';
import { uidSchema } from '../account/schemas.ts';
import type { ErrorKey } from '../errors/catalogue.ts';
import { rowId } from '../schema/bounds.ts';
import {
  ACTOR_KINDS, CONTACT_KINDS, CONTACT_PATTERNS, HISTORY_ACTIONS, INVITE_CODE_PATTERN, INVITE_STATES, MATCH_STATES, MEMBER_ROLES,
  REGISTRATION_STATES, STAGE_KINDS, STAGE_STATES, TEAM_NAME_MAX, TEAM_NAME_MIN, TEAM_STATES, normaliseInviteCode,
} from './rules.ts';

// Shapes of the 2v2 tournament (/api/competition/*, PRODUCT.md "2v2 tournament"), shared by the server routes and
// the app's fetchers. Times are unix seconds; texts come in the request's language. A "player" is a game role:
// eligibility, region and the one-team rule are the role's; the account acting is the one the role is bound to.
const key = (k: ErrorKey) => ({ error: k });

/** A tournament id (operators choose it: "sac-2025"). */
export const tournamentId = z.string(key('compNoTournament')).regex(/^[a-z0-9-]{1,40}$/, key('compNoTournament'));
/** A team id (random, from the server). */
export const teamId = z.string(key('compTeamNotFound')).regex(/^[A-Za-z0-9_-]{6,40}$/, key('compTeamNotFound'));
export const stageId = z.string(key('compStageNotFound')).regex(/^[a-z0-9-]{1,40}$/, key('compStageNotFound'));
export const inviteCode = z
  .string(key('enterInviteCode'))
  .max(40, key('compCodeUnknown'))
  .transform(normaliseInviteCode)
  .pipe(z.string().min(1, key('enterInviteCode')).regex(INVITE_CODE_PATTERN, key('compCodeUnknown')));
/** SPEC §5 "please read and tick the event rules before registering": the tick travels with every registration. */
const agree = z.literal(true, key('tickRules'));

// ── Reads ───────────────────────────────────────────────────────────────────────────────────────────────────

export const stageSchema = z.object({
  id: z.string(),
  kind: z.enum(STAGE_KINDS),
  name: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** startsAt − the tournament's check-in minutes: check-in opens and the roster locks. */
  checkinOpensAt: z.number().int(),
  state: z.enum(STAGE_STATES),
});
export type Stage = z.infer<typeof stageSchema>;

export const rewardSchema = z.object({ place: z.string(), text: z.string() });

export const tournamentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  signupFrom: z.number().int(),
  signupTo: z.number().int(),
  registration: z.enum(REGISTRATION_STATES),
  /** The last stage has ended. */
  finished: z.boolean(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

export const teamBriefSchema = z.object({ id: z.string(), name: z.string(), members: z.array(z.object({ uid: z.string(), nickname: z.string() })) });
export type TeamBrief = z.infer<typeof teamBriefSchema>;

export const tournamentSchema = tournamentSummarySchema.extend({
  /** Plain text, paragraphs separated by blank lines. */
  rules: z.string(),
  /** An image path or URL, or null for the page's own banner. */
  banner: z.string().nullable(),
  minScore: z.number().int(),
  pairLimit: z.number().int(),
  checkinMinutes: z.number().int(),
  stages: z.array(stageSchema),
  rewards: z.array(rewardSchema),
  teamCount: z.number().int(),
  /** The final's winner once entered; null before. */
  champion: teamBriefSchema.nullable(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const eligibilitySchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  /** Best 2v2 ladder score in any season (max_score), 0 when the role never played 2v2. */
  best: z.number().int(),
  /** The season code of that best score; null when none. */
  bestSeason: z.number().int().nullable(),
  need: z.number().int(),
  eligible: z.boolean(),
  region: z.string().nullable(),
  domestic: z.boolean(),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

/** competition/tournament: a tournament (the current one unless `id`), every tournament, and the viewer's standing. */
export const tournamentQuery = z.strictObject({ id: tournamentId.optional() });
export const tournamentData = z.object({
  tournament: tournamentSchema.nullable(),
  /** Newest first: the page switches to a past one (SAC 2025's results). */
  tournaments: z.array(tournamentSummarySchema),
  /** Null for a visitor or an account without a selected role. */
  me: z
    .object({
      eligibility: eligibilitySchema,
      /** The selected role's team in this tournament, if any (its id: my-team has the rest). */
      teamId: z.string().nullable(),
      /** Invitations waiting for this role's answer. */
      pendingInvites: z.number().int(),
    })
    .nullable(),
  now: z.number().int(),
});
export type TournamentData = z.infer<typeof tournamentData>;

export const memberSchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  role: z.enum(MEMBER_ROLES),
  region: z.string(),
  best: z.number().int(),
  joinedAt: z.number().int(),
});
export type Member = z.infer<typeof memberSchema>;

export const contactSchema = z.object({ kind: z.enum(CONTACT_KINDS), value: z.string() });

export const checkinSchema = z.object({ stageId: z.string(), byUid: z.string(), at: z.number().int() });

/** A team as its members see it (my-team, create-team, join-team …): the contact and the code included. */
export const teamSchema = z.object({
  id: z.string(),
  tournamentId: z.string(),
  name: z.string(),
  region: z.string(),
  domestic: z.boolean(),
  state: z.enum(TEAM_STATES),
  /** Null once the leader revoked it (until regenerated). PRODUCT.md: `data.inviteCode`. */
  inviteCode: z.string().nullable(),
  contact: contactSchema,
  members: z.array(memberSchema),
  checkins: z.array(checkinSchema),
  /** Set by an operator's disqualification. */
  disqualifiedReason: z.string().nullable(),
  /** The viewer's place in it. */
  me: z.enum(MEMBER_ROLES),
  /** The roster is locked (check-in of a stage has opened): no join, leave or removal. */
  locked: z.boolean(),
  createdAt: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

/** competition/my-team: the selected role's team in the tournament (the current one unless `tournamentId`), or null. */
export const myTeamQuery = z.strictObject({ tournamentId: tournamentId.optional() });
export const myTeamData = teamSchema.nullable();

/** competition/team-info: a team as anyone sees it (by id, or by code before joining): no contact, no code. */
export const teamInfoQuery = z.union([z.strictObject({ teamId }), z.strictObject({ inviteCode })]);
export const teamInfoData = z.object({
  id: z.string(),
  tournamentId: z.string(),
  tournamentTitle: z.string(),
  name: z.string(),
  region: z.string(),
  domestic: z.boolean(),
  state: z.enum(TEAM_STATES),
  members: z.array(memberSchema.omit({ joinedAt: true })),
});
export type TeamInfo = z.infer<typeof teamInfoData>;

export const historyLineSchema = z.object({
  id: z.number().int(),
  action: z.enum(HISTORY_ACTIONS),
  actor: z.object({ kind: z.enum(ACTOR_KINDS), uid: z.string().nullable(), nickname: z.string().nullable() }),
  subject: z.object({ uid: z.string(), nickname: z.string() }).nullable(),
  /** A free reason (operators) or the new name (renamed); null otherwise. */
  note: z.string().nullable(),
  at: z.number().int(),
});
export type HistoryLine = z.infer<typeof historyLineSchema>;

/** competition/team-history: every change of a team the role is or was in, newest first. */
export const teamHistoryQuery = z.strictObject({ teamId: teamId.optional(), tournamentId: tournamentId.optional() });
export const teamHistoryData = z.object({ teamId: z.string(), list: z.array(historyLineSchema) });

export const inviteSchema = z.object({
  id: z.number().int(),
  team: teamInfoData.pick({ id: true, name: true, region: true }),
  from: z.object({ uid: z.string(), nickname: z.string() }),
  to: z.object({ uid: z.string(), nickname: z.string() }),
  state: z.enum(INVITE_STATES),
  createdAt: z.number().int(),
});
export type Invite = z.infer<typeof inviteSchema>;
/** competition/invites: invitations to the selected role (received) and from its team (sent). */
export const invitesData = z.object({ received: z.array(inviteSchema), sent: z.array(inviteSchema) });

export const bracketMatchSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  slot: z.number().int(),
  teamA: teamBriefSchema.nullable(),
  teamB: teamBriefSchema.nullable(),
  scoreA: z.number().int().nullable(),
  scoreB: z.number().int().nullable(),
  winnerId: z.string().nullable(),
  state: z.enum(MATCH_STATES),
  startsAt: z.number().int(),
});
export type BracketMatch = z.infer<typeof bracketMatchSchema>;
/** competition/bracket: per stage, its rounds' matches, its checked-in and absent teams. */
export const bracketQuery = z.strictObject({ tournamentId: tournamentId.optional() });
export const bracketData = z.object({
  tournamentId: z.string(),
  stages: z.array(
    z.object({
      stage: stageSchema,
      rounds: z.array(z.object({ round: z.number().int(), matches: z.array(bracketMatchSchema) })),
      /** Teams not checked in when the stage started (SPEC: marked absent). */
      absent: z.array(teamBriefSchema),
      checkedIn: z.number().int(),
    }),
  ),
});
export type Bracket = z.infer<typeof bracketData>;

// ── Actions ─────────────────────────────────────────────────────────────────────────────────────────────────

export const teamName = z
  .string(key('enterNamePhoneContact'))
  .trim()
  .min(1, key('enterNamePhoneContact'))
  .min(TEAM_NAME_MIN, key('compTeamNameInvalid'))
  .max(TEAM_NAME_MAX, key('compTeamNameInvalid'))
  .refine((s) => !/[\p{Cc}\p{Cf}]/u.test(s), key('compTeamNameInvalid'));

export const createTeamBody = z
  .strictObject({
    tournamentId: tournamentId.optional(),
    name: teamName,
    contactKind: z.enum(CONTACT_KINDS, key('enterNamePhoneContact')),
    contact: z.string(key('enterNamePhoneContact')).trim().min(1, key('enterNamePhoneContact')).max(40, key('compContactInvalid')),
    agree,
  })
  .refine((b) => CONTACT_PATTERNS[b.contactKind].test(b.contact), { ...key('compContactInvalid'), path: ['contact'] });
export const createTeamData = teamSchema;

export const joinTeamBody = z.strictObject({ inviteCode, agree });
export const leaveTeamBody = z.strictObject({ tournamentId: tournamentId.optional() }).nullish();
// The calls on one's own team name the tournament the page shows (a role may have a team in each); without it, the
// current tournament.
const inTournament = { tournamentId: tournamentId.optional() };
export const removeMemberBody = z.strictObject({ uid: uidSchema, ...inTournament });
export const inviteBody = z.strictObject({ uid: uidSchema, ...inTournament });
export const invitesQuery = z.strictObject(inTournament);
export const acceptInviteBody = z.strictObject({ inviteId: rowId, agree });
export const rejectInviteBody = z.strictObject({ inviteId: rowId });
/** Regenerate makes a new code (the old one stops working); revoke leaves the team without one. */
export const inviteCodeBody = z.strictObject({ action: z.enum(['regenerate', 'revoke'], key('paramError')), ...inTournament });
export const checkInBody = z.strictObject({ stageId: stageId.optional(), ...inTournament }).nullish();
export const okData = z.object({ ok: z.literal(true) });

/** competition/calendar.ics: the tournament's stages and the team's matches as iCalendar (text/calendar). */
export const calendarQuery = z.strictObject({ tournamentId: tournamentId.optional() });
