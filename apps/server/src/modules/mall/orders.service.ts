import type { Language } from '@mecha/shared/i18n/languages';
import type { MallOrder } from '@mecha/shared/mall/api';
import type { ShippingAddress } from '@mecha/shared/address/schema';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { chosenAddress } from './exchange.service.ts';
import type { MallOrderRow } from './mall.repository.ts';
import { changeOrderAddress } from './order-states.ts';
import { presentOrder } from './presenters.ts';

// The player's mall orders: the record (newest first, or one by id) and the address change while awaiting.
export class MallOrders {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async record(yfyUid: string, q: { page: number; size: number; id?: string }, lang: Language) {
    let query = this.db.selectFrom('mall_orders').selectAll().where('yfy_uid', '=', yfyUid);
    if (q.id) query = query.where('id', '=', q.id);
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.size + 1)
      .offset((q.page - 1) * q.size)
      .execute();
    if (q.id && rows.length === 0) return fail('mallOrderNotFound');
    return { list: await this.present(rows.slice(0, q.size), lang), page: q.page, size: q.size, hasMore: rows.length > q.size };
  }

  async modify(yfyUid: string, body: { orderId: string; addressId?: number; address?: ShippingAddress }, lang: Language): Promise<MallOrder> {
    const address = await chosenAddress(this.db, yfyUid, body);
    const row = await changeOrderAddress(this.db, { orderId: body.orderId, yfyUid, address, actor: 'player', at: this.clock.now() });
    const [view] = await this.present([row], lang);
    return view as MallOrder;
  }

  private async present(rows: MallOrderRow[], lang: Language): Promise<MallOrder[]> {
    const ids = [...new Set(rows.map((r) => r.product_id))];
    const products = ids.length ? await this.db.selectFrom('mall_products').select(['id', 'names', 'pictures']).where('id', 'in', ids).execute() : [];
    const byId = new Map(products.map((p) => [p.id, p]));
    return rows.map((r) => presentOrder(r, byId.get(r.product_id), lang));
  }
}
