import { z } from 'zod';
import { editionSchema, yfyUidSchema } from '@mecha/shared/account/schemas';
import { SHIPPING_REGIONS } from '@mecha/shared/address/schema';
import { localisedTexts } from '@mecha/shared/i18n/localised-schema';
import { categoryIdSchema, DROP_STYLES, LIMIT_PERIODS, mallOrderIdSchema, productIdSchema } from '@mecha/shared/mall/api';
import { quantity, rowId, sortOrder, unixTime } from '@mecha/shared/schema/bounds';

// The operator calls' inputs (docs/decisions/0034-mall-operators.md), every one bounded here.
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

/** The mall orders list, paged on the server; format=csv exports the whole filtered set (up to EXPORT_MAX rows). */
export { opsOrdersQuery as ordersQuery } from '@mecha/shared/mall/ops-api';
export const shipBody = z.strictObject({
  orderId: mallOrderIdSchema,
  carrier: z.string().trim().min(1).max(40).regex(/^[^=+\-@\t\r]/),
  trackingNo: z.string().regex(/^[A-Za-z0-9-]{4,40}$/),
});
export const cancelBody = z.strictObject({ orderId: mallOrderIdSchema, reason });
/**
 * A tracking file's text (see orders-csv.ts): up to 5,000 lines of ~60 characters fit well inside 400 KB.
 * `dryRun`: every row's verdict, nothing shipped. Otherwise a file with any invalid or refused row ships nothing
 * unless `applyValid` (then its good rows ship). Decision 0046.
 */
export const importBody = z.strictObject({ csv: z.string().min(1).max(400_000), dryRun: z.boolean().default(false), applyValid: z.boolean().default(false) });

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
export { drawRunBody, opsProductsQuery, stockBody } from '@mecha/shared/mall/ops-api';
export const categoryBody = z
  .strictObject({ id: categoryIdSchema, names: localisedTexts, sort: sortOrder.default(0), active: z.boolean().default(true) })
  .refine((c) => Object.keys(c.names).length > 0, { message: 'names needs at least one language', path: ['names'] });
export type CategoryInput = z.infer<typeof categoryBody>;
