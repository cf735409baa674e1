import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, mailedCode, makeTestApp, requestCode, sampleUids, solveCaptcha, type TestApp } from '../../../test/test-app.ts';

describe.each(DB_KINDS)('login by in-game code (%s)', (kind) => {
  let t: TestApp;
  let uids: string[];
  beforeAll(async () => {
    t = await makeTestApp(kind);
    uids = await sampleUids(t.app, 12);
  });
  afterAll(() => t.close());

  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: API.login, payload: payload as object });

  it('looks a role up publicly and refuses bad UIDs in the asker’s language', async () => {
    const ok = body<Record<string, unknown>>(await t.app.inject({ url: `${API.roleInfo}?uid=${uids[0]}` }));
    expect(ok.code).toBe(0);
    expect(Object.keys(ok.data).sort()).toEqual(['avatar', 'edition', 'level', 'nickname', 'region', 'uid']);
    // A role the game has suspended from top-ups (the sim's UIDs ending 077) shows the same public card, no flag.
    const suspended = body<Record<string, unknown>>(await t.app.inject({ url: `${API.roleInfo}?uid=10001077` }));
    expect(Object.keys(suspended.data).sort()).toEqual(['avatar', 'edition', 'level', 'nickname', 'region', 'uid']);
    const unknown = await t.app.inject({ url: `${API.roleInfo}?uid=99999999`, headers: { 'accept-language': 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({ code: 4001, msg: 'No role with this UID. Please check it.' });
    expect(body(await t.app.inject({ url: `${API.roleInfo}?uid=`, headers: { 'accept-language': 'ja' } }))).toMatchObject({ code: 2001, msg: '個人番号（UID）を入力してください' });
    expect(body(await t.app.inject({ url: `${API.roleInfo}?uid=abc` })).code).toBe(4012);
    expect(body(await t.app.inject({ url: `${API.roleInfo}?uid=${uids[0]}&extra=1` })).code).toBe(1014);
  });

  it('mails a code only after the captcha is solved, once a minute', async () => {
    const uid = uids[1]!;
    const none = await t.app.inject({ method: 'POST', url: API.codeSend, payload: { uid } });
    expect(body(none).code).toBe(4005);
    const forged = await t.app.inject({ method: 'POST', url: API.codeSend, payload: { uid, captcha: Buffer.from('{"x":1}').toString('base64') } });
    expect(body(forged).code).toBe(4005);
    const captcha = await solveCaptcha(t.app);
    const sent = await t.app.inject({ method: 'POST', url: API.codeSend, payload: { uid, captcha }, remoteAddress: '10.1.1.1' });
    expect(body(sent)).toMatchObject({ code: 0, data: { sent: true, expiresInS: 900, cooldownS: 60 } });
    expect(await mailedCode(t.app, uid)).toMatch(/^\d{6}$/);
    const replay = await t.app.inject({ method: 'POST', url: API.codeSend, payload: { uid, captcha }, remoteAddress: '10.1.1.1' });
    expect(body(replay).code).toBe(4005);
    expect(body(await requestCode(t.app, uid)).code).toBe(4006);
    t.clock.advance(61_000);
    expect(body(await requestCode(t.app, uid)).code).toBe(0);
  });

  it('creates the account on first login and enters it on the next', async () => {
    const uid = uids[2]!;
    const token = await loginWithCode(t.app, uid);
    const info = body<{ yfy_uid: string; role_id: string; domain_game: string }>(await t.app.inject({ url: API.userInfo, headers: auth(token) }));
    expect(info.data.role_id).toBe(uid);
    expect(info.data.yfy_uid).toMatch(/^h5-/);
    expect(['cn', 'hk', 'global', 'jp']).toContain(info.data.domain_game);
    t.clock.advance(61_000);
    const again = await loginWithCode(t.app, uid);
    const info2 = body<{ yfy_uid: string }>(await t.app.inject({ url: API.userInfo, headers: auth(again) }));
    expect(info2.data.yfy_uid).toBe(info.data.yfy_uid);
  });

  it('accepts form-encoded bodies', async () => {
    const uid = uids[3]!;
    const captcha = await solveCaptcha(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: API.codeSend,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ uid, captcha }).toString(),
    });
    expect(body(sent).code).toBe(0);
    const code = await mailedCode(t.app, uid);
    const res = await t.app.inject({
      method: 'POST',
      url: API.login,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `uid=${uid}&code=${code}`,
    });
    expect(body<{ token: string }>(res).data.token.length).toBeGreaterThan(20);
  });

  it('uses a code once, expires it after 15 minutes and locks it after 5 wrong tries', async () => {
    const [a, b, c] = [uids[4]!, uids[5]!, uids[6]!];
    await requestCode(t.app, a);
    const codeA = await mailedCode(t.app, a);
    expect(body(await login({ uid: a, code: codeA })).code).toBe(0);
    expect(body(await login({ uid: a, code: codeA })).code).toBe(4003);

    await requestCode(t.app, b);
    const codeB = await mailedCode(t.app, b);
    t.clock.advance(15 * 60_000 + 1000);
    expect(body(await login({ uid: b, code: codeB })).code).toBe(4003);

    t.clock.advance(61_000);
    await requestCode(t.app, c);
    const codeC = await mailedCode(t.app, c);
    const wrong = codeC === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(body<{ attemptsLeft?: number }>(await login({ uid: c, code: wrong })));
    expect(codes.map((r) => r.code)).toEqual([4002, 4002, 4002, 4002, 4004]);
    expect(codes[0]!.data.attemptsLeft).toBe(4);
    expect(body(await login({ uid: c, code: codeC })).code).toBe(4004);
    // A new code replaces the locked one.
    t.clock.advance(61_000);
    await requestCode(t.app, c);
    expect(body(await login({ uid: c, code: await mailedCode(t.app, c) })).code).toBe(0);
  });

  it('answers each empty or malformed login field with its own message', async () => {
    const cases: [unknown, number][] = [
      [{}, 2001],
      [{ uid: '', code: '123456' }, 2001],
      [{ uid: uids[0], code: '' }, 2003],
      [{ uid: uids[0] }, 2003],
      [{ uid: uids[0], code: '12ab56' }, 4013],
      [{ uid: 12345, code: '123456' }, 2001],
      [{ uid: uids[0], code: '123456', admin: true }, 1014],
      [{ wztoken: '' }, 4009],
    ];
    for (const [payload, code] of cases) {
      const res = await login(payload);
      expect(body(res).code, JSON.stringify(payload)).toBe(code);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
