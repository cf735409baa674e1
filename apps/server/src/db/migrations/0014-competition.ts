import { sql, type Kysely } from 'kysely';

// The 2v2 tournament (PRODUCT.md "2v2 tournament", decision 0039). Every teaming rule is held here, not by
// read-then-write in the server (constraint names map to messages in platform/db-errors.ts):
// - one active team per role per tournament: a partial unique index over the members still in a team;
// - 2 members at most: `members` with CHECK between 0 and 2, raised by a conditional update (members < 2);
// - the pair limit: a counted row per pair and tournament with CHECK times <= max_times;
// - region equality: a member row carries its region and side (domestic or overseas) and references the team's
//   by composite foreign keys, so a member from another region or side cannot be written at all;
// - one leader per team, one pending invitation per team and role, one check-in per team and stage: unique keys.
// The registration window is checked inside the writing statement against the app's clock (one clock: the value
// the request took), never before it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('comp_tournaments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('rules', 'jsonb', (c) => c.notNull())
    // [{ place: Texts, text: Texts }] in order.
    .addColumn('rewards', 'jsonb', (c) => c.notNull())
    .addColumn('banner', 'text')
    .addColumn('signup_from', 'timestamptz', (c) => c.notNull())
    .addColumn('signup_to', 'timestamptz', (c) => c.notNull())
    .addColumn('min_score', 'integer', (c) => c.notNull().defaultTo(8000).check(sql`min_score between 0 and 100000`))
    .addColumn('pair_limit', 'integer', (c) => c.notNull().defaultTo(2).check(sql`pair_limit between 1 and 10`))
    .addColumn('checkin_minutes', 'integer', (c) => c.notNull().defaultTo(60).check(sql`checkin_minutes between 0 and 1440`))
    .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('comp_tournaments_window', sql`signup_to > signup_from`)
    .execute();

  await db.schema
    .createTable('comp_stages')
    .addColumn('tournament_id', 'text', (c) => c.notNull().references('comp_tournaments.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('online', 'knockout', 'final')`))
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position between 0 and 100`))
    .addPrimaryKeyConstraint('comp_stages_pk', ['tournament_id', 'id'])
    .addCheckConstraint('comp_stages_window', sql`ends_at > starts_at`)
    .execute();

  await db.schema
    .createTable('comp_teams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tournament_id', 'text', (c) => c.notNull().references('comp_tournaments.id'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 40`))
    .addColumn('contact_kind', 'text', (c) => c.notNull().check(sql`contact_kind in ('phone', 'discord', 'qq')`))
    .addColumn('contact', 'text', (c) => c.notNull().check(sql`char_length(contact) between 1 and 40`))
    // Null once revoked; unique while set, so a code names one team.
    .addColumn('invite_code', 'text', (c) => c.unique())
    .addColumn('leader_uid', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('domestic', 'boolean', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('forming').check(sql`state in ('forming', 'full', 'disqualified', 'disbanded')`))
    .addColumn('disqualified_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('comp_teams_size', sql`members between 0 and 2`)
    // Targets of the members' composite foreign keys.
    .addUniqueConstraint('comp_teams_side_key', ['id', 'domestic'])
    .addUniqueConstraint('comp_teams_region_key', ['id', 'region'])
    .execute();
  // A team name is taken while its team stands (case-insensitive).
  await sql`create unique index comp_teams_name on comp_teams (tournament_id, lower(name)) where state in ('forming', 'full')`.execute(db);
  await db.schema.createIndex('comp_teams_tournament').on('comp_teams').columns(['tournament_id', 'state']).execute();

  await db.schema
    .createTable('comp_members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tournament_id', 'text', (c) => c.notNull().references('comp_tournaments.id'))
    .addColumn('team_id', 'text', (c) => c.notNull().references('comp_teams.id'))
    .addColumn('uid', 'text', (c) => c.notNull())
    // The account acting for the role when it joined: notifications go to its inbox.
    .addColumn('yfy_uid', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('leader', 'member')`))
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('domestic', 'boolean', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('left_at', 'timestamptz')
    .addColumn('left_how', 'text', (c) => c.check(sql`left_how in ('left', 'removed', 'disbanded', 'operator')`))
    // Created first so that a member of the other side fails on it (the more telling message) before the region.
    .addForeignKeyConstraint('comp_members_same_side', ['team_id', 'domestic'], 'comp_teams', ['id', 'domestic'])
    .addForeignKeyConstraint('comp_members_same_region', ['team_id', 'region'], 'comp_teams', ['id', 'region'])
    .addCheckConstraint('comp_members_left', sql`(left_at is null) = (left_how is null)`)
    .execute();
  await sql`create unique index comp_members_one_team on comp_members (tournament_id, uid) where left_at is null`.execute(db);
  await sql`create unique index comp_members_one_leader on comp_members (team_id) where left_at is null and role = 'leader'`.execute(db);
  await db.schema.createIndex('comp_members_team').on('comp_members').columns(['team_id', 'left_at']).execute();
  await db.schema.createIndex('comp_members_uid').on('comp_members').columns(['uid', 'tournament_id']).execute();

  await db.schema
    .createTable('comp_pairs')
    .addColumn('tournament_id', 'text', (c) => c.notNull().references('comp_tournaments.id'))
    .addColumn('uid_low', 'text', (c) => c.notNull())
    .addColumn('uid_high', 'text', (c) => c.notNull())
    .addColumn('times', 'integer', (c) => c.notNull())
    // The tournament's pair_limit when the pair first teamed up.
    .addColumn('max_times', 'integer', (c) => c.notNull().check(sql`max_times between 1 and 10`))
    .addPrimaryKeyConstraint('comp_pairs_pk', ['tournament_id', 'uid_low', 'uid_high'])
    .addCheckConstraint('comp_pairs_order', sql`uid_low < uid_high`)
    .addCheckConstraint('comp_pairs_limit', sql`times between 1 and max_times`)
    .execute();

  await db.schema
    .createTable('comp_invites')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tournament_id', 'text', (c) => c.notNull().references('comp_tournaments.id'))
    .addColumn('team_id', 'text', (c) => c.notNull().references('comp_teams.id'))
    .addColumn('from_uid', 'text', (c) => c.notNull())
    .addColumn('to_uid', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'accepted', 'rejected', 'cancelled')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await sql`create unique index comp_invites_pending on comp_invites (team_id, to_uid) where state = 'pending'`.execute(db);
  await db.schema.createIndex('comp_invites_to').on('comp_invites').columns(['to_uid', 'state']).execute();

  await db.schema
    .createTable('comp_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tournament_id', 'text', (c) => c.notNull().references('comp_tournaments.id'))
    .addColumn('team_id', 'text', (c) => c.notNull().references('comp_teams.id'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`char_length(action) between 1 and 40`))
    .addColumn('actor_kind', 'text', (c) => c.notNull().check(sql`actor_kind in ('player', 'operator', 'system')`))
    // A role uid (player) or an operator's name; null for the system.
    .addColumn('actor', 'text')
    .addColumn('subject_uid', 'text')
    .addColumn('note', 'text', (c) => c.check(sql`char_length(note) <= 500`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comp_history_team').on('comp_history').columns(['team_id', 'id']).execute();

  await db.schema
    .createTable('comp_checkins')
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('stage_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull().references('comp_teams.id'))
    .addColumn('by_uid', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('comp_checkins_pk', ['tournament_id', 'stage_id', 'team_id'])
    .addForeignKeyConstraint('comp_checkins_stage', ['tournament_id', 'stage_id'], 'comp_stages', ['tournament_id', 'id'])
    .execute();

  // "Check-in is open" went to this team's inbox for this stage: the job that sends it runs in several processes.
  await db.schema
    .createTable('comp_stage_notices')
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('stage_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull().references('comp_teams.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('comp_stage_notices_pk', ['tournament_id', 'stage_id', 'team_id'])
    .execute();

  await db.schema
    .createTable('comp_matches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('stage_id', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull().check(sql`round between 1 and 20`))
    .addColumn('slot', 'integer', (c) => c.notNull().check(sql`slot between 0 and 10000`))
    .addColumn('team_a', 'text', (c) => c.references('comp_teams.id'))
    .addColumn('team_b', 'text', (c) => c.references('comp_teams.id'))
    .addColumn('score_a', 'integer', (c) => c.check(sql`score_a between 0 and 99`))
    .addColumn('score_b', 'integer', (c) => c.check(sql`score_b between 0 and 99`))
    .addColumn('winner', 'text', (c) => c.references('comp_teams.id'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('scheduled').check(sql`state in ('scheduled', 'done', 'walkover')`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addForeignKeyConstraint('comp_matches_stage', ['tournament_id', 'stage_id'], 'comp_stages', ['tournament_id', 'id'])
    .addUniqueConstraint('comp_matches_slot', ['tournament_id', 'stage_id', 'round', 'slot'])
    .addCheckConstraint('comp_matches_winner', sql`winner is null or winner = team_a or winner = team_b`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['comp_matches', 'comp_stage_notices', 'comp_checkins', 'comp_history', 'comp_invites', 'comp_pairs', 'comp_members', 'comp_teams', 'comp_stages', 'comp_tournaments']) {
    await db.schema.dropTable(t).execute();
  }
}
