import { z } from 'zod';
import type { ErrorKey } from '../errors/catalogue.ts';
import { SHIPPING_REGIONS, shippingAddressSchema } from '../address/schema.ts';
import { rowId } from '../schema/bounds.ts';

// Shapes of the points mall (PRODUCT.md "Points mall in detail"), shared by the server routes and the app's
// fetchers. Points are whole numbers; times are unix seconds; texts come in the request's language.
const key = (k: ErrorKey) => ({ error: k });

export const productIdSchema = z.string(key('mallProductNotFound')).regex(/^[a-z0-9-]{1,40}$/, key('mallProductNotFound'));
export const categoryIdSchema = z.string(key('mallParamError')).regex(/^[a-z0-9-]{1,40}$/, key('mallParamError'));
export const mallOrderIdSchema = z.string(key('mallOrderNotFound')).regex(/^[A-Za-z0-9-]{8,40}$/, key('mallOrderNotFound'));
const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
};

/** score/me: the account's balance; `everEarned` false means no ledger entry at all (mallNoPoints on exchange). */
export const scoreMeData = z.object({
  balance: z.number().int(),
  everEarned: z.boolean(),
  /** An operator's suspension in force: the account may read but not exchange. */
  suspension: z.object({ reason: z.string(), endsAt: z.number().int() }).nullable(),
});
export type ScoreMe = z.infer<typeof scoreMeData>;

export const LIMIT_PERIODS = ['ever', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const DROP_STYLES = ['race', 'draw'] as const;
export type DropStyle = (typeof DROP_STYLES)[number];
/**
 * What a card shows. race: upcoming (before onSaleAt) → onSale → soldOut. draw: upcoming → entryOpen (onSaleAt …
 * entryEndsAt) → drawPending (window closed, not yet allotted) → drawn.
 */
export const PRODUCT_STATES = ['upcoming', 'onSale', 'soldOut', 'entryOpen', 'drawPending', 'drawn'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

export const categorySchema = z.object({ id: z.string(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const productCardSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  points: z.number().int(),
  stockLeft: z.number().int(),
  stockTotal: z.number().int(),
  /** The per-account limit and how much of it this account has used (0 for a visitor). */
  limit: z.object({ count: z.number().int(), period: z.enum(LIMIT_PERIODS), used: z.number().int() }).nullable(),
  style: z.enum(DROP_STYLES),
  state: z.enum(PRODUCT_STATES),
  onSaleAt: z.number().int().nullable(),
  /** Draw style only: when the entry window closes. */
  entryEndsAt: z.number().int().nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productListQuery = z.strictObject({ categoryId: categoryIdSchema.optional(), ...pageQuery });
export const productListData = z.object({
  categories: z.array(categorySchema),
  list: z.array(productCardSchema),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
  now: z.number().int(),
});

export const DRAW_OUTCOMES = ['pending', 'won', 'lost', 'ineligible'] as const;
export type DrawOutcome = (typeof DRAW_OUTCOMES)[number];
export const drawViewSchema = z.object({
  entrants: z.number().int(),
  /** Chance of winning for an entrant now: min(1, stock / entrants); after the draw, winners / entrants. */
  odds: z.number(),
  entered: z.boolean(),
  /** This account's outcome; null when it did not enter. */
  outcome: z.enum(DRAW_OUTCOMES).nullable(),
  orderId: z.string().nullable(),
  drawnAt: z.number().int().nullable(),
  winners: z.number().int().nullable(),
});
export type DrawView = z.infer<typeof drawViewSchema>;

export const productDetailQuery = z.strictObject({ id: productIdSchema });
export const productDetailData = productCardSchema.extend({
  pictures: z.array(z.string()),
  /** Plain text; paragraphs separated by blank lines. */
  description: z.string(),
  regions: z.array(z.enum(SHIPPING_REGIONS)),
  shipWithinWorkingDays: z.number().int(),
  draw: drawViewSchema.nullable(),
  now: z.number().int(),
});
export type ProductDetail = z.infer<typeof productDetailData>;

/** An address from the book (`addressId`) or typed on the spot (`address`): exactly one. */
const addressChoice = {
  addressId: rowId.optional(),
  address: shippingAddressSchema.optional(),
};
const oneAddress = (v: { addressId?: number; address?: unknown }) => (v.addressId === undefined) !== (v.address === undefined);
export const orderBody = z.strictObject({ productId: productIdSchema, ...addressChoice }).refine(oneAddress, key('fillShipping'));
export const orderData = z.object({ orderId: z.string(), balance: z.number().int() });
export const drawEnterBody = orderBody;
export const drawEnterData = z.object({ entered: z.literal(true), entrants: z.number().int() });

export const MALL_ORDER_STATES = ['awaiting', 'shipped', 'cancelled'] as const;
export type MallOrderState = (typeof MALL_ORDER_STATES)[number];
export const mallOrderSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  picture: z.string().nullable(),
  points: z.number().int(),
  state: z.enum(MALL_ORDER_STATES),
  via: z.enum(['exchange', 'draw']),
  address: shippingAddressSchema,
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  createdAt: z.number().int(),
  shippedAt: z.number().int().nullable(),
  cancelledAt: z.number().int().nullable(),
  cancelReason: z.string().nullable(),
});
export type MallOrder = z.infer<typeof mallOrderSchema>;
export const orderRecordQuery = z.strictObject({ ...pageQuery, id: mallOrderIdSchema.optional() });
export const orderRecordData = z.object({ list: z.array(mallOrderSchema), page: z.number().int(), size: z.number().int(), hasMore: z.boolean() });
export const orderModifyBody = z.strictObject({ orderId: mallOrderIdSchema, ...addressChoice }).refine(oneAddress, key('fillShipping'));

export const LEDGER_TYPES = ['topup', 'exchange', 'refund', 'adjust', 'expire'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(LEDGER_TYPES),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** In the request's language: the product or top-up it was for, or the operator's reason as written. */
  reason: z.string(),
  /** What the entry links to: a mall order (order record) or a top-up order (payment centre). */
  ref: z.object({ kind: z.enum(['mallOrder', 'payOrder']), id: z.string() }).nullable(),
  at: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const historyQuery = z.strictObject(pageQuery);
export const historyData = z.object({ list: z.array(ledgerEntrySchema), page: z.number().int(), size: z.number().int(), hasMore: z.boolean() });

export const ADDRESS_BOOK_MAX = 10;
export const savedAddressSchema = shippingAddressSchema.and(z.object({ id: z.number().int(), isDefault: z.boolean() }));
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const addressListData = z.object({ list: z.array(savedAddressSchema), max: z.number().int() });
/** Without `id`: a new address; with it: that address replaced. `isDefault` true makes it the one default. */
export const addressSaveBody = z.strictObject({ id: rowId.optional(), address: shippingAddressSchema, isDefault: z.boolean().default(false) });
export const addressDeleteBody = z.strictObject({ id: rowId });
