import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { forfeitAddresslessIn } from '../../platform/prize-forfeit.ts';

/** Anniversary draws' physical prizes without an address 7 days after the draw are forfeited. */
export const forfeitAnnualDue = (db: Db, clock: Clock): Promise<number> => forfeitAddresslessIn('annual_draws', db, clock);
