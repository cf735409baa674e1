import type { OperatorAuth } from '../../../platform/operator-context.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { operatorGuard } from '../../../platform/operator-guard.ts';
import { MallAccountsOps } from './accounts-ops.ts';
import { mallAccountsOpsRoutes } from './accounts.routes.ts';
import { MallDrawOps } from './draw-run-ops.ts';
import { MallOrdersOps } from './orders-ops.ts';
import { mallOrdersOpsRoutes } from './orders.routes.ts';
import { MallProductsOps, type CatalogueCache } from './products-ops.ts';
import { mallProductsOpsRoutes } from './products.routes.ts';

export interface MallOpsDeps {
  db: Db;
  clock: Clock;
  operatorAuth: OperatorAuth;
  /** Point adjustments above this (absolute) wait for a second operator (config OPS_APPROVAL_THRESHOLD). */
  approvalThreshold?: number;
  /** The players' catalogue of this process (registerMall's), dropped after each change. */
  catalogue: CatalogueCache;
}

// The points mall's operator calls (/api/ops/mall/*), behind the operator guard; cli/mall-commands.ts calls them.
export async function registerMallOps(app: FastifyInstance, deps: MallOpsDeps): Promise<void> {
  const { db, clock } = deps;
  const operatorOnly = operatorGuard(deps.operatorAuth);
  await app.register(mallAccountsOpsRoutes(new MallAccountsOps(db, clock), operatorOnly, deps.approvalThreshold));
  await app.register(mallOrdersOpsRoutes(new MallOrdersOps(db, clock), operatorOnly));
  await app.register(mallProductsOpsRoutes(new MallProductsOps(db, clock, deps.catalogue), operatorOnly, new MallDrawOps(db, clock, deps.catalogue)));
}
