import type { EditionCode } from '@mecha/shared/editions';
import type { Currency } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import { fail } from '../../platform/errors.ts';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import { PointsService } from '../points/points.service.ts';
import type { PayCatalogue } from './catalogue.ts';
import type { OrderRow } from './pay.repository.ts';
import { assertEditionScope } from '../../platform/operator-guard.ts';

export interface SkuInput {
  id: string; edition: EditionCode; currency: Currency; names: Record<string, string>; priceMinor: number; baseAmount: number;
  standingBonus: number; doublesFirst: boolean; points: number | null; active: boolean; sort: number;
}
export interface MethodInput { edition: EditionCode; id: string; names: Record<string, string>; active: boolean; sort: number }

const secs = (d: Date | null) => (d ? unixSeconds(d) : null);

// Operators' side of top-up: the catalogue per edition, caps and points rate, orders with their timeline, the
// deliveries the game has not confirmed, resending one, and refunds (docs/decisions/0022-pay-refunds.md).
export class PayOpsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly cached: PayCatalogue,
  ) {}

  // Each change takes an optional audit writer (the operator's audit row, in the change's transaction).
  // `scope` is the operator's editions: a row found by id is checked against it inside the transaction, before the
  // audit row, so a refused change leaves neither.
  async saveSku(s: SkuInput, audit?: AuditWriter, scope: OpsEditions = 'all') {
    const values = { edition: s.edition, currency: s.currency, names: JSON.stringify(s.names), price_minor: s.priceMinor, base_amount: s.baseAmount, standing_bonus: s.standingBonus, doubles_first: s.doublesFirst, points: s.points, active: s.active, sort: s.sort };
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('pay_skus').selectAll().where('id', '=', s.id).forUpdate().executeTakeFirst();
      if (before) {
        assertEditionScope(scope, before.edition);
        // A SKU id belongs to one edition for good: its orders carry it (decision 0048).
        if (before.edition !== s.edition) fail('paySkuEditionFixed', { edition: before.edition });
      }
      await trx.insertInto('pay_skus').values({ id: s.id, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
      await audit?.(trx, { action: 'pay.sku', edition: s.edition, target: s.id, before: before ?? null, after: s });
    });
    this.cached.forget();
  }

  async setSkuActive(id: string, active: boolean, audit?: AuditWriter, scope: OpsEditions = 'all') {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('pay_skus').select(['edition', 'active']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) return fail('payUnknownSku');
      assertEditionScope(scope, before.edition);
      await trx.updateTable('pay_skus').set({ active }).where('id', '=', id).execute();
      await audit?.(trx, { action: 'pay.sku.active', edition: before.edition, target: id, before: { active: before.active }, after: { active } });
    });
    this.cached.forget();
  }

  async saveMethod(m: MethodInput, audit?: AuditWriter) {
    const values = { names: JSON.stringify(m.names), active: m.active, sort: m.sort };
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('pay_methods').selectAll().where('edition', '=', m.edition).where('id', '=', m.id).forUpdate().executeTakeFirst();
      await trx.insertInto('pay_methods').values({ edition: m.edition, id: m.id, ...values }).onConflict((oc) => oc.columns(['edition', 'id']).doUpdateSet(values)).execute();
      await audit?.(trx, { action: 'pay.method', edition: m.edition, target: m.id, before: before ?? null, after: m });
    });
    this.cached.forget();
  }

  async setMethodActive(edition: EditionCode, id: string, active: boolean, audit?: AuditWriter) {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('pay_methods').select('active').where('edition', '=', edition).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) return fail('payMethodUnavailable');
      await trx.updateTable('pay_methods').set({ active }).where('edition', '=', edition).where('id', '=', id).execute();
      await audit?.(trx, { action: 'pay.method.active', edition, target: id, before: { active: before.active }, after: { active } });
    });
    this.cached.forget();
  }

  async saveSettings(edition: EditionCode, currency: Currency, capMinor: number | null, pointsPerUnit: string, audit?: AuditWriter) {
    const values = { monthly_cap_minor: capMinor, points_per_unit: pointsPerUnit };
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('pay_settings').select(['monthly_cap_minor', 'points_per_unit']).where('edition', '=', edition).where('currency', '=', currency).forUpdate().executeTakeFirst();
      await trx.insertInto('pay_settings').values({ edition, currency, ...values }).onConflict((oc) => oc.columns(['edition', 'currency']).doUpdateSet(values)).execute();
      await audit?.(trx, {
        action: 'pay.settings', edition, target: `${edition}/${currency}`,
        before: before ? { monthlyCapMinor: before.monthly_cap_minor, pointsPerUnit: before.points_per_unit } : null,
        after: { monthlyCapMinor: capMinor, pointsPerUnit },
      });
    });
    this.cached.forget();
  }

  async catalogue(edition: EditionCode) {
    const [skus, methods, settings] = await Promise.all([
      this.db.selectFrom('pay_skus').selectAll().where('edition', '=', edition).orderBy('currency').orderBy('sort').execute(),
      this.db.selectFrom('pay_methods').selectAll().where('edition', '=', edition).orderBy('sort').execute(),
      this.db.selectFrom('pay_settings').selectAll().where('edition', '=', edition).execute(),
    ]);
    return { skus, methods, settings };
  }

  /** Orders by role UID, paying account or order id, newest first, each with its timeline. */
  async search(q: { uid?: string | undefined; yfyUid?: string | undefined; orderId?: string | undefined }, scope: OpsEditions = 'all') {
    if (!q.uid && !q.yfyUid && !q.orderId) return [];
    if (scope !== 'all' && scope.length === 0) return [];
    let query = this.db.selectFrom('pay_orders').selectAll();
    // Only the operator's editions: another edition's orders are not there for them (not a refusal that says they exist).
    if (scope !== 'all') query = query.where('edition', 'in', scope as EditionCode[]);
    if (q.orderId) query = query.where('id', '=', q.orderId);
    if (q.uid) query = query.where('role_uid', '=', q.uid);
    if (q.yfyUid) query = query.where('yfy_uid', '=', q.yfyUid);
    const rows = await query.orderBy('created_at', 'desc').limit(200).execute();
    return Promise.all(rows.map((r) => this.withTimeline(r)));
  }

  /** Paid orders the game has not confirmed, oldest first, with the outbox's tries and last error. */
  async undelivered(scope: OpsEditions = 'all') {
    if (scope !== 'all' && scope.length === 0) return [];
    let query = this.db
      .selectFrom('pay_orders as o')
      .leftJoin('mail_outbox as b', 'b.order_id', 'o.id')
      .select(['o.id', 'o.role_uid', 'o.yfy_uid', 'o.amount', 'o.bonus', 'o.paid_at', 'b.attempts', 'b.last_error', 'b.next_attempt_at'])
      .where('o.state', '=', 'success')
      .where('o.delivered_at', 'is', null);
    if (scope !== 'all') query = query.where('o.edition', 'in', scope as EditionCode[]);
    const rows = await query.orderBy('o.paid_at').limit(500).execute();
    return rows.map((r) => ({ orderId: r.id, uid: r.role_uid, yfyUid: r.yfy_uid, amount: r.amount, bonus: r.bonus, paidAt: secs(r.paid_at), attempts: r.attempts ?? 0, lastError: r.last_error, nextAttemptAt: secs(r.next_attempt_at) }));
  }

  /** Queues the credit again now: the game credits an order id once, so a resend never doubles it. */
  async resend(orderId: string, audit?: AuditWriter, scope: OpsEditions = 'all') {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('pay_orders').select(['id', 'role_uid', 'state', 'edition', 'delivered_at']).where('id', '=', orderId).forUpdate().executeTakeFirst();
      if (!order) return fail('payOrderNotFound');
      assertEditionScope(scope, order.edition);
      if (order.state !== 'success') return fail('payOrderFinal', { state: order.state });
      await trx
        .insertInto('mail_outbox')
        .values({ kind: 'credit', order_id: order.id, grant_id: null, role_uid: order.role_uid, title: `top-up ${order.id}`, body: '', status: 'pending', next_attempt_at: now })
        .onConflict((oc) => oc.column('order_id').doUpdateSet({ status: 'pending', next_attempt_at: now, last_error: null }))
        .execute();
      await audit?.(trx, { action: 'pay.resend', edition: order.edition, target: orderId, before: { deliveredAt: secs(order.delivered_at) }, after: { queued: true } });
      return { orderId, queued: true as const };
    });
  }

  /**
   * Marks a paid order refunded once and takes its points back with a `refund` entry. Points already spent are
   * taken back only down to zero; the entry says how many could not be (decision 0022).
   */
  async refund(orderId: string, reason: string, audit?: AuditWriter, scope: OpsEditions = 'all') {
    const at = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const order = await trx
        .updateTable('pay_orders')
        .set({ refunded_at: at })
        .where('id', '=', orderId)
        .where('state', '=', 'success')
        .where('refunded_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!order) {
        const current = await trx.selectFrom('pay_orders').select(['state', 'refunded_at']).where('id', '=', orderId).executeTakeFirst();
        return fail(current ? 'payOrderFinal' : 'payOrderNotFound', current ? { state: current.state, refundedAt: secs(current.refunded_at) } : undefined);
      }
      assertEditionScope(scope, order.edition); // throws inside the transaction: the refund mark rolls back
      let taken = 0;
      if (order.points > 0) {
        const before = await trx.selectFrom('points_accounts').select('balance').where('yfy_uid', '=', order.yfy_uid).forUpdate().executeTakeFirst();
        const shortfall = Math.max(0, order.points - (before?.balance ?? 0));
        const applied = await PointsService.applyIn(trx, {
          yfyUid: order.yfy_uid, type: 'refund', amount: -order.points, clampAtZero: true, at, refType: 'pay_order', refId: order.id,
          reason: `refund ${order.id}${reason ? `: ${reason}` : ''}${shortfall ? ` (${shortfall} points already spent, not taken back)` : ''}`.slice(0, 500),
        });
        taken = -applied.amount;
      }
      await audit?.(trx, {
        action: 'pay.refund', edition: order.edition, target: orderId,
        before: { state: order.state, refundedAt: null }, after: { refundedAt: unixSeconds(at), pointsTakenBack: taken, pointsShortfall: order.points - taken, yfyUid: order.yfy_uid },
      });
      return { orderId, refundedAt: unixSeconds(at), pointsTakenBack: taken, pointsShortfall: order.points - taken };
    });
  }

  private async withTimeline(r: OrderRow) {
    const [notifications, outbox] = await Promise.all([
      this.db.selectFrom('pay_notifications').select(['id', 'event', 'outcome', 'received_at']).where('order_id', '=', r.id).orderBy('id').execute(),
      this.db.selectFrom('mail_outbox').select(['status', 'attempts', 'last_error', 'delivered_at']).where('order_id', '=', r.id).executeTakeFirst(),
    ]);
    return {
      orderId: r.id, yfyUid: r.yfy_uid, uid: r.role_uid, edition: r.edition, skuId: r.sku_id, method: r.method, currency: r.currency,
      priceMinor: r.price_minor, amount: r.amount, bonus: r.bonus, doubled: r.doubled, points: r.points, state: r.state, late: r.late, providerRef: r.provider_ref,
      timeline: {
        createdAt: unixSeconds(r.created_at), expiresAt: unixSeconds(r.expires_at), paidAt: secs(r.paid_at), deliveredAt: secs(r.delivered_at), refundedAt: secs(r.refunded_at),
      },
      delivery: outbox ? { status: outbox.status, attempts: outbox.attempts, lastError: outbox.last_error } : null,
      notifications: notifications.map((n) => ({ id: n.id, event: n.event, outcome: n.outcome, receivedAt: unixSeconds(n.received_at) })),
    };
  }
}
