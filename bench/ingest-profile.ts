import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from '../apps/server/src/db/types.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { preparingPool } from '../apps/server/src/db/prepared.ts';
import { IngestService } from '../apps/server/src/modules/record/ingest.service.ts';
import { makeBatches } from './ingest-load.ts';
import { cpuShares, machineCpu } from './lib.ts';

// Where a batch's time goes, one batch at a time in this process: each statement's time in PostgreSQL (as the
// client sees it) against the batch's whole time; the rest is JavaScript. It ends with a digest of everything the
// ingest derived (ladders, scored lines, days, character stats, histogram): the same matches always make the same
// digest, so running this at two commits is the differential check that a faster ingest changed no score.
// Run: node --import tsx bench/ingest-profile.ts   (BENCH_BATCH, default 300; BENCH_MATCHES, default 60,000; BENCH_PLAYERS, default 50,000;
// BENCH_CONCURRENT, default 1; BENCH_EXTRA_SQL, statements separated by `;` run after the migrations, for an upper bound
// such as "drop index ladders_board" measured without building the change first)
// A fixed start (inside a season) so that two runs play the very same matches.
const FROM = Date.parse('2026-11-20T00:00:00Z');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `bench_ingest_profile_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const pool = new pg.Pool({ connectionString: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(), max: 10 });
pool.on('error', () => {}); // the drop at the end ends idle connections
const spent = new Map<string, number>();
let statements = 0;
const db = new Kysely<Database>({
  // The server's pool: the statements it marks as prepared go named, as they do in the server (db/client.ts).
  dialect: new PostgresDialect({ pool: preparingPool(pool) }),
  log: (e) => {
    const head = e.query.sql.replace(/\s+/g, ' ').trim().slice(0, 60);
    spent.set(head, (spent.get(head) ?? 0) + e.queryDurationMillis);
    statements++;
  },
});
try {
  await migrateToLatest(db);
  if (process.env.BENCH_EXTRA_SQL) for (const q of process.env.BENCH_EXTRA_SQL.split(';').filter((x) => x.trim())) await sql.raw(q).execute(db);
  const size = Number(process.env.BENCH_BATCH ?? 300);
  const bodies = makeBatches('p', Math.ceil(Number(process.env.BENCH_MATCHES ?? 60_000) / size), size, FROM, 10).map((b) => (JSON.parse(b) as { matches: unknown[] }).matches);
  const ingest = new IngestService(db, { now: () => new Date() });
  for (const b of bodies.slice(0, 10)) await ingest.ingest(b); // warm-up
  spent.clear();
  statements = 0;
  // BENCH_CPU_PROFILE=<file>: this process's CPU profile of the measured batches only (no set-up, no warm-up), for
  // a .cpuprofile viewer; the sampling itself costs a few per cent of the figures below.
  const inspector = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const commitsBefore = await commits();
  const cpuBefore = machineCpu();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  let n = 0;
  // Neighbouring batches swap places, so players' matches also arrive late and their ladders replay.
  const rest = bodies.slice(10);
  // BENCH_CONCURRENT=k keeps k batches outstanding, as k game servers would: the queue merges and chains them
  // (decision 0214), and the digest must not change.
  const concurrent = Number(process.env.BENCH_CONCURRENT ?? 1);
  let next = 0;
  await Promise.all(Array.from({ length: concurrent }, async () => {
    while (next < rest.length) {
      const i = next++;
      const r = await ingest.ingest(rest[i ^ 1] ?? rest[i]!);
      n += r.accepted;
      if (process.env.BENCH_DEBUG) console.log(i, r.accepted, r.duplicates, r.refused.length);
    }
  }));
  const total = performance.now() - started;
  const cpu = cpuShares(cpuBefore, machineCpu()).ms;
  const own = process.cpuUsage(ownBefore);
  // Stopped and written once the figures are read, so that serialising the profile is not counted in them.
  if (inspector) {
    writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify((await inspector.post('Profiler.stop')).profile));
    inspector.disconnect();
  }
  const ownMs = (own.user + own.system) / 1000;
  const committed = (await commits()) - commitsBefore;
  const inSql = [...spent.values()].reduce((a, b) => a + b, 0);
  console.log(`${n} matches in ${total.toFixed(0)} ms: ${((n / total) * 1000).toFixed(0)} matches/s serial; SQL ${inSql.toFixed(0)} ms, JS ${(total - inSql).toFixed(0)} ms`);
  // The CPU the whole machine spent per match (this process, PostgreSQL, everything) and how long it sat idle: a
  // second view beside the wall time, though on a shared machine it swings between runs too (488–637 ms for the same
  // code on 2026-12-02).
  console.log(`machine CPU: ${((cpu.busy / n) * 1000).toFixed(0)} ms busy per 1,000 matches (${cpu.busy} ms busy, ${cpu.idle + cpu.ioWait} ms idle of which ${cpu.ioWait} in I/O wait, ${cpu.stolen} ms stolen)`);
  // This process's share of it: the ingest's JavaScript, the driver and its garbage collection; most of the rest is PostgreSQL.
  console.log(`this process: ${((ownMs / n) * 1000).toFixed(0)} ms CPU per 1,000 matches (user ${(own.user / 1000).toFixed(0)} ms, system ${(own.system / 1000).toFixed(0)} ms)`);
  // Round trips and commits (each a WAL flush) per 1,000 matches: the same for the same code, however busy the machine.
  console.log(`per 1,000 matches: ${((statements / n) * 1000).toFixed(1)} statements, ${((committed / n) * 1000).toFixed(1)} commits`);
  for (const [k, v] of [...spent].sort((a, b) => b[1] - a[1])) console.log(v.toFixed(0).padStart(8), k);
  const digest = createHash('sha256');
  for (const q of [
    'select uid, mode, season, region, start_score, score, max_score, games, wins, streak, best_streak, last_match_at, last_match_id from ladders order by 1, 2, 3',
    'select match_id, uid, score_before, base, mvp_bonus, streak_bonus, solo_team, score_after, stats from match_players order by 1, 2',
    'select * from ladder_days order by 1, 2, 3, 4',
    'select * from character_stats order by 1, 2, 3, 4',
    'select * from ladder_histogram where players <> 0 order by 1, 2, 3, 4',
  ]) digest.update(JSON.stringify((await pool.query(q)).rows));
  console.log(`digest of the derived tables: ${digest.digest('hex')}`);
  // Rows written per table, and how many updates stayed on their page without touching an index (HOT): an update that
  // is not HOT writes every index of its table again.
  await pool.query('select pg_stat_clear_snapshot()');
  const tables = await pool.query<{ relname: string; ins: string; upd: string; hot: string }>(`
    select relname, n_tup_ins ins, n_tup_upd upd, n_tup_hot_upd hot from pg_stat_user_tables
    where n_tup_ins + n_tup_upd > 0 order by n_tup_ins + n_tup_upd desc`);
  console.table(tables.rows.map((t) => ({ table: t.relname, inserted: Number(t.ins), updated: Number(t.upd), 'HOT share': Number(t.upd) ? `${Math.round((Number(t.hot) / Number(t.upd)) * 100)} %` : '' })));
} finally {
  await db.destroy();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}

/** Transactions committed in the bench's database so far (the statistics collector's count, flushed first). */
async function commits(): Promise<number> {
  await pool.query('select pg_stat_clear_snapshot()');
  const r = await pool.query<{ n: string }>('select xact_commit n from pg_stat_database where datname = current_database()');
  return Number(r.rows[0]!.n);
}
