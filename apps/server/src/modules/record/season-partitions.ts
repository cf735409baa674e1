import { sql } from 'kysely';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';

/** Seasons made ahead of the current one: two months each, so a server that never restarts has months of margin. */
export const SEASONS_AHEAD = 2;
const TABLES = ['matches', 'match_players'] as const;
// One number for the advisory lock, so processes starting together make each partition once.
const LOCK_KEY = 74_120_019;

/**
 * Makes each season's partitions of `matches` and `match_players` (migration 0019), from season 1 to
 * SEASONS_AHEAD after the current one; run at start and by a job. A season whose rows already sit in the default
 * partition (a test or a clock far ahead) keeps them there: they are still found, just not pruned, and moving them
 * would have to delete lines through the cascade. Returns the partitions made.
 */
export async function ensureSeasonPartitions(db: Db, clock: Clock): Promise<string[]> {
  const last = seasonCodeAt(unixSeconds(clock.now())) + SEASONS_AHEAD;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const existing = await sql<{ name: string }>`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname in ('matches', 'match_players')`.execute(trx);
    const have = new Set(existing.rows.map((r) => r.name));
    const made: string[] = [];
    for (let season = 1; season <= last; season++) {
      if (TABLES.every((t) => have.has(`${t}_s${season}`))) continue;
      const stranded = await sql<{ n: number }>`select count(*)::int as n from matches_default where season = ${season}`.execute(trx);
      if (stranded.rows[0]!.n > 0) continue;
      for (const table of TABLES) {
        const name = `${table}_s${season}`;
        if (have.has(name)) continue;
        await sql.raw(`create table ${name} partition of ${table} for values in (${season})`).execute(trx);
        made.push(name);
      }
    }
    return made;
  });
}
