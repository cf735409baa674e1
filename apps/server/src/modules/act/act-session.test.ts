import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { caller, playerOf } from './act.fixtures.ts';

// The same-origin pages share the app's bearer session (docs/decisions/0025-same-origin-session.md).
describe.each(DB_KINDS)('same-origin session calls (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());

  it('act/login and pay/auth say who the session is; act/logout revokes it like record/logout', async () => {
    const p = await playerOf(t, 'jp');
    const who = { yfyUid: p.yfyUid, roleId: p.uid, edition: 'jp' };
    const login = await caller(t, p)('POST', API.actLogin);
    expect([login.status, login.code, login.data]).toEqual([200, 0, who]);
    expect((await caller(t, p)('GET', API.payAuth)).data).toEqual(who);
    const out = await caller(t, p)('POST', API.actLogout);
    expect([out.code, out.data]).toEqual([0, { ok: true }]);
    for (const [method, url] of [['GET', API.payAuth], ['POST', API.actLogin], ['GET', API.userInfo], ['POST', API.actLogout]] as const) {
      const r = await caller(t, p)(method, url);
      expect([r.status, r.code], url).toEqual([401, ERRORS.loginExpired.code]);
    }
  });

  it('answers 401 without a session, in the request language', async () => {
    for (const [method, url] of [['GET', API.payAuth], ['POST', API.actLogin], ['POST', API.actLogout]] as const) {
      const r = await caller(t, null, 'ja')(method, url);
      expect([r.status, r.code], url).toEqual([401, ERRORS.loginRequired.code]);
      expect(r.msg).toMatch(/ログイン/);
    }
  });
});
