import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

// STUB (issue 13, core helper fills it): physical prizes without an address at their deadline are forfeited.
export async function forfeitAnnualDue(_db: Db, _clock: Clock): Promise<number> {
  return 0;
}
