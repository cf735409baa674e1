import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { OffsetClock, systemClock, type Clock } from '../../platform/clock.ts';
import type { OperatorAuth } from '../../platform/operator-context.ts';
import { operatorGuard } from '../../platform/operator-guard.ts';
import { accountsAuth } from './operator-auth.ts';
import { operatorsRoutes } from './operators.routes.ts';
import { OperatorsService } from './operators.service.ts';
import { seedDevOperators } from './seed.ts';

export interface OperatorsDeps {
  db: Db;
  clock: Clock;
  /** The bootstrap credential (OPERATOR_TOKEN). */
  operatorToken: string;
  /** Sim mode with seeded content: the dev operators (dev-operators.ts). */
  seedDev: boolean;
}

/**
 * Operators' accounts (decision 0043): seeds the dev operators in sim mode, registers the console's login, session,
 * token and account routes, and answers the OperatorAuth every operator route's guard uses.
 */
export async function registerOperators(app: FastifyInstance, deps: OperatorsDeps): Promise<OperatorAuth> {
  // A sim server's clock can be moved forward (POST /api/dev/sim/clock); one-time codes come from devices on real
  // time, so they are checked against real time there (tests' manual clocks drive both).
  const operators = new OperatorsService(deps.db, deps.clock, deps.clock instanceof OffsetClock ? systemClock : deps.clock);
  if (deps.seedDev) await seedDevOperators(deps.db, deps.clock);
  const auth = accountsAuth(operators, deps.operatorToken);
  await app.register(operatorsRoutes(operators, operatorGuard(auth), deps.db));
  return auth;
}
