import type { Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import type { ActEvent, Claim, ClaimState, Prize } from '@mecha/shared/pay/act';
import { toDecimal } from '@mecha/shared/pay/money';
import type { PrizeRow } from '../../db/tables/act.ts';
import type { ShippingAddress } from '@mecha/shared/address/schema';
import { unixSeconds } from '../../platform/clock.ts';
import { claimEndsAt, type EventRow, type Phase } from './act-events.ts';

// Rows as the same-origin pages see them: texts in the reader's language, money as minor units and decimals.

export interface ClaimRow {
  id: number;
  event_id: string;
  tier_id: string;
  role_uid: string;
  prizes: PrizeRow[];
  claimed_at: Date;
  grant_id: number | null;
  physical: boolean;
  address: ShippingAddress | null;
  address_due_at: Date | null;
  forfeited_at: Date | null;
  /** The virtual part's mail (mail_outbox.status), when there is one. */
  mail_status: string | null;
}

export const prizesIn = (prizes: PrizeRow[], lang: Language): Prize[] =>
  prizes.map((p) => ({ id: p.id, name: localised(p.names, lang, p.id), qty: p.qty, physical: p.physical, picture: p.picture }));

export function eventIn(e: EventRow, phase: Phase, lang: Language): ActEvent {
  return {
    id: e.id,
    title: localised(e.titles, lang, e.id),
    rules: localised(e.rules, lang, ''),
    currency: e.currency,
    startsAt: unixSeconds(e.starts_at),
    endsAt: unixSeconds(e.ends_at),
    claimEndsAt: unixSeconds(claimEndsAt(e)),
    // The claim grace is "ended" to a player: no more spend counts; claimEndsAt says what is left.
    state: phase === 'upcoming' ? 'upcoming' : phase === 'open' ? 'open' : 'ended',
    tiers: e.tiers.map((t) => ({ id: t.id, thresholdMinor: t.threshold_minor, threshold: toDecimal(t.threshold_minor, e.currency), prizes: prizesIn(t.prizes, lang) })),
  };
}

/** A physical prize without an address is forfeited at its deadline even before the sweep has marked it. */
export function addressState(c: Pick<ClaimRow, 'physical' | 'address' | 'forfeited_at' | 'address_due_at'>, now: Date): 'needed' | 'submitted' | 'forfeited' | null {
  if (!c.physical) return null;
  if (c.address) return 'submitted';
  return c.forfeited_at || (c.address_due_at && c.address_due_at <= now) ? 'forfeited' : 'needed';
}

export function tierState(claim: ClaimRow | undefined, reached: boolean, phase: Phase, now: Date): ClaimState {
  if (claim) {
    const address = addressState(claim, now);
    return address === null ? 'claimed' : address === 'needed' ? 'addressNeeded' : address === 'submitted' ? 'addressSubmitted' : 'forfeited';
  }
  if (!reached) return 'locked';
  // Reached but never claimed: claimable through the grace, forfeited after it.
  return phase === 'ended' ? 'forfeited' : phase === 'upcoming' ? 'locked' : 'claimable';
}

export function claimIn(c: ClaimRow, lang: Language, now: Date): Claim {
  return {
    id: c.id,
    eventId: c.event_id,
    tierId: c.tier_id,
    uid: c.role_uid,
    prizes: prizesIn(c.prizes, lang),
    claimedAt: unixSeconds(c.claimed_at),
    delivery: c.grant_id === null ? null : c.mail_status === 'delivered' ? 'delivered' : 'pending',
    addressState: addressState(c, now),
    addressDueAt: c.address_due_at ? unixSeconds(c.address_due_at) : null,
    address: c.address,
  };
}
