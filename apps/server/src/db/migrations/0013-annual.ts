import { sql, type Kysely } from 'kysely';

// The anniversary event (PRODUCT.md "Anniversary event", decision 0036): an event per edition with a window, the
// year its memory report covers, a secret seed whose hash is published before it opens, the vote's characters and
// the tasks' tickets. Every limited thing is guarded here: tickets by a balance with CHECK >= 0, a vote and a
// task's period by primary keys, stock by CHECK >= 0 and a conditional decrement, the draw number by a counter on
// the event row (which also serialises draws, so the pool a draw sees is the pool it changes), an address by a
// conditional update while it is empty.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('annual_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('edition', 'text', (c) => c.notNull().check(sql`edition in ('cn', 'hk', 'global', 'jp')`))
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('rules', 'jsonb', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('report_from', 'timestamptz', (c) => c.notNull())
    .addColumn('report_to', 'timestamptz', (c) => c.notNull())
    // Hex of 32 random bytes; published (by the API) only once the event has ended. seed_hash = sha256(seed).
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    // Character ids of the vote (packages/shared/src/game/characters.ts).
    .addColumn('characters', 'jsonb', (c) => c.notNull())
    .addColumn('login_tickets', 'integer', (c) => c.notNull().defaultTo(1).check(sql`login_tickets between 0 and 100`))
    .addColumn('vote_tickets', 'integer', (c) => c.notNull().defaultTo(1).check(sql`vote_tickets between 0 and 100`))
    .addColumn('share_tickets', 'integer', (c) => c.notNull().defaultTo(1).check(sql`share_tickets between 0 and 100`))
    // PRODUCT.md: the daily log-in task can be switched off per edition.
    .addColumn('login_task', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('draws_made', 'integer', (c) => c.notNull().defaultTo(0).check(sql`draws_made >= 0`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addCheckConstraint('annual_events_window', sql`ends_at > starts_at`)
    .addCheckConstraint('annual_events_year', sql`report_to > report_from`)
    .execute();
  await db.schema.createIndex('annual_events_pick').on('annual_events').columns(['edition', 'starts_at']).execute();

  await db.schema
    .createTable('annual_prizes')
    .addColumn('event_id', 'text', (c) => c.notNull().references('annual_events.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('picture', 'text')
    .addColumn('physical', 'boolean', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('weight', 'integer', (c) => c.notNull().check(sql`weight > 0`))
    // null: unlimited (a consolation prize); never below zero.
    .addColumn('stock', 'integer', (c) => c.check(sql`stock >= 0`))
    .addColumn('stock_total', 'integer', (c) => c.check(sql`stock_total >= 0`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('annual_prizes_pk', ['event_id', 'id'])
    .addCheckConstraint('annual_prizes_stock', sql`(stock is null) = (stock_total is null)`)
    .execute();

  // Each row: the weights in force from draw number from_draw on (dated; the page shows the history).
  await db.schema
    .createTable('annual_odds_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'text', (c) => c.notNull().references('annual_events.id'))
    .addColumn('from_draw', 'integer', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('opened', 'soldOut', 'operator')`))
    .addColumn('prize_id', 'text')
    // [{ prizeId, weight }] of the prizes in the pool (in stock) from then on.
    .addColumn('weights', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('annual_odds_history_event').on('annual_odds_history').columns(['event_id', 'from_draw', 'id']).execute();

  await db.schema
    .createTable('annual_tickets')
    .addColumn('event_id', 'text', (c) => c.notNull().references('annual_events.id'))
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('earned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('annual_tickets_pk', ['event_id', 'yfy_uid'])
    .addCheckConstraint('annual_tickets_sum', sql`balance = earned - spent`)
    .execute();

  // One claim per task and period: period is 'once' or the home day (yyyymmdd) of a daily task.
  await db.schema
    .createTable('annual_task_claims')
    .addColumn('event_id', 'text', (c) => c.notNull().references('annual_events.id'))
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('task', 'text', (c) => c.notNull().check(sql`task in ('login', 'vote', 'share')`))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('tickets', 'integer', (c) => c.notNull().check(sql`tickets >= 0`))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('annual_task_claims_pk', ['event_id', 'yfy_uid', 'task', 'period'])
    .execute();

  // A share made (poster or link) on a home day: what makes that day's share task claimable.
  await db.schema
    .createTable('annual_shares')
    .addColumn('event_id', 'text', (c) => c.notNull().references('annual_events.id'))
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('poster', 'link')`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('annual_shares_pk', ['event_id', 'yfy_uid', 'day'])
    .execute();

  await db.schema
    .createTable('annual_votes')
    .addColumn('event_id', 'text', (c) => c.notNull().references('annual_events.id'))
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('characters', 'jsonb', (c) => c.notNull())
    .addColumn('voted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('annual_votes_pk', ['event_id', 'yfy_uid'])
    .addCheckConstraint('annual_votes_picks', sql`jsonb_array_length(characters) between 1 and 3`)
    .execute();
  // The live tally, changed in the vote's transaction (reading it never counts the votes).
  await db.schema
    .createTable('annual_vote_tally')
    .addColumn('event_id', 'text', (c) => c.notNull().references('annual_events.id'))
    .addColumn('character', 'text', (c) => c.notNull())
    .addColumn('votes', 'integer', (c) => c.notNull().defaultTo(0).check(sql`votes >= 0`))
    .addPrimaryKeyConstraint('annual_vote_tally_pk', ['event_id', 'character'])
    .execute();

  await db.schema
    .createTable('annual_draws')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'text', (c) => c.notNull().references('annual_events.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('yfy_uid', 'text', (c) => c.notNull())
    .addColumn('role_uid', 'text', (c) => c.notNull())
    .addColumn('prize_id', 'text', (c) => c.notNull())
    // What was won as it stood at the draw (names, picture, physical, qty).
    .addColumn('prize', 'jsonb', (c) => c.notNull())
    .addColumn('drawn_at', 'timestamptz', (c) => c.notNull())
    .addColumn('grant_id', 'integer', (c) => c.references('reward_grants.id'))
    .addColumn('physical', 'boolean', (c) => c.notNull())
    .addColumn('address', 'jsonb')
    .addColumn('address_at', 'timestamptz')
    .addColumn('address_due_at', 'timestamptz')
    .addColumn('forfeited_at', 'timestamptz')
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('carrier', 'text')
    .addColumn('tracking', 'text')
    .addForeignKeyConstraint('annual_draws_prize', ['event_id', 'prize_id'], 'annual_prizes', ['event_id', 'id'])
    .addUniqueConstraint('annual_draws_number', ['event_id', 'number'])
    .addCheckConstraint('annual_draws_address', sql`(physical and address_due_at is not null) or (not physical and address is null and address_due_at is null)`)
    .addCheckConstraint('annual_draws_forfeit', sql`address is null or forfeited_at is null`)
    .addCheckConstraint('annual_draws_shipped', sql`shipped_at is null or address is not null`)
    .execute();
  await db.schema.createIndex('annual_draws_account').on('annual_draws').columns(['yfy_uid', 'id desc']).execute();
  await sql`create index annual_draws_due on annual_draws (address_due_at) where physical and address is null and forfeited_at is null`.execute(db);
  await sql`create index annual_draws_to_ship on annual_draws (event_id, id) where address is not null and shipped_at is null`.execute(db);

  // Matches per role in an event's report year, as a histogram (a job refreshes it): the report's percentile
  // without scanning every role on a request.
  await db.schema
    .createTable('annual_match_histogram')
    .addColumn('event_id', 'text', (c) => c.notNull().references('annual_events.id'))
    .addColumn('matches', 'integer', (c) => c.notNull())
    .addColumn('roles', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('annual_match_histogram_pk', ['event_id', 'matches'])
    .execute();
  // A role's matches of a year, in time order: the memory report's one pass and the matches behind its numbers.
  await db.schema.createIndex('match_players_role_time').on('match_players').columns(['uid', 'ended_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('match_players_role_time').execute();
  for (const t of ['annual_match_histogram', 'annual_draws', 'annual_vote_tally', 'annual_votes', 'annual_shares', 'annual_task_claims', 'annual_tickets', 'annual_odds_history', 'annual_prizes', 'annual_events']) {
    await db.schema.dropTable(t).execute();
  }
}
