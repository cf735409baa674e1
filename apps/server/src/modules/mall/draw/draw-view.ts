import type { DrawView } from '@mecha/shared/mall/api';
import { unixSeconds } from '../../../platform/clock.ts';
import type { DrawViewOf } from '../catalogue.service.ts';

/**
 * The draw part of a draw drop's detail. Odds for an entrant: before the allotment min(1, units / entrants), where
 * units are the stock left plus the units already won (so the figure does not move while the job walks the list);
 * once the walk has finished (draw_winners recorded) winners / entrants.
 */
export const drawViewOf: DrawViewOf = async (db, product, yfyUid): Promise<DrawView> => {
  const counts = await db
    .selectFrom('mall_draw_entries')
    .select((eb) => [eb.fn.countAll<string>().as('entrants'), eb.fn.count<string>('order_id').as('won')])
    .where('product_id', '=', product.id)
    .executeTakeFirstOrThrow();
  const entrants = Number(counts.entrants);
  const mine = yfyUid
    ? await db.selectFrom('mall_draw_entries').select(['outcome', 'order_id']).where('product_id', '=', product.id).where('yfy_uid', '=', yfyUid).executeTakeFirst()
    : undefined;
  const winners = product.draw_winners;
  const units = product.stock + Number(counts.won);
  const odds = winners !== null ? (entrants === 0 ? 0 : winners / entrants) : entrants === 0 ? (units > 0 ? 1 : 0) : Math.min(1, units / entrants);
  return {
    entrants,
    odds,
    entered: mine !== undefined,
    outcome: mine?.outcome ?? null,
    orderId: mine?.order_id ?? null,
    drawnAt: product.drawn_at ? unixSeconds(product.drawn_at) : null,
    winners,
  };
};
