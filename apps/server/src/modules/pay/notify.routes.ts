import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@mecha/shared/api-paths';
import { sandboxNotification } from '@mecha/shared/pay/api';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { keepRawJson, verifySigned } from '../../platform/signed-request.ts';
import type { NotifyService } from './notify.service.ts';

export const SANDBOX_NOTIFY_PATH = `${API.payNotify}/sandbox`;
const notifyData = z.object({ orderId: z.string(), outcome: z.enum(['applied', 'already', 'stale']) });

type Received = { logId?: number; outcome?: string };
const received = new WeakMap<FastifyRequest, Received>();

// POST /api/pay/notify/sandbox: the payment provider's signed notification (PRODUCT.md "Top-up in detail"), the
// game link's scheme (platform/signed-request.ts), in a scope of its own that keeps the raw body the signature
// covers. Every authentic notification is logged with what became of it; the log's
// unique signature refuses a replay. Forged and stale ones go to the server log only, so that anyone's junk
// fills no table (docs/decisions/0020-pay-orders.md).
export function notifyRoutes(deps: { db: Db; notify: NotifyService; clock: Clock; secret: string }) {
  return async (base: FastifyInstance) => {
    const rawBody = keepRawJson(base, 16 * 1024);
    // What became of a logged notification: the handler's outcome, or the refusal's catalogue key.
    base.addHook('onError', async (req, _reply, err) => {
      const r = received.get(req);
      if (r) r.outcome = err instanceof AppError ? err.key : 'paramError';
    });
    // onSend, not onResponse: the log line is written before the provider (or a test) reads the answer, so what
    // the answer said and what the log says never disagree, even for a moment.
    base.addHook('onSend', async (req, _reply, payload) => {
      const r = received.get(req);
      if (r?.logId) await deps.db.updateTable('pay_notifications').set({ outcome: r.outcome ?? 'unknown' }).where('id', '=', r.logId).execute();
      return payload;
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
        const raw = rawBody(req);
        const { sig } = verifySigned(req, { timestamp: 'x-pay-timestamp', signature: 'x-pay-signature' }, raw, deps.secret, deps.clock);
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
        received.set(req, { logId: row.id });
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
