import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AccountService } from '../account/account.service.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import type { SessionService } from '../account/session.service.ts';

/** What the tournament's player routes need from the app (app.ts builds it; register.ts wires the routes). */
export interface CompetitionDeps {
  db: Db;
  clock: Clock;
  roles: RoleDirectory;
  accounts: AccountService;
  sessions: SessionService;
}
