import { z } from 'zod';
import { uidSchema } from '../account/schemas.ts';
import { EDITION_CODES, EDITIONS, type EditionCode } from '../editions.ts';
import { localisedTexts } from '../i18n/localised-schema.ts';
import { editionAllowed, type OpsEditions } from '../ops/roles.ts';
import { rowId, unixTime } from '../schema/bounds.ts';
import { historyLineSchema, stageId, teamId, tournamentId } from './api.ts';
import { MATCH_STATES, MEMBER_ROLES, REGISTRATION_STATES, STAGE_KINDS, STAGE_STATES, TEAM_STATES } from './rules.ts';

// The tournament operators' calls (/api/ops/competition/*, behind the operator credential; the ops CLI's
// `competition …` commands), docs/decisions/0041-tournament-operators-and-seed.md. Every input is bounded here;
// times are unix seconds. Operators read and write texts in all four languages at once.

/** Why an operator changed a roster: mandatory for add, remove, leader transfer and disqualification. */
export const opsReason = z.string().trim().min(1, 'a reason is required').max(200).refine((v) => !v.includes('\u0000'), 'no NUL bytes');
const someLanguage = (t: Record<string, string | undefined>) => Object.values(t).some((v) => v !== undefined);
const texts = localisedTexts.refine(someLanguage, 'give at least one language');

/** Who acts, from the `X-Operator` header (default 'operator'): written as the history lines' actor. */
export const OPERATOR_HEADER = 'x-operator';
export const operatorName = z.string().regex(/^[A-Za-z0-9 ._@-]{1,40}$/, 'X-Operator: 1–40 letters, digits, spaces or . _ @ -');

// ── Tournaments ─────────────────────────────────────────────────────────────────────────────────────────────

export const opsStageInput = z.strictObject({
  id: stageId,
  kind: z.enum(STAGE_KINDS),
  names: texts,
  startsAt: unixTime,
  endsAt: unixTime,
  /** Display order; default the stage's index in the list. */
  position: z.number().int().min(0).max(100).optional(),
});

/**
 * A tournament and its stages, created or replaced as a whole. Sign-up window in order, every stage after sign-up
 * ends, no two stages of one kind overlapping. Stages left out are deleted (refused when one has check-ins or
 * matches).
 */
export const opsTournamentBody = z
  .strictObject({
    id: tournamentId,
    titles: texts,
    rules: texts,
    rewards: z.array(z.strictObject({ place: texts, text: texts })).max(20).default([]),
    /** An image path or https address; null for the page's own banner. */
    banner: z.string().regex(/^(\/[A-Za-z0-9._/-]{1,200}|https:\/\/[^\s"'<>]{1,290})$/).nullable().default(null),
    signupFrom: unixTime,
    signupTo: unixTime,
    minScore: z.number().int().min(0).max(100_000).default(8000),
    pairLimit: z.number().int().min(1).max(10).default(2),
    checkinMinutes: z.number().int().min(0).max(1440).default(60),
    visible: z.boolean().default(true),
    stages: z.array(opsStageInput).min(1).max(20),
  })
  .superRefine((t, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (t.signupTo <= t.signupFrom) issue(['signupTo'], 'signupTo must be after signupFrom');
    const ids = new Set<string>();
    t.stages.forEach((s, i) => {
      if (ids.has(s.id)) issue(['stages', i, 'id'], `stage ${s.id} repeats`);
      ids.add(s.id);
      if (s.endsAt <= s.startsAt) issue(['stages', i, 'endsAt'], 'endsAt must be after startsAt');
      // Check-in opens checkinMinutes before a stage: the roster must not lock while sign-up is still open.
      if (s.startsAt - t.checkinMinutes * 60 < t.signupTo) issue(['stages', i, 'startsAt'], 'a stage (and its check-in) must start after sign-up ends');
    });
    for (const kind of STAGE_KINDS) {
      const same = t.stages.map((s, i) => ({ s, i })).filter((x) => x.s.kind === kind).sort((a, b) => a.s.startsAt - b.s.startsAt);
      for (let k = 1; k < same.length; k++) {
        if (same[k]!.s.startsAt < same[k - 1]!.s.endsAt) issue(['stages', same[k]!.i, 'startsAt'], `overlaps stage ${same[k - 1]!.s.id} (${kind})`);
      }
    }
  });
export type OpsTournamentInput = z.infer<typeof opsTournamentBody>;

export const opsStage = z.object({
  id: z.string(), kind: z.enum(STAGE_KINDS), names: z.record(z.string(), z.string()), startsAt: z.number().int(), endsAt: z.number().int(),
  position: z.number().int(), state: z.enum(STAGE_STATES), checkins: z.number().int(), matches: z.number().int(),
});
export const opsTournament = z.object({
  id: z.string(), titles: z.record(z.string(), z.string()), visible: z.boolean(), signupFrom: z.number().int(), signupTo: z.number().int(),
  /** What a save must send back unchanged (the save replaces the whole definition). */
  rules: z.record(z.string(), z.string()),
  rewards: z.array(z.object({ place: z.record(z.string(), z.string()), text: z.record(z.string(), z.string()) })),
  banner: z.string().nullable(),
  registration: z.enum(REGISTRATION_STATES), finished: z.boolean(), minScore: z.number().int(), pairLimit: z.number().int(), checkinMinutes: z.number().int(),
  stages: z.array(opsStage),
  /** Teams per state. */
  teams: z.record(z.enum(TEAM_STATES), z.number().int()),
  champion: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type OpsTournament = z.infer<typeof opsTournament>;
export const opsTournamentsData = z.object({ list: z.array(opsTournament) });
export const opsTournamentSaved = z.object({ id: z.string(), created: z.boolean(), stages: z.array(z.string()) });

// ── Teams and rosters ───────────────────────────────────────────────────────────────────────────────────────

/** Sort keys of the teams list (strength is computed from the ladders, so not a server sort). */
export const OPS_TEAM_SORTS = ['created', 'name', 'state', 'region'] as const;
export const OPS_TEAMS_PAGE_MAX = 100;
/**
 * A page of a tournament's teams (decision 0051): by state, region, a search on the team's name or a member's
 * UID, sorted; an operator scoped to editions sees only teams of their regions.
 */
export const opsTeamsQuery = z.strictObject({
  tournamentId,
  state: z.enum([...TEAM_STATES, 'all']).default('all'),
  region: z.string().regex(/^[A-Z]{2}(-[A-Z])?$/, 'a region code such as CN-N or NA').optional(),
  q: z.string().trim().max(40).refine((v) => !v.includes('\u0000'), 'no NUL bytes').optional(),
  sort: z.enum(OPS_TEAM_SORTS).default('created'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(OPS_TEAMS_PAGE_MAX).default(50),
});
export type OpsTeamsQuery = z.infer<typeof opsTeamsQuery>;
export const opsTeam = z.object({
  id: z.string(), name: z.string(), state: z.enum(TEAM_STATES), region: z.string(), domestic: z.boolean(),
  /** The kind only: the value is revealed one team at a time, audited (POST /api/ops/console/players/reveal, kind comp-team). */
  contact: z.object({ kind: z.string() }),
  inviteCode: z.string().nullable(), disqualifiedReason: z.string().nullable(), createdAt: z.number().int(),
  members: z.array(z.object({ uid: z.string(), nickname: z.string(), role: z.enum(MEMBER_ROLES), best: z.number().int(), joinedAt: z.number().int() })),
  /** Stage ids the team checked in for. */
  checkins: z.array(z.string()),
  /** Sum of the members' best 2v2 scores: the bracket's seeding order. */
  strength: z.number().int(),
});
export type OpsTeam = z.infer<typeof opsTeam>;
export const opsTeamsData = z.object({ list: z.array(opsTeam), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type OpsTeamsData = z.infer<typeof opsTeamsData>;

export const opsTeamDetailQuery = z.strictObject({ teamId });
/** A team with its whole history, newest first (every change: what, who — player, operator or system — and when). */
export const opsTeamDetailData = z.object({ team: opsTeam, history: z.array(historyLineSchema) });
export type OpsTeamDetail = z.infer<typeof opsTeamDetailData>;

export const opsRosterBody = z.strictObject({ teamId, uid: uidSchema, reason: opsReason });
export const opsDisqualifyBody = z.strictObject({ teamId, reason: opsReason });
export const opsRosterData = z.object({ team: opsTeam });
export const opsDisqualifyData = z.object({ team: opsTeam, walkovers: z.array(z.number().int()) });

// ── Brackets ────────────────────────────────────────────────────────────────────────────────────────────────

/** How many teams a stage's bracket leaves standing (its last round's winners go on) unless the operator says. */
export const ADVANCE_BY_KIND = { online: 4, knockout: 2, final: 1 } as const;

export const opsSeedBody = z.strictObject({
  tournamentId,
  stageId,
  dryRun: z.boolean().default(false),
  /** Teams that go on from this stage (a power of two): the bracket stops at that many winners. 1 = a full bracket. */
  advance: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(8), z.literal(16), z.literal(32), z.literal(64)]).optional(),
});
export const opsMatch = z.object({
  id: z.number().int().nullable(), stageId: z.string(), round: z.number().int(), slot: z.number().int(),
  teamA: z.string().nullable(), teamB: z.string().nullable(), nameA: z.string().nullable(), nameB: z.string().nullable(),
  scoreA: z.number().int().nullable(), scoreB: z.number().int().nullable(), winner: z.string().nullable(),
  state: z.enum(MATCH_STATES), startsAt: z.number().int(),
});
export type OpsMatch = z.infer<typeof opsMatch>;
export const opsSeedData = z.object({
  tournamentId: z.string(), stageId: z.string(), dryRun: z.boolean(), rounds: z.number().int(), advance: z.number().int(),
  /** In seeding order (seed 1 first). */
  teams: z.array(z.object({ seed: z.number().int(), id: z.string(), name: z.string(), strength: z.number().int() })),
  matches: z.array(opsMatch),
});
export type OpsSeedData = z.infer<typeof opsSeedData>;

export const opsMatchesQuery = z.strictObject({ tournamentId, stageId: stageId.optional() });
export const opsMatchesData = z.object({ list: z.array(opsMatch) });

export const opsResultBody = z.strictObject({ matchId: rowId, scoreA: z.number().int().min(0).max(99), scoreB: z.number().int().min(0).max(99) });
export const opsResultData = z.object({ match: opsMatch, next: opsMatch.nullable() });

/**
 * A team's edition: its region's (a team's region is its leader's, one of that edition's regions). Operators are
 * held to it (decision 0051); null for a region no edition lists.
 */
export function editionOfRegion(region: string): EditionCode | null {
  return EDITION_CODES.find((e) => (EDITIONS[e].regions as readonly string[]).includes(region)) ?? null;
}

/** A whole-tournament change (schedule, seeding) reaches every edition's teams: only an operator of every edition makes it. */
export function coversEveryEdition(editions: OpsEditions): boolean {
  return EDITION_CODES.every((e) => editionAllowed(editions, e));
}

// ── Paths ───────────────────────────────────────────────────────────────────────────────────────────────────

const OPS_COMP = '/api/ops/competition';
/** The tournament operators' calls, for the console, the CLI and the tests. */
export const OPS_COMP_PATHS = {
  tournaments: `${OPS_COMP}/tournaments`,
  save: `${OPS_COMP}/tournaments/save`,
  teams: `${OPS_COMP}/teams`,
  team: `${OPS_COMP}/teams/detail`,
  add: `${OPS_COMP}/roster/add`,
  remove: `${OPS_COMP}/roster/remove`,
  transfer: `${OPS_COMP}/roster/transfer`,
  disqualify: `${OPS_COMP}/teams/disqualify`,
  matches: `${OPS_COMP}/matches`,
  seed: `${OPS_COMP}/bracket/seed`,
  result: `${OPS_COMP}/bracket/result`,
} as const;
