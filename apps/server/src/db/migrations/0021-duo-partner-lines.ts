import { sql, type Kysely } from 'kysely';

// 2v2 partners read from the role's own lines only (decision 0204). Each 2v2 line names its teammate
// (`partner_uid`, null in 1v1), and a partial covering index holds everything the duo read counts, so it is an
// index-only scan of the role's entries: before, it joined each of the role's lines to its teammate's line, a random
// heap read per match (2.0 s cold for a role with 4,025 2v2 matches among 10M). Ingest fills the column; lines
// already stored get theirs here from their side's other line.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table match_players add column partner_uid text`.execute(db);
  await sql`
    update match_players p set partner_uid = t.uid
    from match_players t
    where p.mode = 'T2' and t.match_id = p.match_id and t.season = p.season and t.side = p.side and t.uid <> p.uid`.execute(db);
  await sql`
    create index match_players_duo on match_players (uid, season, partner_uid)
    include (won, premade, ended_at, match_id, score_before, score_after)
    where mode = 'T2'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists match_players_duo`.execute(db);
  await sql`alter table match_players drop column partner_uid`.execute(db);
}
