import type { FastifyInstance } from 'fastify';
import type { CompetitionDeps } from './competition-deps.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { teamsRoutes } from './teams.routes.ts';

// The 2v2 tournament's player calls (/api/competition/*), wired in one place so app.ts stays a list of areas.
export async function registerCompetition(app: FastifyInstance, deps: CompetitionDeps): Promise<void> {
  await app.register(teamsRoutes(deps));
  await app.register(scheduleRoutes(deps));
}
