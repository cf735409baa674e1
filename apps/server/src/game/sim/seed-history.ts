import { setImmediate as turn } from 'node:timers/promises';
import { season, seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import type { GameRole } from '../gateway.ts';
import { simulateDays, type BulkHistory } from './history.ts';
import { simPopulation } from './population.ts';

/** Where the first start reports its progress (the server passes its logger; tests pass nothing). */
export type SeedProgress = (msg: string, figures: Record<string, number>) => void;

// First start of the simulated world: plays every season from 2024-12-09 until now and hands what it played to the
// site's bulk ingest (`bulk`, the record module's, given by the app: the sim does not write the site's tables).
// It takes a minute or two, so it says what it is doing: one line a season, then the load.
export async function seedHistory(bulk: BulkHistory, roles: GameRole[], clock: Clock, progress: SeedProgress = () => {}): Promise<{ matches: number; ladders: number }> {
  if (await bulk.loaded()) return { matches: 0, ladders: 0 };
  const started = Date.now();
  const elapsed = () => Math.round((Date.now() - started) / 100) / 10;
  const now = unixSeconds(clock.now());
  const seasons = seasonCodeAt(now);
  progress(`sim world: first start, playing ${seasons} seasons for ${roles.length} roles`, { seasons, roles: roles.length });
  const days = simulateDays(simPopulation(roles, now), season(1).StartTime, now, Math.max(1, seasons - 1), bulk);
  let current = 1;
  let next = days.next();
  for (; !next.done; next = days.next()) {
    if (next.value.season === current) continue;
    progress(`sim world: season ${current} of ${seasons} played, ${next.value.matches} matches so far`, { season: current, matches: next.value.matches, seconds: elapsed() });
    current = next.value.season;
    await turn(); // lets the log write the line now, not after the whole history
  }
  const ladders = next.value;
  progress(`sim world: season ${seasons} played up to now; loading ${bulk.matchCount} matches of the last two seasons and ${ladders.length} ladders into the database`, {
    matches: bulk.matchCount,
    ladders: ladders.length,
    seconds: elapsed(),
  });
  await bulk.load(roles, ladders, clock.now());
  progress('sim world: ready', { seconds: elapsed() });
  return { matches: bulk.matchCount, ladders: ladders.length };
}
