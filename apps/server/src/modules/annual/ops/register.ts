import type { OperatorAuth } from '../../../platform/operator-context.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { operatorGuard } from '../../../platform/operator-guard.ts';
import type { AnnualEvents } from '../annual-events.ts';
import type { MemoriesReports } from '../report/memories-reports.ts';
import { AnnualEventsOps } from './events-ops.ts';
import { annualEventsOpsRoutes } from './events.routes.ts';
import { AnnualWinnersOps } from './winners-ops.ts';
import { annualWinnersOpsRoutes } from './winners.routes.ts';

export interface AnnualOpsDeps {
  db: Db;
  clock: Clock;
  events: AnnualEvents;
  /** The memory reports: histogram/run refreshes their percentile's histograms. */
  reports: MemoriesReports;
  operatorAuth: OperatorAuth;
}

// The anniversary event's operator calls (/api/ops/annual/*), behind the operator guard; cli/annual-commands.ts
// calls them (docs/decisions/0038-annual-operators-and-seed.md).
export async function registerAnnualOps(app: FastifyInstance, deps: AnnualOpsDeps): Promise<void> {
  const { db, clock } = deps;
  const operatorOnly = operatorGuard(deps.operatorAuth);
  await app.register(annualEventsOpsRoutes(new AnnualEventsOps(db, clock, deps.events), operatorOnly));
  await app.register(annualWinnersOpsRoutes(new AnnualWinnersOps(db, clock), deps.reports, operatorOnly));
}
