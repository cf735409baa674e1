import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.ts';

// The percentile's source: per event, how many roles played how many matches in its report year
// (annual_match_histogram). A job rewrites it; a report reads the small table (cached) and sums a prefix, so no
// request ever counts every role's matches. Events with the same year share one count.

interface YearEvent {
  id: string;
  report_from: Date;
  report_to: Date;
}

/** Rewrites the histograms of these events (default: every active one) in one transaction; answers how many. */
export async function rewriteHistograms(db: Db, only?: string): Promise<number> {
  let q = db.selectFrom('annual_events').select(['id', 'report_from', 'report_to']).where('active', '=', true);
  if (only) q = q.where('id', '=', only);
  const events: YearEvent[] = await q.execute();
  if (events.length === 0) return 0;
  const years = new Map<string, YearEvent[]>();
  for (const e of events) {
    const k = `${e.report_from.getTime()}-${e.report_to.getTime()}`;
    years.set(k, [...(years.get(k) ?? []), e]);
  }
  await db.transaction().execute(async (trx) => {
    // Two processes running the job at once take turns, so neither inserts over the other's fresh rows.
    await sql`select pg_advisory_xact_lock(hashtext('annual_match_histogram'))`.execute(trx);
    for (const group of years.values()) {
      const { report_from: from, report_to: to } = group[0]!;
      const counts = await trx
        .selectFrom((eb) =>
          eb.selectFrom('match_players').select((e) => e.fn.countAll<string>().as('n')).where('ended_at', '>=', from).where('ended_at', '<', to).groupBy('uid').as('per_role'),
        )
        .select(['per_role.n', (e) => e.fn.countAll<string>().as('roles')])
        .groupBy('per_role.n')
        .execute();
      const ids = group.map((e) => e.id);
      await trx.deleteFrom('annual_match_histogram').where('event_id', 'in', ids).execute();
      const rows = ids.flatMap((id) => counts.map((c) => ({ event_id: id, matches: Number(c.n), roles: Number(c.roles) })));
      for (let i = 0; i < rows.length; i += 5000) await trx.insertInto('annual_match_histogram').values(rows.slice(i, i + 5000)).execute();
    }
  });
  return events.length;
}

/** matches → roles with exactly that many, ascending, with the running total of roles below each. */
interface Histogram {
  matches: number[];
  below: number[];
  total: number;
}

const CACHE_MS = 60_000;

export class MatchHistograms {
  // The promise is cached, so a burst of first reports reads (or builds) an event's histogram once.
  private readonly cache = new LRUCache<string, Promise<Histogram>>({ max: 50, ttl: CACHE_MS });
  /** Events whose histogram this process built on demand: a year without matches stays empty, built once. */
  private readonly built = new Set<string>();

  constructor(private readonly db: Db) {}

  forget(): void {
    this.cache.clear();
  }

  /** Share of the year's roles with fewer matches than `matches`, 0–100 (floored: "more than N % of pilots"). */
  async percentile(eventId: string, matches: number): Promise<number> {
    if (matches <= 0) return 0;
    const h = await this.of(eventId);
    if (h.total === 0) return 0;
    // Binary search: the first bucket with at least `matches`; every role below it played fewer.
    let lo = 0;
    let hi = h.matches.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (h.matches[mid]! < matches) lo = mid + 1;
      else hi = mid;
    }
    // The role is one of the year's pilots, never one it played more than: with a histogram a few minutes older
    // than its latest matches it may sit in a lower bucket, so at most everyone else (never "more than 100 %").
    const fewer = Math.min(lo < h.matches.length ? h.below[lo]! : h.total, h.total - 1);
    return Math.floor((fewer * 100) / h.total);
  }

  private of(eventId: string): Promise<Histogram> {
    const hit = this.cache.get(eventId);
    if (hit) return hit;
    const loading = this.load(eventId);
    this.cache.set(eventId, loading);
    loading.catch(() => this.cache.delete(eventId));
    return loading;
  }

  private async load(eventId: string): Promise<Histogram> {
    let rows = await this.read(eventId);
    // A new event before the job's first run: build its histogram once, here.
    if (rows.length === 0 && !this.built.has(eventId)) {
      this.built.add(eventId);
      await rewriteHistograms(this.db, eventId);
      rows = await this.read(eventId);
    }
    const below: number[] = [];
    let total = 0;
    for (const r of rows) {
      below.push(total);
      total += r.roles;
    }
    return { matches: rows.map((r) => r.matches), below, total };
  }

  private read(eventId: string) {
    return this.db.selectFrom('annual_match_histogram').select(['matches', 'roles']).where('event_id', '=', eventId).orderBy('matches').execute();
  }
}
