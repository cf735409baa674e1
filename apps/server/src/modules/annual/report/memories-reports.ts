import { LRUCache } from 'lru-cache';
import type { MemoriesReport } from '@mecha/shared/annual/api';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { AnnualEventRow } from '../annual-events.ts';
import { MatchHistograms, rewriteHistograms } from './match-histogram.ts';
import { foldYear } from './report-fold.ts';
import { yearRows } from './year-rows.ts';

// A role's memory report (decision 0037): one read of its matches of the year, one loop (report-fold.ts), the
// percentile from the event's histogram. The report year is in the past, so a report is kept for hours; ingest
// calls forget() for the roles whose matches arrived. The cache holds promises, so however many requests for one
// role arrive at once, its report is computed once.
const REPORT_TTL_MS = 6 * 3600_000;
// A report is a few kilobytes in memory (16 characters, 12 months, the links): 5,000 roles stay well under 50 MB; a
// role pushed out costs one query to come back.
const REPORT_ROLES = 5000;

export class MemoriesReports {
  private readonly cache = new LRUCache<string, Map<string, Promise<MemoriesReport>>>({ max: REPORT_ROLES, ttl: REPORT_TTL_MS });
  private readonly histograms: MatchHistograms;
  /** Roles known to have a match in an event's year: that stays true (matches are never taken back), so status and
   * vote ask the database only until the first yes. A no is not kept: the role's next match may arrive any time. */
  private readonly played = new LRUCache<string, true>({ max: 100_000 });

  constructor(
    readonly db: Db,
    readonly clock: Clock,
  ) {
    this.histograms = new MatchHistograms(db);
  }

  /** Roles whose matches were ingested: their cached reports are dropped (a computation under way is not kept). */
  forget(uids: readonly string[]): void {
    for (const uid of uids) this.cache.delete(uid);
  }

  /** Whether the role has a match in the event's report year (only such roles may vote). */
  async hasMatchInYear(event: AnnualEventRow, uid: string): Promise<boolean> {
    // The year is in the key: an operator may still move it before the event opens.
    const key = `${event.id}:${event.report_from.getTime()}:${event.report_to.getTime()}:${uid}`;
    if (this.played.has(key)) return true;
    // One probe of the index match_players_role_time (uid, ended_at): the first row in the year, if any.
    const row = await this.db
      .selectFrom('match_players')
      .select('match_id')
      .where('uid', '=', uid)
      .where('ended_at', '>=', event.report_from)
      .where('ended_at', '<', event.report_to)
      .limit(1)
      .executeTakeFirst();
    if (row) this.played.set(key, true);
    return row !== undefined;
  }

  report(event: AnnualEventRow, uid: string): Promise<MemoriesReport> {
    let byEvent = this.cache.get(uid);
    if (!byEvent) {
      byEvent = new Map();
      this.cache.set(uid, byEvent);
    }
    const hit = byEvent.get(event.id);
    if (hit) return hit;
    const computing = this.compute(event, uid);
    byEvent.set(event.id, computing);
    const entry = byEvent;
    computing.catch(() => {
      if (entry.get(event.id) === computing) entry.delete(event.id);
    });
    return computing;
  }

  /** The job: refreshes every active event's match histogram (the percentile's source). */
  async refreshHistograms(): Promise<number> {
    const n = await rewriteHistograms(this.db);
    this.histograms.forget();
    return n;
  }

  private async compute(event: AnnualEventRow, uid: string): Promise<MemoriesReport> {
    const rows = await yearRows(this.db, uid, event.report_from, event.report_to);
    const folded = foldYear(uid, event.report_from, event.report_to, rows);
    const percentile = await this.histograms.percentile(event.id, rows.length);
    return { ...folded, nickname: folded.nickname ?? (await this.knownNickname(uid)), percentile };
  }

  /** A role without a match in the year still has a name on its kind page: the card the site last saw. */
  private async knownNickname(uid: string): Promise<string> {
    const row = await this.db.selectFrom('game_roles').select('nickname').where('uid', '=', uid).executeTakeFirst();
    return row?.nickname ?? '';
  }
}
