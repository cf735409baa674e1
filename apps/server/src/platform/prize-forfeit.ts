import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';

/** Tables of won physical prizes with a 7-day address deadline (cumulative top-up tiers, anniversary draws). */
export type PrizeTable = 'act_claims' | 'annual_draws';

// Physical prizes still without an address at their deadline are forfeited (SPEC §4). One conditional UPDATE: any
// number of server processes may run it at once (a row another run just marked no longer matches), and each
// set-address's own deadline check means a prize the sweep has not reached yet is already refused.
export async function forfeitAddresslessIn(table: PrizeTable, db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  // Both tables share these columns (migrations 0011 and 0013); the cast picks one to type the query.
  const res = await db
    .updateTable(table as 'act_claims')
    .set({ forfeited_at: now })
    .where('physical', '=', true)
    .where('address', 'is', null)
    .where('forfeited_at', 'is', null)
    .where('address_due_at', '<=', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
