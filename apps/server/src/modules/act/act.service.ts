import { LRUCache } from 'lru-cache';
import type { Language } from '@mecha/shared/i18n/languages';
import type { ActEvent, ActStatus, Claim } from '@mecha/shared/pay/act';
import { toDecimal } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { paidTotal } from '../pay/pay-totals.ts';
import type { ActEvents, EventRow, Phase } from './act-events.ts';
import { claimsRepository } from './claims.repository.ts';
import { claimIn, eventIn, tierState, type ClaimRow } from './presenters.ts';
import type { Market, RoleMarkets } from './role-market.ts';

/**
 * What a role's status is built from (its paid total and its claims) is kept this long, by the injected clock:
 * the page polls it, and a claim is always checked against the database, so a total a few seconds behind a
 * payment costs nothing but those seconds. States are computed on every call, so a deadline or an event's end is
 * exact. A claim or an address in this process drops the role's entry at once.
 */
export const STATUS_CACHE_MS = 3000;

interface Progress {
  at: number;
  eventId: string;
  total: number;
  claims: ClaimRow[];
}

// The reads of the cumulative top-up page: the event, a role's progress through its tiers, an account's claims.
export class ActService {
  private readonly progress = new LRUCache<string, Progress>({ max: 50_000 });

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly events: ActEvents,
    readonly markets: RoleMarkets,
  ) {}

  /** The current event (or its claim grace), else the next upcoming one; an event past its grace is no more. */
  async init(market: Market, lang: Language): Promise<{ event: ActEvent | null; now: number }> {
    const now = this.clock.now();
    const picked = await this.events.pick(market.edition, market.currency, now);
    return { event: picked && picked.phase !== 'ended' ? eventIn(picked.event, picked.phase, lang) : null, now: unixSeconds(now) };
  }

  /** The role's claims or total changed (a claim, an address, a payment): its next status is read afresh. */
  forget(roleUid: string): void {
    this.progress.delete(roleUid);
  }

  async status(roleUid: string): Promise<ActStatus> {
    const now = this.clock.now();
    const market = await this.markets.of(roleUid);
    const picked = await this.events.pick(market.edition, market.currency, now);
    if (!picked || picked.phase === 'ended') return { eventId: null, uid: roleUid, totalMinor: 0, total: toDecimal(0, market.currency), tiers: [], now: unixSeconds(now) };
    const { event, phase } = picked;
    const { total, claims } = await this.progressOf(roleUid, event, phase, now);
    return {
      eventId: event.id,
      uid: roleUid,
      totalMinor: total,
      total: toDecimal(total, event.currency),
      tiers: event.tiers.map((t) => {
        const claim = claims.find((c) => c.tier_id === t.id);
        return {
          tierId: t.id,
          state: tierState(claim, total >= t.threshold_minor, phase, now),
          claimId: claim?.id ?? null,
          addressDueAt: claim?.address_due_at ? unixSeconds(claim.address_due_at) : null,
        };
      }),
      now: unixSeconds(now),
    };
  }

  private async progressOf(roleUid: string, event: EventRow, phase: Phase, now: Date): Promise<Progress> {
    const hit = this.progress.get(roleUid);
    const age = hit ? now.getTime() - hit.at : -1;
    if (hit && hit.eventId === event.id && age >= 0 && age < STATUS_CACHE_MS) return hit;
    const [total, claims] = await Promise.all([
      phase === 'upcoming' ? 0 : paidTotal(this.db, roleUid, event.currency, event.starts_at, event.ends_at),
      claimsRepository.ofRoleInEvent(this.db, roleUid, event.id),
    ]);
    const fresh = { at: now.getTime(), eventId: event.id, total, claims };
    this.progress.set(roleUid, fresh);
    return fresh;
  }

  async record(yfyUid: string, lang: Language): Promise<{ list: Claim[] }> {
    const now = this.clock.now();
    return { list: (await claimsRepository.ofAccount(this.db, yfyUid)).map((c) => claimIn(c, lang, now)) };
  }
}
