import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { MallOrderState } from '@mecha/shared/mall/api';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors.ts';
import { cancelOrder, shipOrder } from '../order-states.ts';
import { parseTrackingCsv, toCsv } from './orders-csv.ts';

const ACTOR = 'operator';
/** An export is one query; beyond this many rows an operator filters or ships some first. */
export const EXPORT_MAX = 10_000;

export interface OpsOrder {
  id: string; state: MallOrderState; via: 'exchange' | 'draw'; createdAt: string; productId: string; productName: string; points: number;
  yfyUid: string; roleUid: string; name: string; phone: string; email: string; region: string; country: string; postcode: string; city: string; detail: string;
  carrier: string | null; trackingNo: string | null; shippedAt: string | null; cancelledAt: string | null; cancelReason: string | null;
}
export const ORDER_CSV_COLUMNS = [
  'id', 'state', 'via', 'createdAt', 'productId', 'productName', 'points', 'yfyUid', 'roleUid', 'name', 'phone', 'email', 'region', 'country', 'postcode',
  'city', 'detail', 'carrier', 'trackingNo', 'shippedAt', 'cancelledAt', 'cancelReason',
] as const satisfies readonly (keyof OpsOrder)[];

/** The orders as CSV (the columns above; times ISO 8601 UTC). Shared by the export route and the CLI. */
export const ordersCsv = (orders: readonly OpsOrder[]) => toCsv(ORDER_CSV_COLUMNS, orders.map((o) => ORDER_CSV_COLUMNS.map((c) => o[c])));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// Operators and orders: the list to pack and ship (JSON or CSV), shipping one order or a file of tracking numbers,
// and cancelling (points, stock and the limit given back, order-states.ts).
export class MallOrdersOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Oldest first (the order to pack them in). */
  async list(state: MallOrderState): Promise<OpsOrder[]> {
    const rows = await this.db
      .selectFrom('mall_orders as o')
      .innerJoin('mall_products as p', 'p.id', 'o.product_id')
      .selectAll('o')
      .select('p.names')
      .where('o.state', '=', state)
      .orderBy('o.created_at')
      .orderBy('o.id')
      .limit(EXPORT_MAX)
      .execute();
    return rows.map((o) => ({
      id: o.id, state: o.state, via: o.via, createdAt: o.created_at.toISOString(), productId: o.product_id, productName: localisedOrAny(o.names, 'zh-CN'), points: o.points,
      yfyUid: o.yfy_uid, roleUid: o.role_uid, name: o.address.name, phone: o.address.phone, email: o.address.email, region: o.address.region,
      country: o.address.country, postcode: o.address.postcode, city: o.address.city, detail: o.address.detail,
      carrier: o.carrier, trackingNo: o.tracking_no, shippedAt: iso(o.shipped_at), cancelledAt: iso(o.cancelled_at), cancelReason: o.cancel_reason,
    }));
  }

  async ship(s: { orderId: string; carrier: string; trackingNo: string }) {
    const row = await shipOrder(this.db, { ...s, actor: ACTOR, at: this.clock.now() });
    return { orderId: row.id, state: row.state };
  }

  async cancel(c: { orderId: string; reason: string }) {
    const row = await cancelOrder(this.db, { ...c, actor: ACTOR, at: this.clock.now() });
    return { orderId: row.id, state: row.state, refunded: row.points };
  }

  /**
   * A file of tracking numbers. Every line is validated first; if any is malformed nothing is shipped (a file with
   * shifted columns must not half-apply) and every line's verdict is answered. Otherwise each order is shipped on
   * its own (shipOrder's conditional update): one already shipped or cancelled is reported and the rest go on, so
   * importing the same file twice ships nothing twice.
   */
  async importTracking(csv: string) {
    const lines = parseTrackingCsv(csv);
    const bad = lines.filter((l) => !l.ok);
    if (bad.length > 0 || lines.length === 0) {
      return { shipped: 0, refused: 0, invalid: bad.length, lines: lines.map((l) => (l.ok ? { line: l.line, orderId: l.orderId, result: 'notShipped' } : { line: l.line, result: 'invalid', error: l.error })) };
    }
    const results: { line: number; orderId: string; result: string; error?: string }[] = [];
    for (const l of lines) {
      if (!l.ok) continue;
      try {
        await shipOrder(this.db, { orderId: l.orderId, carrier: l.carrier, trackingNo: l.trackingNo, actor: ACTOR, at: this.clock.now() });
        results.push({ line: l.line, orderId: l.orderId, result: 'shipped' });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        results.push({ line: l.line, orderId: l.orderId, result: 'refused', error: e.key });
      }
    }
    return { shipped: results.filter((r) => r.result === 'shipped').length, refused: results.filter((r) => r.result === 'refused').length, invalid: 0, lines: results };
  }

  /** The CSV of a state's orders. */
  async csv(state: MallOrderState) {
    return ordersCsv(await this.list(state));
  }
}
