import { z } from 'zod';

// Welfare and message-centre shapes (SPEC §1 Welfare, message centre; PRODUCT.md "Calls").
export const PACK_CALLS = { xslb: 'newcomer', qzlb: 'daily', mzlb: 'weekly', dylb: 'subscriber' } as const;
export type PackId = keyof typeof PACK_CALLS;

export const packItemSchema = z.object({ Id: z.string(), Name: z.string(), Qty: z.number().int() });
export const packSchema = z.object({
  Id: z.string(),
  Kind: z.enum(['newcomer', 'daily', 'weekly', 'subscriber']),
  Title: z.string(),
  Items: z.array(packItemSchema),
  /** claimable, claimed (this period), or locked (the subscriber pack before subscribing). */
  State: z.enum(['claimable', 'claimed', 'locked']),
  /** When a claimed daily or weekly pack becomes claimable again (unix seconds). */
  ResetsAt: z.number().int().nullable(),
  /** Delivery of this period's claim: delivered, on its way, or none. */
  Delivery: z.enum(['delivered', 'pending']).nullable(),
});
export type Pack = z.infer<typeof packSchema>;
export const welfareStatusData = z.object({ packs: z.array(packSchema), Subscribed: z.boolean(), TimeZone: z.string() });
export type WelfareStatus = z.infer<typeof welfareStatusData>;
export const claimData = z.object({ Pack: packSchema });

export const messageSchema = z.object({
  Id: z.number().int(),
  Kind: z.string(),
  Title: z.string(),
  Body: z.string(),
  CreatedAt: z.number().int(),
  Read: z.boolean(),
  /** For reward messages: whether the in-game mail has been delivered yet. */
  Delivery: z.enum(['delivered', 'pending']).nullable(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1), size: z.coerce.number().int().min(1).max(50).default(20) });
export const messageListData = z.object({ list: z.array(messageSchema), page: z.number().int(), size: z.number().int(), hasMore: z.boolean() });
export const messageIdQuery = z.strictObject({ id: z.coerce.number({ error: 'paramError' }).int().min(1).max(2_147_483_647) });
export const messageIdBody = z.strictObject({ id: z.coerce.number({ error: 'paramError' }).int().min(1).max(2_147_483_647) });
export const unreadData = z.object({ Unread: z.number().int() });
