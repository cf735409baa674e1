import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { OperatorAuth } from '../../platform/operator-context.ts';
import { operatorGuard } from '../../platform/operator-guard.ts';
import { DashboardService } from './dashboard.service.ts';
import { opsOverviewRoutes } from './overview.routes.ts';
import { PlayerService } from './player.service.ts';
import { RevealService } from './reveal.service.ts';

// The console's dashboard, player look-up and reveals (/api/ops/console/dashboard, …/players), decision 0045.
export async function registerOpsOverview(app: FastifyInstance, deps: { db: Db; clock: Clock; operatorAuth: OperatorAuth }): Promise<void> {
  const { db, clock } = deps;
  const services = { dashboard: new DashboardService(db, clock), players: new PlayerService(db, clock), reveals: new RevealService(db) };
  await app.register(opsOverviewRoutes(services, operatorGuard(deps.operatorAuth)));
}
