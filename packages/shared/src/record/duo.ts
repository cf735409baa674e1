import { z } from 'zod';
import { DUO_SCOPES } from './duo-rules.ts';

export { DUO_BEST_MIN_MATCHES, DUO_LIST_MAX, DUO_SCOPES, type DuoScope } from './duo-rules.ts';

// Who I win with in 2v2 (issue 17, docs/decisions/0059-duo-partners.md): every teammate of the selected role in
// ranked 2v2, this season or all time, with how the role fares together and apart.

export const duoQuery = z.strictObject({
  scope: z.enum(DUO_SCOPES, { error: 'paramError' }).default('season'),
  /** The season when scope is season (default: current); ignored for all. */
  season: z.coerce.number({ error: 'paramError' }).int().min(1).max(1000).optional(),
});

export const duoTallySchema = z.object({ Matches: z.number().int(), Wins: z.number().int() });
export type DuoTally = z.infer<typeof duoTallySchema>;

export const duoPartnerSchema = z.object({
  Uid: z.string(),
  /** The partner's name in the newest match together. */
  Nickname: z.string(),
  Together: duoTallySchema,
  /** The role's other 2v2 matches in the scope: everything but this partner. */
  Apart: duoTallySchema,
  /** The role's own ladder-score change summed over the matches together. */
  ScoreGained: z.number().int(),
  /** Of the matches together, those queued together as a pre-made team. */
  Premade: duoTallySchema,
  LastPlayedAt: z.number().int(),
  LastMatchId: z.string(),
});
export type DuoPartner = z.infer<typeof duoPartnerSchema>;

export const duoPartnersData = z.object({
  Scope: z.enum(DUO_SCOPES),
  /** The season read (scope season), or the current season (scope all). */
  Season: z.number().int(),
  /** Every 2v2 match of the role in the scope. */
  Total: duoTallySchema,
  /** Queued as a pre-made team, and solo (matched with a stranger). */
  Premade: duoTallySchema,
  Solo: duoTallySchema,
  /** Distinct partners in the scope (the list holds at most DUO_LIST_MAX of them). */
  Partners: z.number().int(),
  /** The partner with the best win rate together over at least DUO_BEST_MIN_MATCHES matches; null when none. */
  Best: z.string().nullable(),
  list: z.array(duoPartnerSchema),
  /** The newest match ingested for the role (unix seconds), null when it has none. */
  UpdatedAt: z.number().int().nullable(),
});
export type DuoPartners = z.infer<typeof duoPartnersData>;
