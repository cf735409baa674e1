import { sql, type Kysely } from 'kysely';

// A line's match is no longer checked by a foreign key (decision 0214). PostgreSQL checks one row by row, each
// check a query through the partitioned `matches`, planned once per connection: on a season's partition that was
// empty when planned, that plan walked the whole partition, and serial ingest of 27,000 matches spent 84 of its 97 s
// on it (2.7 s without the key). The two writers (ingest and the first start's bulk load) store a match and its
// lines in one transaction, lines only for matches that statement stored, and nothing deletes a match.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table match_players drop constraint if exists match_players_match_fk`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table match_players add constraint match_players_match_fk foreign key (match_id, season)
    references matches (id, season) on delete cascade`.execute(db);
}
