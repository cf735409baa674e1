import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditWriter } from '../../../platform/audit-log.ts';
import { responses } from '../../../platform/envelope.ts';
import { OPERATOR_SECURITY as security } from '../../../platform/operator-guard.ts';
import type { MallDrawOps } from './draw-run-ops.ts';
import { categoryBody, drawRunBody, opsProductsQuery, productBody, stockBody } from './ops-schemas.ts';
import type { MallProductsOps } from './products-ops.ts';
import type { OperatorGuard } from '../../../platform/operator-guard.ts';

const tags = ['operators'];
const list = responses(z.object({ list: z.array(z.unknown()) }));

// /api/ops/mall: products, stock, categories, and running draws now (with a dry run first).
export function mallProductsOpsRoutes(ops: MallProductsOps, operatorOnly: OperatorGuard, draws: MallDrawOps) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/ops/mall/products', {
      schema: { tags, security, summary: 'A page of products (inactive ones too) with stock, units sold, entrants and draw record; filter by category, on/off, style, edition, text; sort', querystring: opsProductsQuery, response: responses(z.object({ list: z.array(z.unknown()), total: z.number().int(), page: z.number().int(), size: z.number().int() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.products(req.query, req.operator?.editions ?? [])),
    });
    app.post('/api/ops/mall/products', {
      schema: { tags, security, summary: "Create a product with its stock, or change one's definition (stock moves by products/stock)", body: productBody, response: responses(z.object({ id: z.string(), created: z.boolean() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.saveProduct(req.body, auditWriter(req), req.operator?.editions ?? [])),
    });
    app.post('/api/ops/mall/products/stock', {
      schema: { tags, security, summary: 'Set the units left (set) or move them (delta), never below zero; the reason and the stock before and after go to the audit log', body: stockBody, response: responses(z.object({ id: z.string(), before: z.number().int(), stock: z.number().int(), stockTotal: z.number().int() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.changeStock(req.body.productId, req.body, auditWriter(req), req.operator?.editions ?? [])),
    });
    app.get('/api/ops/mall/categories', {
      schema: { tags, security, summary: 'Every category (inactive ones too)', response: list },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await ops.categories() }),
    });
    app.post('/api/ops/mall/categories', {
      schema: { tags, security, summary: 'Create or change a category (localised names)', body: categoryBody, response: responses(z.object({ id: z.string() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.saveCategory(req.body, auditWriter(req))),
    });
    app.post('/api/ops/mall/draws/run', {
      schema: {
        tags, security,
        summary: 'Allot one draw (productId) or every draw whose window has closed, now (the job does it every 5 s). dryRun: the walk under a preview seed, rolled back — who would win, who is ineligible',
        body: drawRunBody, response: responses(z.object({ dryRun: z.boolean(), walked: z.number().int(), draws: z.array(z.unknown()) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const result = await draws.run(req.body, auditWriter(req), req.operator?.editions ?? []);
        // A dry run changed nothing: no audit row (the fallback would write one). A real run's claim wrote its row
        // with the seed in the claim's transaction; a run that found nothing due is still logged (the fallback).
        if (result.dryRun) req.opsAudited = true;
        return reply.ok(result);
      },
    });
  };
}
