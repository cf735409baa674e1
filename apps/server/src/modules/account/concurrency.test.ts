import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, mailedCode, makeTestApp, requestCode, sampleUids, type TestApp } from '../../../test/test-app.ts';

// On PostgreSQL these requests really run side by side; on PGlite they queue on its single connection.
describe.each(DB_KINDS)('concurrent requests (%s)', (kind) => {
  let t: TestApp;
  let uids: string[];
  beforeAll(async () => {
    t = await makeTestApp(kind);
    uids = await sampleUids(t.app, 4);
  });
  afterAll(() => t.close());

  it('lets one of 20 simultaneous logins with the same code through', async () => {
    const uid = uids[0]!;
    await requestCode(t.app, uid);
    const code = await mailedCode(t.app, uid);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.app.inject({ method: 'POST', url: API.login, payload: { uid, code }, remoteAddress: `10.3.0.${i}` })),
    );
    const codes = results.map((r) => body(r).code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 4003)).toBe(true);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
  });

  it('binds a contested role to exactly one of two accounts racing for it', async () => {
    const [a, b, contested] = [uids[1]!, uids[2]!, uids[3]!];
    const [ta, tb] = [await loginWithCode(t.app, a), await loginWithCode(t.app, b)];
    await requestCode(t.app, contested);
    const code = await mailedCode(t.app, contested);
    const results = await Promise.all(
      [ta, tb].map((token) => t.app.inject({ method: 'POST', url: API.bindRole, headers: auth(token), payload: { uid: contested, code } })),
    );
    const codes = results.map((r) => body(r).code).sort();
    expect(codes[0]).toBe(0);
    expect([4003, 4007]).toContain(codes[1]);
    const owners = await t.store.db.selectFrom('account_roles').select('yfy_uid').where('uid', '=', contested).execute();
    expect(owners).toHaveLength(1);
  });
});
