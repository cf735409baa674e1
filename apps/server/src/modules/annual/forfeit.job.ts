import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

// Physical prizes still without an address at their deadline are forfeited. One conditional UPDATE: any number
// of server processes may run it at once (a row another run just marked no longer matches), and set-address's
// own deadline check means a prize the sweep has not reached yet is already refused.
export async function forfeitAnnualDue(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const res = await db
    .updateTable('annual_draws')
    .set({ forfeited_at: now })
    .where('physical', '=', true)
    .where('address', 'is', null)
    .where('forfeited_at', 'is', null)
    .where('address_due_at', '<=', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
