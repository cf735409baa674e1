import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';

/**
 * How long a role's own reads stay on the primary after its matches changed. A replica a few seconds behind is
 * normal; this covers that with a wide margin, so a player who has just finished a match sees it at once (the
 * generation bump would otherwise cache the replica's older answer under the new key).
 */
export const READ_PRIMARY_AFTER_CHANGE_MS = 60_000;

/**
 * Where the heavy reads go (decision 0196). With `DATABASE_READ_URL` they go to the read replica: leaderboards,
 * distributions and percentiles always (they are cached for seconds anyway), a role's own record unless that role
 * changed a moment ago. Without it `replica` is the primary and nothing changes. Claims, grants and anything
 * that decides a reward never read through here: they stay on the primary.
 */
export class ReadDb {
  private readonly changedAt = new LRUCache<string, number>({ max: 200_000 });

  constructor(
    readonly primary: Db,
    readonly replica: Db,
    private readonly clock: Clock,
  ) {}

  get separate(): boolean {
    return this.primary !== this.replica;
  }

  /** The database for a role's own reads. */
  of(uid: string): Db {
    const at = this.changedAt.get(uid);
    if (at !== undefined && this.clock.now().getTime() - at < READ_PRIMARY_AFTER_CHANGE_MS) return this.primary;
    return this.replica;
  }

  /** A role's matches changed (in any process: it comes through the cache bus with the record caches' drop). */
  changed(uid: string): void {
    if (this.separate) this.changedAt.set(uid, this.clock.now().getTime());
  }
}
