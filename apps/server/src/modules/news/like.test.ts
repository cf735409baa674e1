import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';

// SPEC §6/§8: a visitor's like is the catalogue's not-logged-in error (code 400, the login-required message), not
// the session's 401; a token that went bad is still the session's 600.
describe.each(DB_KINDS)('like without a session (%s)', (kind) => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    id = (await t.store.db.selectFrom('articles').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('answers a visitor code 400 with the login-required message, in their language', async () => {
    for (const lang of ['en', 'zh-CN', 'ja'] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/api/like/${id}`, headers: { 'accept-language': lang }, payload: { type: 'like' } });
      expect(body(res)).toMatchObject({ code: ERRORS.notLoggedIn.code, data: null, msg: errorMessage('notLoggedIn', lang) });
      expect(body(res).code).toBe(400);
    }
    // Before the body is looked at: an empty or wrong body still hears "log in".
    expect(body(await t.app.inject({ method: 'POST', url: `/api/like/${id}` })).code).toBe(400);
  });

  it('still answers 600 to a token that is no longer good, and likes with a good one', async () => {
    expect(body(await t.app.inject({ method: 'POST', url: `/api/like/${id}`, headers: auth('not-a-session-token'), payload: { type: 'like' } })).code).toBe(ERRORS.loginExpired.code);
    const token = await loginWithCode(t.app, (await sampleUids(t.app, 1))[0]!);
    expect(body(await t.app.inject({ method: 'POST', url: `/api/like/${id}`, headers: auth(token), payload: { type: 'like' } })).code).toBe(0);
  });
});
