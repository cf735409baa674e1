import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { EDITIONS, type EditionCode } from '@mecha/shared/editions';
import type { LimitPeriod } from '@mecha/shared/mall/api';
import { businessDay } from '@mecha/shared/welfare/business-time';
import type { MallOrdersTable, MallProductsTable } from '../../db/tables/mall.ts';
import type { Conn } from '../account/account.repository.ts';

export type ProductRow = Selectable<MallProductsTable>;
export type MallOrderRow = Selectable<MallOrdersTable>;

/** A mall order id: 'M', the creation time in base 36, 10 random hex digits (sortable enough, not guessable). */
export function newMallOrderId(at: Date): string {
  return `M${at.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The limit period an exchange at `at` counts against: 'ever', or the edition's business-time month ('2026-11'). */
export function limitPeriodAt(period: LimitPeriod, at: Date, edition: EditionCode): string {
  return period === 'ever' ? 'ever' : businessDay(at, EDITIONS[edition].timeZone).slice(0, 7);
}

// Reads shared by the player's mall calls; every write lives beside the rule it keeps (exchange.service.ts,
// order-states.ts, address-book.service.ts).
export const mallRepository = {
  /** An active product listed in `edition`, or undefined (unknown, inactive and other editions look the same). */
  productOf(db: Conn, id: string, edition: EditionCode) {
    return db
      .selectFrom('mall_products')
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', true)
      .where(sql<boolean>`${edition} = any(editions)`)
      .executeTakeFirst();
  },

  addressOf(db: Conn, yfyUid: string, id: number) {
    return db.selectFrom('mall_addresses').selectAll().where('id', '=', id).where('yfy_uid', '=', yfyUid).executeTakeFirst();
  },

  order(db: Conn, id: string) {
    return db.selectFrom('mall_orders').selectAll().where('id', '=', id).executeTakeFirst();
  },
};
