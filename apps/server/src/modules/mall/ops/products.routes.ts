import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { responses } from '../../../platform/envelope.ts';
import { OPERATOR_SECURITY as security } from '../../../platform/operator-guard.ts';
import { drawDue } from '../draw/draw.job.ts';
import { categoryBody, productBody, stockBody } from './ops-schemas.ts';
import type { MallProductsOps } from './products-ops.ts';
import type { OperatorGuard } from '../../../platform/operator-guard.ts';

const tags = ['operators'];
const list = responses(z.object({ list: z.array(z.unknown()) }));

// /api/ops/mall: products, stock, categories, and running due draws now.
export function mallProductsOpsRoutes(ops: MallProductsOps, operatorOnly: OperatorGuard, deps: { db: Db; clock: Clock }) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/ops/mall/products', {
      schema: { tags, security, summary: 'Every product (inactive ones too) with stock and draw record', response: list },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await ops.products() }),
    });
    app.post('/api/ops/mall/products', {
      schema: { tags, security, summary: "Create a product with its stock, or change one's definition (stock moves by products/stock)", body: productBody, response: responses(z.object({ id: z.string(), created: z.boolean() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.saveProduct(req.body)),
    });
    app.post('/api/ops/mall/products/stock', {
      schema: { tags, security, summary: 'Add or remove units (never below zero)', body: stockBody, response: responses(z.object({ id: z.string(), stock: z.number().int(), stockTotal: z.number().int() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const moved = await ops.moveStock(req.body.productId, req.body.delta);
        // No stock-movement table (the migration is fixed): the operator's reason goes to the log with the result.
        req.log.info({ productId: moved.id, delta: req.body.delta, stock: moved.stock, reason: req.body.reason }, 'mall stock moved by an operator');
        return reply.ok(moved);
      },
    });
    app.get('/api/ops/mall/categories', {
      schema: { tags, security, summary: 'Every category (inactive ones too)', response: list },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await ops.categories() }),
    });
    app.post('/api/ops/mall/categories', {
      schema: { tags, security, summary: 'Create or change a category (localised names)', body: categoryBody, response: responses(z.object({ id: z.string() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.saveCategory(req.body)),
    });
    app.post('/api/ops/mall/draws/run', {
      schema: { tags, security, summary: 'Allot every draw whose window has closed now (the job does it every 5 s)', response: responses(z.object({ walked: z.number().int() })) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ walked: await drawDue(deps.db, deps.clock) }),
    });
  };
}
