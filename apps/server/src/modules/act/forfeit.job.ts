import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { forfeitAddresslessIn } from '../../platform/prize-forfeit.ts';

/** Cumulative top-up tiers' physical prizes without an address 7 days after the claim are forfeited. */
export const forfeitDue = (db: Db, clock: Clock): Promise<number> => forfeitAddresslessIn('act_claims', db, clock);
