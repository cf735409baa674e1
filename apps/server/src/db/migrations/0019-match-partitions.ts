import { sql, type Kysely } from 'kysely';

// Matches and their players' lines partitioned by season (issue 16, decision 0197): every record read names a
// season, so it touches one season's tables and indexes however many seasons the site has kept; an old season can
// be detached and archived whole. A partitioned table's keys must hold the partition key, so `matches` is keyed
// (id, season) and a line (match_id, uid, season): a match's season comes from its end time, so a resent match
// has the same key and is still recognised. Each season's partitions are made ahead by
// `modules/record/season-partitions.ts`; a `_default` partition keeps any other season's rows.
// The rows move table by table (a site upgraded in place keeps every match).
const LINE_COLUMNS = `match_id text not null, uid text not null, mode text not null, season integer not null,
  ended_at timestamptz not null, side smallint not null, won boolean not null, premade boolean not null,
  other_premade boolean not null, character text not null, mvp boolean not null, nickname text not null,
  damage integer not null, kills integer not null, deaths integer not null, stats jsonb not null,
  score_before integer not null, base integer not null, mvp_bonus integer not null, streak_bonus integer not null,
  solo_team integer not null, score_after integer not null`;
const MATCH_COLUMNS = `id text not null, mode text not null check (mode in ('T1', 'T2')), season integer not null,
  ended_at timestamptz not null, duration_s integer not null, bans jsonb not null, received_at timestamptz not null`;

async function recreate(db: Kysely<unknown>, partitioned: boolean): Promise<void> {
  const by = partitioned ? 'partition by list (season)' : '';
  await sql.raw(`alter table match_players rename to match_players_moving`).execute(db);
  await sql.raw(`alter table matches rename to matches_moving`).execute(db);
  // Index and constraint names are the schema's: the moving tables give theirs up first.
  for (const name of ['match_players_by_role', 'match_players_role_time', 'matches_received_at']) await sql.raw(`drop index if exists ${name}`).execute(db);
  await sql.raw(`alter table match_players_moving drop constraint if exists match_players_pk`).execute(db);
  await sql.raw(`alter table match_players_moving drop constraint if exists match_players_match_id_fkey`).execute(db);
  await sql.raw(`alter table match_players_moving drop constraint if exists match_players_match_fk`).execute(db);
  await sql.raw(`alter table matches_moving drop constraint if exists matches_pkey`).execute(db);

  await sql.raw(`create table matches (${MATCH_COLUMNS}, constraint matches_pkey primary key (${partitioned ? 'id, season' : 'id'})) ${by}`).execute(db);
  await sql
    .raw(
      `create table match_players (${LINE_COLUMNS},
        constraint match_players_pk primary key (${partitioned ? 'match_id, uid, season' : 'match_id, uid'}),
        constraint match_players_match_fk foreign key (${partitioned ? 'match_id, season' : 'match_id'}) references matches (${partitioned ? 'id, season' : 'id'}) on delete cascade) ${by}`,
    )
    .execute(db);
  if (partitioned) {
    const seasons = await sql<{ season: number }>`select distinct season from matches_moving order by 1`.execute(db);
    for (const { season } of seasons.rows) {
      await sql.raw(`create table matches_s${season} partition of matches for values in (${season})`).execute(db);
      await sql.raw(`create table match_players_s${season} partition of match_players for values in (${season})`).execute(db);
    }
    await sql.raw(`create table matches_default partition of matches default`).execute(db);
    await sql.raw(`create table match_players_default partition of match_players default`).execute(db);
  }
  await sql.raw(`insert into matches select * from matches_moving`).execute(db);
  await sql.raw(`insert into match_players select * from match_players_moving`).execute(db);
  await sql.raw(`drop table match_players_moving`).execute(db);
  await sql.raw(`drop table matches_moving`).execute(db);
  // The same indexes as before, now one per partition.
  await sql`create index match_players_by_role on match_players (uid, mode, season, ended_at, match_id)`.execute(db);
  await sql`create index match_players_role_time on match_players (uid, ended_at)`.execute(db);
  await sql`create index matches_received_at on matches (received_at)`.execute(db);
  await sql`analyze matches`.execute(db);
  await sql`analyze match_players`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await recreate(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recreate(db, false);
}
