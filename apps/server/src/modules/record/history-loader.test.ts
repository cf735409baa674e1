import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb, type TestDb } from '../../../test/test-db.ts';
import { generateSimRoles } from '../../game/sim/roles.ts';
import { seedHistory } from '../../game/sim/seed-history.ts';
import { ManualClock } from '../../platform/clock.ts';
import { HistoryCollector } from './history-loader.ts';

// The first start's bulk load stores every line beside its match (decision 0214: the lines carry no foreign key, so
// the writers hold it; decision 0202 had the load drop and re-add the key).
const orphanLines = async (db: TestDb['db']) =>
  (await sql<{ n: number }>`select count(*)::int as n from match_players p
    where not exists (select 1 from matches m where m.id = p.match_id and m.season = p.season)`.execute(db)).rows[0]!.n;

describe.each(DB_KINDS)('the first start’s bulk load (%s)', (kind) => {
  let loaded: TestDb;
  const clock = new ManualClock(new Date());
  beforeAll(async () => {
    loaded = await freshDb(kind);
  });
  afterAll(async () => {
    await loaded.drop();
  });

  it('stores every line with its match', async () => {
    const collector = new HistoryCollector(loaded.db);
    const { matches } = await seedHistory(collector, generateSimRoles(60, 11), clock);
    expect(matches).toBeGreaterThan(0);
    expect(Number((await loaded.db.selectFrom('match_players').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(collector.lines.length);
    expect(await orphanLines(loaded.db)).toBe(0);
  });

  it('stores each 2v2 line with its teammate and each 1v1 line with none, as ingest does (decision 0204)', async () => {
    // Every 2v2 side of the loaded history: two lines, each naming the other.
    const sides = await sql<{ n: number; named: number; crossed: number }>`
      select count(*)::int as n, count(p.partner_uid)::int as named, count(t.uid)::int as crossed
      from match_players p left join match_players t on t.match_id = p.match_id and t.season = p.season and t.side = p.side
        and t.uid = p.partner_uid and t.partner_uid = p.uid
      where p.mode = 'T2'`.execute(loaded.db);
    expect(sides.rows[0]!.n).toBeGreaterThan(0);
    expect(sides.rows[0]).toMatchObject({ named: sides.rows[0]!.n, crossed: sides.rows[0]!.n });
    const solo = await sql<{ named: number }>`select count(partner_uid)::int as named from match_players where mode = 'T1'`.execute(loaded.db);
    expect(solo.rows[0]!.named).toBe(0);
  });
});
