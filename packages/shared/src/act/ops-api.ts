import { z } from 'zod';
import { editionSchema } from '../account/schemas.ts';
import type { EditionCode } from '../editions.ts';
import { shippingAddressSchema } from '../address/schema.ts';
import { localisedTexts } from '../i18n/localised-schema.ts';
import { currencyFor } from '../pay/money.ts';
import { currencySchema } from '../pay/api.ts';
import { INT4_MAX, quantity, rowId, sortOrder, unixTime } from '../schema/bounds.ts';

// The cumulative top-up event's operator calls (server: modules/act/ops.routes.ts; the console's Top-up section and
// the Shipping tab "Top-up tier prizes"): one definition for both sides.

const slug = z.string().regex(/^[a-z0-9-]{1,40}$/);
export const actEventIdSchema = z.string().regex(/^[a-z0-9-]{3,40}$/);

export const opsPrizeSchema = z.strictObject({
  id: slug,
  names: localisedTexts,
  qty: quantity,
  physical: z.boolean().default(false),
  picture: z.string().regex(/^(\/|https:\/\/)\S{1,500}$/).nullable().default(null),
});
export const opsTierSchema = z.strictObject({ id: slug, thresholdMinor: z.number().int().min(1).max(INT4_MAX), prizes: z.array(opsPrizeSchema).min(1).max(20), sort: sortOrder.optional() });

/** The currencies an edition's event may count in (HK pays in HKD or TWD). */
export const eventCurrencies = (edition: EditionCode): string[] => (edition === 'hk' ? ['HKD', 'TWD'] : [currencyFor(edition, '')]);

export const opsEventBody = z
  .strictObject({
    id: actEventIdSchema,
    edition: editionSchema,
    currency: currencySchema,
    titles: localisedTexts,
    rules: localisedTexts,
    startsAt: unixTime,
    endsAt: unixTime,
    active: z.boolean().default(true),
    tiers: z.array(opsTierSchema).min(1).max(20),
  })
  .superRefine((e, ctx) => {
    if (e.endsAt <= e.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
    const currencies = eventCurrencies(e.edition);
    if (!currencies.includes(e.currency)) ctx.addIssue({ code: 'custom', path: ['currency'], message: `the ${e.edition} edition pays in ${currencies.join(' or ')}` });
    const ids = e.tiers.map((t) => t.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'tier ids must be unique' });
  });
export type OpsEventInput = z.input<typeof opsEventBody>;

const at = z.number().int().nullable();
export const opsEventSummary = z.object({ id: z.string(), edition: z.string(), currency: z.string(), title: z.string(), startsAt: z.number().int(), endsAt: z.number().int(), active: z.boolean(), tiers: z.number().int(), claims: z.number().int() });
export type OpsEventSummary = z.infer<typeof opsEventSummary>;

/** One event as it is stored, to edit it (GET /api/ops/act/events/detail). */
export const opsEventDetail = z.object({
  id: z.string(), edition: z.string(), currency: z.string(), titles: z.record(z.string(), z.string()), rules: z.record(z.string(), z.string()),
  startsAt: z.number().int(), endsAt: z.number().int(), active: z.boolean(),
  tiers: z.array(z.object({ id: z.string(), thresholdMinor: z.number().int(), sort: z.number().int(), claims: z.number().int(), prizes: z.array(z.object({ id: z.string(), names: z.record(z.string(), z.string()), qty: z.number().int(), physical: z.boolean(), picture: z.string().nullable() })) })),
});
export type OpsEventDetail = z.infer<typeof opsEventDetail>;

export const CLAIM_FILTERS = ['all', 'addressNeeded', 'toShip', 'shipped', 'forfeited'] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];
export const opsClaimsQuery = z.strictObject({
  eventId: actEventIdSchema,
  filter: z.enum(CLAIM_FILTERS).default('all'),
  afterId: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  size: z.coerce.number().int().min(1).max(500).default(50),
  format: z.enum(['json', 'csv']).default('json'),
});

export const opsClaim = z.object({
  id: z.number().int(), tierId: z.string(), roleUid: z.string(), yfyUid: z.string(), claimedAt: z.number().int(),
  prizes: z.array(z.object({ id: z.string(), qty: z.number().int(), physical: z.boolean(), name: z.string() })),
  /** null for a role that may not see personal data, and when no address was given yet (`hasAddress` tells which). */
  physical: z.boolean(), hasAddress: z.boolean(), address: shippingAddressSchema.nullable(), addressAt: at, addressDueAt: at, forfeitedAt: at, shippedAt: at,
  carrier: z.string().nullable(), tracking: z.string().nullable(),
});
export type OpsClaim = z.infer<typeof opsClaim>;
export const opsClaimsPage = z.object({ list: z.array(opsClaim), hasMore: z.boolean(), addresses: z.boolean() });
export type OpsClaimsPage = z.infer<typeof opsClaimsPage>;

export const opsShipBody = z.strictObject({ claimId: rowId, carrier: z.string().trim().min(1).max(40), tracking: z.string().trim().min(1).max(80) });

/** The forfeit sweep: a dry run lists what would be forfeited and changes nothing. */
export const opsSweepBody = z.strictObject({ dryRun: z.boolean().default(false) });
export const opsSweepItem = z.object({ claimId: z.number().int(), eventId: z.string(), edition: z.string(), tierId: z.string(), roleUid: z.string(), addressDueAt: z.number().int() });
export type OpsSweepItem = z.infer<typeof opsSweepItem>;
export const opsSweepResult = z.object({ dryRun: z.boolean(), forfeited: z.number().int(), list: z.array(opsSweepItem) });
export type OpsSweepResult = z.infer<typeof opsSweepResult>;
