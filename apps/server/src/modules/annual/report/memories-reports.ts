import type { MemoriesReport } from '@mecha/shared/annual/api';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { AnnualEventRow } from '../annual-events.ts';

// STUB (issue 13, report helper fills it): the memory report of one role over an event's report year.
export class MemoriesReports {
  constructor(
    readonly db: Db,
    readonly clock: Clock,
  ) {}

  /** Roles whose matches were ingested: their cached reports are dropped. */
  forget(_uids: readonly string[]): void {}

  /** Whether the role has a match in the event's report year (only such roles may vote). */
  async hasMatchInYear(event: AnnualEventRow, uid: string): Promise<boolean> {
    // One probe of the index match_players_role_time (uid, ended_at): the first row in the year, if any.
    const row = await this.db
      .selectFrom('match_players')
      .select('match_id')
      .where('uid', '=', uid)
      .where('ended_at', '>=', event.report_from)
      .where('ended_at', '<', event.report_to)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async report(_event: AnnualEventRow, _uid: string): Promise<MemoriesReport> {
    throw new Error('not built yet');
  }

  /** The job: refreshes every active event's match histogram (the percentile's source). */
  async refreshHistograms(): Promise<number> {
    return 0;
  }
}
