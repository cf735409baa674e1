import { season, seasonCodeAt } from '@mecha/shared/ladder/seasons';
import type { Db } from '../../db/client.ts';
import { HistoryCollector } from '../../modules/record/history-loader.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import type { GameRole } from '../gateway.ts';
import { simulateHistory } from './history.ts';
import { simPopulation } from './population.ts';

// First start of the simulated world: plays every season from 2024-12-09 until now and loads the result.
export async function seedHistory(db: Db, roles: GameRole[], clock: Clock): Promise<{ matches: number; ladders: number }> {
  const done = await db.selectFrom('ladders').select('uid').limit(1).executeTakeFirst();
  if (done) return { matches: 0, ladders: 0 };
  const now = unixSeconds(clock.now());
  const at = clock.now();
  await db
    .insertInto('game_roles')
    .values(roles.map((r) => ({ ...r, updated_at: at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const collector = new HistoryCollector();
  const ladders = simulateHistory(simPopulation(roles, now), season(1).StartTime, now, Math.max(1, seasonCodeAt(now) - 1), collector);
  await collector.load(db, ladders, at);
  return { matches: collector.matches.length, ladders: ladders.length };
}
