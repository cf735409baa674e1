import { z } from 'zod';
import { editionSchema } from '@mecha/shared/account/schemas';
import { SHIPPING_REGIONS } from '@mecha/shared/address/schema';
import { localisedTexts } from '@mecha/shared/i18n/localised-schema';
import { categoryIdSchema, DROP_STYLES, LIMIT_PERIODS, MALL_ORDER_STATES, mallOrderIdSchema, productIdSchema } from '@mecha/shared/mall/api';
import { quantity, rowId, sortOrder, unixTime } from '@mecha/shared/schema/bounds';

// The operator calls' inputs (docs/decisions/0034-mall-operators.md), every one bounded here.
/** An account id: code logins are `h5-<hex>`, SSO ones a platform `sub` (printable ASCII). */
export const yfyUidSchema = z.string().min(1).max(64).regex(/^[\x21-\x7e]+$/);
const reason = z.string().trim().min(1).max(200);
/** A site path under /mall/ or an https address; at most 8 per product. */
const picture = z.string().max(300).regex(/^(\/mall\/[A-Za-z0-9._-]{1,100}|https:\/\/[^\s"'<>]{1,290})$/);
const distinct = <T>(a: T[]) => new Set(a).size === a.length;

export const adjustBody = z.strictObject({
  yfyUid: yfyUidSchema,
  amount: z.number().int().min(-10_000_000).max(10_000_000).refine((n) => n !== 0, 'must not be 0'),
  reason,
});
export const suspendBody = z.strictObject({ yfyUid: yfyUidSchema, reason, endsAt: unixTime });
export const liftBody = z.strictObject({ id: rowId });
export const suspensionsQuery = z.strictObject({ yfyUid: yfyUidSchema.optional() });

export const ordersQuery = z.strictObject({ state: z.enum(MALL_ORDER_STATES).default('awaiting'), format: z.enum(['json', 'csv']).default('json') });
export const shipBody = z.strictObject({
  orderId: mallOrderIdSchema,
  carrier: z.string().trim().min(1).max(40).regex(/^[^=+\-@\t\r]/),
  trackingNo: z.string().regex(/^[A-Za-z0-9-]{4,40}$/),
});
export const cancelBody = z.strictObject({ orderId: mallOrderIdSchema, reason });
/** A tracking file's text (see orders-csv.ts): up to 5,000 lines of ~60 characters fit well inside 400 KB. */
export const importBody = z.strictObject({ csv: z.string().min(1).max(400_000) });

export const productBody = z
  .strictObject({
    id: productIdSchema,
    categoryId: categoryIdSchema,
    names: localisedTexts,
    descriptions: localisedTexts,
    pictures: z.array(picture).max(8).default([]),
    points: z.number().int().min(1).max(10_000_000),
    /** Units on creation only; afterwards products/stock moves them. */
    stock: z.number().int().min(0).max(1_000_000).default(0),
    regions: z.array(z.enum(SHIPPING_REGIONS)).min(1).max(SHIPPING_REGIONS.length).refine(distinct, 'regions repeat'),
    editions: z.array(editionSchema).min(1).max(8).refine(distinct, 'editions repeat'),
    limit: z.strictObject({ count: quantity, period: z.enum(LIMIT_PERIODS) }).nullable().default(null),
    style: z.enum(DROP_STYLES).default('race'),
    onSaleAt: unixTime.nullable().default(null),
    entryEndsAt: unixTime.nullable().default(null),
    sort: sortOrder.default(0),
    active: z.boolean().default(true),
  })
  .refine((p) => Object.keys(p.names).length > 0, { message: 'names needs at least one language', path: ['names'] })
  .refine((p) => p.style === 'race' ? p.entryEndsAt === null : p.onSaleAt !== null && p.entryEndsAt !== null && p.entryEndsAt > p.onSaleAt, {
    message: 'a draw needs onSaleAt and a later entryEndsAt; a race drop has no entryEndsAt',
    path: ['entryEndsAt'],
  });
export type ProductInput = z.infer<typeof productBody>;
export const stockBody = z.strictObject({ productId: productIdSchema, delta: z.number().int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0, 'must not be 0'), reason });
export const categoryBody = z
  .strictObject({ id: categoryIdSchema, names: localisedTexts, sort: sortOrder.default(0), active: z.boolean().default(true) })
  .refine((c) => Object.keys(c.names).length > 0, { message: 'names needs at least one language', path: ['names'] });
export type CategoryInput = z.infer<typeof categoryBody>;
