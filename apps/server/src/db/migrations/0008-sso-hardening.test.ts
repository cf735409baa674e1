import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrate.ts';
import { DB_KINDS, emptyDb } from '../../../test/test-db.ts';

describe.each(DB_KINDS)('migration 0008: account origins (%s)', (kind) => {
  // An empty database (not the migrated template): this test stops at 0007, writes rows, then migrates on.
  let store: Awaited<ReturnType<typeof emptyDb>>;
  beforeAll(async () => {
    store = await emptyDb(kind);
  });
  afterAll(() => store.drop());

  it('marks exactly the ids code login minted as code accounts, the rest as SSO, and insists on one of the two', async () => {
    const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('0007-feedback')).error).toBeUndefined();
    const ids = ['h5-0123456789abcdef', 'platform-42', 'h5-short', 'h5-0123456789ABCDEF', 'xh5-0123456789abcdef'];
    for (const id of ids) await sql`insert into accounts (yfy_uid, created_at) values (${id}, now())`.execute(store.db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await store.db.selectFrom('accounts').select(['yfy_uid', 'origin']).orderBy('yfy_uid').execute();
    expect(Object.fromEntries(rows.map((r) => [r.yfy_uid, r.origin]))).toEqual({
      'h5-0123456789abcdef': 'code',
      'platform-42': 'sso',
      'h5-short': 'sso',
      'h5-0123456789ABCDEF': 'sso',
      'xh5-0123456789abcdef': 'sso',
    });
    await expect(sql`insert into accounts (yfy_uid, created_at, origin) values ('a', now(), 'other')`.execute(store.db)).rejects.toThrow(/accounts_origin/);
    await expect(sql`insert into accounts (yfy_uid, created_at) values ('b', now())`.execute(store.db)).rejects.toThrow(/origin/);
  });
});
