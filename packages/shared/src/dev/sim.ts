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
