import type { Transaction } from 'kysely';
import type { EditionCode } from '@mecha/shared/editions';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { MallOrderState } from '@mecha/shared/mall/api';
import { ADDRESS_FIELDS, type ImportLine, type ImportResult, type OpsOrder, type OpsOrderView } from '@mecha/shared/mall/ops-api';
import { editionAllowed, seesPersonalData, type OpsEditions, type OpsRole } from '@mecha/shared/ops/roles';
import type { Db } from '../../../db/client.ts';
import type { Database } from '../../../db/types.ts';
import type { AuditWriter } from '../../../platform/audit-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors.ts';
import type { OperatorContext } from '../../../platform/operator-context.ts';
import { cancelOrder, shipOrder } from '../order-states.ts';
import { parseTrackingCsv } from './orders-csv.ts';
import { toCsv } from '../../../platform/csv.ts';

/** An export is one query; beyond this many rows an operator filters or ships some first. */
export const EXPORT_MAX = 10_000;

export const ORDER_CSV_COLUMNS = [
  'id', 'state', 'via', 'createdAt', 'productId', 'productName', 'points', 'yfyUid', 'roleUid', 'name', 'phone', 'email', 'region', 'country', 'postcode',
  'city', 'detail', 'carrier', 'trackingNo', 'shippedAt', 'cancelledAt', 'cancelReason',
] as const satisfies readonly (keyof OpsOrder)[];

// The order types live in the shared contract (the console reads them); re-exported for the module's tests.
export { ADDRESS_FIELDS, type ImportLine, type ImportResult, type OpsOrder, type OpsOrderView };


/** What a role is shown of an order: everything, or the order without the personal part of its address. */
export function presentOrder(order: OpsOrder, role: OpsRole): OpsOrderView {
  if (seesPersonalData(role)) return order;
  const view: Partial<OpsOrder> = { ...order };
  for (const field of ADDRESS_FIELDS) delete view[field];
  return view as OpsOrderView;
}

const csvColumns = (role: OpsRole) => (seesPersonalData(role) ? ORDER_CSV_COLUMNS : ORDER_CSV_COLUMNS.filter((c) => !(ADDRESS_FIELDS as readonly string[]).includes(c)));

/** The orders as CSV (the columns above, less those the role may not see; times ISO 8601 UTC). Shared by the export route and the CLI. */
export const ordersCsv = (orders: readonly OpsOrderView[], role: OpsRole = 'admin') => {
  const columns = csvColumns(role);
  return toCsv(columns, orders.map((o) => columns.map((c) => o[c] ?? null)));
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);


/** Thrown inside the import's transaction to undo it when the file is held back. */
class HeldBack extends Error {}

type Executor = Db | Transaction<Database>;
export interface OrdersFilter {
  state: MallOrderState;
  productId?: string;
}

// Operators and orders: the list to pack and ship (JSON or CSV), shipping one order or a file of tracking numbers,
// and cancelling (points, stock and the limit given back, order-states.ts). Every change writes its audit row in
// its own transaction (platform/audit-log.ts); the list writes one too, since it reads addresses.
export class MallOrdersOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Oldest first (the order to pack them in), of the editions given: one page of them (`page`), or the whole
   * filtered set up to EXPORT_MAX (the CSV export); `total` counts the whole filtered set.
   */
  async list(filter: OrdersFilter, editions: OpsEditions = 'all', db: Executor = this.db, page?: { page: number; size: number }): Promise<OpsOrder[]> {
    const rows = await this.filtered(filter, editions, db)
      .selectAll('o')
      .select(['p.names', 'r.edition'])
      .orderBy('o.created_at')
      .orderBy('o.id')
      .limit(page ? page.size : EXPORT_MAX)
      .offset(page ? (page.page - 1) * page.size : 0)
      .execute();
    return rows.map((o) => ({
      id: o.id, state: o.state, via: o.via, createdAt: o.created_at.toISOString(), productId: o.product_id, productName: localisedOrAny(o.names, 'zh-CN'), points: o.points,
      yfyUid: o.yfy_uid, roleUid: o.role_uid, name: o.address.name, phone: o.address.phone, email: o.address.email, region: o.address.region,
      country: o.address.country, postcode: o.address.postcode, city: o.address.city, detail: o.address.detail,
      carrier: o.carrier, trackingNo: o.tracking_no, shippedAt: iso(o.shipped_at), cancelledAt: iso(o.cancelled_at), cancelReason: o.cancel_reason,
      edition: o.edition ?? null,
    }));
  }

  private filtered(filter: OrdersFilter, editions: OpsEditions, db: Executor) {
    let query = db
      .selectFrom('mall_orders as o')
      .innerJoin('mall_products as p', 'p.id', 'o.product_id')
      .leftJoin('game_roles as r', 'r.uid', 'o.role_uid')
      .where('o.state', '=', filter.state);
    if (filter.productId) query = query.where('o.product_id', '=', filter.productId);
    if (editions !== 'all') query = query.where('r.edition', 'in', editions as EditionCode[]);
    return query;
  }

  /**
   * The list as the operator may see it — a page (JSON) or the whole filtered set (CSV) — with one audit row for
   * the reading (`mall.orders.export`).
   */
  async listFor(q: OrdersFilter & { format: 'json' | 'csv'; page: number; size: number }, operator: OperatorContext, audit: AuditWriter): Promise<{ list: OpsOrderView[]; total: number }> {
    return this.db.transaction().execute(async (trx) => {
      const orders = await this.list(q, operator.editions, trx, q.format === 'json' ? q : undefined);
      const count = await this.filtered(q, operator.editions, trx).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      await audit(trx, { action: 'mall.orders.export', target: q.state, after: { format: q.format, orders: orders.length, addresses: seesPersonalData(operator.role) }, reason: null });
      return { list: orders.map((o) => presentOrder(o, operator.role)), total: Number(count.n) };
    });
  }

  /** The editions of orders' roles (an order whose role is unknown has none). */
  private async editionsOf(db: Executor, orderIds: readonly string[]): Promise<Map<string, { state: MallOrderState; edition: string | null }>> {
    const out = new Map<string, { state: MallOrderState; edition: string | null }>();
    for (let i = 0; i < orderIds.length; i += 1000) {
      const rows = await db
        .selectFrom('mall_orders as o')
        .leftJoin('game_roles as r', 'r.uid', 'o.role_uid')
        .select(['o.id', 'o.state', 'r.edition'])
        .where('o.id', 'in', orderIds.slice(i, i + 1000))
        .execute();
      for (const r of rows) out.set(r.id, { state: r.state, edition: r.edition ?? null });
    }
    return out;
  }

  /** Refuses an order of an edition the operator is not scoped to (an order's role never changes edition). */
  private async assertEdition(db: Executor, orderId: string, operator: OperatorContext): Promise<string | null> {
    const edition = (await this.editionsOf(db, [orderId])).get(orderId)?.edition ?? null;
    if (edition !== null && !editionAllowed(operator.editions, edition as EditionCode)) throw new AppError('opsEditionForbidden');
    return edition;
  }

  async ship(s: { orderId: string; carrier: string; trackingNo: string }, operator: OperatorContext, audit: AuditWriter) {
    return this.db.transaction().execute(async (trx) => {
      const edition = await this.assertEdition(trx, s.orderId, operator);
      const row = await shipOrder(trx, { ...s, actor: `operator:${operator.name}`, at: this.clock.now() });
      await audit(trx, { action: 'mall.orders.ship', edition, target: row.id, before: { state: 'awaiting' }, after: { state: 'shipped', carrier: s.carrier, trackingNo: s.trackingNo }, reason: null });
      return { orderId: row.id, state: row.state };
    });
  }

  async cancel(c: { orderId: string; reason: string }, operator: OperatorContext, audit: AuditWriter) {
    return this.db.transaction().execute(async (trx) => {
      const edition = await this.assertEdition(trx, c.orderId, operator);
      const row = await cancelOrder(trx, { ...c, actor: `operator:${operator.name}`, at: this.clock.now() });
      await audit(trx, { action: 'mall.orders.cancel', edition, target: row.id, before: { state: 'awaiting', points: row.points }, after: { state: 'cancelled', refunded: row.points }, reason: c.reason });
      return { orderId: row.id, state: row.state, refunded: row.points };
    });
  }

  /**
   * A file of tracking numbers (decision 0046). Every line is checked: malformed lines and an order named twice are
   * `invalid`; an order that is not there, not awaiting or of another edition is `refused`. A dry run answers
   * every line's verdict and changes nothing. Otherwise the good lines ship in one transaction; if any line was
   * invalid or refused, the whole file is held back (nothing ships, the good lines say `notShipped`) unless
   * `applyValid`. Importing the same file twice ships nothing twice (shipOrder's conditional update).
   */
  async importTracking(csv: string, opts: { dryRun: boolean; applyValid: boolean }, operator: OperatorContext, audit: AuditWriter): Promise<ImportResult> {
    const seen = new Map<string, number>();
    const lines: ImportLine[] = parseTrackingCsv(csv).map((l) => {
      if (!l.ok) return { line: l.line, result: 'invalid', error: l.error };
      const first = seen.get(l.orderId);
      if (first !== undefined) return { line: l.line, orderId: l.orderId, result: 'invalid', error: `orderId repeats line ${first}` };
      seen.set(l.orderId, l.line);
      return { line: l.line, orderId: l.orderId, carrier: l.carrier, trackingNo: l.trackingNo, result: 'ready' };
    });
    const count = (result: ImportLine['result']) => lines.filter((l) => l.result === result).length;
    const summary = (dryRun: boolean): ImportResult => ({ dryRun, shipped: count('shipped'), ready: count('ready') + count('notShipped'), refused: count('refused'), invalid: count('invalid'), lines });
    const good = () => lines.filter((l) => l.result === 'ready');

    // The orders' editions and states, read once: an edition never changes; the state is only a forecast here.
    const known = await this.editionsOf(this.db, good().map((l) => l.orderId!));
    for (const l of good()) {
      const order = known.get(l.orderId!);
      const refusal = !order
        ? 'mallOrderNotFound'
        : order.edition !== null && !editionAllowed(operator.editions, order.edition as EditionCode)
          ? 'opsEditionForbidden'
          : order.state === 'shipped'
            ? 'mallAddressLocked'
            : order.state === 'cancelled'
              ? 'mallOrderCancelled'
              : null;
      if (refusal) Object.assign(l, { result: 'refused', error: refusal });
    }
    if (opts.dryRun) return summary(true);
    const holdBack = () => !opts.applyValid && (count('invalid') > 0 || count('refused') > 0);
    if (holdBack() || good().length === 0) {
      for (const l of good()) l.result = 'notShipped';
      return summary(false);
    }
    try {
      await this.db.transaction().execute(async (trx) => {
        const at = this.clock.now();
        for (const l of good()) {
          try {
            await shipOrder(trx, { orderId: l.orderId!, carrier: l.carrier!, trackingNo: l.trackingNo!, actor: `operator:${operator.name}`, at });
            l.result = 'shipped';
          } catch (e) {
            if (!(e instanceof AppError)) throw e;
            Object.assign(l, { result: 'refused', error: e.key });
          }
        }
        // An order that moved since the forecast holds the file back too (unless applyValid): undo every shipment.
        if (holdBack()) throw new HeldBack();
        const shipped = lines.filter((l) => l.result === 'shipped');
        if (shipped.length > 0) {
          await audit(trx, {
            action: 'mall.orders.import',
            target: shipped.length === 1 ? shipped[0]!.orderId! : `${shipped.length} orders`,
            after: { shipped: shipped.map((l) => ({ orderId: l.orderId, carrier: l.carrier, trackingNo: l.trackingNo })), refused: count('refused'), invalid: count('invalid'), applyValid: opts.applyValid },
            reason: null,
          });
        }
      });
    } catch (e) {
      if (!(e instanceof HeldBack)) throw e;
      for (const l of lines) if (l.result === 'shipped') l.result = 'notShipped';
    }
    return summary(false);
  }

  /** The CSV of a state's orders (every field: the CLI's bootstrap credential is an admin). */
  async csv(state: MallOrderState) {
    return ordersCsv(await this.list({ state }));
  }
}
