import { z } from 'zod';
import { editionSchema } from '../account/schemas.ts';
import { DROP_STYLES, LIMIT_PERIODS, MALL_ORDER_STATES, categoryIdSchema, productIdSchema, type MallOrderState } from './api.ts';

// The mall catalogue's operator calls as the server answers them and the console reads them (issue 15, decision
// 0049): the paged product list, stock set or moved with a reason, draws listed and run with a dry run, and the
// mall orders list paged on the server.

const reason = z.string().trim().min(1).max(200);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const OPS_PRODUCT_SORTS = ['sort', 'id', 'points', 'stock', 'sold', 'onSaleAt'] as const;
export type OpsProductSort = (typeof OPS_PRODUCT_SORTS)[number];

export const opsProductsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  categoryId: categoryIdSchema.optional(),
  active: flag.optional(),
  style: z.enum(DROP_STYLES).optional(),
  edition: editionSchema.optional(),
  /** Part of the id or of any of the names (case-insensitive). */
  q: z.string().trim().min(1).max(60).regex(/^[^\0]*$/).optional(),
  sort: z.enum(OPS_PRODUCT_SORTS).default('sort'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type OpsProductsQuery = z.input<typeof opsProductsQuery>;

/** A product as operators see it: every field, the draw record, units sold (taken out of stock by players). */
export interface OpsProduct {
  id: string;
  categoryId: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  pictures: string[];
  points: number;
  stock: number;
  stockTotal: number;
  sold: number;
  regions: string[];
  editions: string[];
  limit: { count: number; period: (typeof LIMIT_PERIODS)[number] } | null;
  style: (typeof DROP_STYLES)[number];
  onSaleAt: number | null;
  entryEndsAt: number | null;
  sort: number;
  active: boolean;
  drawState: 'pending' | 'drawn';
  drawnAt: number | null;
  drawSeed: string | null;
  drawWinners: number | null;
  /** Draw drops: entries so far. */
  entrants: number;
}
export interface OpsProductPage {
  list: OpsProduct[];
  total: number;
  page: number;
  size: number;
}

export interface OpsCategory {
  id: string;
  names: Record<string, string>;
  sort: number;
  active: boolean;
  products: number;
}

/**
 * Stock: `set` to a number of units left, or move it by `delta`; never below zero. The reason goes to the audit
 * row with the stock before and after.
 */
export const stockBody = z
  .strictObject({
    productId: productIdSchema,
    delta: z.number().int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0, 'must not be 0').optional(),
    set: z.number().int().min(0).max(1_000_000).optional(),
    reason,
  })
  .refine((b) => (b.delta === undefined) !== (b.set === undefined), { message: 'exactly one of delta and set', path: ['set'] });
export interface StockResult {
  id: string;
  before: number;
  stock: number;
  stockTotal: number;
}

/** Run one draw (productId) or every due one; dryRun: who would win under a preview seed, nothing changed. */
export const drawRunBody = z.strictObject({ productId: productIdSchema.optional(), dryRun: z.boolean().default(false) });
export const DRAW_PREVIEW_MAX = 200;
export interface DrawPreviewEntrant {
  position: number;
  yfyUid: string;
  roleUid: string;
  outcome: 'won' | 'lost' | 'ineligible';
  /** The refusal's error key for an ineligible entrant. */
  why?: string;
}
export interface DrawRunItem {
  productId: string;
  entrants: number;
  stock: number;
  winners: number;
  /** The seed used: the preview's (dry run) or the recorded one. */
  seed: string;
  /** The first DRAW_PREVIEW_MAX entrants in draw order with their outcome. */
  order: DrawPreviewEntrant[];
}
export interface DrawRunResult {
  dryRun: boolean;
  walked: number;
  draws: DrawRunItem[];
}

export const opsOrdersQuery = z.strictObject({
  state: z.enum(MALL_ORDER_STATES).default('awaiting'),
  format: z.enum(['json', 'csv']).default('json'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
  productId: productIdSchema.optional(),
});

// ── Mall orders as operators see them (decision 0046) ───────────────────────────────────────────────────────

export interface OpsOrder {
  id: string; state: MallOrderState; via: 'exchange' | 'draw'; createdAt: string; productId: string; productName: string; points: number;
  yfyUid: string; roleUid: string; name: string; phone: string; email: string; region: string; country: string; postcode: string; city: string; detail: string;
  carrier: string | null; trackingNo: string | null; shippedAt: string | null; cancelledAt: string | null; cancelReason: string | null;
  /** The edition of the role that ordered (null if the role is unknown). */
  edition: string | null;
}

/**
 * The personal part of an address (decision 0046): left out of the list and the CSV for a role that may not see
 * personal data (shared ops/roles.ts ROLES_SEEING_PERSONAL_DATA). Region and country stay: they say where a parcel
 * goes, not to whom.
 */
export const ADDRESS_FIELDS = ['name', 'phone', 'email', 'postcode', 'city', 'detail'] as const satisfies readonly (keyof OpsOrder)[];
type AddressField = (typeof ADDRESS_FIELDS)[number];
export type OpsOrderView = Omit<OpsOrder, AddressField> & Partial<Pick<OpsOrder, AddressField>>;

/** One line of a tracking file and what became of it. */
export interface ImportLine {
  line: number;
  orderId?: string;
  carrier?: string;
  trackingNo?: string;
  /** ready: would ship (dry run); notShipped: good, but the file was held back by other rows; invalid: malformed; refused: the order cannot ship. */
  result: 'ready' | 'shipped' | 'notShipped' | 'refused' | 'invalid';
  error?: string;
}
export interface ImportResult {
  dryRun: boolean;
  /** Rows shipped by this call (0 for a dry run or a held-back file). */
  shipped: number;
  /** Rows that would ship (dry run), or that were held back. */
  ready: number;
  refused: number;
  invalid: number;
  lines: ImportLine[];
}
