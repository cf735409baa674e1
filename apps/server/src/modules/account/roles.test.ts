import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { RoleListData } from '@mecha/shared/account/schemas';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, mailedCode, makeTestApp, requestCode, sampleUids, type TestApp } from '../../../test/test-app.ts';

describe.each(DB_KINDS)('bound roles (%s)', (kind) => {
  let t: TestApp;
  let uids: string[];
  beforeAll(async () => {
    t = await makeTestApp(kind);
    uids = await sampleUids(t.app, 10);
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const roles = async (token: string) => body<RoleListData>(await t.app.inject({ url: API.myRoles, headers: auth(token) })).data;

  it('binds a second role with its own code, switches, unbinds, and asks to bind when none is left', async () => {
    const [first, second] = [uids[0]!, uids[1]!];
    const token = await loginWithCode(t.app, first);
    expect((await roles(token)).list.map((r) => r.uid)).toEqual([first]);

    await requestCode(t.app, second);
    const bound = body<RoleListData>(await post(API.bindRole, token, { uid: second, code: await mailedCode(t.app, second) }));
    expect(bound.code).toBe(0);
    expect(bound.data.list.map((r) => [r.uid, r.selected])).toEqual([[first, true], [second, false]]);

    const switched = body<RoleListData>(await post(API.selectRole, token, { role_id: second }));
    expect(switched.data.selected).toBe(second);
    const info = body<{ role_id: string }>(await t.app.inject({ url: API.userInfo, headers: auth(token) }));
    expect(info.data.role_id).toBe(second);

    expect(body(await post(API.selectRole, token, { role_id: uids[9]! })).code).toBe(4010);
    expect(body(await post(API.unbindRole, token, { role_id: uids[9]! })).code).toBe(4010);

    const afterUnbind = body<RoleListData>(await post(API.unbindRole, token, { role_id: second }));
    expect(afterUnbind.data).toMatchObject({ selected: first, list: [{ uid: first, selected: true }] });
    expect(body(await t.app.inject({ url: API.currentRole, headers: auth(token) })).code).toBe(0);

    await post(API.unbindRole, token, { role_id: first });
    const none = await t.app.inject({ url: API.currentRole, headers: auth(token) });
    expect(none.statusCode).toBe(403);
    expect(body(none).code).toBe(402);
    expect(body(await t.app.inject({ url: API.userInfo, headers: auth(token) })).data).toMatchObject({ role_id: null, domain_game: null });
  });

  it('refuses a role bound to someone else, or already bound to you, without spending the code', async () => {
    const [mine, theirs, extra] = [uids[2]!, uids[3]!, uids[4]!];
    const me = await loginWithCode(t.app, mine);
    await loginWithCode(t.app, theirs);
    t.clock.advance(61_000);
    await requestCode(t.app, theirs);
    const code = await mailedCode(t.app, theirs);
    expect(body(await post(API.bindRole, me, { uid: theirs, code })).code).toBe(4007);
    await requestCode(t.app, mine);
    expect(body(await post(API.bindRole, me, { uid: mine, code: await mailedCode(t.app, mine) })).code).toBe(4011);
    // The owner's code is still good: the refused bind did not consume it.
    expect(body(await t.app.inject({ method: 'POST', url: API.login, payload: { uid: theirs, code } })).code).toBe(0);
    await requestCode(t.app, extra);
    expect(body(await post(API.bindRole, me, { uid: extra, code: '000000' })).code).toBeOneOf([4002]);
    expect((await roles(me)).list).toHaveLength(1);
  });

  it('refuses bad input on every role call and changes nothing', async () => {
    const token = await loginWithCode(t.app, uids[5]!);
    const before = await roles(token);
    const bad: [string, unknown, number][] = [
      [API.selectRole, {}, 2002],
      [API.selectRole, { role_id: '' }, 2002],
      [API.selectRole, { role_id: 42 }, 2002],
      [API.selectRole, { role_id: uids[5], x: 1 }, 1014],
      [API.unbindRole, { role_id: 'abc' }, 4012],
      [API.unbindRole, [], 1014],
      [API.bindRole, { uid: '', code: '123456' }, 2001],
      [API.bindRole, { uid: uids[6] }, 2003],
      [API.bindRole, { uid: uids[6], code: 'x'.repeat(5000) }, 4013],
    ];
    for (const [url, payload, code] of bad) {
      const res = await post(url, token, payload as object);
      expect(body(res).code, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBe(code);
      expect(res.statusCode).toBe(400);
    }
    const huge = await t.app.inject({ method: 'POST', url: API.selectRole, headers: { ...auth(token), 'content-type': 'application/json' }, payload: JSON.stringify({ role_id: 'x'.repeat(70_000) }) });
    expect(huge.statusCode).toBe(413);
    expect(body(huge).code).toBe(1016);
    expect(await roles(token)).toEqual(before);
  });
});
