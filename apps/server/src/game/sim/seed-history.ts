import { season, seasonCodeAt } from '@mecha/shared/ladder/seasons';
import type { Db } from '../../db/client.ts';
import { HistoryCollector } from '../../modules/record/history-loader.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import type { GameRole } from '../gateway.ts';
import { setImmediate as turn } from 'node:timers/promises';
import { simulateDays } from './history.ts';
import { simPopulation } from './population.ts';

/** Where the first start reports its progress (the server passes its logger; tests pass nothing). */
export type SeedProgress = (msg: string, figures: Record<string, number>) => void;

// First start of the simulated world: plays every season from 2024-12-09 until now and loads the result.
// It takes a minute or two, so it says what it is doing: one line a season, then the load.
export async function seedHistory(db: Db, roles: GameRole[], clock: Clock, progress: SeedProgress = () => {}): Promise<{ matches: number; ladders: number }> {
  const done = await db.selectFrom('ladders').select('uid').limit(1).executeTakeFirst();
  if (done) return { matches: 0, ladders: 0 };
  const started = Date.now();
  const elapsed = () => Math.round((Date.now() - started) / 100) / 10;
  const now = unixSeconds(clock.now());
  const at = clock.now();
  await db
    .insertInto('game_roles')
    .values(roles.map((r) => ({ ...r, updated_at: at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const seasons = seasonCodeAt(now);
  progress(`sim world: first start, playing ${seasons} seasons for ${roles.length} roles`, { seasons, roles: roles.length });
  const collector = new HistoryCollector();
  const days = simulateDays(simPopulation(roles, now), season(1).StartTime, now, Math.max(1, seasons - 1), collector);
  let current = 1;
  let next = days.next();
  for (; !next.done; next = days.next()) {
    if (next.value.season === current) continue;
    progress(`sim world: season ${current} of ${seasons} played, ${next.value.matches} matches so far`, { season: current, matches: next.value.matches, seconds: elapsed() });
    current = next.value.season;
    await turn(); // lets the log write the line now, not after the whole history
  }
  const ladders = next.value;
  progress(`sim world: season ${seasons} played up to now; loading ${collector.matches.length} matches of the last two seasons and ${ladders.length} ladders into the database`, {
    matches: collector.matches.length,
    ladders: ladders.length,
    seconds: elapsed(),
  });
  await collector.load(db, ladders, at);
  progress('sim world: ready', { seconds: elapsed() });
  return { matches: collector.matches.length, ladders: ladders.length };
}
