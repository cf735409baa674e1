import pg from 'pg';
import { API } from '@mecha/shared/api-paths';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { admin, dbUrlOf, measure, printTable, startServer, type Figure } from './lib.ts';
import { loginAs } from './session.ts';
import { makeBatches, pgbenchTps, postBatches } from './ingest-load.ts';

// Battle-record figures (issue 3), all against PostgreSQL, in one run:
//  1. battle_summary, battle_list, ranking_list under load, as ratios of a bare Fastify hello world;
//  2. a role's own rank and percentile (rand_percent) and the score distribution (region, edition) with
//     1,000,000 ranked roles in its region;
//     and a 2v2 role's partners (duo-partners, season and all time);
//  3. match ingest (matches/s) against pgbench's TPC-B-like tps on the same server.
// Run: npm run bench:record   (BENCH_DATABASE_URL names the server, default the local one)
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const stamp = Date.now();
const dbName = `bench_record_${stamp}`;
const pgbenchDb = `bench_pgbench_${stamp}`;

await admin(`create database ${dbName}`);
const hello = await startServer('bench/hello-server.ts', { PORT: '3901' }, 'http://127.0.0.1:3901/');
const base = 'http://127.0.0.1:3903';
console.log('starting the server on a fresh PostgreSQL database (the sim plays its seasons first)…');
const server = await startServer(
  'apps/server/src/server.ts',
  { PORT: '3903', HOST: '127.0.0.1', DATABASE_URL: dbUrlOf(dbName), LOG_LEVEL: 'warn', SIM_LIVE_PLAY: 'false' },
  `${base}/api/health`,
  // A fresh sim world plays its seasons first: minutes on two shared cores.
  600_000,
);
const db = new pg.Client({ connectionString: dbUrlOf(dbName) });
await db.connect();
try {
  const season = seasonCodeAt(Math.floor(Date.now() / 1000));
  const top = await db.query(`select uid, region from ladders where season = $1 and mode = 'T1' and games >= 20 order by score desc limit 1`, [season]);
  const { uid, region } = top.rows[0] as { uid: string; region: string };
  const token = await loginAs(base, uid);
  const authed = { authorization: `Bearer ${token}` };
  const opts = { duration, connections };

  const baseline = await measure('fastify hello world', 'http://127.0.0.1:3901/', opts);
  const figures: Figure[] = [
    baseline,
    await measure('battle_summary', `${base}/api/record/battle_summary`, { ...opts, headers: authed }),
    await measure('battle_list', `${base}/api/record/battle_list?mode=T1&size=20`, { ...opts, headers: authed }),
    await measure('ranking_list', `${base}/api/record/ranking_list?mode=T1&region=${region}`, opts),
  ];
  // Who I win with (issue 17): the busiest 2v2 role's partners, this season and all time, cached per generation.
  const duo = await db.query(`select uid from ladders where season = $1 and mode = 'T2' order by games desc limit 1`, [season]);
  const duoAuthed = { authorization: `Bearer ${await loginAs(base, (duo.rows[0] as { uid: string }).uid)}` };
  figures.push(await measure('duo-partners season', `${base}${API.duoPartners}?scope=season`, { ...opts, headers: duoAuthed }));
  figures.push(await measure('duo-partners all time', `${base}${API.duoPartners}?scope=all`, { ...opts, headers: duoAuthed }));

  console.log(`filling ${region} T1 with 1,000,000 ranked roles…`);
  await db.query(
    `insert into ladders (uid, mode, season, region, start_score, score, max_score, games, wins, streak, best_streak, last_match_at, last_match_id)
     select 'b' || g, 'T1', $1, $2, 0, s, s, 10, 5, 0, 1, now(), null
     from generate_series(1, 1000000) g, lateral (select (random() * 9000)::int + g % 1 as s) x`,
    [season, region],
  );
  await db.query(`delete from ladder_histogram where season = $1 and mode = 'T1' and region = $2`, [season, region]);
  await db.query(
    `insert into ladder_histogram (season, mode, region, bucket, players)
     select season, mode, region, (score / 25) * 25, count(*) from ladders where season = $1 and mode = 'T1' and region = $2 and games >= 3 group by 1, 2, 3, 4`,
    [season, region],
  );
  await db.query('analyze ladders');
  const check = await (await fetch(`${base}/api/record/rand_percent?mode=T1`, { headers: authed })).json();
  console.log('rand_percent answer:', JSON.stringify((check as { data: unknown }).data));
  figures.push(await measure('rand_percent (1M ranked)', `${base}/api/record/rand_percent?mode=T1`, { ...opts, headers: authed }));
  // Where I stand (issue 17): the same histogram as a chart, cached per role generation; region and whole edition.
  figures.push(await measure('score-distribution region (1M)', `${base}${API.scoreDistribution}?mode=T1&scope=region`, { ...opts, headers: authed }));
  figures.push(await measure('score-distribution edition (1M)', `${base}${API.scoreDistribution}?mode=T1&scope=edition`, { ...opts, headers: authed }));

  console.log(`\n${connections} connections, ${duration} s each, node ${process.version}, PostgreSQL`);
  printTable(figures, baseline);

  // Ingest against pgbench on the same PostgreSQL server (bench:ingest has the fuller picture: batch sizes and
  // connections); batches of 100 from 8 connections, generated before the clock starts, after the seasons' matches.
  await admin(`create database ${pgbenchDb}`);
  const tps = pgbenchTps(dbUrlOf(pgbenchDb), duration);
  const bodies = makeBatches(`bench-${stamp}`, 1200, 100, Date.now() - 1_800_000, 5);
  const ingested = (await postBatches(base, bodies, 8, duration * 1000)).perSecond;
  console.log(`\ningest: ${Math.round(ingested)} matches/s  |  pgbench TPC-B-like: ${Math.round(tps)} tps  |  ratio ${(ingested / tps).toFixed(2)}×`);
} finally {
  await db.end();
  hello.kill();
  server.kill();
  await new Promise((r) => setTimeout(r, 500));
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`drop database if exists ${pgbenchDb} with (force)`);
}
