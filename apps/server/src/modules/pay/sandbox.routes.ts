import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderIdSchema } from '@mecha/shared/pay/api';
import { toDecimal } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';
import { sign } from '../../platform/signed-request.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import { SANDBOX_NOTIFY_PATH } from './notify.routes.ts';
import { presentOrders } from './order-view.ts';
import { payRepository as repo } from './pay.repository.ts';
import { checkoutPage, notFoundPage, resultUrl } from './sandbox-page.ts';

const params = z.object({ orderId: orderIdSchema });
const eventParams = z.object({ orderId: orderIdSchema, event: z.enum(['paid', 'failed', 'cancelled']) });

// The sandbox provider's hosted checkout (PRODUCT.md "Top-up in detail"): a page of the server with pay, fail and
// cancel. A button signs a notification exactly as the provider would and delivers it through the real notify
// route, so the sandbox exercises the same verification and the same transaction as a real provider; then the
// browser goes back to the payment centre's result view. Not part of the JSON API (hidden from OpenAPI).
export function sandboxRoutes(deps: { db: Db; roles: RoleDirectory; clock: Clock; secret: string; inject: (opts: InjectOptions) => Promise<LightMyRequestResponse> }) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const html = (code: number, body: string) => ({ code, body });

    const view = async (orderId: string, lang: Parameters<typeof presentOrders>[3]) => {
      const now = deps.clock.now();
      let row = await repo.order(deps.db, orderId);
      if (row?.state === 'processing' && row.expires_at <= now) {
        await repo.expireOne(deps.db, row.id, now);
        row = await repo.order(deps.db, orderId);
      }
      if (!row) return html(404, notFoundPage(lang));
      const [order] = await presentOrders(deps.db, deps.roles, [row], lang, now);
      return html(200, checkoutPage(order!, lang));
    };

    app.get('/sandbox-pay/:orderId', {
      schema: { hide: true, params },
      handler: async (req, reply) => {
        const page = await view(req.params.orderId, req.lang);
        return reply.code(page.code).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page.body);
      },
    });

    app.post('/sandbox-pay/:orderId/:event', {
      schema: { hide: true, params: eventParams },
      handler: async (req, reply) => {
        const order = await repo.order(deps.db, req.params.orderId);
        if (!order) return reply.code(404).header('content-type', 'text/html; charset=utf-8').send(notFoundPage(req.lang));
        const now = unixSeconds(deps.clock.now());
        const raw = JSON.stringify({
          orderId: order.id,
          event: req.params.event,
          amount: toDecimal(order.price_minor, order.currency),
          currency: order.currency,
          providerRef: `SBX-${randomBytes(6).toString('hex').toUpperCase()}`,
          occurredAt: now,
        });
        const res = await deps.inject({
          method: 'POST',
          url: SANDBOX_NOTIFY_PATH,
          headers: { 'content-type': 'application/json', 'x-pay-timestamp': String(now), 'x-pay-signature': sign(deps.secret, now, raw), 'accept-language': req.headers['accept-language'] ?? 'en' },
          payload: raw,
        });
        if (res.statusCode >= 500) req.log.error({ orderId: order.id, answer: res.body }, 'sandbox notification failed');
        return reply.code(303).header('location', resultUrl(order.id)).send();
      },
    });
  };
}
