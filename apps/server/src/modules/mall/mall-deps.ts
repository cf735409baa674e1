import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AccountService } from '../account/account.service.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import type { SessionService } from '../account/session.service.ts';

/** What the mall's player routes need from the app (register.ts wires them; the routes take it from here). */
export interface MallDeps {
  db: Db;
  clock: Clock;
  roles: RoleDirectory;
  accounts: AccountService;
  sessions: SessionService;
  /** Exchanges (and draw entries) one account may make per minute before "too frequent". */
  exchangesPerMinute: number;
}
