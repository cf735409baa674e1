import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb, type TestDb } from '../../../test/test-db.ts';
import { generateSimRoles } from '../../game/sim/roles.ts';
import { seedHistory } from '../../game/sim/seed-history.ts';
import { ManualClock } from '../../platform/clock.ts';
import { HistoryCollector } from './history-loader.ts';

// The first start's bulk load drops the lines' foreign key for the insert and adds it back after
// (docs/decisions/0202-first-start-load-foreign-keys.md): it must come back exactly as the migration made it, still
// cascade, and still refuse a line without its match — failing the whole load.
const fkDef = async (db: TestDb['db']) =>
  (await sql<{ name: string; def: string }>`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
    where conrelid = 'match_players'::regclass and contype = 'f' and conparentid = 0`.execute(db)).rows;

describe.each(DB_KINDS)('the first start’s bulk load (%s)', (kind) => {
  let loaded: TestDb;
  let empty: TestDb;
  const clock = new ManualClock(new Date());
  let seeded: HistoryCollector;
  beforeAll(async () => {
    [loaded, empty] = await Promise.all([freshDb(kind), freshDb(kind)]);
  });
  afterAll(async () => {
    await Promise.all([loaded.drop(), empty.drop()]);
  });

  it('keeps the lines’ foreign key as the migration made it, cascading from a match', async () => {
    const before = await fkDef(loaded.db);
    expect(before).toEqual([{ name: 'match_players_match_fk', def: expect.stringContaining('ON DELETE CASCADE') }]);
    const collector = (seeded = new HistoryCollector(loaded.db));
    const { matches } = await seedHistory(collector, generateSimRoles(60, 11), clock);
    expect(matches).toBeGreaterThan(0);
    expect(await fkDef(loaded.db)).toEqual(before);
    const one = collector.lines[0]!;
    const lines = () => loaded.db.selectFrom('match_players').select('uid').where('match_id', '=', one.matchId).execute();
    expect((await lines()).length).toBeGreaterThan(0);
    await loaded.db.deleteFrom('matches').where('id', '=', one.matchId).execute();
    expect(await lines()).toEqual([]);
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

  it('fails the whole load on a line without its match, and leaves the key in place', async () => {
    const orphan = new HistoryCollector(empty.db);
    // The first test's lines, none of their matches.
    for (const l of seeded.lines.slice(0, 4)) orphan.line(l, true);
    await expect(orphan.load([], [], clock.now())).rejects.toThrow(/foreign key/i);
    expect(await fkDef(empty.db)).toEqual(await fkDef(loaded.db));
    expect(await empty.db.selectFrom('match_players').select('uid').execute()).toEqual([]);
  });
});
