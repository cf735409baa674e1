import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../../platform/envelope.ts';
import { OPERATOR_SECURITY as security } from '../../../platform/operator-guard.ts';
import type { MallOrdersOps } from './orders-ops.ts';
import { ordersCsv } from './orders-ops.ts';
import { cancelBody, importBody, ordersQuery, shipBody } from './ops-schemas.ts';
import type { OperatorGuard } from '../../../platform/operator-guard.ts';

const tags = ['operators'];

// /api/ops/mall/orders: the list to ship (JSON, or CSV to download), shipping, a tracking file, cancelling.
export function mallOrdersOpsRoutes(ops: MallOrdersOps, operatorOnly: OperatorGuard) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/ops/mall/orders', {
      schema: {
        tags, security, summary: 'Orders in a state, oldest first, with their addresses (format=csv: a spreadsheet-safe CSV file)',
        querystring: ordersQuery, response: responses(z.object({ list: z.array(z.unknown()) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const list = await ops.list(req.query.state);
        if (req.query.format === 'json') return reply.ok({ list });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="mall-orders-${req.query.state}.csv"`)
          .send(ordersCsv(list) as never);
      },
    });
    app.post('/api/ops/mall/orders/ship', {
      schema: { tags, security, summary: 'Ship an awaiting order with its carrier and tracking number', body: shipBody, response: responses(z.object({ orderId: z.string(), state: z.string() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.ship(req.body)),
    });
    app.post('/api/ops/mall/orders/import-tracking', {
      schema: {
        tags, security, summary: 'Ship orders from a CSV of orderId,carrier,trackingNo lines (nothing shipped if any line is malformed); per-line results',
        body: importBody, response: responses(z.object({ shipped: z.number().int(), refused: z.number().int(), invalid: z.number().int(), lines: z.array(z.unknown()) })),
      },
      // A tracking file is larger than the site's 64 KB default body; the schema bounds the text itself.
      bodyLimit: 512 * 1024,
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.importTracking(req.body.csv)),
    });
    app.post('/api/ops/mall/orders/cancel', {
      schema: { tags, security, summary: 'Cancel an awaiting order: points, stock and the limit given back', body: cancelBody, response: responses(z.object({ orderId: z.string(), state: z.string(), refunded: z.number().int() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.cancel(req.body)),
    });
  };
}
