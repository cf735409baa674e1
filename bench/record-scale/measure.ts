import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { API } from '@mecha/shared/api-paths';
import { EDITIONS } from '@mecha/shared/editions';
import { CHARACTERS } from '@mecha/shared/game/characters';
import { PLACEMENT_MATCHES } from '@mecha/shared/ladder/scoring';
import { hashToken } from '../../apps/server/src/modules/account/tokens.ts';
import { measure, printTable, type Figure } from '../lib.ts';
import { loginAs } from '../session.ts';
import { explainAll } from './explain.ts';
import { RECORD_TABLES } from './fill.ts';
import { fmt, secs } from './format.ts';

// The record-scale measure (see bench/record-scale.ts): the database's size, then each read under load against the
// restarted server, beside a bare Fastify hello world.
const SIZE_TABLES = [...RECORD_TABLES, 'game_roles', 'sim_roles', 'accounts', 'sessions'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Waits until no query of ours runs in the database for 3 s: the server's start-up jobs (rates, annual histogram, decay) scan the tables. */
export async function waitForQuiet(db: pg.Client, dbName: string): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  let shown = 0;
  while (quiet < 6) {
    const r = await db.query<{ n: number; q: string | null }>(
      `select count(*)::int as n, string_agg(left(regexp_replace(query, '\\s+', ' ', 'g'), 70), ' | ') as q from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and state = 'active'`,
      [dbName],
    );
    quiet = r.rows[0]!.n === 0 ? quiet + 1 : 0;
    if (r.rows[0]!.n && Date.now() - shown > 30_000) {
      shown = Date.now();
      console.log(`  waiting for the server's start-up jobs (${secs(Date.now() - started)}): ${r.rows[0]!.q}`);
    }
    await sleep(500);
  }
  return Date.now() - started;
}

export async function sizes(db: pg.Client, dbName: string) {
  const r = await db.query<{ relname: string; rows: string; total: string; heap: string; idx: string }>(
    // A table partitioned by season (matches, match_players) counts its partitions (leaves only: ANALYZE also gives
    // the parent the whole tree's row count).
    `select c.relname, sum(greatest(p.reltuples, 0)) filter (where t.isleaf)::bigint as rows, sum(pg_total_relation_size(p.oid)) as total,
       sum(pg_relation_size(p.oid)) as heap, sum(pg_indexes_size(p.oid)) as idx
     from pg_class c cross join lateral pg_partition_tree(c.oid) t join pg_class p on p.oid = t.relid
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relname = any($1)
     group by c.relname order by 3 desc`,
    [SIZE_TABLES],
  );
  const mb = (b: string) => `${fmt(Number(b) / 1048576)} MB`;
  console.log('\ntable sizes (rows: pg_class estimates)');
  console.table(r.rows.map((x) => ({ table: x.relname, rows: fmt(Math.max(0, Number(x.rows))), total: mb(x.total), heap: mb(x.heap), indexes: mb(x.idx) })));
  const d = await db.query<{ s: string }>('select pg_size_pretty(pg_database_size($1)) as s', [dbName]);
  console.log(`database ${dbName}: ${d.rows[0]!.s}`);
}

/**
 * PostgreSQL's own cache beside what the reads touch. A read that misses shared_buffers is served from the OS page
 * cache if it is there; on this machine's class the kernel reclaims that cache early (DAMON: ~3 GB kept with 20 GB
 * free), so at 128 MB (the default) the rows that vary the role waited on the disk for up to 99 % of the time and moved
 * by 10× between runs (decision 0219, addendum of 2026-12-07). BENCH_PREWARM=1 reads the record tables and their indexes into
 * shared_buffers first (pg_prewarm), as a server that has been up a while holds its hot set.
 */
export async function buffers(db: pg.Client) {
  const r = await db.query<{ buffers: string; bytes: string; tables: string }>(
    `select current_setting('shared_buffers') as buffers, (select setting::bigint * 8192 from pg_settings where name = 'shared_buffers') as bytes,
       (select sum(pg_total_relation_size(c.oid)) from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r') as tables`,
  );
  const { buffers: setting, bytes, tables } = r.rows[0]!;
  const fits = Number(bytes) >= Number(tables);
  console.log(`shared_buffers ${setting} beside ${fmt(Number(tables) / 1048576)} MB of tables and indexes${fits ? '' : ': reads that miss it go to the page cache or the disk (see the I/O wait column)'}`);
  if (process.env.BENCH_PREWARM !== '1') return;
  const t = Date.now();
  await db.query('create extension if not exists pg_prewarm');
  const w = await db.query<{ blocks: string }>(
    // Heaps first and indexes last: when they do not all fit, the blocks read last stay, and every read walks an index.
    `select coalesce(sum(pg_prewarm(oid)), 0) as blocks from (
       select c.oid from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'i') and c.relpersistence = 'p'
       order by c.relkind = 'i', pg_relation_size(c.oid) desc) r`,
  );
  console.log(`prewarmed ${fmt(Number(w.rows[0]!.blocks) * 8192 / 1048576)} MB into shared_buffers in ${((Date.now() - t) / 1000).toFixed(1)} s${fits ? '' : ' (more than it holds: only the blocks read last stay)'}`);
}

interface Probe {
  name: string;
  /** Path and headers of one request (a fresh pick for each request when `varies`). */
  next: () => { path: string; headers?: Record<string, string> };
  varies: boolean;
  /** A short account of a response's data, empty when it has nothing to show. */
  check: (data: any) => string;
}

/** Measures every read; returns what failed (an empty or unsuccessful answer, errors under load). */
export async function measureReads(
  db: pg.Client,
  run: { base: string; helloPort: number; cur: number; restart: number; duration: number; connections: number; pool: number; roles: number; matches: number; explain: boolean },
): Promise<string[]> {
  const { base, helloPort: HELLO_PORT, cur, restart, duration, connections, pool: POOL, roles: ROLES, matches: MATCHES } = run;
  const prev = cur - 1;
  // A kept database still has the last run's pool accounts: gone first, so no role measured here belongs to one.
  await db.query(`delete from accounts where yfy_uid like 'h5-bench-%'`);
  // Who is measured: the busiest role of the season (most T1 games), a random placed role, and a pool of roles
  // with a session each for the rows that vary the role per request.
  const busy = (await db.query<{ uid: string; region: string; games: number }>(`select uid, region, games from ladders where season = $1 and mode = 'T1' order by games desc, uid limit 1`, [cur])).rows[0]!;
  const busyT2 = (await db.query<{ games: number }>(`select games from ladders where uid = $1 and season = $2 and mode = 'T2'`, [busy.uid, cur])).rows[0]?.games ?? 0;
  const rnd = (await db.query<{ uid: string; games: number }>(`select uid, games from ladders where season = $1 and mode = 'T1' and games >= $2 and uid <> $3 order by random() limit 1`, [cur, PLACEMENT_MATCHES, busy.uid])).rows[0]!;
  const busyToken = await loginAs(base, busy.uid);
  const rndToken = await loginAs(base, rnd.uid);
  const busyFav = (await db.query<{ character: string }>(`select character from character_stats where uid = $1 and season = $2 and mode = 'T1' order by games desc limit 1`, [busy.uid, cur])).rows[0]!.character;
  console.log(`busiest role ${busy.uid} (${busy.region}): ${fmt(busy.games)} T1 and ${fmt(busyT2)} T2 matches this season; random role ${rnd.uid}: ${rnd.games} T1 matches`);

  const poolRows = (await db.query<{ uid: string; t1: number; t2: number }>(
    `select l.uid, l.games as t1, l2.games as t2 from ladders l join ladders l2 on l2.uid = l.uid and l2.season = l.season and l2.mode = 'T2'
     where l.season = $1 and l.mode = 'T1' and l.games >= $2 and l2.games >= $2 and not exists (select 1 from account_roles a where a.uid = l.uid)
     order by random() limit $3`,
    [cur, PLACEMENT_MATCHES, POOL],
  )).rows;
  const favs = new Map((await db.query<{ uid: string; character: string }>(
    `select distinct on (uid) uid, character from character_stats where season = $1 and mode = 'T1' and uid = any($2) order by uid, games desc`,
    [cur, poolRows.map((p) => p.uid)],
  )).rows.map((r) => [r.uid, r.character]));
  const tokens = poolRows.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `with t as (select uid, i from unnest($1::text[]) with ordinality t(uid, i)),
     a as (insert into accounts (yfy_uid, selected_role_uid, origin) select 'h5-bench-' || i, uid, 'code' from t)
     insert into account_roles (uid, yfy_uid, bound_at) select uid, 'h5-bench-' || i, now() from t`,
    [poolRows.map((p) => p.uid)],
  );
  await db.query(
    `insert into sessions (token_hash, yfy_uid, created_at, expires_at) select h, 'h5-bench-' || i, now(), now() + interval '30 days' from unnest($1::text[]) with ordinality t(h, i)`,
    [tokens.map(hashToken)],
  );
  const pool = poolRows.map((p, i) => ({ ...p, fav: favs.get(p.uid) ?? CHARACTERS[0]!.id, auth: { authorization: `Bearer ${tokens[i]}` } }));
  const ids = (await db.query<{ id: string; mode: string }>(`select id, mode from matches where season >= $1 order by random() limit 5000`, [prev])).rows;
  const regions = Object.values(EDITIONS).flatMap((e) => e.regions);
  console.log(`pool: ${fmt(pool.length)} roles placed in both modes, each with a session (accounts made in SQL); ${fmt(ids.length)} match ids for the detail`);
  if (!pool.length || !ids.length) throw new Error('no pool roles or matches to measure');

  const busyAuth = { authorization: `Bearer ${busyToken}` };
  const rndAuth = { authorization: `Bearer ${rndToken}` };
  const busyPages = Math.max(1, Math.ceil(busy.games / 50));
  const listOf = (d: any) => (Array.isArray(d?.list) && d.list.length ? `${d.list.length} items` : '');
  const probes: Probe[] = [
    { name: 'battle_summary, busiest role (cached)', varies: false, next: () => ({ path: API.battleSummary, headers: busyAuth }), check: (d) => (d?.T1?.TotalCnt ? `T1 ${d.T1.TotalCnt} games, ${Object.keys(d.T1.ScoreMap).length} days` : '') },
    { name: 'battle_summary, random role (cached)', varies: false, next: () => ({ path: API.battleSummary, headers: rndAuth }), check: (d) => (d?.T1?.TotalCnt ? `T1 ${d.T1.TotalCnt} games` : '') },
    { name: `battle_summary, ${pool.length} roles`, varies: true, next: () => ({ path: API.battleSummary, headers: pick(pool).auth }), check: (d) => (d?.T1?.TotalCnt ? `T1 ${d.T1.TotalCnt} games` : '') },
    { name: 'battle_list T1, busiest role (cached)', varies: false, next: () => ({ path: `${API.battleList}?mode=T1&size=20`, headers: busyAuth }), check: listOf },
    { name: 'battle_list T1, random role (cached)', varies: false, next: () => ({ path: `${API.battleList}?mode=T1&size=20`, headers: rndAuth }), check: listOf },
    {
      name: 'battle_list, busiest, any page and size',
      varies: true,
      next: () => ({ path: `${API.battleList}?mode=T1&page=${1 + Math.floor(Math.random() * busyPages)}&size=${30 + Math.floor(Math.random() * 21)}`, headers: busyAuth }),
      check: listOf,
    },
    { name: `battle_list, ${pool.length} roles`, varies: true, next: () => ({ path: `${API.battleList}?mode=${pick(['T1', 'T2'])}&size=${15 + Math.floor(Math.random() * 11)}`, headers: pick(pool).auth }), check: listOf },
    { name: `ranking_list T1 ${busy.region} (cached board)`, varies: false, next: () => ({ path: `${API.rankingList}?mode=T1&region=${busy.region}` }), check: listOf },
    { name: `ranking_list, ${regions.length * 2} boards`, varies: true, next: () => ({ path: `${API.rankingList}?mode=${pick(['T1', 'T2'])}&region=${pick(regions)}` }), check: listOf },
    {
      name: `battle_detail, ${ids.length} matches`,
      varies: true,
      next: () => {
        const m = pick(ids);
        return { path: `${m.mode === 'T1' ? API.detail1v1 : API.detail2v2}?id=${m.id}` };
      },
      check: (d) => (d?.Sides?.[0]?.Players?.length ? `${d.Sides.length} sides` : ''),
    },
    { name: `role_list, ${pool.length} roles`, varies: true, next: () => ({ path: `${API.roleList}?mode=T1`, headers: pick(pool).auth }), check: listOf },
    {
      name: `role_message, ${pool.length} roles`,
      varies: true,
      next: () => {
        const p = pick(pool);
        return { path: `${API.roleMessage}?id=${p.fav}&mode=T1`, headers: p.auth };
      },
      check: (d) => (d?.Recent?.length ? `${d.Stat.TotalCnt} games, ${d.Recent.length} recent` : ''),
    },
    { name: 'role_message, busiest role (cached)', varies: false, next: () => ({ path: `${API.roleMessage}?id=${busyFav}&mode=T1`, headers: busyAuth }), check: (d) => (d?.Recent?.length ? `${d.Stat.TotalCnt} games, ${d.Recent.length} recent` : '') },
    { name: 'duo-partners all, busiest (cached)', varies: false, next: () => ({ path: `${API.duoPartners}?scope=all`, headers: busyAuth }), check: (d) => (d?.Partners ? `${d.Partners} partners, ${d.Total.Matches} matches` : '') },
    { name: `duo-partners all, ${pool.length} roles`, varies: true, next: () => ({ path: `${API.duoPartners}?scope=all`, headers: pick(pool).auth }), check: (d) => (d?.Partners ? `${d.Partners} partners` : '') },
  ];

  // One request of each by hand first: the answer must be a success with something in it.
  console.log('\none answer of each (code, bytes, what it holds):');
  const bad: string[] = [];
  for (const p of probes) {
    const { path, headers } = p.next();
    const res = await fetch(`${base}${path}`, { headers: headers ?? {} });
    const text = await res.text();
    let what = '';
    try {
      const body = JSON.parse(text) as { code: number; data: unknown; msg?: string };
      what = body.code === 0 ? p.check(body.data) : `code ${body.code} ${body.msg ?? ''}`;
      if (body.code !== 0) what = `FAILED ${what}`;
    } catch {
      what = 'FAILED not JSON';
    }
    if (!res.ok || !what || what.startsWith('FAILED')) bad.push(`${p.name}: HTTP ${res.status} ${what || 'empty answer'}`);
    console.log(`  ${p.name.padEnd(42)} HTTP ${res.status}  ${String(text.length).padStart(6)} B  ${what || 'EMPTY'}`);
  }

  const opts = { duration, connections };
  const figures: Figure[] = [];
  const overlaps: string[] = [];
  const baseline = await measure('fastify hello world', `http://127.0.0.1:${HELLO_PORT}/`, opts);
  figures.push(baseline);
  for (const p of probes) {
    const from = (Date.now() - restart) / 600_000;
    const first = p.next();
    figures.push(p.varies ? await measure(p.name, base, { ...opts, next: p.next }) : await measure(p.name, `${base}${first.path}`, { ...opts, headers: first.headers ?? {} }));
    // The jobs run every 10 min from the start: a row measured across such a tick shared the cores with them.
    if (Math.floor(from) !== Math.floor((Date.now() - restart) / 600_000)) overlaps.push(p.name);
  }

  console.log(`\n${connections} connections, ${duration} s each, node ${process.version}, PostgreSQL; ${fmt(ROLES)} roles / ${fmt(MATCHES)} matches asked`);
  printTable(figures, baseline);
  console.table(figures.slice(1).map((f) => ({ endpoint: f.name, 'p99 ms': f.p99Ms, 'p99 / hello p99': `${(f.p99Ms / Math.max(1, baseline.p99Ms)).toFixed(1)}×`, 'p99 ≤ 50 ms': f.p99Ms <= 50 ? 'yes' : 'NO', 'errors+non2xx': f.errors + f.non2xx })));
  console.log(
    '(cached) = one key per role/board: the server answers battle_summary, battle_list, role_list, role_message, ranking_list and duo-partners from finished JSON for 5 s per role\n' +
      '(and keeps a role\'s season view and each board 5 s), so a single-role row measures mostly that cache; the pool rows pick a role per request.',
  );
  if (overlaps.length) console.log(`note: the server's 10-minute jobs ticked during: ${overlaps.join(', ')}`);
  for (const f of figures) if (f.errors || f.non2xx) bad.push(`${f.name}: ${f.errors} errors, ${f.non2xx} non-2xx`);

  if (run.explain) await explainAll(db, { cur, busy: busy.uid, region: busy.region, fav: busyFav, page: busyPages, id: ids[0]!.id });
  return bad;
}
