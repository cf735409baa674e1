import { LRUCache } from 'lru-cache';
import type { Currency } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';
import type { PrizeRow } from '../../db/tables/act.ts';
import { DAY } from '../../platform/clock.ts';

/** A reached tier may be claimed until the event's end plus this (docs/decisions/0026-cumulative-event.md). */
export const CLAIM_GRACE_MS = 7 * DAY;
/** A physical prize's address is due this long after the claim, else the prize is forfeited. */
export const ADDRESS_WINDOW_MS = 7 * DAY;

export interface TierRow {
  id: string;
  threshold_minor: number;
  prizes: PrizeRow[];
  sort: number;
}
export interface EventRow {
  id: string;
  edition: string;
  currency: Currency;
  titles: Record<string, string>;
  rules: Record<string, string>;
  starts_at: Date;
  ends_at: Date;
  tiers: TierRow[];
}
/** open: spend counts and tiers may be claimed; grace: only claims; ended: neither. */
export type Phase = 'upcoming' | 'open' | 'grace' | 'ended';

export const claimEndsAt = (e: Pick<EventRow, 'ends_at'>) => new Date(e.ends_at.getTime() + CLAIM_GRACE_MS);

export function phaseOf(e: Pick<EventRow, 'starts_at' | 'ends_at'>, now: Date): Phase {
  if (now < e.starts_at) return 'upcoming';
  if (now < e.ends_at) return 'open';
  return now < claimEndsAt(e) ? 'grace' : 'ended';
}

// The active events of an edition and currency, read on every act/* call: cached a few seconds per pair (an
// operator's change shows within that time in every process; at once in the one that made it).
const CACHE_MS = 5000;

export class ActEvents {
  private readonly cache = new LRUCache<string, EventRow[]>({ max: 100, ttl: CACHE_MS });

  constructor(private readonly db: Db) {}

  forget(): void {
    this.cache.clear();
  }

  /**
   * The event a role of this edition and currency sees: the current one (open, or in its claim grace), the
   * latest-starting when several overlap; else the next upcoming; else the last one that ended.
   */
  async pick(edition: string, currency: string, now: Date): Promise<{ event: EventRow; phase: Phase } | null> {
    const events = await this.of(edition, currency);
    const withPhase = events.map((event) => ({ event, phase: phaseOf(event, now) }));
    const current = withPhase.filter((e) => e.phase === 'open' || e.phase === 'grace').sort((a, b) => b.event.starts_at.getTime() - a.event.starts_at.getTime());
    const upcoming = withPhase.filter((e) => e.phase === 'upcoming').sort((a, b) => a.event.starts_at.getTime() - b.event.starts_at.getTime());
    const ended = withPhase.filter((e) => e.phase === 'ended').sort((a, b) => b.event.ends_at.getTime() - a.event.ends_at.getTime());
    return current[0] ?? upcoming[0] ?? ended[0] ?? null;
  }

  private async of(edition: string, currency: string): Promise<EventRow[]> {
    const key = `${edition}:${currency}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const events = await this.db
      .selectFrom('act_events')
      .select(['id', 'edition', 'currency', 'titles', 'rules', 'starts_at', 'ends_at'])
      .where('edition', '=', edition)
      .where('currency', '=', currency)
      .where('active', '=', true)
      .execute();
    const tiers = events.length
      ? await this.db
          .selectFrom('act_tiers')
          .select(['event_id', 'id', 'threshold_minor', 'prizes', 'sort'])
          .where('event_id', 'in', events.map((e) => e.id))
          .orderBy('sort')
          .orderBy('threshold_minor')
          .execute()
      : [];
    const rows = events.map((e) => ({ ...e, currency: e.currency as Currency, tiers: tiers.filter((t) => t.event_id === e.id) }));
    this.cache.set(key, rows);
    return rows;
  }
}
