import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AccountService } from '../account/account.service.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import type { SessionService } from '../account/session.service.ts';
import type { AnnualEvents } from './annual-events.ts';
import type { MemoriesReports } from './report/memories-reports.ts';

/** What the anniversary event's player routes need from the app (app.ts builds it; register.ts wires the routes). */
export interface AnnualDeps {
  db: Db;
  clock: Clock;
  roles: RoleDirectory;
  accounts: AccountService;
  sessions: SessionService;
  events: AnnualEvents;
  reports: MemoriesReports;
  /** Signs share tokens (share-token.ts). */
  secret: string;
}
