import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@mecha/shared/api-paths';
import {
  idempotencyKeySchema, officialCheckData, orderListData, orderListQuery, orderQuery, orderSchema, payBody, payChangeBody, payData, skuListData, uidQuery,
} from '@mecha/shared/pay/api';
import { requestEdition } from '../../platform/edition.ts';
import { responses } from '../../platform/envelope.ts';
import { fail } from '../../platform/errors.ts';
import { limit } from '../../platform/rate-limit.ts';
import type { AccountService } from '../account/account.service.ts';
import { authGuards, currentAccount } from '../account/auth-guard.ts';
import type { SessionService } from '../account/session.service.ts';
import type { PayService } from './pay.service.ts';
import type { TopupCheck } from './topup-check.ts';

const tags = ['pay'];
const security = [{ bearer: [] }];
// The header is checked in the handler so a missing one gets its own message (payIdempotencyKeyMissing).
const payHeaders = z.object({ 'idempotency-key': z.string().max(200).optional() });

// The player's top-up calls (PRODUCT.md "Top-up in detail"): a logged-in account with a bound role pays for any
// role of the site's edition.
export function payRoutes(deps: { pay: PayService; checker: TopupCheck; accounts: AccountService; sessions: SessionService }) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireRole, requireRoleToRetry } = authGuards(deps.sessions, deps.accounts);
    const yfy = (req: Parameters<typeof currentAccount>[0]) => currentAccount(req).yfyUid;
    const perAccount = (name: string, max: number) => limit(app, { name, max, windowMs: 60_000, key: (req) => req.account?.yfyUid });

    app.get(API.payOfficialCheck, {
      schema: { tags, security, summary: 'Who a top-up would reach (nickname, edition, region) and whether it may, with the reason', querystring: uidQuery, response: responses(officialCheckData) },
      preValidation: [requireRole],
      preHandler: [perAccount('pay-check', 120)],
      handler: async (req, reply) => reply.ok((await deps.checker.check(req.query.uid, requestEdition(req), yfy(req))).check),
    });

    app.get(API.paySkuList, {
      schema: { tags, security, summary: "The SKUs of a role's edition in its currency, with the first-purchase double badge, methods and the cap", querystring: uidQuery, response: responses(skuListData) },
      preValidation: [requireRole],
      handler: async (req, reply) => reply.ok(await deps.pay.skuList(req.query.uid, requestEdition(req), yfy(req), req.lang)),
    });

    app.post(API.pay, {
      schema: { tags, security, summary: 'Create the order of a payment attempt (Idempotency-Key: same key and body → same order)', headers: payHeaders, body: payBody, response: responses(payData) },
      preValidation: [requireRole],
      preHandler: [perAccount('pay-create', 60)],
      handler: async (req, reply) => {
        const key = idempotencyKeySchema.safeParse(req.headers['idempotency-key']);
        if (!key.success) return fail('payIdempotencyKeyMissing');
        return reply.ok(await deps.pay.pay(yfy(req), requestEdition(req), key.data, req.body));
      },
    });

    app.post(API.payChange, {
      schema: { tags, security, summary: 'Switch the payment method of an open order', body: payChangeBody, response: responses(orderSchema) },
      preValidation: [requireRoleToRetry],
      preHandler: [perAccount('pay-change', 60)],
      handler: async (req, reply) => reply.ok(await deps.pay.change(yfy(req), req.body.orderId, req.body.method, req.lang)),
    });

    app.get(API.payOrder, {
      schema: { tags, security, summary: 'One of my orders with its timeline (created, paid, delivered)', querystring: orderQuery, response: responses(orderSchema) },
      preValidation: [requireRole],
      handler: async (req, reply) => reply.ok(await deps.pay.order(yfy(req), req.query.orderId, req.lang)),
    });

    app.get(API.payOrders, {
      schema: { tags, security, summary: 'My orders, newest first', querystring: orderListQuery, response: responses(orderListData) },
      preValidation: [requireRole],
      handler: async (req, reply) => reply.ok(await deps.pay.orders(yfy(req), req.query.page, req.query.size, req.lang)),
    });
  };
}
