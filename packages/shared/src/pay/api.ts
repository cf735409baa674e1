import { z } from 'zod';
import { editionSchema, uidSchema } from '../account/schemas.ts';
import type { ErrorKey } from '../errors/catalogue.ts';
import { CURRENCY_CODES, type Currency } from './money.ts';

// Shapes of the top-up calls (PRODUCT.md "Top-up in detail"), shared by the server routes and the app's fetchers.
const key = (k: ErrorKey) => ({ error: k });

export const currencySchema = z.enum(CURRENCY_CODES as [Currency, ...Currency[]]);
export const ORDER_STATES = ['processing', 'success', 'failed', 'cancelled', 'timeout'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** Why a role may not be topped up (official-check). */
export const TOPUP_REFUSALS = ['unknownUid', 'otherEdition', 'suspended', 'monthlyCap'] as const;
export type TopupRefusal = (typeof TOPUP_REFUSALS)[number];

export const skuIdSchema = z.string(key('payUnknownSku')).regex(/^[a-z0-9-]{1,40}$/, key('payUnknownSku'));
export const methodIdSchema = z.string(key('payMethodUnavailable')).regex(/^[a-z0-9-]{1,40}$/, key('payMethodUnavailable'));
export const orderIdSchema = z.string(key('payOrderNotFound')).regex(/^[A-Za-z0-9-]{8,40}$/, key('payOrderNotFound'));
/** Idempotency-Key header: what a client generates per payment attempt (a UUID in the app). */
export const idempotencyKeySchema = z.string(key('payIdempotencyKeyMissing')).regex(/^[A-Za-z0-9_-]{8,80}$/, key('payIdempotencyKeyMissing'));

export const uidQuery = z.strictObject({ uid: uidSchema });

/** official-check: who would receive the top-up, and whether they may. */
export const officialCheckData = z.object({
  uid: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  level: z.number().int(),
  edition: editionSchema,
  region: z.string(),
  currency: currencySchema,
  allowed: z.boolean(),
  reason: z.enum(TOPUP_REFUSALS).nullable(),
});
export type OfficialCheck = z.infer<typeof officialCheckData>;

export const skuSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: currencySchema,
  /** Integer minor units, and the same as a decimal string for display. */
  priceMinor: z.number().int(),
  price: z.string(),
  /** Game currency credited: base amount, plus the standing bonus (or, on a first purchase that doubles, base again). */
  amount: z.number().int(),
  bonus: z.number().int(),
  /** This SKU doubles on its first purchase by a role… */
  doublesFirst: z.boolean(),
  /** …and this role has not bought it yet: the badge. */
  doubleAvailable: z.boolean(),
  points: z.number().int(),
});
export type Sku = z.infer<typeof skuSchema>;
export const methodSchema = z.object({ id: z.string(), name: z.string() });
export type PayMethod = z.infer<typeof methodSchema>;

export const skuListData = z.object({
  role: officialCheckData,
  skus: z.array(skuSchema),
  methods: z.array(methodSchema),
  /** The payment window in seconds (15 minutes unless configured). */
  windowS: z.number().int(),
  /** This month's spend against the edition's cap, when a cap is configured. */
  monthlyCap: z.object({ limitMinor: z.number().int(), spentMinor: z.number().int() }).nullable(),
});
export type SkuList = z.infer<typeof skuListData>;

export const payBody = z.strictObject({ uid: uidSchema, skuId: skuIdSchema, method: methodIdSchema });
export type PayBody = z.input<typeof payBody>;
export const payData = z.object({
  orderId: z.string(),
  checkoutUrl: z.string(),
  /** Unix seconds; the countdown runs against `now` below, the server's clock, not the phone's. */
  expiresAt: z.number().int(),
  now: z.number().int(),
});
export type PayData = z.infer<typeof payData>;
export const payChangeBody = z.strictObject({ orderId: orderIdSchema, method: methodIdSchema });

export const orderQuery = z.strictObject({ orderId: orderIdSchema });
export const orderSchema = z.object({
  orderId: z.string(),
  state: z.enum(ORDER_STATES),
  uid: z.string(),
  nickname: z.string(),
  skuId: z.string(),
  skuName: z.string(),
  method: z.string(),
  methodName: z.string(),
  currency: currencySchema,
  priceMinor: z.number().int(),
  price: z.string(),
  amount: z.number().int(),
  bonus: z.number().int(),
  doubled: z.boolean(),
  points: z.number().int(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  /** The game confirmed the currency credit. */
  deliveredAt: z.number().int().nullable(),
  /** Paid after the window had closed (timeout → success). */
  paidLate: z.boolean(),
  refundedAt: z.number().int().nullable(),
  checkoutUrl: z.string().nullable(),
  now: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const orderListData = z.object({ list: z.array(orderSchema), page: z.number().int(), size: z.number().int(), hasMore: z.boolean() });
export type OrderList = z.infer<typeof orderListData>;

/** pay/auth: the session as the same-origin pages see it (docs/decisions: same-origin session). */
export const payAuthData = z.object({ yfyUid: z.string(), roleId: z.string().nullable(), edition: editionSchema.nullable() });

/** The sandbox provider's notification (PRODUCT.md "Top-up in detail"). */
export const sandboxNotification = z.strictObject({
  orderId: z.string().min(1).max(40),
  event: z.enum(['paid', 'failed', 'cancelled']),
  amount: z.string().min(1).max(20),
  currency: z.string().min(1).max(8),
  providerRef: z.string().min(1).max(80),
  occurredAt: z.number().int().min(0).max(4_102_444_800),
});
export type SandboxNotification = z.infer<typeof sandboxNotification>;
