import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AccountService } from '../account/account.service.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import type { SessionService } from '../account/session.service.ts';

export interface MallDeps {
  db: Db;
  clock: Clock;
  roles: RoleDirectory;
  accounts: AccountService;
  sessions: SessionService;
  /** Exchanges (and draw entries) one account may make per minute before "too frequent". */
  exchangesPerMinute: number;
}

// The points mall's player calls (/api/score/*), wired in one place so app.ts stays a list of areas.
export async function registerMall(_app: FastifyInstance, _deps: MallDeps): Promise<void> {}
