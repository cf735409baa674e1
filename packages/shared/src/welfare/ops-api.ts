import { z } from 'zod';
import { editionSchema } from '../account/schemas.ts';
import { localisedTexts } from '../i18n/localised-schema.ts';
import { quantity, unixTime } from '../schema/bounds.ts';

// The welfare console's operator calls (issue 15; decision 0047): gift packs, the 7-day sign-in and redemption
// campaigns. One schema per call, read by the server's routes, the CLI and the console.

export const WELFARE_OPS = {
  packs: '/api/ops/packs',
  signin: '/api/ops/signin',
  batches: '/api/ops/code-batches',
  batchCodes: '/api/ops/code-batches/codes',
  batchDeactivate: '/api/ops/code-batches/deactivate',
} as const;

export const PACK_IDS = ['xslb', 'qzlb', 'mzlb', 'dylb'] as const;
export type PackId = (typeof PACK_IDS)[number];
export const SIGNIN_DAY_COUNT = 7;

const noNul = (max: number, min = 1) => z.string().min(min).max(max).refine((s) => !s.includes('\0'), 'no NUL');

export const rewardItem = z.strictObject({ id: z.string().regex(/^[a-z0-9-]{1,64}$/), qty: quantity, names: localisedTexts });
export const rewardItems = z.array(rewardItem).min(1).max(50);
export type RewardItem = z.infer<typeof rewardItem>;
type Texts = z.infer<typeof localisedTexts>;

export const packBody = z.strictObject({
  id: z.enum(PACK_IDS),
  titles: localisedTexts,
  items: rewardItems,
  active: z.boolean().default(true),
  startsAt: unixTime.nullable().default(null),
  endsAt: unixTime.nullable().default(null),
});
export type PackInput = z.input<typeof packBody>;

export interface OpsPack {
  id: PackId;
  kind: string;
  titles: Texts;
  items: RewardItem[];
  active: boolean;
  startsAt: number | null;
  endsAt: number | null;
  /** Grants of this pack ever made (every period). */
  claims: number;
}

export const signinDay = z.strictObject({ day: z.number().int().min(1).max(SIGNIN_DAY_COUNT), titles: localisedTexts, items: rewardItems });
export const signinBody = z.strictObject({
  days: z
    .array(signinDay)
    .length(SIGNIN_DAY_COUNT)
    .refine((days) => new Set(days.map((d) => d.day)).size === SIGNIN_DAY_COUNT, 'each day 1–7 once'),
});
export type SigninDay = z.infer<typeof signinDay>;

export const batchId = z.string().regex(/^[a-z0-9-]{3,40}$/);
export const batchCreateBody = z.strictObject({
  id: batchId,
  titles: localisedTexts,
  items: rewardItems,
  /** null: the codes work in every edition (only an operator of every edition may create such a batch). */
  edition: editionSchema.nullable().default(null),
  expiresAt: unixTime.nullable().default(null),
  /** One shared code with `maxUses`, or `count` one-use codes: exactly one of code and count. */
  code: z.string().regex(/^[A-Za-z0-9]{4,32}$/).optional(),
  maxUses: quantity.optional(),
  count: z.number().int().min(1).max(100_000).optional(),
  dryRun: z.boolean().default(false),
});
export type BatchCreateInput = z.input<typeof batchCreateBody>;

export interface BatchPlan {
  dryRun: boolean;
  id: string;
  edition: string | null;
  expiresAt: number | null;
  kind: 'shared' | 'unique';
  /** Codes that would be (or were) created. */
  count: number;
  /** Redemptions the batch allows in all. */
  capacity: number;
  items: RewardItem[];
}
/** The created codes come back once (the CLI writes them; empty for a dry run); the console exports them as CSV instead. */
export type BatchCreated = BatchPlan & { codes: string[] };

export const BATCH_SORTS = ['created', 'uses'] as const;
export const batchListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  edition: editionSchema.optional(),
  active: z.enum(['yes', 'no']).optional(),
  search: noNul(40).optional(),
  sort: z.enum(BATCH_SORTS).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type BatchListQuery = z.input<typeof batchListQuery>;
export type BatchListParams = z.output<typeof batchListQuery>;

export interface OpsBatch {
  id: string;
  titles: Texts;
  items: RewardItem[];
  edition: string | null;
  expiresAt: number | null;
  createdAt: number;
  active: boolean;
  kind: 'shared' | 'unique';
  /** Codes issued. */
  codes: number;
  /** Redemptions made, and still possible. */
  used: number;
  remaining: number;
  lastUseAt: number | null;
}
export interface BatchPage {
  total: number;
  page: number;
  size: number;
  list: OpsBatch[];
}

export const batchCodesQuery = z.strictObject({ id: batchId, format: z.enum(['csv', 'json']).default('csv') });
export const BATCH_CSV_COLUMNS = ['code', 'batch', 'edition', 'maxUses', 'uses', 'state', 'expiresAt'] as const;

export const batchDeactivateBody = z.strictObject({ id: batchId, dryRun: z.boolean().default(false), reason: noNul(200).optional() });
export interface BatchDeactivation {
  dryRun: boolean;
  id: string;
  /** Codes with uses left that stop working. */
  unusedCodes: number;
  /** Redemptions that will no longer be possible. */
  remaining: number;
  expiresAt: number;
}
