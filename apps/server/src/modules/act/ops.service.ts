import type { ShippingAddress } from '@mecha/shared/address/schema';
import type { Currency } from '@mecha/shared/pay/money';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { PrizeRow } from '../../db/tables/act.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import type { ActEvents } from './act-events.ts';
import { forfeitDue } from './forfeit.job.ts';

export interface EventInput {
  id: string;
  edition: string;
  currency: Currency;
  titles: Record<string, string>;
  rules: Record<string, string>;
  startsAt: number;
  endsAt: number;
  active: boolean;
  tiers: { id: string; thresholdMinor: number; prizes: PrizeRow[]; sort?: number | undefined }[];
}

export type ClaimFilter = 'all' | 'addressNeeded' | 'toShip' | 'shipped' | 'forfeited';

// Operators: events and tiers, the claims of an event with their addresses, shipping, and the forfeit sweep.
export class ActOpsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly events: ActEvents,
  ) {}

  /** Creates or replaces an event and its tiers. A tier somebody already claimed cannot be removed (1020). */
  async saveEvent(e: EventInput): Promise<{ created: boolean }> {
    const values = {
      edition: e.edition, currency: e.currency, titles: JSON.stringify(e.titles), rules: JSON.stringify(e.rules),
      starts_at: new Date(e.startsAt * 1000), ends_at: new Date(e.endsAt * 1000), active: e.active,
    };
    const created = await this.db.transaction().execute(async (trx) => {
      const existed = await trx.selectFrom('act_events').select('id').where('id', '=', e.id).forUpdate().executeTakeFirst();
      await trx.insertInto('act_events').values({ id: e.id, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
      for (const [i, t] of e.tiers.entries()) {
        const tier = { threshold_minor: t.thresholdMinor, prizes: JSON.stringify(t.prizes), sort: t.sort ?? i + 1 };
        await trx.insertInto('act_tiers').values({ event_id: e.id, id: t.id, ...tier }).onConflict((oc) => oc.columns(['event_id', 'id']).doUpdateSet(tier)).execute();
      }
      const keep = e.tiers.map((t) => t.id);
      await trx
        .deleteFrom('act_tiers')
        .where('event_id', '=', e.id)
        .where('id', 'not in', keep)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('act_claims as c').select('c.id').whereRef('c.event_id', '=', 'act_tiers.event_id').whereRef('c.tier_id', '=', 'act_tiers.id'))))
        .execute();
      const claimed = await trx.selectFrom('act_tiers').select('id').where('event_id', '=', e.id).where('id', 'not in', keep).execute();
      if (claimed.length) fail('conflict', { tiersWithClaims: claimed.map((t) => t.id) });
      return !existed;
    });
    this.events.forget();
    return { created };
  }

  async listEvents() {
    const rows = await this.db
      .selectFrom('act_events as e')
      .select(['e.id', 'e.edition', 'e.currency', 'e.titles', 'e.starts_at', 'e.ends_at', 'e.active'])
      .select((eb) => [
        eb.selectFrom('act_tiers as t').select((x) => x.fn.countAll<number>().as('n')).whereRef('t.event_id', '=', 'e.id').as('tiers'),
        eb.selectFrom('act_claims as c').select((x) => x.fn.countAll<number>().as('n')).whereRef('c.event_id', '=', 'e.id').as('claims'),
      ])
      .orderBy('e.starts_at', 'desc')
      .limit(500)
      .execute();
    return rows.map((r) => ({ id: r.id, edition: r.edition, currency: r.currency, title: r.titles.en ?? Object.values(r.titles)[0] ?? r.id, startsAt: unixSeconds(r.starts_at), endsAt: unixSeconds(r.ends_at), active: r.active, tiers: Number(r.tiers), claims: Number(r.claims) }));
  }

  async listClaims(eventId: string, filter: ClaimFilter, afterId: number, size: number) {
    const now = this.clock.now();
    let q = this.db.selectFrom('act_claims').selectAll().where('event_id', '=', eventId).where('id', '>', afterId);
    if (filter === 'addressNeeded') q = q.where('physical', '=', true).where('address', 'is', null).where('forfeited_at', 'is', null).where('address_due_at', '>', now);
    if (filter === 'toShip') q = q.where('address', 'is not', null).where('shipped_at', 'is', null);
    if (filter === 'shipped') q = q.where('shipped_at', 'is not', null);
    if (filter === 'forfeited') q = q.where('physical', '=', true).where('address', 'is', null).where((eb) => eb.or([eb('forfeited_at', 'is not', null), eb('address_due_at', '<=', now)]));
    const rows = await q.orderBy('id').limit(size + 1).execute();
    const at = (d: Date | null) => (d ? unixSeconds(d) : null);
    return {
      list: rows.slice(0, size).map((c) => ({
        id: c.id, tierId: c.tier_id, roleUid: c.role_uid, yfyUid: c.yfy_uid, claimedAt: unixSeconds(c.claimed_at),
        prizes: c.prizes.map((p) => ({ id: p.id, qty: p.qty, physical: p.physical, name: p.names.en ?? Object.values(p.names)[0] ?? p.id })),
        physical: c.physical, address: c.address as ShippingAddress | null, addressAt: at(c.address_at), addressDueAt: at(c.address_due_at),
        forfeitedAt: at(c.forfeited_at), shippedAt: at(c.shipped_at), carrier: c.carrier, tracking: c.tracking,
      })),
      hasMore: rows.length > size,
    };
  }

  /** Marks a physical prize shipped (or corrects its tracking); only a prize with an address can ship. */
  async ship(claimId: number, carrier: string, tracking: string): Promise<void> {
    const now = this.clock.now();
    const done = await this.db
      .updateTable('act_claims')
      .set({ carrier, tracking, shipped_at: sql<Date>`coalesce(shipped_at, ${now}::timestamptz)` })
      .where('id', '=', claimId)
      .where('address', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    if (done) return;
    const claim = await this.db.selectFrom('act_claims').select(['physical']).where('id', '=', claimId).executeTakeFirst();
    if (!claim) return fail('actClaimNotFound');
    return fail(claim.physical ? 'fillShipping' : 'actAddressNotNeeded');
  }

  sweep(): Promise<number> {
    return forfeitDue(this.db, this.clock);
  }
}
