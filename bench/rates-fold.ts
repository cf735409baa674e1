import { sql } from 'kysely';
import { createDb } from '../apps/server/src/db/client.ts';
import { floorHour } from '../apps/server/src/modules/rates/rate-hours.ts';
import { refreshRates } from '../apps/server/src/modules/rates/rates.job.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { dbUrlOf } from './lib.ts';

// What one run of the character-rates job costs on a large database (decision 0199): a fold of every hour of the
// window (an upgrade, a bulk load), a run with nothing marked, and a run after a batch marked the current hour,
// as every 10 minutes under live ingest. Run on a database kept by record-scale:
//   BENCH_DB=bench_scale_… node --import tsx bench/rates-fold.ts
const name = process.env.BENCH_DB;
if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DB: the name of a database kept by `BENCH_KEEP=1 npm run bench:record-scale`');
const { db } = createDb({ databaseUrl: dbUrlOf(name), poolSize: 2 });

async function timed(label: string, mark: () => Promise<unknown>) {
  await mark();
  const started = performance.now();
  await refreshRates(db, systemClock);
  return { run: label, ms: Math.round(performance.now() - started) };
}

const hour = floorHour(new Date());
const counts = await sql<{ matches: string; in_hour: string; hour_rows: string }>`
  select (select count(*) from matches) as matches,
    (select count(*) from matches where ended_at >= ${hour} and ended_at < ${hour}::timestamptz + interval '1 hour') as in_hour,
    (select count(*) from character_rate_hours) as hour_rows`.execute(db);
const c = counts.rows[0]!;
console.log(`database ${name}: ${Number(c.matches).toLocaleString('en')} matches, ${Number(c.in_hour).toLocaleString('en')} in the current hour`);
const rows = [
  await timed('every hour of the window (null mark)', () => db.insertInto('character_rate_dirty').values({ hour: null }).execute()),
  await timed('nothing marked (sums only)', async () => undefined),
  await timed('the current hour marked (a batch arrived)', () => db.insertInto('character_rate_dirty').values({ hour }).execute()),
  await timed('the current hour marked, again', () => db.insertInto('character_rate_dirty').values({ hour }).execute()),
];
const after = await sql<{ n: string }>`select count(*) as n from character_rate_hours`.execute(db);
console.table(rows);
console.log(`hour rows kept: ${Number(after.rows[0]!.n).toLocaleString('en')}`);
await db.destroy();
