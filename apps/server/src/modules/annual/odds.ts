import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { AnnualOddsHistoryTable, OddsWeight } from '../../db/tables/annual.ts';

export type OddsReason = AnnualOddsHistoryTable['reason'];

/**
 * Writes the pool as it now stands (every prize in stock, in the order a draw walks it: sort, then id) as the odds
 * in force from the next draw on. Called after every change of the pool: the event opening, a prize running out
 * (the draw), an operator's change (weights, stock, prizes).
 *
 * The caller must hold the event row's lock (`SELECT … FOR UPDATE`, or the draw's `UPDATE … draws_made`) in the
 * same transaction: draws take that lock first, so no draw can slip between reading draws_made here and the row
 * being written, and the row's from_draw is exactly the first draw that reads it. Returns the weights written.
 */
export async function recordOdds(
  trx: Transaction<Database>,
  eventId: string,
  reason: OddsReason,
  prizeId: string | null,
  now: Date,
): Promise<OddsWeight[]> {
  const event = await trx.selectFrom('annual_events').select('draws_made').where('id', '=', eventId).executeTakeFirstOrThrow();
  const prizes = await trx
    .selectFrom('annual_prizes')
    .select(['id', 'weight'])
    .where('event_id', '=', eventId)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const weights: OddsWeight[] = prizes.map((p) => ({ prizeId: p.id, weight: p.weight }));
  await trx
    .insertInto('annual_odds_history')
    .values({ event_id: eventId, from_draw: event.draws_made + 1, at: now, reason, prize_id: prizeId, weights: JSON.stringify(weights) })
    .execute();
  return weights;
}
