import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

// STUB (issue 13, ops helper fills it): the demo anniversary event of each edition, open now in sim mode.
export async function seedAnnual(_db: Db, _clock: Clock): Promise<void> {}
