import { z } from 'zod';
import type { ErrorKey } from '../errors/catalogue.ts';
import { shippingAddressSchema } from '../address/schema.ts';
import { currencySchema } from './api.ts';

// Shapes of the cumulative top-up event (act/*): tiers of total spend in the event window, each claimed once.
const key = (k: ErrorKey) => ({ error: k });

export const tierIdSchema = z.string(key('actTierUnknown')).regex(/^[a-z0-9-]{1,40}$/, key('actTierUnknown'));
export const prizeSchema = z.object({ id: z.string(), name: z.string(), qty: z.number().int(), physical: z.boolean(), picture: z.string().nullable() });
export type Prize = z.infer<typeof prizeSchema>;
export const tierSchema = z.object({
  id: z.string(),
  /** Total spend needed, in minor units of the event's currency. */
  thresholdMinor: z.number().int(),
  threshold: z.string(),
  prizes: z.array(prizeSchema),
});
export type Tier = z.infer<typeof tierSchema>;
export const actEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  rules: z.string(),
  currency: currencySchema,
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** Tiers reached in the window may still be claimed until then: the end plus 7 days (docs/decisions/0026). */
  claimEndsAt: z.number().int(),
  state: z.enum(['upcoming', 'open', 'ended']),
  tiers: z.array(tierSchema),
});
export type ActEvent = z.infer<typeof actEventSchema>;
/** act/init: the edition's current (or next) event; null when there is none. */
export const actInitData = z.object({ event: actEventSchema.nullable(), now: z.number().int() });

export const CLAIM_STATES = ['locked', 'claimable', 'claimed', 'addressNeeded', 'addressSubmitted', 'forfeited'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export const tierStatusSchema = z.object({ tierId: z.string(), state: z.enum(CLAIM_STATES), claimId: z.number().int().nullable(), addressDueAt: z.number().int().nullable() });
/** act/status: the selected role's total in the window and each tier's state. */
export const actStatusData = z.object({
  eventId: z.string().nullable(),
  uid: z.string(),
  totalMinor: z.number().int(),
  total: z.string(),
  tiers: z.array(tierStatusSchema),
  now: z.number().int(),
});
export type ActStatus = z.infer<typeof actStatusData>;

export const chargeGiftBody = z.strictObject({ tierId: tierIdSchema });
export const claimSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  tierId: z.string(),
  uid: z.string(),
  prizes: z.array(prizeSchema),
  claimedAt: z.number().int(),
  /** Virtual prizes: the in-game mail's delivery. Physical: the address state. */
  delivery: z.enum(['pending', 'delivered']).nullable(),
  addressState: z.enum(['needed', 'submitted', 'forfeited']).nullable(),
  addressDueAt: z.number().int().nullable(),
  address: shippingAddressSchema.nullable(),
});
export type Claim = z.infer<typeof claimSchema>;
export const actRecordData = z.object({ list: z.array(claimSchema) });
export const setAddressBody = z.strictObject({ claimId: z.number().int().min(1).max(2_147_483_647), address: shippingAddressSchema });
