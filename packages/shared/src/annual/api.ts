import { z } from 'zod';
import type { ErrorKey } from '../errors/catalogue.ts';
import { shippingAddressSchema } from '../address/schema.ts';
import { MODES } from '../record/modes.ts';
import { rowId } from '../schema/bounds.ts';
import { ANNUAL_PHASES, MAX_VOTE_PICKS, TASK_IDS, TASK_STATES } from './rules.ts';

// Shapes of the anniversary event (/api/one-year/*, PRODUCT.md "Anniversary event"), shared by the server routes
// and the app's fetchers. Times are unix seconds; texts come in the request's language; days are yyyymmdd on the
// game's home clock (packages/shared/src/ladder/seasons.ts homeDayNumber).
const key = (k: ErrorKey) => ({ error: k });


export const annualEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  rules: z.string(),
  phase: z.enum(ANNUAL_PHASES),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** The year of play the memory report covers: [reportFrom, reportTo). */
  reportFrom: z.number().int(),
  reportTo: z.number().int(),
  /** Provably fair: SHA-256 (hex) of the event's seed, published before the event opens. */
  seedHash: z.string(),
  /** The seed itself (hex), published once the event has ended; null before. */
  seed: z.string().nullable(),
});
export type AnnualEvent = z.infer<typeof annualEventSchema>;

export const taskSchema = z.object({
  id: z.enum(TASK_IDS),
  period: z.enum(['daily', 'once']),
  tickets: z.number().int(),
  state: z.enum(TASK_STATES),
});
export type AnnualTask = z.infer<typeof taskSchema>;

/** one-year/status: the event of the player's edition (the page's edition for a visitor); `me` null for a visitor. */
export const annualStatusData = z.object({
  event: annualEventSchema.nullable(),
  me: z
    .object({
      uid: z.string(),
      /** Tickets held now (a draw costs TICKETS_PER_DRAW of rules.ts). */
      tickets: z.number().int(),
      ticketsEarned: z.number().int(),
      draws: z.number().int(),
      /** The selected role has a match in the report year (only such roles may vote). */
      canVote: z.boolean(),
      /** Character ids this account voted for; null before voting. */
      vote: z.array(z.string()).nullable(),
      /** Tasks switched on for this edition, in TASK_IDS order. */
      tasks: z.array(taskSchema),
    })
    .nullable(),
  now: z.number().int(),
});
export type AnnualStatus = z.infer<typeof annualStatusData>;

export const voteCharacterSchema = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  votes: z.number().int(),
  /** Share of all picks in percent, one decimal. */
  percent: z.number(),
});
/** one-year/roles: the characters of the vote with the live tally (the app shows the tally only after voting). */
export const annualRolesData = z.object({ list: z.array(voteCharacterSchema), totalVotes: z.number().int(), voters: z.number().int() });
export type AnnualRoles = z.infer<typeof annualRolesData>;

const characterId = z.string(key('annualVoteUnknown')).regex(/^[a-z0-9-]{1,40}$/, key('annualVoteUnknown'));
/** one-year/vote: 1 to 3 different characters; a fourth is refused with SPEC §5's message. */
export const voteBody = z.strictObject({
  roles: z
    .array(characterId, key('annualVoteEmpty'))
    .min(1, key('annualVoteEmpty'))
    .max(MAX_VOTE_PICKS, key('annualVoteTooMany'))
    .refine((ids) => new Set(ids).size === ids.length, key('annualVoteUnknown')),
});
export const voteData = z.object({ vote: z.array(z.string()), roles: annualRolesData });

/** one-year/shared: making the poster or share link marks today's share task done. */
export const sharedBody = z.strictObject({ kind: z.enum(['poster', 'link'], key('paramError')).default('link') });
export const sharedData = z.object({
  /** A token that opens this role's memory report without logging in (the share page). */
  shareToken: z.string(),
  task: taskSchema.nullable(),
});

export const directGetBody = z.strictObject({ task: z.enum(TASK_IDS, key('annualTaskUnknown')) });
export const directGetData = z.object({ task: taskSchema, tickets: z.number().int() });

export const prizeSchema = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  physical: z.boolean(),
  qty: z.number().int(),
  /** null: unlimited (a consolation prize). */
  stockLeft: z.number().int().nullable(),
  stockTotal: z.number().int().nullable(),
  weight: z.number().int(),
  /** Chance of this prize on the next draw, in percent (0 when out of stock): weight / sum of weights in stock. */
  odds: z.number(),
});
export type AnnualPrize = z.infer<typeof prizeSchema>;
export const oddsChangeSchema = z.object({
  at: z.number().int(),
  /** The first draw number these odds apply to. */
  fromDraw: z.number().int(),
  /** Why the odds changed: the event opened, a prize ran out, an operator changed the pool. */
  reason: z.enum(['opened', 'soldOut', 'operator']),
  prizeId: z.string().nullable(),
  odds: z.array(z.object({ prizeId: z.string(), odds: z.number() })),
  /** The pool's weights in the order a draw walks them: with the seed, what recomputes a draw exactly (decision 0036). */
  weights: z.array(z.object({ prizeId: z.string(), weight: z.number().int() })).optional(),
});
/** one-year/prizes: the prize table with published odds and stock, and the dated odds history. */
export const annualPrizesData = z.object({ list: z.array(prizeSchema), history: z.array(oddsChangeSchema), drawsMade: z.number().int() });

export const ADDRESS_STATES = ['needed', 'submitted', 'forfeited', 'shipped'] as const;
export const drawSchema = z.object({
  id: z.number().int(),
  /** The event's draw number: with the published seed the result can be recomputed (decision 0036). */
  number: z.number().int(),
  prize: z.object({ id: z.string(), name: z.string(), picture: z.string().nullable(), physical: z.boolean(), qty: z.number().int() }),
  uid: z.string(),
  drawnAt: z.number().int(),
  /** Virtual prizes: the in-game mail's delivery. */
  delivery: z.enum(['pending', 'delivered']).nullable(),
  /** Physical prizes: the address's state; null for virtual. */
  addressState: z.enum(ADDRESS_STATES).nullable(),
  addressDueAt: z.number().int().nullable(),
  address: shippingAddressSchema.nullable(),
  shippedAt: z.number().int().nullable(),
  tracking: z.string().nullable(),
});
export type AnnualDraw = z.infer<typeof drawSchema>;
export const lotteryData = z.object({ draw: drawSchema, tickets: z.number().int(), prizes: annualPrizesData });
export const recordQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const annualRecordData = z.object({ list: z.array(drawSchema), hasMore: z.boolean() });

/**
 * one-year/set-address: once per physical prize, within 7 days of the draw; SPEC §5: a missing name or phone is
 * "please fill in name and phone", a second submission "info cannot be changed after submission".
 */
const namePhoneFirst = z.unknown().superRefine((v, ctx) => {
  const a = (v ?? {}) as { name?: unknown; phone?: unknown };
  const blank = (x: unknown) => typeof x !== 'string' || x.trim() === '';
  if (blank(a.name) || blank(a.phone)) ctx.addIssue({ code: 'custom', message: 'fillNamePhone' });
});
export const annualAddressSchema = namePhoneFirst.pipe(shippingAddressSchema);
export const setAddressBody = z.strictObject({ drawId: rowId, address: annualAddressSchema });

/** A number in the memory report opens the matches behind it: one match, or a filtered list in the report year. */
export const matchFilterSchema = z.strictObject({
  mode: z.enum(MODES).optional(),
  character: z.string().regex(/^[a-z0-9-]{1,40}$/).optional(),
  won: z.boolean().optional(),
  mvp: z.boolean().optional(),
  /** 2v2 partner on my side. */
  partner: z.string().regex(/^\d{1,20}$/).optional(),
  /** An opponent on the other side. */
  opponent: z.string().regex(/^\d{1,20}$/).optional(),
  /** Unix seconds, inclusive / exclusive, clipped to the report year. */
  from: z.number().int().min(0).max(4_102_444_800).optional(),
  to: z.number().int().min(0).max(4_102_444_800).optional(),
});
export type MatchFilter = z.infer<typeof matchFilterSchema>;
const linkSchema = z.object({ matchId: z.string().nullable(), mode: z.enum(MODES).nullable(), filter: matchFilterSchema.nullable() });
export type ReportLink = z.infer<typeof linkSchema>;
const counted = z.object({ value: z.number(), link: linkSchema });

export const memoriesReportSchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  reportFrom: z.number().int(),
  reportTo: z.number().int(),
  /** No match in the report year: the app shows its kind, complete page. */
  empty: z.boolean(),
  firstMatch: z
    .object({ matchId: z.string(), mode: z.enum(MODES), endedAt: z.number().int(), character: z.string(), won: z.boolean() })
    .nullable(),
  matches: counted,
  wins: counted,
  modes: z.array(
    z.object({
      mode: z.enum(MODES),
      matches: counted,
      wins: counted,
      /** Best score reached (its match); the app names the rank with the ladder rules. */
      bestScore: counted,
    }),
  ),
  hoursPlayed: counted,
  topCharacter: z.object({ id: z.string(), matches: counted, wins: counted }).nullable(),
  /** Every character played: the chart. */
  characters: z.array(z.object({ id: z.string(), matches: z.number().int(), wins: z.number().int() })),
  /** Matches per month (yyyymm on the home clock): the chart. */
  months: z.array(z.object({ month: z.number().int(), matches: z.number().int(), wins: z.number().int() })),
  longestStreak: counted,
  mvps: counted,
  partner: z.object({ uid: z.string(), nickname: z.string(), matches: counted, wins: counted }).nullable(),
  nemesis: z.object({ uid: z.string(), nickname: z.string(), matches: counted, losses: counted }).nullable(),
  busiestDay: z.object({ day: z.number().int(), matches: counted }).nullable(),
  /** Share of pilots with a match in the year who played fewer matches than this role, 0–100. */
  percentile: z.number(),
});
export type MemoriesReport = z.infer<typeof memoriesReportSchema>;
/** Either the logged-in player's selected role (no query) or a shared report (`share`, no login needed). */
export const memoriesQuery = z.strictObject({ share: z.string().regex(/^[A-Za-z0-9_-]{10,200}$/, key('annualShareInvalid')).optional() });
export const memoriesData = z.object({ report: memoriesReportSchema, event: annualEventSchema });

export const memoriesMatchesQuery = z.strictObject({
  share: z.string().regex(/^[A-Za-z0-9_-]{10,200}$/, key('annualShareInvalid')).optional(),
  /** The filter as JSON (it travels in a GET). */
  filter: z.string().max(600).default('{}'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const memoriesMatchSchema = z.object({
  matchId: z.string(),
  mode: z.enum(MODES),
  endedAt: z.number().int(),
  character: z.string(),
  won: z.boolean(),
  mvp: z.boolean(),
  scoreAfter: z.number().int(),
  delta: z.number().int(),
});
export const memoriesMatchesData = z.object({ list: z.array(memoriesMatchSchema), total: z.number().int(), hasMore: z.boolean() });
