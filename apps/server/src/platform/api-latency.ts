import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import type { ApiWindow } from '@mecha/shared/status/api';

// API answers per minute and latency bucket, for the public status page (decision 0191). Each process counts in
// memory and adds its counts to `status_api_minutes` every few seconds (one multi-row upsert), so every process
// computes the same percentiles from the same rows, and a restart loses at most the last few seconds.

/** Upper bounds of the latency buckets, in ms; one more bucket holds everything slower. */
export const LATENCY_BOUNDS_MS = [1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 10_000] as const;
/** What the status page says for a percentile in the overflow bucket: "over 10 s". */
const OVERFLOW_MS = 10_001;

export function bucketOf(ms: number): number {
  const i = LATENCY_BOUNDS_MS.findIndex((b) => ms <= b);
  return i === -1 ? LATENCY_BOUNDS_MS.length : i;
}

/** The upper bound of the bucket holding the q-th quantile (0 < q ≤ 1); null with no requests. */
export function percentileMs(counts: readonly number[], q: number): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (!total) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] ?? 0;
    if (seen >= rank) return LATENCY_BOUNDS_MS[i] ?? OVERFLOW_MS;
  }
  return OVERFLOW_MS;
}

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000) * 60_000;

export class ApiMinutes {
  private pending = new Map<string, { minute: number; bucket: number; requests: number; errors: number }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  record(ms: number, serverError: boolean): void {
    const minute = minuteOf(this.now());
    const bucket = bucketOf(ms);
    const key = `${minute}|${bucket}`;
    const row = this.pending.get(key) ?? { minute, bucket, requests: 0, errors: 0 };
    row.requests++;
    if (serverError) row.errors++;
    this.pending.set(key, row);
  }

  /** Adds what was counted since the last flush; counts that fail to write are kept for the next one. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return;
      const rows = [...this.pending.values()].sort((a, b) => a.minute - b.minute || a.bucket - b.bucket);
      this.pending = new Map();
      try {
        await this.db
          .insertInto('status_api_minutes')
          .values(rows.map((r) => ({ minute: new Date(r.minute), bucket: r.bucket, requests: r.requests, errors: r.errors })))
          .onConflict((oc) =>
            oc.columns(['minute', 'bucket']).doUpdateSet({
              requests: sql`status_api_minutes.requests + excluded.requests`,
              errors: sql`status_api_minutes.errors + excluded.errors`,
            }),
          )
          .execute();
      } catch (err) {
        for (const r of rows) {
          const key = `${r.minute}|${r.bucket}`;
          const kept = this.pending.get(key);
          this.pending.set(key, kept ? { ...r, requests: r.requests + kept.requests, errors: r.errors + kept.errors } : r);
        }
        this.onError(err);
      }
    });
    return this.flushing;
  }

  start(everyMs = 5_000): void {
    this.timer = setInterval(() => void this.flush(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/**
 * Requests, 5xx share and percentiles since each of `froms` (summed over every process's rows), in one read of the
 * oldest window with a filtered sum per window.
 */
export async function apiWindows<const F extends readonly Date[]>(db: Db, froms: F): Promise<{ [K in keyof F]: ApiWindow }> {
  const starts = froms.map((f) => new Date(minuteOf(f)));
  const oldest = new Date(Math.min(...starts.map((d) => d.getTime())));
  const rows = (await db
    .selectFrom('status_api_minutes')
    .select((eb) => [
      'bucket',
      ...starts.flatMap((start, i) => [
        eb.fn.sum<string>('requests').filterWhere('minute', '>=', start).as(`requests${i}`),
        eb.fn.sum<string>('errors').filterWhere('minute', '>=', start).as(`errors${i}`),
      ]),
    ])
    .where('minute', '>=', oldest)
    .groupBy('bucket')
    .execute()) as unknown as ({ bucket: number } & Record<string, string | null>)[];
  return starts.map((_, i): ApiWindow => {
    const counts = Array.from({ length: LATENCY_BOUNDS_MS.length + 1 }, () => 0);
    let errors = 0;
    for (const r of rows) {
      counts[r.bucket] = Number(r[`requests${i}`] ?? 0);
      errors += Number(r[`errors${i}`] ?? 0);
    }
    const requests = counts.reduce((x, y) => x + y, 0);
    return {
      requests,
      errorRate: requests ? errors / requests : 0,
      p50Ms: percentileMs(counts, 0.5),
      p95Ms: percentileMs(counts, 0.95),
      p99Ms: percentileMs(counts, 0.99),
    };
  }) as { [K in keyof F]: ApiWindow };
}

/** Keeps 8 days of minutes (the page shows 24 hours; a week lets operators look back). */
export async function pruneApiMinutes(db: Db, now: Date): Promise<number> {
  const res = await db.deleteFrom('status_api_minutes').where('minute', '<', new Date(now.getTime() - 8 * 86_400_000)).executeTakeFirst();
  return Number(res.numDeletedRows ?? 0n);
}
