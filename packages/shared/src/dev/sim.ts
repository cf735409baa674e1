import { z } from 'zod';
import { publicRoleSchema, uidSchema } from '../account/schemas.ts';

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
