import type { EditionCode } from '@mecha/shared/editions';
import type { Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import type { Order, OrderList, PayBody, PayData, SkuList } from '@mecha/shared/pay/api';
import { toDecimal } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import type { PayCatalogue } from './catalogue.ts';
import { presentOrders } from './order-view.ts';
import { checkoutUrl, newOrderId, pointsFor, requestHash } from './pay-math.ts';
import { payRepository as repo, type OrderRow } from './pay.repository.ts';
import { REFUSAL_ERROR, type TopupCheck } from './topup-check.ts';

// The player's side of top-up: the catalogue for a role, creating an order (idempotent by key), switching its
// method, and reading orders. Money moves only in notify.service.ts.
export class PayService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly roles: RoleDirectory,
    private readonly checker: TopupCheck,
    private readonly catalogue: PayCatalogue,
    private readonly windowS: number,
  ) {}

  async skuList(uid: string, siteEdition: EditionCode, yfyUid: string, lang: Language): Promise<SkuList> {
    const { role, currency, cap, check } = await this.checker.check(uid, siteEdition, yfyUid);
    if (!role) return { role: check, skus: [], methods: [], windowS: this.windowS, monthlyCap: null };
    const [skus, methods, bought, settings] = await Promise.all([
      this.catalogue.skus(role.edition, currency),
      this.catalogue.methods(role.edition),
      this.catalogue.boughtBy(role.uid),
      this.catalogue.settings(role.edition, currency),
    ]);
    return {
      role: check,
      skus: skus.map((s) => {
        const doubleAvailable = s.doubles_first && !bought.has(s.id);
        return {
          id: s.id, name: localised(s.names, lang, s.id), currency, priceMinor: s.price_minor, price: toDecimal(s.price_minor, currency),
          amount: s.base_amount, bonus: doubleAvailable ? s.base_amount : s.standing_bonus, doublesFirst: s.doubles_first, doubleAvailable,
          points: pointsFor(s.price_minor, currency, settings.pointsPerUnit, s.points),
        };
      }),
      methods: methods.map((m) => ({ id: m.id, name: localised(m.names, lang, m.id) })),
      windowS: this.windowS,
      monthlyCap: cap,
    };
  }

  /**
   * Creates the order a payment attempt stands for. The same key with the same body answers the same order, with
   * another body it is refused; a refusal writes nothing. Creation is serialised per account (a row lock) because
   * the monthly cap is a sum over the account's orders; the unique keys decide everything else.
   */
  async pay(yfyUid: string, siteEdition: EditionCode, key: string, body: PayBody): Promise<PayData> {
    const hash = requestHash(body);
    const existing = await repo.orderByKey(this.db, yfyUid, key);
    if (existing) return this.replay(existing, hash);
    const { role, currency, check } = await this.checker.check(body.uid, siteEdition, yfyUid);
    if (!role || check.reason) return fail(REFUSAL_ERROR[check.reason ?? 'unknownUid']);
    // The catalogue lists active SKUs of the role's edition and currency, and active methods of its edition only.
    const sku = (await this.catalogue.skus(role.edition, currency)).find((s) => s.id === body.skuId);
    if (!sku) return fail('payUnknownSku');
    const method = (await this.catalogue.methods(role.edition)).find((m) => m.id === body.method);
    if (!method) return fail('payMethodUnavailable');
    const settings = await this.catalogue.settings(role.edition, currency);
    const now = this.clock.now();
    const id = newOrderId(now);
    return this.db.transaction().execute(async (trx) => {
      await repo.lockAccount(trx, yfyUid);
      const again = await repo.orderByKey(trx, yfyUid, key);
      if (again) return this.replay(again, hash);
      if (settings.capMinor !== null && (await repo.monthSpend(trx, yfyUid, role.edition, currency, now)) + sku.price_minor > settings.capMinor) return fail('payMonthlyCap');
      const expiresAt = new Date(now.getTime() + this.windowS * 1000);
      const inserted = await trx
        .insertInto('pay_orders')
        .values({
          id, yfy_uid: yfyUid, role_uid: role.uid, edition: role.edition, sku_id: sku.id, method: method.id, currency, price_minor: sku.price_minor,
          amount: sku.base_amount, bonus: sku.standing_bonus, points: pointsFor(sku.price_minor, currency, settings.pointsPerUnit, sku.points),
          state: 'processing', idempotency_key: key, request_hash: hash, created_at: now, expires_at: expiresAt,
          paid_at: null, provider_ref: null, delivered_at: null, refunded_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const open = await repo.openOrderFor(trx, yfyUid, sku.id);
        return fail(open ? 'payOrderOpen' : 'conflict', open ? { orderId: open.id } : undefined);
      }
      return { orderId: id, checkoutUrl: checkoutUrl(id), expiresAt: unixSeconds(expiresAt), now: unixSeconds(now) };
    });
  }

  private replay(order: OrderRow, hash: string): PayData {
    if (order.request_hash !== hash) return fail('payIdempotencyReused', { orderId: order.id });
    return { orderId: order.id, checkoutUrl: checkoutUrl(order.id), expiresAt: unixSeconds(order.expires_at), now: unixSeconds(this.clock.now()) };
  }

  /** Another method for an order still open; a final (or expired) one keeps its method. */
  async change(yfyUid: string, orderId: string, methodId: string, lang: Language): Promise<Order> {
    const order = await this.own(yfyUid, orderId);
    const method = (await this.catalogue.methods(order.edition)).find((m) => m.id === methodId);
    if (!method) return fail('payMethodUnavailable');
    const now = this.clock.now();
    const res = await this.db
      .updateTable('pay_orders')
      .set({ method: method.id })
      .where('id', '=', order.id)
      .where('state', '=', 'processing')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) {
      await repo.expireOne(this.db, order.id, now);
      return fail('payOrderFinal');
    }
    return this.order(yfyUid, orderId, lang);
  }

  async order(yfyUid: string, orderId: string, lang: Language): Promise<Order> {
    let order = await this.own(yfyUid, orderId);
    const now = this.clock.now();
    // A window that has closed reads as timed out at once, not only after the sweeper's next round.
    if (order.state === 'processing' && order.expires_at <= now) {
      await repo.expireOne(this.db, order.id, now);
      order = await this.own(yfyUid, orderId);
    }
    const [view] = await presentOrders(this.db, this.roles, [order], lang, now);
    return view as Order;
  }

  async orders(yfyUid: string, page: number, size: number, lang: Language): Promise<OrderList> {
    const rows = await repo.ordersOf(this.db, yfyUid, page, size);
    const list = await presentOrders(this.db, this.roles, rows.slice(0, size), lang, this.clock.now());
    return { list, page, size, hasMore: rows.length > size };
  }

  private async own(yfyUid: string, orderId: string): Promise<OrderRow> {
    const order = await repo.order(this.db, orderId);
    if (!order || order.yfy_uid !== yfyUid) return fail('payOrderNotFound');
    return order;
  }
}
