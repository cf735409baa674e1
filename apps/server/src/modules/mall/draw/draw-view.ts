import { sql } from 'kysely';
import type { DrawOutcome, DrawView } from '@mecha/shared/mall/api';
import { unixSeconds } from '../../../platform/clock.ts';
import type { DrawViewOf } from '../catalogue.service.ts';

/**
 * The draw part of a draw drop's detail. Odds for an entrant: before the allotment min(1, units / entrants), where
 * units are the stock left plus the units already won (so the figure does not move while the job walks the list);
 * once the walk has finished (draw_winners recorded) winners / entrants.
 */
export const drawViewOf: DrawViewOf = async (db, product, yfyUid): Promise<DrawView> => {
  // One query (PGlite answers one statement at a time, so each round trip costs throughput under load).
  const { rows } = await sql<{ entrants: string; won: string; outcome: DrawOutcome | null; order_id: string | null; entered: boolean }>`
    select count(*) as entrants, count(order_id) as won,
           max(outcome) filter (where yfy_uid = ${yfyUid}) as outcome,
           max(order_id) filter (where yfy_uid = ${yfyUid}) as order_id,
           bool_or(yfy_uid = ${yfyUid}) is true as entered
    from mall_draw_entries where product_id = ${product.id}`.execute(db);
  const counts = rows[0]!;
  const entrants = Number(counts.entrants);
  const mine = counts.entered ? { outcome: counts.outcome, order_id: counts.order_id } : undefined;
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
