import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type { Request } from 'autocannon';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import pg from 'pg';
import { API } from '@mecha/shared/api-paths';
import { EDITIONS, type EditionCode } from '@mecha/shared/editions';
import { CHARACTERS } from '@mecha/shared/game/characters';
import { LOSS_POINTS, MVP_BONUS, PLACEMENT_MATCHES, SOLO_TEAM_ADJUST, SOLO_TEAM_FROM, STREAK_BELOW, STREAK_BONUS, WIN_BANDS } from '@mecha/shared/ladder/scoring';
import { season as seasonOf, seasonCodeAt } from '@mecha/shared/ladder/seasons';
import type { Database } from '../apps/server/src/db/types.ts';
import { hashToken } from '../apps/server/src/modules/account/tokens.ts';
import { duoPartners } from '../apps/server/src/modules/record/duo.ts';
import { recordRepository } from '../apps/server/src/modules/record/record.repository.ts';
import { admin, dbUrlOf, measure, printTable, startServer, type Figure } from './lib.ts';
import { loginAs } from './session.ts';

// Battle-record reads at scale (issue target: p99 ≤ 50 ms): 1,000,000 roles and 10,000,000 matches in PostgreSQL,
// 100 connections. The server makes the schema and its small sim world on a fresh database; the bulk is then written
// in SQL (generate_series; through ingest 10M matches would take over an hour) with the derived tables the reads use
// (ladders, ladder_days, character_stats, ladder_histogram) aggregated from the written lines; then the server is
// restarted cold and the reads are measured against a bare Fastify hello world.
//
// Full run:  node --import tsx bench/record-scale.ts            (~15 GB of data; BENCH_KEEP=1 keeps the database)
// Try small: BENCH_ROLES=20000 BENCH_MATCHES=200000 BENCH_SECONDS=3 node --import tsx bench/record-scale.ts
// Env: BENCH_ROLES, BENCH_MATCHES (totals, the sim world's included), BENCH_SECONDS (10), BENCH_CONNECTIONS (100),
//      BENCH_POOL (roles with a session for the uncached rows, 20000), BENCH_CHUNK (matches per statement, 1000000),
//      BENCH_KEEP=1 (keep the database), BENCH_DB=<name> (measure a kept database, no fill; add BENCH_KEEP=1 to keep
//      it again), BENCH_EXPLAIN=0 (skip the EXPLAIN ANALYZE of the reads' queries).
const env = process.env;
const ROLES = Number(env.BENCH_ROLES ?? 1_000_000);
const MATCHES = Number(env.BENCH_MATCHES ?? 10_000_000);
const duration = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 100);
const POOL = Number(env.BENCH_POOL ?? 20_000);
const CHUNK = Number(env.BENCH_CHUNK ?? 1_000_000);
const KEEP = env.BENCH_KEEP === '1';
const REUSE = env.BENCH_DB;
if (!(ROLES < 8_000_000 && MATCHES >= 0 && CHUNK > 0)) throw new Error('BENCH_ROLES must stay under 8,000,000 (bench UIDs are 8 digits)');
if (REUSE && !/^[a-z0-9_]+$/.test(REUSE)) throw new Error('BENCH_DB: a plain database name');

const dbName = REUSE ?? `bench_scale_${Date.now()}`;
const HELLO_PORT = 3921;
const PORT = 3923;
const base = `http://127.0.0.1:${PORT}`;
const RECORD_TABLES = ['matches', 'match_players', 'ladders', 'ladder_days', 'character_stats', 'ladder_histogram'];
const SIZE_TABLES = [...RECORD_TABLES, 'game_roles', 'sim_roles', 'accounts', 'sessions'];

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

// ---- Bench roles: index i (1…N) → an 8-digit UID whose first digit names the edition, as the sim's do, with the
// serial from 2,000,000 up (the sim's own roles count from 1001). Editions in the sim's shares (40/20/25/15 %).
const PREFIX: Record<EditionCode, number> = { cn: 1, hk: 2, global: 3, jp: 4 };
const SLOTS: EditionCode[] = [...Array(8).fill('cn'), ...Array(4).fill('hk'), ...Array(5).fill('global'), ...Array(3).fill('jp')];
const BENCH_SERIAL = 2_000_000;
const slotOf = (i: string) => `((${i}) % ${SLOTS.length} + 1)`;
const editionSql = (i: string) => `(array[${SLOTS.map((e) => `'${e}'`).join(',')}])[${slotOf(i)}]`;
const uidSql = (i: string) => `((array[${SLOTS.map((e) => PREFIX[e]).join(',')}])[${slotOf(i)}]::bigint * 10000000 + ${BENCH_SERIAL} + (${i}))::text`;
const regionSql = (i: string) =>
  `(case ${editionSql(i)} ${Object.entries(EDITIONS)
    .map(([code, e]) => `when '${code}' then (array[${e.regions.map((r) => `'${r}'`).join(',')}])[((${i}) / ${SLOTS.length}) % ${e.regions.length} + 1]`)
    .join(' ')} end)`;
const isBenchUid = (uid: string) => `((${uid})::bigint % 10000000 >= ${BENCH_SERIAL})`;
/** A role's skill in [0, 1): a multiplicative hash of its index (adjacent roles differ). */
const skillSql = (i: string) => `(((${i})::bigint * 2654435761) % 4294967296) / 4294967296.0`;
/** The score a role ends a season near: most between 1000 and 8000, the top 1 % from 8000 to 11000. */
const targetSql = (i: string) => `(1000 + 7000 * (${skillSql(i)}) ^ 2 + greatest(0, ${skillSql(i)} - 0.99) * 300000)`;
const winPointsSql = (s: string) => `(case ${WIN_BANDS.filter((b) => Number.isFinite(b.upTo)).map((b) => `when ${s} <= ${b.upTo} then ${b.points}`).join(' ')} else ${WIN_BANDS.at(-1)!.points} end)`;
const characterSql = (n: string) => `('c' || lpad((${n} + 1)::text, 2, '0'))`;

const db = new pg.Client({ connectionString: dbUrlOf(dbName) });
let server: ChildProcess | undefined;
let hello: ChildProcess | undefined;
let failed = false;

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  // The server finishes its running jobs before it closes (a character-rates run over millions of lines included).
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

function startApp(label: string) {
  console.log(label);
  return startServer(
    'apps/server/src/server.ts',
    { PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: dbUrlOf(dbName), LOG_LEVEL: 'warn', SIM_LIVE_PLAY: 'false', DATA_DIR: '/tmp/bench-record-scale-data' },
    `${base}${API.health}`,
    900_000,
  );
}

/** Every index and constraint of the public schema, as text: the fill must leave exactly what the migrations made. */
async function schemaOf(): Promise<string[]> {
  const r = await db.query<{ d: string }>(`
    select 'index ' || tablename || '.' || indexname || ': ' || indexdef as d from pg_indexes where schemaname = 'public'
    union all
    select 'constraint ' || conrelid::regclass || '.' || conname || ': ' || pg_get_constraintdef(oid) || case when convalidated then '' else ' NOT VALID' end
    from pg_constraint where connamespace = 'public'::regnamespace
      -- A foreign key to a partitioned table (match_players → matches) has a copy per partition that PostgreSQL
      -- names in the order it makes them: the key itself is compared, not its copies.
      and not (contype = 'f' and conparentid <> 0)
    order by 1`);
  return r.rows.map((x) => x.d);
}

const fillSteps: { step: string; seconds: number }[] = [];
async function step(label: string, run: () => Promise<unknown>) {
  const started = Date.now();
  await run();
  const ms = Date.now() - started;
  fillSteps.push({ step: label, seconds: Math.round(ms / 100) / 10 });
  console.log(`  ${label}: ${secs(ms)}`);
}

async function fill(cur: number) {
  const prev = cur - 1;
  const nowS = Math.floor(Date.now() / 1000);
  const prevStart = seasonOf(prev).StartTime;
  const curStart = seasonOf(cur).StartTime;
  const curEnd = seasonOf(cur).EndTime;
  const count = async (table: string) => Number((await db.query(`select count(*)::bigint as n from ${table}`)).rows[0].n);
  const simRoles = await count('game_roles');
  const simMatches = await count('matches');
  const N = Math.max(0, ROLES - simRoles);
  const M = Math.max(0, MATCHES - simMatches);
  if (N < 8 || M < 1) throw new Error(`nothing to fill: the sim world has ${simRoles} roles and ${simMatches} matches`);
  console.log(`filling: the sim world has ${fmt(simRoles)} roles and ${fmt(simMatches)} matches; adding ${fmt(N)} roles and ${fmt(M)} matches (seasons ${prev}–${cur})`);
  const before = await schemaOf();
  const started = Date.now();
  // This session only: the fill is repeatable, so a crash losing its last commits costs nothing.
  await db.query(`set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '1GB'`);

  // Secondary indexes and foreign keys of the record tables go for the load and come back after, from their own
  // definitions (CREATE INDEX … as pg_indexes has it), so the end state is what the migrations created.
  const tables = RECORD_TABLES.map((t) => `'${t}'`).join(',');
  const indexes = (await db.query<{ indexname: string; indexdef: string }>(`
    select indexname, indexdef from pg_indexes i where schemaname = 'public' and tablename in (${tables})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = ('public.' || i.tablename)::regclass)`)).rows;
  const fks = (await db.query<{ tbl: string; conname: string; def: string }>(`
    select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def from pg_constraint
    where contype = 'f' and conparentid = 0 and (conrelid::regclass::text in (${tables}) or confrelid::regclass::text in (${tables}))`)).rows;
  await step(`drop ${indexes.length} secondary indexes and ${fks.length} foreign keys`, async () => {
    for (const f of fks) await db.query(`alter table ${f.tbl} drop constraint ${f.conname}`);
    for (const i of indexes) await db.query(`drop index ${i.indexname}`);
  });

  await step(`roles: ${fmt(N)} into game_roles and sim_roles`, async () => {
    const cols = `${uidSql('i')}, 'Bench' || i, 1 + i % 60, 'mecha-' || lpad((1 + i % 12)::text, 2, '0'), ${editionSql('i')}, ${regionSql('i')}`;
    await db.query(`insert into game_roles (uid, nickname, level, avatar, edition, region, updated_at) select ${cols}, now() from generate_series(1, ${N}) i`);
    await db.query(`insert into sim_roles (uid, nickname, level, avatar, edition, region) select ${cols} from generate_series(1, ${N}) i`);
  });

  // Matches end one after another from the previous season's start to now (so each season's share follows its
  // length); 60 % 1v1. Slot 0 is skewed (role i plays ~1/sqrt(i) as often: a few grinders, a long tail), the other
  // slots land in distinct quarters of the roles, so a match never names a role twice.
  const tFrom = prevStart + 60;
  const tTo = nowS - 300;
  const q = Math.floor(N / 4);
  const fraction = `(case when season = ${cur} then (extract(epoch from ended_at) - ${curStart}) / ${curEnd - curStart} else (extract(epoch from ended_at) - ${prevStart}) / ${curStart - prevStart} end)`;
  const chunkSql = (a: number, b: number) => `
    with g as materialized (
      select j, mode, ended_at, case when ended_at >= to_timestamp(${curStart}) then ${cur} else ${prev} end as season, dur, winner, mvp_slot, p0, p1, idx0, o1, o2, o3, b1, b2
      from (
        select j, mode, to_timestamp(floor(${tFrom} + (j - 0.5) * ${(tTo - tFrom) / M})) as ended_at, 180 + floor(random() * 420)::int as dur,
          (random() < 0.5)::int as winner, floor(random() * case when mode = 'T1' then 2 else 4 end)::int as mvp_slot,
          random() < 0.3 as p0, random() < 0.3 as p1, 1 + floor(${N} * random() ^ 2)::int as idx0,
          floor(random() * ${q})::int as o1, floor(random() * ${q})::int as o2, floor(random() * ${q})::int as o3,
          floor(random() * 16)::int as b1, 1 + floor(random() * 15)::int as b2
        from (select j, case when random() < 0.6 then 'T1' else 'T2' end as mode from generate_series(${a}::bigint, ${b}::bigint) j) m
      ) x
    ),
    ins as (
      insert into matches (id, mode, season, ended_at, duration_s, bans, received_at)
      select 'bench-' || lpad(j::text, 9, '0'), mode, season, ended_at, dur,
        case when mode = 'T1' then '[]'::jsonb else jsonb_build_array(${characterSql('b1')}, ${characterSql('(b1 + b2) % 16')}) end,
        ended_at + make_interval(secs => 5 + j % 40)
      from g
    )
    insert into match_players (match_id, uid, mode, season, ended_at, side, won, premade, other_premade, character, mvp, nickname, damage, kills, deaths, stats,
                               score_before, base, mvp_bonus, streak_bonus, solo_team, score_after)
    select match_id, uid, mode, season, ended_at, side, won, premade, other_premade, character, mvp, nickname, damage, kills, deaths,
      jsonb_build_object('kills', kills, 'damage', damage, 'deaths', deaths), score_before, base, mvp_bonus, streak_bonus, solo_team,
      greatest(0, score_before + base + mvp_bonus + streak_bonus + solo_team)
    from (
      select l.*,
        case when won then ${winPointsSql('score_before')} else ${LOSS_POINTS} end as base,
        case when mvp then ${MVP_BONUS} else 0 end as mvp_bonus,
        case when won and score_before < ${STREAK_BELOW} and r_streak < 0.35 then ${STREAK_BONUS} else 0 end as streak_bonus,
        case when mode = 'T2' and score_before >= ${SOLO_TEAM_FROM} then
          case when won and not premade and other_premade then ${SOLO_TEAM_ADJUST} when not won and premade and not other_premade then ${-SOLO_TEAM_ADJUST} else 0 end
        else 0 end as solo_team
      from (
        select 'bench-' || lpad(j::text, 9, '0') as match_id, ${uidSql('idx')} as uid, mode, season, ended_at, side, side = winner as won,
          mode = 'T2' and (case when side = 1 then p1 else p0 end) as premade, mode = 'T2' and (case when side = 1 then p0 else p1 end) as other_premade,
          -- A role's favourite character most of the time, its second some, any other now and then.
          ${characterSql(`(case when r_char < 0.6 then idx % 16 when r_char < 0.8 then (idx / 16 + 1 + idx % 16) % 16 else floor(r_char2 * 16)::int end)`)} as character,
          k = mvp_slot as mvp, 'Bench' || idx as nickname,
          6000 + floor(r_dmg * 14000)::int as damage, floor(r_dmg * 6 + r_kd * 4)::int as kills, floor((1 - r_dmg) * 4 + r_kd * 3)::int as deaths,
          greatest(0, 5 * round((${targetSql('idx')} * (0.55 + 0.45 * ${fraction}) * (case when season = ${cur} then 1 else 0.95 end) + (r_score - 0.5) * 200) / 5))::int as score_before,
          r_streak
        from (
          select g.*, k, (k >= case when mode = 'T1' then 1 else 2 end)::int as side,
            case k when 0 then idx0 else 1 + ((idx0 - 1 + k * ${q} + case k when 1 then o1 when 2 then o2 else o3 end) % ${N}) end as idx,
            random() as r_char, random() as r_char2, random() as r_dmg, random() as r_kd, random() as r_score, random() as r_streak
          from g cross join lateral generate_series(0, case when g.mode = 'T1' then 1 else 3 end) k
        ) s
      ) l
    ) z`;
  const load = Date.now();
  for (let a = 1; a <= M; a += CHUNK) {
    const b = Math.min(M, a + CHUNK - 1);
    const t = Date.now();
    await db.query(chunkSql(a, b));
    console.log(`    matches ${fmt(b)}/${fmt(M)}  chunk ${secs(Date.now() - t)}  elapsed ${secs(Date.now() - started)}`);
  }
  fillSteps.push({ step: `matches + lines: ${fmt(M)} matches in chunks of ${fmt(CHUNK)}`, seconds: Math.round((Date.now() - load) / 100) / 10 });

  // The read models, aggregated from the lines just written (what ingest would have kept up match by match).
  const bench = `match_id like 'bench-%'`;
  const last = (col: string) => `(max(array[extract(epoch from ended_at)::bigint, substr(match_id, 7)::bigint, (${col})::bigint]))[3]`;
  const first = (col: string) => `(min(array[extract(epoch from ended_at)::bigint, substr(match_id, 7)::bigint, (${col})::bigint]))[3]`;
  await step('ladders (per role, mode and season, from the lines)', () =>
    db.query(`
      insert into ladders (uid, mode, season, region, start_score, score, max_score, games, wins, streak, best_streak, last_match_at, last_match_id, decay_steps)
      select p.uid, p.mode, p.season, r.region, p.start_score, p.score, greatest(p.max_after, p.start_score), p.games, p.wins, p.last_won,
        greatest(p.last_won, least(p.wins, 2 + p.wins % 7)), p.last_at, p.last_id, 0
      from (
        select uid, mode, season, count(*)::int as games, (count(*) filter (where won))::int as wins, max(score_after) as max_after,
          ${first('score_before')} as start_score, ${last('score_after')} as score, ${last('won::int')} as last_won, max(ended_at) as last_at, max(match_id) as last_id
        from match_players where ${bench} group by uid, mode, season
      ) p join game_roles r on r.uid = p.uid
      order by p.uid, p.mode, p.season`),
  );
  await step(`ladders: a 0-game row for roles that did not play a mode in season ${cur}`, () =>
    db.query(`
      insert into ladders (uid, mode, season, region, start_score, score, max_score, games, wins, streak, best_streak, last_match_at, last_match_id, decay_steps)
      select r.uid, m.mode, ${cur}, r.region, s, s, s, 0, 0, 0, 0, null, null, 0
      from game_roles r cross join (values ('T1'), ('T2')) m(mode)
        cross join lateral (select (5 * round(${targetSql(`r.uid::bigint % 10000000 - ${BENCH_SERIAL}`)} * 0.55 / 5))::int as s) x
      where ${isBenchUid('r.uid')} and not exists (select 1 from ladders l where l.uid = r.uid and l.mode = m.mode and l.season = ${cur})
      order by r.uid, m.mode`),
  );
  await step('ladder_days (score at the end of each day played)', () =>
    db.query(`
      insert into ladder_days (uid, mode, season, day, score)
      select uid, mode, season, to_char((ended_at at time zone 'UTC') + interval '8 hours', 'YYYYMMDD')::int as day, ${last('score_after')}
      from match_players where ${bench} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
  await step('character_stats', () =>
    db.query(`
      insert into character_stats (uid, mode, season, character, games, wins, mvps, kills, deaths, damage)
      select uid, mode, season, character, count(*), count(*) filter (where won), count(*) filter (where mvp), sum(kills), sum(deaths), sum(damage)
      from match_players where ${bench} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
  await step(`ladder_histogram of seasons ${prev}–${cur}, rebuilt from the ladders`, async () => {
    await db.query(`delete from ladder_histogram where season in (${prev}, ${cur})`);
    await db.query(`
      insert into ladder_histogram (season, mode, region, bucket, players)
      select season, mode, region, score, count(*) from ladders where season in (${prev}, ${cur}) and games >= ${PLACEMENT_MATCHES} group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  });
  // Ingest marks the hours the character rankings fold (decision 0199); written around it, every hour is refolded
  // by the job when the server starts again.
  await step('character rankings: every hour marked for the next start', () => db.query(`insert into character_rate_dirty (hour) values (null)`));
  // A partitioned table's index reads "ON ONLY" in pg_indexes; made on the parent, it makes each partition's too.
  for (const i of indexes) await step(`index ${i.indexname}`, () => db.query(i.indexdef.replace(' ON ONLY ', ' ON ')));
  for (const f of fks) await step(`foreign key ${f.conname} (validated)`, () => db.query(`alter table ${f.tbl} add constraint ${f.conname} ${f.def}`));
  await step('VACUUM ANALYZE', () => db.query(`vacuum analyze ${[...RECORD_TABLES, 'game_roles', 'sim_roles'].join(', ')}`));
  const after = await schemaOf();
  const lost = before.filter((d) => !after.includes(d));
  const extra = after.filter((d) => !before.includes(d));
  if (lost.length || extra.length) throw new Error(`the schema differs from the migrations' after the fill:\n  missing: ${lost.join('\n    ')}\n  extra: ${extra.join('\n    ')}`);
  console.log(`  schema check: ${after.length} indexes and constraints, identical to before the fill`);
  const total = Date.now() - started;
  fillSteps.push({ step: 'fill total (after the first server start)', seconds: Math.round(total / 100) / 10 });
  console.log(`fill done in ${secs(total)}\n\nfill steps`);
  console.table(fillSteps);
}

/** Waits until no query of ours runs in the database for 3 s: the server's start-up jobs (rates, annual histogram, decay) scan the tables. */
async function waitForQuiet(): Promise<number> {
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

async function sizes() {
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

interface Probe {
  name: string;
  /** Path and headers of one request (a fresh pick for each request when `varies`). */
  next: () => { path: string; headers?: Record<string, string> };
  varies: boolean;
  /** A short account of a response's data, empty when it has nothing to show. */
  check: (data: any) => string;
}

async function main() {
  const now = Math.floor(Date.now() / 1000);
  const cur = seasonCodeAt(now);
  const prev = cur - 1;
  if (!REUSE) await admin(`create database ${dbName}`);
  console.log(`database ${dbName}${REUSE ? ' (kept earlier, no fill)' : ''}; ${connections} connections, ${duration} s per endpoint after a 2 s warm-up; node ${process.version}`);

  if (!REUSE) {
    const t = Date.now();
    server = await startApp('starting the server on the fresh database (migrations, then the sim world plays its seasons)…');
    await stop(server);
    fillSteps.push({ step: 'server start on the empty database (schema + sim world)', seconds: Math.round((Date.now() - t) / 100) / 10 });
    await db.connect();
    await fill(cur);
  } else {
    await db.connect();
  }
  await sizes();

  const restart = Date.now();
  server = await startApp('\nrestarting the server (cold caches)…');
  const ready = Date.now() - restart;
  const quiet = await waitForQuiet();
  console.log(`server ready in ${secs(ready)}; its start-up jobs kept the database busy ${secs(quiet)} more`);
  hello = await startServer('bench/hello-server.ts', { PORT: String(HELLO_PORT) }, `http://127.0.0.1:${HELLO_PORT}/`);

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
    { name: 'role_message, busiest role', varies: false, next: () => ({ path: `${API.roleMessage}?id=${busyFav}&mode=T1`, headers: busyAuth }), check: (d) => (d?.Recent?.length ? `${d.Stat.TotalCnt} games, ${d.Recent.length} recent` : '') },
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
    const requests: Request[] = [{ setupRequest: (req) => { const { path, headers } = p.next(); return { ...req, path, headers: { ...req.headers, ...headers } }; } }];
    const first = p.next();
    figures.push(p.varies ? await measure(p.name, base, { ...opts, requests }) : await measure(p.name, `${base}${first.path}`, { ...opts, headers: first.headers ?? {} }));
    // The jobs run every 10 min from the start: a row measured across such a tick shared the cores with them.
    if (Math.floor(from) !== Math.floor((Date.now() - restart) / 600_000)) overlaps.push(p.name);
  }

  console.log(`\n${connections} connections, ${duration} s each, node ${process.version}, PostgreSQL; ${fmt(ROLES)} roles / ${fmt(MATCHES)} matches asked`);
  printTable(figures, baseline);
  console.table(figures.slice(1).map((f) => ({ endpoint: f.name, 'p99 ms': f.p99Ms, 'p99 / hello p99': `${(f.p99Ms / Math.max(1, baseline.p99Ms)).toFixed(1)}×`, 'p99 ≤ 50 ms': f.p99Ms <= 50 ? 'yes' : 'NO', 'errors+non2xx': f.errors + f.non2xx })));
  console.log(
    '(cached) = one key per role/board: the server answers battle_summary, battle_list, ranking_list and duo-partners from finished JSON for 5 s per role\n' +
      '(and keeps a role\'s season view and each board 5 s), so a single-role row measures mostly that cache; the pool rows pick a role per request.',
  );
  if (overlaps.length) console.log(`note: the server's 10-minute jobs ticked during: ${overlaps.join(', ')}`);
  for (const f of figures) if (f.errors || f.non2xx) bad.push(`${f.name}: ${f.errors} errors, ${f.non2xx} non-2xx`);

  if (env.BENCH_EXPLAIN !== '0') await explainAll({ cur, busy: busy.uid, region: busy.region, fav: busyFav, page: busyPages, id: ids[0]!.id });
  if (bad.length) {
    failed = true;
    console.log(`\nFAILED:\n  ${bad.join('\n  ')}`);
  }
}

/**
 * EXPLAIN ANALYZE of the reads' queries for the busiest role, taken from the server's own repository code (run on a
 * Kysely that only records the SQL), so they are the statements the server sends.
 */
async function explainAll(a: { cur: number; busy: string; region: string; fav: string; page: number; id: string }) {
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  const recorder = new Kysely<Database>({
    dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler() },
    log: (e) => void seen.push(e.query),
  });
  const capture = async (run: () => Promise<unknown>) => {
    seen.length = 0;
    await run();
    return [...seen];
  };
  const reads: [string, () => Promise<unknown>][] = [
    ['battle_summary: ladders', () => recordRepository.laddersOf(recorder, a.busy, a.cur)],
    ['battle_summary: ladder_days', () => recordRepository.daysOf(recorder, a.busy, a.cur)],
    ['battle_summary: character_stats', () => recordRepository.characterStats(recorder, a.busy, a.cur)],
    ['battle_list page 1', () => recordRepository.matchesOf(recorder, a.busy, 'T1', a.cur, 0, 21)],
    [`battle_list deepest page (offset ${(a.page - 1) * 50})`, () => recordRepository.matchesOf(recorder, a.busy, 'T1', a.cur, (a.page - 1) * 50, 51)],
    ['role_message recent (character filter)', () => recordRepository.matchesOf(recorder, a.busy, 'T1', a.cur, 0, 10, { character: a.fav })],
    ['battle_list result=win', () => recordRepository.matchesOf(recorder, a.busy, 'T1', a.cur, 0, 21, { result: 'win' })],
    [`ranking_list board ${a.region}`, () => recordRepository.board(recorder, a.cur, 'T1', a.region)],
    ['battle_detail lines', () => recordRepository.linesOfMatch(recorder, a.id)],
    ['duo-partners all', () => duoPartners(recorder, a.busy, 'all', a.cur)],
  ];
  console.log(`\nEXPLAIN ANALYZE for the busiest role ${a.busy} (warm cache):`);
  for (const [name, run] of reads) {
    const queries = await capture(run);
    for (const [k, query] of queries.entries()) {
      const plan = (await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, [...query.parameters])).rows.map((r) => r['QUERY PLAN']);
      const exec = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
      const nodes = plan
        .filter((l, i) => i === 0 || /^\s*->/.test(l))
        .map((l) => l.trim().replace(/^->\s+/, '').replace(/\s+\(cost=.*?\)\s*/, ' ').replace(/\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/, '[$1 ms, $2 rows × $3]'));
      console.log(`  ${name}${queries.length > 1 ? ` (query ${k + 1} of ${queries.length})` : ''}: ${exec}${plan.some((l) => l.includes('Seq Scan')) ? '  (SEQ SCAN)' : ''}\n    ${nodes.slice(0, 8).join('\n    ')}`);
    }
  }
}

try {
  await main();
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await stop(hello);
  await stop(server);
  await db.end().catch(() => undefined);
  if (KEEP) console.log(`\nkept database ${dbName}: BENCH_DB=${dbName} BENCH_KEEP=1 node --import tsx bench/record-scale.ts measures it again`);
  else await admin(`drop database if exists ${dbName} with (force)`);
  process.exitCode = failed ? 1 : 0;
}
