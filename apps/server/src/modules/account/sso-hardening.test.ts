import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { DB_KINDS } from '../../../test/test-db.ts';
import { signSsoToken } from '../../../test/sso-token.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';
import { accountRepository } from './account.repository.ts';

// Issue 9 items 6 and 7 (docs/decisions/0009-sso-tokens.md): SSO enters only accounts it created; a platform token
// lives at most 10 minutes from its iat and opens one session.
describe.each(DB_KINDS)('platform tokens, hardened (%s)', (kind) => {
  let t: TestApp;
  let uids: string[];
  let ip = 0;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    uids = await sampleUids(t.app, 6);
  });
  afterAll(() => t.close());

  const nowS = () => Math.floor(t.clock.now().getTime() / 1000);
  const mint = (claims: Record<string, unknown>) => signSsoToken(claims, { now: t.clock.now() });
  // Each login from its own address: the per-address login limit is not what is tested here.
  const login = (wztoken: string) => t.app.inject({ method: 'POST', url: API.login, payload: { wztoken }, remoteAddress: `10.8.${(ip >> 8) & 255}.${ip++ & 255}` });
  const sessionsOf = async (yfyUid: string) =>
    Number((await t.store.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).where('yfy_uid', '=', yfyUid).executeTakeFirstOrThrow()).n);
  const usedTokens = async () => Number((await t.store.db.selectFrom('used_sso_tokens').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses a sub that names a code-login account, changing nothing', async () => {
    const [uid, other] = [uids[0]!, uids[1]!];
    const session = await loginWithCode(t.app, uid);
    const yfyUid = body<{ yfy_uid: string }>(await t.app.inject({ url: API.userInfo, headers: auth(session) })).data.yfy_uid;
    expect(yfyUid).toMatch(/^h5-[0-9a-f]{16}$/);
    const sessionsBefore = await sessionsOf(yfyUid);

    for (const claims of [{ sub: yfyUid }, { sub: yfyUid, uid }, { sub: yfyUid, uid: other }]) {
      const res = await login(await mint(claims));
      expect(body(res).code, JSON.stringify(claims)).toBe(4009);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await sessionsOf(yfyUid)).toBe(sessionsBefore);
    expect(await usedTokens()).toBe(0); // the first SSO logins of this database: none was spent
    expect(await t.store.db.selectFrom('account_roles').select('uid').where('yfy_uid', '=', yfyUid).execute()).toEqual([{ uid }]);
    expect(await accountRepository.ownerOfRole(t.store.db, other)).toBeUndefined();
  });

  it('lets a platform sub of the same shape create and re-enter an SSO account of its own', async () => {
    const sub = 'h5-00112233445566ff';
    const first = body<{ yfy_uid: string }>(await login(await mint({ sub })));
    const again = body<{ yfy_uid: string }>(await login(await mint({ sub })));
    expect([first.code, again.code]).toEqual([0, 0]);
    expect(again.data.yfy_uid).toBe(sub);
    expect((await accountRepository.findAccount(t.store.db, sub))?.origin).toBe('sso');
    // Code login never takes over an existing id, whatever its origin.
    expect(await accountRepository.createAccount(t.store.db, sub, 'code', t.clock.now())).toBe(false);
  });

  it('refuses tokens that live too long, were not issued now or carry no iat', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['exp in the year 2500', { iat: nowS(), exp: Date.UTC(2500, 0, 1) / 1000 }],
      ['exp 1e300', { iat: nowS(), exp: 1e300 }],
      ['no iat', { iat: undefined, exp: nowS() + 300 }],
      ['iat 5 minutes ahead', { iat: nowS() + 300, exp: nowS() + 600 }],
      ['iat beyond the skew', { iat: nowS() + 31, exp: nowS() + 331 }],
      ['lifetime of 10 minutes and a second', { iat: nowS(), exp: nowS() + 601 }],
      ['issued 11 minutes ago', { iat: nowS() - 660, exp: nowS() + 60 }],
      ['non-numeric iat', { iat: String(nowS()), exp: nowS() + 300 }],
      ['empty jti', { jti: '' }],
    ];
    for (const [what, claims] of cases) {
      const res = await login(await mint({ sub: 'platform-lifetime', uid: uids[2], ...claims }));
      expect(body(res).code, what).toBe(4009);
      expect(res.statusCode, what).toBeLessThan(500);
    }
    expect(await accountRepository.findAccount(t.store.db, 'platform-lifetime')).toBeUndefined();
    expect(await sessionsOf('platform-lifetime')).toBe(0);
  });

  it('accepts a full 10-minute lifetime and a platform clock slightly ahead, until the token is stale', async () => {
    expect(body(await login(await mint({ sub: 'platform-edge', iat: nowS(), exp: nowS() + 600 }))).code).toBe(0);
    expect(body(await login(await mint({ sub: 'platform-edge', iat: nowS() + 20, exp: nowS() + 320 }))).code).toBe(0);
    const fresh = await mint({ sub: 'platform-edge', iat: nowS(), exp: nowS() + 600 });
    t.clock.advance(631_000);
    expect(body(await login(fresh)).code).toBe(4009);
  });

  it('accepts each token once, however it is spelled', async () => {
    const token = await mint({ sub: 'platform-once', uid: uids[3] });
    const first = body<{ token: string }>(await login(token));
    expect(first.code).toBe(0);
    expect(body(await login(token)).code).toBe(4009);
    expect(await sessionsOf('platform-once')).toBe(1);

    // Without a jti the signed part names the token: a respelled signature or added padding is the same token.
    const bare = await mint({ sub: 'platform-once', jti: undefined });
    expect(body(await login(bare)).code).toBe(0);
    // The last character of a 32-byte signature carries 4 bits and 2 spare ones: flipping a spare one still verifies.
    const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${bare.slice(0, -1)}${B64URL[B64URL.indexOf(bare.at(-1)!) ^ 1]}`;
    for (const replay of [bare, `${bare}=`, respelled]) expect(body(await login(replay)).code).toBe(4009);

    // A jti names the token: another token carrying a spent jti is refused.
    const jti = 'platform-jti-1';
    expect(body(await login(await mint({ sub: 'platform-once', jti }))).code).toBe(0);
    expect(body(await login(await mint({ sub: 'platform-other', jti }))).code).toBe(4009);
    expect(await sessionsOf('platform-once')).toBe(3);
    expect(await sessionsOf('platform-other')).toBe(0);
  });

  it('does not spend a token whose login is refused', async () => {
    expect(body(await login(await mint({ sub: 'platform-owner', uid: uids[5] }))).code).toBe(0);
    const taken = await mint({ sub: 'platform-late', uid: uids[5] });
    expect(body(await login(taken)).code).toBe(4007);
    expect(body(await login(taken)).code).toBe(4007);
    expect(await sessionsOf('platform-late')).toBe(0);
  });

  it('forgets used tokens only once they would be refused anyway', async () => {
    const forget = () => accountRepository.forgetSsoTokensBefore(t.store.db, t.clock.now());
    await forget();
    const before = await usedTokens();
    const token = await mint({ sub: 'platform-forget' });
    expect(body(await login(token)).code).toBe(0);
    await forget();
    expect(await usedTokens()).toBe(before + 1);
    expect(body(await login(token)).code).toBe(4009);
    t.clock.advance(331_000); // past exp (5 minutes) and the skew: every token minted so far is stale
    await forget();
    expect(await usedTokens()).toBe(0);
    expect(body(await login(token)).code).toBe(4009);
  });

  it('gives 20 simultaneous logins with one token exactly one session', async () => {
    const token = await mint({ sub: 'platform-race', uid: uids[4] });
    const results = await Promise.all(Array.from({ length: 20 }, () => login(token)));
    const codes = results.map((r) => body(r).code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 4009)).toBe(true);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    expect(await sessionsOf('platform-race')).toBe(1);
  });
});
