import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shippingAddressSchema } from '@mecha/shared/address/schema';
import { editionSchema, okData } from '@mecha/shared/account/schemas';
import { localisedTexts as localised } from '@mecha/shared/i18n/localised-schema';
import { currencySchema } from '@mecha/shared/pay/api';
import { currencyFor } from '@mecha/shared/pay/money';
import { INT4_MAX, quantity, rowId, sortOrder, unixTime } from '@mecha/shared/schema/bounds';
import { responses } from '../../platform/envelope.ts';
import { operatorGuard, OPERATOR_SECURITY } from '../../platform/operator-guard.ts';
import type { ActOpsService } from './ops.service.ts';

const tags = ['operators'];
const slug = z.string().regex(/^[a-z0-9-]{1,40}$/);
const prize = z.strictObject({
  id: slug,
  names: localised,
  qty: quantity,
  physical: z.boolean().default(false),
  picture: z.string().regex(/^(\/|https:\/\/)\S{1,500}$/).nullable().default(null),
});
const tier = z.strictObject({ id: slug, thresholdMinor: z.number().int().min(1).max(INT4_MAX), prizes: z.array(prize).min(1).max(20), sort: sortOrder.optional() });
const eventBody = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]{3,40}$/),
    edition: editionSchema,
    currency: currencySchema,
    titles: localised,
    rules: localised,
    startsAt: unixTime,
    endsAt: unixTime,
    active: z.boolean().default(true),
    tiers: z.array(tier).min(1).max(20),
  })
  .superRefine((e, ctx) => {
    if (e.endsAt <= e.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
    const currencies = e.edition === 'hk' ? ['HKD', 'TWD'] : [currencyFor(e.edition, '')];
    if (!currencies.includes(e.currency)) ctx.addIssue({ code: 'custom', path: ['currency'], message: `the ${e.edition} edition pays in ${currencies.join(' or ')}` });
    const ids = e.tiers.map((t) => t.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'tier ids must be unique' });
  });

const at = z.number().int().nullable();
const opsClaim = z.object({
  id: z.number().int(), tierId: z.string(), roleUid: z.string(), yfyUid: z.string(), claimedAt: z.number().int(),
  prizes: z.array(z.object({ id: z.string(), qty: z.number().int(), physical: z.boolean(), name: z.string() })),
  physical: z.boolean(), address: shippingAddressSchema.nullable(), addressAt: at, addressDueAt: at, forfeitedAt: at, shippedAt: at,
  carrier: z.string().nullable(), tracking: z.string().nullable(),
});
const opsEvent = z.object({ id: z.string(), edition: z.string(), currency: z.string(), title: z.string(), startsAt: z.number().int(), endsAt: z.number().int(), active: z.boolean(), tiers: z.number().int(), claims: z.number().int() });

// Operator calls of the cumulative top-up event (ops CLI: `npm run ops -- act …`).
export function actOpsRoutes(deps: { ops: ActOpsService; operatorToken: string }) {
  const { ops } = deps;
  const operatorOnly = operatorGuard(deps.operatorToken);
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const security = OPERATOR_SECURITY;

    app.post('/api/ops/act/events', {
      schema: { tags, security, summary: 'Create or replace a cumulative top-up event and its tiers (a claimed tier cannot be removed)', body: eventBody, response: responses(z.object({ created: z.boolean() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.saveEvent(req.body)),
    });

    app.get('/api/ops/act/events', {
      schema: { tags, security, summary: 'Cumulative top-up events, newest first, with tier and claim counts', response: responses(z.object({ list: z.array(opsEvent) })) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await ops.listEvents() }),
    });

    app.get('/api/ops/act/claims', {
      schema: {
        tags, security, summary: "An event's claims with their addresses (page on with afterId)",
        querystring: z.strictObject({
          eventId: z.string().regex(/^[a-z0-9-]{1,40}$/),
          filter: z.enum(['all', 'addressNeeded', 'toShip', 'shipped', 'forfeited']).default('all'),
          afterId: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
          size: z.coerce.number().int().min(1).max(500).default(200),
        }),
        response: responses(z.object({ list: z.array(opsClaim), hasMore: z.boolean() })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.listClaims(req.query.eventId, req.query.filter, req.query.afterId, req.query.size)),
    });

    app.post('/api/ops/act/ship', {
      schema: {
        tags, security, summary: 'Mark a physical prize shipped with its carrier and tracking number (again to correct them)',
        body: z.strictObject({ claimId: rowId, carrier: z.string().trim().min(1).max(40), tracking: z.string().trim().min(1).max(80) }),
        response: responses(okData),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        await ops.ship(req.body.claimId, req.body.carrier, req.body.tracking);
        return reply.ok({ ok: true as const });
      },
    });

    app.post('/api/ops/act/forfeit-sweep', {
      schema: { tags, security, summary: 'Forfeit physical prizes past their address deadline now (the job does it every minute)', response: responses(z.object({ forfeited: z.number().int() })) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ forfeited: await ops.sweep() }),
    });
  };
}
