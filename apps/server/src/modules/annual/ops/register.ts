import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { AnnualEvents } from '../annual-events.ts';

export interface AnnualOpsDeps {
  db: Db;
  clock: Clock;
  events: AnnualEvents;
  operatorToken: string;
}

// STUB (issue 13, ops helper fills it): the operators' calls under /api/ops/annual/*.
export async function registerAnnualOps(_app: FastifyInstance, _deps: AnnualOpsDeps): Promise<void> {}
