import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditWriter } from '../../../platform/audit-log.ts';
import { responses } from '../../../platform/envelope.ts';
import { OPERATOR_SECURITY as security, operatorOf, type OperatorGuard } from '../../../platform/operator-guard.ts';
import type { MallOrdersOps } from './orders-ops.ts';
import { ordersCsv } from './orders-ops.ts';
import { cancelBody, importBody, ordersQuery, shipBody } from './ops-schemas.ts';

const tags = ['operators'];

const importLine = z.object({
  line: z.number().int(),
  orderId: z.string().optional(),
  carrier: z.string().optional(),
  trackingNo: z.string().optional(),
  result: z.enum(['ready', 'shipped', 'notShipped', 'refused', 'invalid']),
  error: z.string().optional(),
});
const importResult = z.object({ dryRun: z.boolean(), shipped: z.number().int(), ready: z.number().int(), refused: z.number().int(), invalid: z.number().int(), lines: z.array(importLine) });

// /api/ops/mall/orders: the list to ship (JSON, or CSV to download), shipping, a tracking file, cancelling.
export function mallOrdersOpsRoutes(ops: MallOrdersOps, operatorOnly: OperatorGuard) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/ops/mall/orders', {
      schema: {
        tags, security,
        summary: 'Orders in a state (and of a product) of the operator\'s editions, oldest first, a page at a time (page/size, with the total), with their addresses for roles that may see them (format=csv: the whole filtered set as a spreadsheet-safe CSV file); each call is written to the audit log',
        querystring: ordersQuery, response: responses(z.object({ list: z.array(z.unknown()), total: z.number().int(), page: z.number().int(), size: z.number().int() })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const operator = operatorOf(req);
        const { list, total } = await ops.listFor(req.query, operator, auditWriter(req));
        if (req.query.format === 'json') return reply.ok({ list, total, page: req.query.page, size: req.query.size });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="mall-orders-${req.query.state}.csv"`)
          .send(ordersCsv(list, operator.role) as never);
      },
    });
    app.post('/api/ops/mall/orders/ship', {
      schema: { tags, security, summary: 'Ship an awaiting order with its carrier and tracking number', body: shipBody, response: responses(z.object({ orderId: z.string(), state: z.string() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.ship(req.body, operatorOf(req), auditWriter(req))),
    });
    app.post('/api/ops/mall/orders/import-tracking', {
      schema: {
        tags, security,
        summary: 'Ship orders from a CSV of orderId,carrier,trackingNo lines; per-line results. dryRun: verdicts only. A file with an invalid or refused line ships nothing unless applyValid',
        body: importBody, response: responses(importResult),
      },
      // A tracking file is larger than the site's 64 KB default body; the schema bounds the text itself.
      bodyLimit: 512 * 1024,
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const { csv, dryRun, applyValid } = req.body;
        const result = await ops.importTracking(csv, { dryRun, applyValid }, operatorOf(req), auditWriter(req));
        // A dry run or a held-back file changed nothing: no audit row (the fallback would write one).
        if (result.shipped === 0) req.opsAudited = true;
        return reply.ok(result);
      },
    });
    app.post('/api/ops/mall/orders/cancel', {
      schema: { tags, security, summary: 'Cancel an awaiting order with a reason: points, stock and the limit given back', body: cancelBody, response: responses(z.object({ orderId: z.string(), state: z.string(), refunded: z.number().int() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.cancel(req.body, operatorOf(req), auditWriter(req))),
    });
  };
}
