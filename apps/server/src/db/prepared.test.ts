import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb, type TestDb } from '../../test/test-db.ts';
import type { Db } from './client.ts';
import { preparedRows } from './prepared.ts';

// The hot reads' prepared statements (decision 0215): the same rows as a plain query, on PostgreSQL held by the
// connection under a name, and nothing else prepared.
const statementsOf = async (c: Db) =>
  (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(c)).rows;

describe.each(DB_KINDS)('prepared reads (%s)', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(kind);
    await t.db.insertInto('game_roles').values([
      { uid: '10000001', nickname: 'Alpha', level: 10, avatar: '', edition: 'cn', region: 'CN-N', updated_at: new Date() },
      { uid: '10000002', nickname: 'Beta', level: 20, avatar: '', edition: 'cn', region: 'CN-S', updated_at: new Date() },
    ]).execute();
  });
  afterAll(() => t.drop());

  const byUid = (db: Db, uid: string) => db.selectFrom('game_roles').select(['uid', 'nickname', 'level']).where('uid', '=', uid);

  it('answers as the plain query does, again and again, with other parameters', async () => {
    for (const uid of ['10000001', '10000002', '10000001', '10000009']) {
      expect(await preparedRows(t.db, byUid(t.db, uid).compile())).toEqual(await byUid(t.db, uid).execute());
    }
  });

  it('works inside a transaction and recovers from a failed execution', async () => {
    await t.db.transaction().execute(async (trx) => {
      expect((await preparedRows(trx, byUid(trx, '10000002').compile()))[0]?.nickname).toBe('Beta');
    });
    // A parameter PostgreSQL cannot take as an integer fails that call only.
    const bad = t.db.selectFrom('game_roles').select('uid').where('level', '=', 'ten' as unknown as number);
    await expect(preparedRows(t.db, bad.compile())).rejects.toThrow();
    const good = t.db.selectFrom('game_roles').select('uid').where('level', '=', 20);
    expect(await preparedRows(t.db, good.compile())).toEqual([{ uid: '10000002' }]);
  });

  it.runIf(kind === 'postgres')('is held by the connection under a name; a plain query is not', async () => {
    await t.db.connection().execute(async (c) => {
      const before = await statementsOf(c);
      await c.selectFrom('game_roles').select('nickname').where('region', '=', 'CN-N').execute();
      expect(await statementsOf(c)).toEqual(before);
      // A shape no other test here runs, so this connection cannot hold it yet.
      const shape = (uid: string) => c.selectFrom('game_roles').select(['uid', 'region']).where('uid', '=', uid).compile();
      expect(before.map((s) => s.statement)).not.toContain(shape('').sql);
      await preparedRows(c, shape('10000001'));
      await preparedRows(c, shape('10000002'));
      const added = (await statementsOf(c)).filter((s) => !before.some((b) => b.name === s.name));
      expect(added).toEqual([{ name: expect.stringMatching(/^hot\d+$/), statement: shape('').sql }]);
    });
  });

  it.runIf(kind === 'postgres')('keeps answering after a migration changes the columns it reads', async () => {
    await sql`create table prep_probe (id int primary key, a text not null)`.execute(t.db);
    await sql`insert into prep_probe values (1, 'one')`.execute(t.db);
    await t.db.connection().execute(async (c) => {
      const read = () => preparedRows(c, sql<Record<string, unknown>>`select * from prep_probe where id = ${1}`.compile(c));
      expect(await read()).toEqual([{ id: 1, a: 'one' }]);
      // Another process's migration, as a rolling deploy runs it.
      await sql`alter table prep_probe add column b text not null default 'bee'`.execute(t.db);
      expect(await read()).toEqual([{ id: 1, a: 'one', b: 'bee' }]);
      expect(await read()).toEqual([{ id: 1, a: 'one', b: 'bee' }]);
    });
  });
});
