import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { DB_KINDS } from '../../../test/test-db.ts';
import { signSsoToken } from '../../../test/sso-token.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';

describe.each(DB_KINDS)('sessions and single sign-on (%s)', (kind) => {
  let t: TestApp;
  let uids: string[];
  beforeAll(async () => {
    t = await makeTestApp(kind);
    uids = await sampleUids(t.app, 6);
  });
  afterAll(() => t.close());

  const wztoken = (claims: Record<string, unknown>, secret?: string) => signSsoToken(claims, { now: t.clock.now(), ...(secret ? { secret } : {}) });
  const me = (headers: Record<string, string> = {}) => t.app.inject({ url: API.userInfo, headers });

  it('answers 401 without a token and 600 for an unknown one', async () => {
    const none = await me({ 'accept-language': 'en' });
    expect(none.statusCode).toBe(401);
    expect(body(none)).toMatchObject({ code: 401, msg: 'Please log in first.' });
    expect(body(await me(auth('not-a-real-token'))).code).toBe(600);
    expect(body(await me({ authorization: 'Basic abc' })).code).toBe(401);
  });

  it('revokes the session on logout, server side', async () => {
    const token = await loginWithCode(t.app, uids[0]!);
    expect(body(await me(auth(token))).code).toBe(0);
    expect(body(await t.app.inject({ method: 'POST', url: API.logout, headers: auth(token) })).code).toBe(0);
    const after = await me(auth(token));
    expect(body(after).code).toBe(600);
    expect(after.statusCode).toBe(401);
  });

  it('expires sessions after their lifetime', async () => {
    const token = await loginWithCode(t.app, uids[1]!);
    t.clock.advance(29 * 86_400_000);
    expect(body(await me(auth(token))).code).toBe(0);
    t.clock.advance(2 * 86_400_000);
    expect(body(await me(auth(token))).code).toBe(600);
  });

  it('exchanges a platform wztoken for a session, binding the vouched-for role', async () => {
    const uid = uids[2]!;
    const token = await wztoken({ sub: 'platform-42', uid });
    const res = body<{ token: string; yfy_uid: string; role_id: string }>(await t.app.inject({ method: 'POST', url: API.login, payload: { wztoken: token } }));
    expect(res).toMatchObject({ code: 0, data: { yfy_uid: 'platform-42', role_id: uid } });
    const roles = body<{ list: { uid: string }[] }>(await t.app.inject({ url: API.myRoles, headers: auth(res.data.token) }));
    expect(roles.data.list.map((r) => r.uid)).toEqual([uid]);

    const bare = await wztoken({ sub: 'platform-43' });
    const noRole = body<{ role_id: string | null }>(await t.app.inject({ method: 'POST', url: API.login, payload: { wztoken: bare } }));
    expect(noRole.data.role_id).toBeNull();
  });

  it('refuses forged, expired and malformed wztokens', async () => {
    const forged = await wztoken({ sub: 'p1', uid: uids[3] }, 'another-secret-of-some-length');
    // Expired beyond the tolerated clock skew (30 s).
    const nowS = Math.floor(t.clock.now().getTime() / 1000);
    const expired = await wztoken({ sub: 'p1', uid: uids[3], iat: nowS - 300, exp: nowS - 31 });
    const unknownRole = await wztoken({ sub: 'p1', uid: '99999999' });
    for (const [token, code] of [[forged, 4009], [expired, 4009], ['abc.def.ghi', 4009], [unknownRole, 4001]] as const) {
      expect(body(await t.app.inject({ method: 'POST', url: API.login, payload: { wztoken: token } })).code).toBe(code);
    }
    const taken = await wztoken({ sub: 'p2', uid: uids[2] });
    expect(body(await t.app.inject({ method: 'POST', url: API.login, payload: { wztoken: taken } })).code).toBe(4007);
  });
});
