import type { ShippingAddress } from '@mecha/shared/address/schema';
import type { ClaimFilter, OpsClaim, OpsSweepResult } from '@mecha/shared/act/ops-api';
import type { EditionCode } from '@mecha/shared/editions';
import { seesPersonalData, type OpsEditions } from '@mecha/shared/ops/roles';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { toCsv } from '../../platform/csv.ts';
import { fail } from '../../platform/errors.ts';
import type { OperatorContext } from '../../platform/operator-context.ts';
import { assertEditionScope } from '../../platform/operator-guard.ts';

/** A CSV export is one query; beyond this many claims an operator filters first (as the mall's export). */
export const CLAIMS_EXPORT_MAX = 10_000;
const ADDRESS_COLUMNS = ['name', 'phone', 'postcode', 'region', 'country', 'city', 'detail', 'email'] as const;

type Executor = Db | Transaction<Database>;
const at = (d: Date | null) => (d ? unixSeconds(d) : null);
const iso = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString());
// Operators and the tier prizes players won (the Shipping tab "Top-up tier prizes", decision 0048): the claims of
// an event by state, paged (or as CSV), shipping one, and the forfeit sweep with a dry run. Every call holds the
// operator to the event's edition; a list read writes its audit row (it may carry addresses) like the mall's.
export class ActClaimsOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async eventEdition(db: Executor, eventId: string, scope: OpsEditions): Promise<string> {
    const event = await db.selectFrom('act_events').select('edition').where('id', '=', eventId).executeTakeFirst();
    if (!event) return fail('actEventNotFound');
    assertEditionScope(scope, event.edition);
    return event.edition;
  }

  private async rows(db: Executor, eventId: string, filter: ClaimFilter, afterId: number, limit: number) {
    const now = this.clock.now();
    let q = db.selectFrom('act_claims').selectAll().where('event_id', '=', eventId).where('id', '>', afterId);
    if (filter === 'addressNeeded') q = q.where('physical', '=', true).where('address', 'is', null).where('forfeited_at', 'is', null).where('address_due_at', '>', now);
    if (filter === 'toShip') q = q.where('address', 'is not', null).where('shipped_at', 'is', null);
    if (filter === 'shipped') q = q.where('shipped_at', 'is not', null);
    if (filter === 'forfeited') q = q.where('physical', '=', true).where('address', 'is', null).where((eb) => eb.or([eb('forfeited_at', 'is not', null), eb('address_due_at', '<=', now)]));
    return q.orderBy('id').limit(limit).execute();
  }

  /**
   * A page of an event's claims (afterId cursor), addresses only for roles that may see them. One audit row per
   * read (`act.claims.list` / `act.claims.export`), written in the read's transaction.
   */
  async list(q: { eventId: string; filter: ClaimFilter; afterId: number; size: number; format: 'json' | 'csv' }, operator: OperatorContext, audit: AuditWriter) {
    const addresses = seesPersonalData(operator.role);
    return this.db.transaction().execute(async (trx) => {
      const edition = await this.eventEdition(trx, q.eventId, operator.editions);
      const limit = q.format === 'csv' ? CLAIMS_EXPORT_MAX : q.size + 1;
      const rows = await this.rows(trx, q.eventId, q.filter, q.format === 'csv' ? 0 : q.afterId, limit);
      const list: OpsClaim[] = rows.slice(0, q.format === 'csv' ? rows.length : q.size).map((c) => ({
        id: c.id, tierId: c.tier_id, roleUid: c.role_uid, yfyUid: c.yfy_uid, claimedAt: unixSeconds(c.claimed_at),
        prizes: c.prizes.map((p) => ({ id: p.id, qty: p.qty, physical: p.physical, name: p.names.en ?? Object.values(p.names)[0] ?? p.id })),
        physical: c.physical, hasAddress: c.address !== null, address: addresses ? (c.address as ShippingAddress | null) : null,
        addressAt: at(c.address_at), addressDueAt: at(c.address_due_at), forfeitedAt: at(c.forfeited_at), shippedAt: at(c.shipped_at), carrier: c.carrier, tracking: c.tracking,
      }));
      await audit(trx, {
        action: q.format === 'csv' ? 'act.claims.export' : 'act.claims.list', edition, target: q.eventId,
        after: { filter: q.filter, afterId: q.afterId, claims: list.length, addresses }, reason: null,
      });
      return { list, hasMore: q.format === 'json' && rows.length > q.size, addresses };
    });
  }

  /** The claims as a spreadsheet-safe CSV (platform/csv.ts); address columns only for roles that may see them. */
  static csv(list: readonly OpsClaim[], addresses: boolean): string {
    const head = ['claim', 'tier', 'roleUid', 'yfyUid', 'claimedAt', 'prizes', ...(addresses ? ADDRESS_COLUMNS : ['hasAddress']), 'addressDueAt', 'forfeitedAt', 'shippedAt', 'carrier', 'tracking'];
    const rows = list.map((c) => [
      c.id, c.tierId, c.roleUid, c.yfyUid, iso(c.claimedAt), c.prizes.map((p) => `${p.name} x${p.qty}`).join('; '),
      ...(addresses ? ADDRESS_COLUMNS.map((k) => c.address?.[k] ?? null) : [c.hasAddress ? 'yes' : 'no']),
      iso(c.addressDueAt), iso(c.forfeitedAt), iso(c.shippedAt), c.carrier, c.tracking,
    ]);
    return toCsv(head, rows);
  }

  /** Marks a physical prize shipped (or corrects its tracking); only a prize with an address can ship. */
  async ship(claimId: number, carrier: string, tracking: string, scope: OpsEditions, audit: AuditWriter): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('act_claims as c')
        .innerJoin('act_events as e', 'e.id', 'c.event_id')
        .select(['c.physical', 'c.carrier', 'c.tracking', 'c.shipped_at', 'e.edition'])
        .where('c.id', '=', claimId)
        .forUpdate('c')
        .executeTakeFirst();
      if (!before) return fail('actClaimNotFound');
      assertEditionScope(scope, before.edition);
      const row = await trx
        .updateTable('act_claims')
        .set({ carrier, tracking, shipped_at: sql<Date>`coalesce(shipped_at, ${now}::timestamptz)` })
        .where('id', '=', claimId)
        .where('address', 'is not', null)
        .returning(['id', 'shipped_at'])
        .executeTakeFirst();
      if (!row) return fail(before.physical ? 'fillShipping' : 'actAddressNotNeeded');
      await audit(trx, {
        action: 'act.ship', edition: before.edition, target: `act-claim:${claimId}`,
        before: { carrier: before.carrier, tracking: before.tracking, shippedAt: at(before.shipped_at) },
        after: { carrier, tracking, shippedAt: unixSeconds(row.shipped_at!) },
      });
    });
  }

  /**
   * Forfeits the operator's editions' physical prizes past their address deadline (the job does every edition each
   * minute). A dry run answers the list and changes nothing; otherwise the same conditional UPDATE as the job
   * (a prize given an address meanwhile no longer matches) and one audit row, in one transaction.
   */
  async sweep(dryRun: boolean, scope: OpsEditions, audit: AuditWriter): Promise<OpsSweepResult> {
    const now = this.clock.now();
    const due = (db: Executor) => {
      let q = db
        .selectFrom('act_claims as c')
        .innerJoin('act_events as e', 'e.id', 'c.event_id')
        .select(['c.id', 'c.event_id', 'c.tier_id', 'c.role_uid', 'c.address_due_at', 'e.edition'])
        .where('c.physical', '=', true)
        .where('c.address', 'is', null)
        .where('c.forfeited_at', 'is', null)
        .where('c.address_due_at', '<=', now);
      if (scope !== 'all') q = q.where('e.edition', 'in', scope.length ? (scope as EditionCode[]) : ['-' as EditionCode]);
      return q.orderBy('c.id').limit(CLAIMS_EXPORT_MAX).execute();
    };
    const present = (rows: Awaited<ReturnType<typeof due>>) =>
      rows.map((r) => ({ claimId: r.id, eventId: r.event_id, edition: r.edition, tierId: r.tier_id, roleUid: r.role_uid, addressDueAt: unixSeconds(r.address_due_at!) }));
    if (dryRun) {
      const list = present(await due(this.db));
      return { dryRun: true, forfeited: 0, list };
    }
    return this.db.transaction().execute(async (trx) => {
      const rows = await due(trx);
      const done = rows.length === 0 ? [] : await trx
        .updateTable('act_claims')
        .set({ forfeited_at: now })
        .where('id', 'in', rows.map((r) => r.id))
        .where('physical', '=', true)
        .where('address', 'is', null)
        .where('forfeited_at', 'is', null)
        .where('address_due_at', '<=', now)
        .returning('id')
        .execute();
      const ids = new Set(done.map((d) => d.id));
      const list = present(rows.filter((r) => ids.has(r.id)));
      // Recorded even when nothing was due: the log shows who ran the sweep and when, not only what it changed.
      await audit(trx, { action: 'act.forfeit-sweep', target: `${list.length} claims`, after: { forfeited: list.map((c) => c.claimId) } });
      return { dryRun: false, forfeited: list.length, list };
    });
  }
}
