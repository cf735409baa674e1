import { z } from 'zod';

// Welfare and message-centre shapes (SPEC §1 Welfare, message centre; PRODUCT.md "Calls").
export const PACK_CALLS = { xslb: 'newcomer', qzlb: 'daily', mzlb: 'weekly', dylb: 'subscriber' } as const;
export type PackId = keyof typeof PACK_CALLS;

export const packItemSchema = z.object({ Id: z.string(), Name: z.string(), Qty: z.number().int() });
export type PackItem = z.infer<typeof packItemSchema>;
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
export type ClaimData = z.infer<typeof claimData>;

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
export type MessageListData = z.infer<typeof messageListData>;
export const messageIdQuery = z.strictObject({ id: z.coerce.number({ error: 'paramError' }).int().min(1).max(2_147_483_647) });
export const messageIdBody = z.strictObject({ id: z.coerce.number({ error: 'paramError' }).int().min(1).max(2_147_483_647) });
export const unreadData = z.object({ Unread: z.number().int() });

export const signinStripSchema = z.object({
  Signed: z.number().int(),
  Today: z.enum(['claimable', 'signed', 'complete']),
  days: z.array(z.object({ Day: z.number().int(), Title: z.string(), Items: z.array(packItemSchema), Signed: z.boolean() })),
});
export type SigninStrip = z.infer<typeof signinStripSchema>;
export const weeklyRewardSchema = z.object({
  Title: z.string(),
  WeekStart: z.number().int(),
  WeekEnd: z.number().int(),
  OpensAt: z.number().int(),
  NextOpensAt: z.number().int(),
  Games: z.number().int(),
  Needed: z.number().int(),
  State: z.enum(['claimable', 'claimed', 'unfinished']),
});
export type WeeklyReward = z.infer<typeof weeklyRewardSchema>;
export const tasksData = z.object({ signin: signinStripSchema, weekly: weeklyRewardSchema });
export type WelfareTasks = z.infer<typeof tasksData>;
export const redeemBody = z.strictObject({ code: z.string({ error: 'requiredField' }).trim().min(1, { error: 'requiredField' }).max(40, { error: 'redeemUnknown' }) });
export const redeemData = z.object({ Batch: z.string(), Title: z.record(z.string(), z.string()) });
export type RedeemData = z.infer<typeof redeemData>;

export const FEEDBACK_CATEGORIES = ['bug', 'account', 'reward', 'suggestion', 'other'] as const;
export const feedbackBody = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'requiredField' }),
  text: z.string({ error: 'requiredField' }).trim().min(1, { error: 'requiredField' }).max(1000, { error: 'paramError' }),
  contact: z.string().trim().max(80).optional(),
  screenshot: z.string().regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, { error: 'paramError' }).max(560_000, { error: 'bodyTooLarge' }).optional(),
});
/** What a client sends (before the server trims it). */
export type FeedbackInput = z.input<typeof feedbackBody>;
export const feedbackData = z.object({ Id: z.number().int() });
