import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';

export interface MallOpsDeps {
  db: Db;
  clock: Clock;
  operatorToken: string;
}

// The points mall's operator calls (/api/ops/mall/*), behind the operator guard; cli/mall-commands.ts calls them.
export async function registerMallOps(_app: FastifyInstance, _deps: MallOpsDeps): Promise<void> {}
