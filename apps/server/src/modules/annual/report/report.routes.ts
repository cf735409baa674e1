import type { FastifyInstance } from 'fastify';
import type { AnnualDeps } from '../annual-deps.ts';

// STUB (issue 13, report helper fills it): one-year/memories-report and one-year/memories-matches.
export function reportRoutes(_deps: AnnualDeps) {
  return async (_app: FastifyInstance) => {};
}
