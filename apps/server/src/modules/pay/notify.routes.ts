import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@mecha/shared/api-paths';
import { sandboxNotification } from '@mecha/shared/pay/api';
import type { Db } from '../../db/client.ts';
import { signatureMatches } from '../../game/signature.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { NotifyService } from './notify.service.ts';

const WINDOW_S = 300;
export const SANDBOX_NOTIFY_PATH = `${API.payNotify}/sandbox`;
const notifyData = z.object({ orderId: z.string(), outcome: z.enum(['applied', 'already', 'stale']) });

type Received = { raw: string; logId?: number; outcome?: string };
const received = new WeakMap<FastifyRequest, Received>();

// POST /api/pay/notify/sandbox: the payment provider's signed notification (PRODUCT.md "Top-up in detail"), the
// game link's scheme (game/signature.ts): HMAC-SHA256 of "<timestamp>.<raw body>", ±300 s. Its own scope keeps
// the raw body the signature covers. Every authentic notification is logged with what became of it; the log's
// unique signature refuses a replay. Forged and stale ones go to the server log only, so that anyone's junk
// fills no table (docs/decisions/0020-pay-orders.md).
export function notifyRoutes(deps: { db: Db; notify: NotifyService; clock: Clock; secret: string }) {
  return async (base: FastifyInstance) => {
    base.removeContentTypeParser('application/json');
    base.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (req, raw, done) => {
      received.set(req, { raw: raw as string });
      try {
        done(null, JSON.parse(raw as string));
      } catch {
        done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
      }
    });
    // What became of a logged notification: the handler's outcome, or the refusal's catalogue key.
    base.addHook('onError', async (req, _reply, err) => {
      const r = received.get(req);
      if (r) r.outcome = err instanceof AppError ? err.key : 'paramError';
    });
    base.addHook('onResponse', async (req) => {
      const r = received.get(req);
      if (r?.logId) await deps.db.updateTable('pay_notifications').set({ outcome: r.outcome ?? 'unknown' }).where('id', '=', r.logId).execute();
    });

    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(SANDBOX_NOTIFY_PATH, {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['pay'],
        summary: "The sandbox provider's payment notification (HMAC-signed, ±300 s, replays refused; applied once)",
        headers: z.object({ 'x-pay-timestamp': z.string().regex(/^\d{1,12}$/), 'x-pay-signature': z.string().regex(/^[0-9a-f]{64}$/) }),
        body: sandboxNotification,
        response: responses(notifyData),
      },
      preValidation: async (req) => {
        const ts = Number(req.headers['x-pay-timestamp']);
        const sig = String(req.headers['x-pay-signature'] ?? '');
        const raw = received.get(req)?.raw ?? '';
        if (!/^[0-9a-f]{64}$/.test(sig) || !/^\d{1,12}$/.test(String(req.headers['x-pay-timestamp'] ?? ''))) throw new AppError('signatureInvalid');
        if (Math.abs(unixSeconds(deps.clock.now()) - ts) > WINDOW_S) {
          req.log.warn({ ts, provider: 'sandbox' }, 'pay notification refused: stale timestamp');
          throw new AppError('signatureStale');
        }
        if (!signatureMatches(deps.secret, ts, raw, sig)) {
          req.log.warn({ provider: 'sandbox' }, 'pay notification refused: bad signature');
          throw new AppError('signatureInvalid');
        }
        const peek = peekBody(raw);
        const row = await deps.db
          .insertInto('pay_notifications')
          .values({ provider: 'sandbox', signature: sig, order_id: peek.orderId, event: peek.event, body: raw.slice(0, 4000), received_at: deps.clock.now(), outcome: 'received' })
          .onConflict((oc) => oc.column('signature').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) {
          req.log.warn({ orderId: peek.orderId }, 'pay notification refused: replayed signature');
          throw new AppError('signatureReplayed');
        }
        const r = received.get(req);
        if (r) r.logId = row.id;
      },
      handler: async (req, reply) => {
        const outcome = await deps.notify.apply(req.body);
        const r = received.get(req);
        if (r) r.outcome = outcome;
        return reply.ok({ orderId: req.body.orderId, outcome });
      },
    });
  };
}

/** The order and event a signed body names, for the log, before the schema has looked at it. */
function peekBody(raw: string): { orderId: string | null; event: string | null } {
  try {
    const b = JSON.parse(raw) as { orderId?: unknown; event?: unknown };
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 40) : null);
    return { orderId: text(b.orderId), event: text(b.event) };
  } catch {
    return { orderId: null, event: null };
  }
}
