import type pg from 'pg';
import { EDITIONS, type EditionCode } from '@mecha/shared/editions';
import { LOSS_POINTS, MVP_BONUS, PLACEMENT_MATCHES, SOLO_TEAM_ADJUST, SOLO_TEAM_FROM, STREAK_BELOW, STREAK_BONUS, WIN_BANDS } from '@mecha/shared/ladder/scoring';
import { season as seasonOf } from '@mecha/shared/ladder/seasons';
import { fmt, secs } from './format.ts';

// The record-scale fill (see bench/record-scale.ts): on the database the server made, the bench roles and matches
// written in SQL, then the derived tables the reads use aggregated from the written lines.
export const RECORD_TABLES = ['matches', 'match_players', 'ladders', 'ladder_days', 'character_stats', 'ladder_histogram'];

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

/** Every index and constraint of the public schema, as text: the fill must leave exactly what the migrations made. */
async function schemaOf(db: pg.Client): Promise<string[]> {
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

/** Each step's duration, printed when the fill ends (the entry adds the server's first start before it). */
export const fillSteps: { step: string; seconds: number }[] = [];
async function step(label: string, run: () => Promise<unknown>) {
  const started = Date.now();
  await run();
  const ms = Date.now() - started;
  fillSteps.push({ step: label, seconds: Math.round(ms / 100) / 10 });
  console.log(`  ${label}: ${secs(ms)}`);
}

/** Fills the database up to `size.roles` roles and `size.matches` matches, the sim world's included. */
export async function fill(db: pg.Client, cur: number, size: { roles: number; matches: number; chunk: number }) {
  const { roles: ROLES, matches: MATCHES, chunk: CHUNK } = size;
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
  const before = await schemaOf(db);
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
  // The role in slot k of a match (0, 1 a side in 1v1; 0-1 and 2-3 the sides in 2v2): slot k # 1 is its teammate.
  const slotIdx = (k: string) => `case ${k} when 0 then idx0 else 1 + ((idx0 - 1 + ${k} * ${q} + case ${k} when 1 then o1 when 2 then o2 else o3 end) % ${N}) end`;
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
                               score_before, base, mvp_bonus, streak_bonus, solo_team, score_after, partner_uid)
    select match_id, uid, mode, season, ended_at, side, won, premade, other_premade, character, mvp, nickname, damage, kills, deaths,
      jsonb_build_object('kills', kills, 'damage', damage, 'deaths', deaths), score_before, base, mvp_bonus, streak_bonus, solo_team,
      greatest(0, score_before + base + mvp_bonus + streak_bonus + solo_team), partner_uid
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
          k = mvp_slot as mvp, 'Bench' || idx as nickname, case when mode = 'T2' then ${uidSql('mate_idx')} end as partner_uid,
          6000 + floor(r_dmg * 14000)::int as damage, floor(r_dmg * 6 + r_kd * 4)::int as kills, floor((1 - r_dmg) * 4 + r_kd * 3)::int as deaths,
          greatest(0, 5 * round((${targetSql('idx')} * (0.55 + 0.45 * ${fraction}) * (case when season = ${cur} then 1 else 0.95 end) + (r_score - 0.5) * 200) / 5))::int as score_before,
          r_streak
        from (
          select g.*, k, (k >= case when mode = 'T1' then 1 else 2 end)::int as side,
            ${slotIdx('k')} as idx, ${slotIdx('(k # 1)')} as mate_idx,
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
  const after = await schemaOf(db);
  const lost = before.filter((d) => !after.includes(d));
  const extra = after.filter((d) => !before.includes(d));
  if (lost.length || extra.length) throw new Error(`the schema differs from the migrations' after the fill:\n  missing: ${lost.join('\n    ')}\n  extra: ${extra.join('\n    ')}`);
  console.log(`  schema check: ${after.length} indexes and constraints, identical to before the fill`);
  const total = Date.now() - started;
  fillSteps.push({ step: 'fill total (after the first server start)', seconds: Math.round(total / 100) / 10 });
  console.log(`fill done in ${secs(total)}\n\nfill steps`);
  console.table(fillSteps);
}
