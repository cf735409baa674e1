import type { FastifyInstance } from 'fastify';
import type { AnnualDeps } from './annual-deps.ts';
import { annualRoutes } from './annual.routes.ts';
import { reportRoutes } from './report/report.routes.ts';

// The anniversary event's player calls (/api/one-year/*), wired in one place so app.ts stays a list of areas.
export async function registerAnnual(app: FastifyInstance, deps: AnnualDeps): Promise<void> {
  await app.register(annualRoutes(deps));
  await app.register(reportRoutes(deps));
}
