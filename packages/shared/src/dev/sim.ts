import { z } from 'zod';
import { editionSchema, publicRoleSchema, uidSchema } from '../account/schemas.ts';

// Dev-only views of the simulated game world (present only when GAME_GATEWAY=sim).
export const simRolesQuery = z.strictObject({
  edition: z.string().max(16).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(12),
});
export const simRolesData = z.object({ list: z.array(publicRoleSchema), total: z.number().int() });

export const simMailQuery = z.strictObject({ uid: uidSchema });
export const simMailSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** For verification-code mails: the code itself, so the demo hint can show it. */
  code: z.string().nullable(),
  created_at: z.number().int(),
});
export type SimMail = z.infer<typeof simMailSchema>;
export const simMailData = z.object({ list: z.array(simMailSchema) });

/** The simulated game's wallet of a role: one credit per delivered top-up order (the order id is its key). */
export const simWalletQuery = z.strictObject({ uid: uidSchema });
export const simCreditSchema = z.object({ orderId: z.string(), amount: z.number().int(), bonus: z.number().int(), creditedAt: z.number().int() });
export const simWalletData = z.object({ uid: z.string(), balance: z.number().int(), credits: z.array(simCreditSchema) });
export type SimWallet = z.infer<typeof simWalletData>;

/**
 * Dev clock (sim mode only): moves the server's clock forward, or back to real time (`reset`), so a journey that
 * watched a window run out leaves the server as it found it (platform tokens are signed in real time).
 */
export const simClockBody = z.union([z.strictObject({ advanceS: z.number().int().min(1).max(86_400) }), z.strictObject({ reset: z.literal(true) })]);
export const simClockData = z.object({ now: z.number().int(), offsetS: z.number().int() });

/**
 * Dev job holds (sim mode only): the background jobs, by name (e.g. `act-forfeit`), whose timer is skipped until the
 * next call; `[]` releases them all. A journey that moves the clock past a deadline holds the sweep it wants an
 * operator to dry-run first.
 */
export const simJobsBody = z.strictObject({ hold: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(20) });
export const simJobsData = z.object({ held: z.array(z.string()) });

/**
 * Sim roles whose best 2v2 ladder score in any season reached the tournament's bar (8000), not bound to any account:
 * the tournament's journeys pick their entrants here, so two runs never fight over one role.
 */
export const simTop2v2Query = z.strictObject({
  edition: editionSchema.optional(),
  region: z.string().max(16).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const simTop2v2RoleSchema = z.object({ uid: z.string(), nickname: z.string(), edition: editionSchema, region: z.string(), best: z.number().int() });
export const simTop2v2Data = z.object({ list: z.array(simTop2v2RoleSchema) });
export type SimTop2v2 = z.infer<typeof simTop2v2Data>;

/**
 * Roles handed out once per server process to a journey that needs a plain player of an edition (top-up, mall,
 * anniversary, eligibility): active through the whole previous season, not bound, not suspended, below the
 * tournament's bar and not among the demo hint's samples. No two calls get the same role, so journeys that run in
 * one suite never bind one role to two accounts, however the world's busiest lists move from day to day.
 */
export const simSpareRolesQuery = z.strictObject({
  edition: editionSchema,
  count: z.coerce.number().int().min(1).max(50),
  /** Journeys that share a player across tests (one builds the state, another reads it) ask by a key: same key, same roles. */
  key: z.string().regex(/^[a-z0-9-]{1,64}$/).optional(),
});
export const simSpareRolesData = z.object({ list: z.array(publicRoleSchema) });
