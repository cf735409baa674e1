import { z } from 'zod';
import { editionSchema } from '../account/schemas.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { sortOrder } from '../schema/bounds.ts';
import { currencySchema, methodIdSchema, skuIdSchema } from './api.ts';

// The top-up operator calls' bodies and answers (server routes in modules/pay/ops.routes.ts, the console's
// Top-up section): one definition for both sides.

const amount = z.number().int().min(0).max(100_000_000);
/** A SKU's or method's name per language: a label on the top-up page, not an article (localisedTexts allows 60 000). */
const nameText = z.string().trim().min(1).max(80).refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'no control characters');
export const opsNames = z.strictObject(Object.fromEntries(LANGUAGES.map((l) => [l, nameText.optional()])) as Record<Language, z.ZodOptional<typeof nameText>>);

export const opsSkuBody = z.strictObject({
  id: skuIdSchema, edition: editionSchema, currency: currencySchema, names: opsNames,
  priceMinor: amount.min(1), baseAmount: amount.min(1), standingBonus: amount.default(0), doublesFirst: z.boolean().default(true),
  points: amount.nullable().default(null), active: z.boolean().default(true), sort: sortOrder.default(0),
});
export type OpsSkuInput = z.input<typeof opsSkuBody>;

export const opsSkuActiveBody = z.strictObject({ id: skuIdSchema, active: z.boolean() });
export const opsMethodBody = z.strictObject({ edition: editionSchema, id: methodIdSchema, names: opsNames, active: z.boolean().default(true), sort: sortOrder.default(0) });
export type OpsMethodInput = z.input<typeof opsMethodBody>;
export const opsMethodActiveBody = z.strictObject({ edition: editionSchema, id: methodIdSchema, active: z.boolean() });

/** Points per whole currency unit: a decimal with up to 4 places. */
export const pointsPerUnitSchema = z.string().regex(/^\d{1,6}(\.\d{1,4})?$/);
export const opsSettingsBody = z.strictObject({
  edition: editionSchema, currency: currencySchema,
  /** null switches the cap off (the default). */
  monthlyCapMinor: amount.min(1).nullable(),
  pointsPerUnit: pointsPerUnitSchema.default('1'),
});
export type OpsSettingsInput = z.input<typeof opsSettingsBody>;

/** GET /api/ops/pay/catalogue: the rows as stored (snake_case columns), inactive ones too. */
export interface OpsCatalogueSku {
  id: string; edition: string; currency: string; names: Record<string, string>; price_minor: number; base_amount: number;
  standing_bonus: number; doubles_first: boolean; points: number | null; active: boolean; sort: number;
}
export interface OpsCatalogueMethod { edition: string; id: string; names: Record<string, string>; active: boolean; sort: number }
export interface OpsCatalogueSettings { edition: string; currency: string; monthly_cap_minor: number | null; points_per_unit: string }
export interface OpsCatalogue { skus: OpsCatalogueSku[]; methods: OpsCatalogueMethod[]; settings: OpsCatalogueSettings[] }
