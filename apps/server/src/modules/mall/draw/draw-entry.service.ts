import { normaliseAddress, type ShippingAddress } from '@mecha/shared/address/schema';
import type { EditionCode } from '@mecha/shared/editions';
import type { z } from 'zod';
import type { drawEnterData } from '@mecha/shared/mall/api';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { dbErrorKey } from '../../../platform/db-errors.ts';
import { AppError, fail } from '../../../platform/errors.ts';
import { PointsService } from '../../points/points.service.ts';
import type { Conn } from '../../account/account.repository.ts';
import type { RoleDirectory } from '../../account/role-directory.ts';
import { assertMayExchange, chosenAddress } from '../exchange.service.ts';
import { limitPeriodAt, mallRepository as repo, type ProductRow } from '../mall.repository.ts';
import { productState } from '../presenters.ts';

type DrawEnterData = z.infer<typeof drawEnterData>;

/**
 * What an entrant must meet beyond assertMayExchange (decision 0030: eligibility is checked at entry and again at
 * the draw): a ledger that agrees with the balance, the price covered, the limit not used up. Read without locks:
 * nothing is taken at entry; the draw's exchange transaction is what guards the points.
 */
export async function assertCouldPay(db: Conn, yfyUid: string, product: Pick<ProductRow, 'id' | 'points' | 'limit_count' | 'limit_period'>, edition: EditionCode, at: Date) {
  const { balance, ledgerSum } = await PointsService.auditIn(db, yfyUid);
  if (balance !== ledgerSum) fail('mallAbnormalPoints');
  if (product.limit_count !== null && product.limit_period !== null) {
    const used = await db
      .selectFrom('mall_purchase_counts')
      .select('n')
      .where('yfy_uid', '=', yfyUid)
      .where('product_id', '=', product.id)
      .where('period', '=', limitPeriodAt(product.limit_period, at, edition))
      .executeTakeFirst();
    if ((used?.n ?? 0) >= product.limit_count) fail('mallLimitReached');
  }
  if (balance < product.points) fail('mallInsufficientPoints');
}

// score/draw/enter: one entry per account and draw drop while its window is open; no points are taken.
export class DrawEntries {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly roles: RoleDirectory,
  ) {}

  async enter(yfyUid: string, roleUid: string, edition: EditionCode, body: { productId: string; addressId?: number; address?: ShippingAddress }): Promise<DrawEnterData> {
    const at = this.clock.now();
    const product = await repo.productOf(this.db, body.productId, edition);
    if (!product) return fail('mallProductNotFound');
    // A race drop has no window to enter; a draw drop only between on_sale_at and entry_ends_at.
    if (product.style !== 'draw' || productState(product, at) !== 'entryOpen') return fail('mallDrawClosed');
    const address = await chosenAddress(this.db, yfyUid, body);
    await assertMayExchange(this.db, { yfyUid, roleUid, product, address, at, roles: this.roles });
    await assertCouldPay(this.db, yfyUid, product, edition, at);
    try {
      await this.db
        .insertInto('mall_draw_entries')
        .values({ product_id: product.id, yfy_uid: yfyUid, role_uid: roleUid, address: JSON.stringify(normaliseAddress(address)), entered_at: at, order_id: null })
        .execute();
    } catch (e) {
      // The primary key (product, account) is the once-per-account rule, so two entries at once give one.
      if (dbErrorKey(e) === 'conflict') throw new AppError('mallDrawEntered');
      throw e;
    }
    const n = await this.db.selectFrom('mall_draw_entries').select((eb) => eb.fn.countAll<string>().as('n')).where('product_id', '=', product.id).executeTakeFirstOrThrow();
    return { entered: true, entrants: Number(n.n) };
  }
}
