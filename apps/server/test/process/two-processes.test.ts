import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DEV_INGEST_SECRET, DEV_SSO_SECRET } from '../../src/config.ts';
import { sign } from '../../src/platform/signed-request.ts';
import { duel } from '../matches.ts';
import { serverPair } from './server-pair.ts';

const ADMIN = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

// Issue 16: two server processes on one PostgreSQL and Redis, every call sent to both in turn. Nothing that matters
// may live in a process: one grant and one mail per claim, a captcha spent once, limits counted together, a match
// ingested once and seen at once by the other process, no job run twice.
describe.runIf(ADMIN && REDIS)('two server processes on one database and Redis', () => {
  const pair = serverPair(ADMIN ?? 'postgres://x/y', REDIS ?? 'redis://x', 3700);
  const [A, B] = pair.bases;
  const both = [A, B];
  const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const call = async (base: string, path: string, init: { method?: string; body?: unknown; token?: string; ip?: string } = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        'x-forwarded-for': init.ip ?? ip(),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: res.status, ...((await res.json()) as { code: number; data: unknown }) };
  };
  const loginAt = async (base: string, uid: string, sub: string) => {
    const wztoken = await new SignJWT({ sub, uid }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode(DEV_SSO_SECRET));
    const res = await call(base, API.login, { body: { wztoken } });
    expect(res.code).toBe(0);
    return (res.data as { token: string }).token;
  };
  let uids: string[] = [];

  beforeAll(async () => {
    await pair.setUp();
    uids = (await pair.db.query(`select uid from sim_roles order by uid limit 40`)).rows.map((r) => r.uid as string);
  }, 180_000);
  afterAll(() => pair.tearDown());

  it('grants a claim once and mails it once, whichever process answers and whichever runs the mail job', async () => {
    const token = await loginAt(A, uids[0]!, 'pair-claim');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call(both[i % 2]!, '/api/welfare/xslb', { method: 'POST', token })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    const grants = (await pair.db.query(`select id from reward_grants where role_uid = $1 and ref = 'xslb'`, [uids[0]])).rows;
    expect(grants).toHaveLength(1);
    for (let i = 0; i < 60; i++) {
      const { rows } = await pair.db.query(`select count(*)::int as n from mail_outbox where status = 'pending'`);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect((await pair.db.query(`select status from mail_outbox where grant_id = $1`, [grants[0].id])).rows).toEqual([{ status: 'delivered' }]);
    expect((await pair.db.query(`select count(*)::int as n from sim_mail where kind = 'reward' and uid = $1`, [uids[0]])).rows[0].n).toBe(1);
    expect((await pair.db.query(`select count(*)::int as n from messages where grant_id = $1`, [grants[0].id])).rows[0].n).toBe(1);
  }, 60_000);

  it('spends a captcha once: solved for one process, replayed to the other', async () => {
    const from = ip();
    const challenge = (await (await fetch(`${A}${API.captchaChallenge}`, { headers: { 'x-forwarded-for': from } })).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const first = await call(A, API.codeSend, { body: { uid: uids[1], captcha }, ip: from });
    expect(first.code).toBe(0);
    const replay = await call(B, API.codeSend, { body: { uid: uids[2], captcha }, ip: from });
    expect(replay.code).not.toBe(0);
    expect(replay.code).toBe(ERRORS.captchaFailed.code);
  }, 30_000);

  it('counts a limit once across both: 30 logins a minute from one address, not 30 each', async () => {
    const from = ip();
    const codes: number[] = [];
    for (let i = 0; i < 34; i++) codes.push((await call(both[i % 2]!, API.login, { body: { uid: uids[3], code: '000000' }, ip: from })).code);
    const limited = codes.filter((c) => c === ERRORS.tooFrequent.code).length;
    expect(codes.slice(0, 30).every((c) => c !== ERRORS.tooFrequent.code)).toBe(true);
    expect(limited).toBe(4);
  }, 30_000);

  it('ingests a batch once from both, and the other process shows the new match at once', async () => {
    const uid = uids[4]!;
    const token = await loginAt(B, uid, 'pair-ingest');
    const summary = async (base: string) => (await call(base, API.battleSummary, { token })).data as { UpdatedAt: number | null } & Record<string, unknown>;
    const before = await summary(B); // B caches the role's record
    const now = Math.floor(Date.now() / 1000);
    const raw = JSON.stringify({ matches: [duel('pair-m1', now - 30, uid, uids[5]!), duel('pair-m2', now - 20, uids[5]!, uid)] });
    const post = (base: string) =>
      fetch(`${base}/api/game/matches`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-game-timestamp': String(now), 'x-game-signature': sign(DEV_INGEST_SECRET, now, raw) }, body: raw }).then((r) => r.json() as Promise<{ code: number; data: { accepted: number; duplicates: number } }>);
    const first = await post(A);
    expect(first.data).toMatchObject({ accepted: 2 });
    const again = await post(B); // the same body and signature: a replay, refused
    expect(again.code).not.toBe(0);
    const rows = (await pair.db.query(`select count(*)::int as n from match_players where uid = $1 and match_id like 'pair-m%'`, [uid])).rows[0].n;
    expect(rows).toBe(2);
    // B dropped its cached record when A told it (Redis pub/sub), well within the cache's lifetime.
    await new Promise((r) => setTimeout(r, 100));
    const after = await summary(B);
    expect(after.UpdatedAt).toBe(now - 20);
    expect(after).not.toEqual(before);
  }, 30_000);

  it('logs a session out everywhere at once', async () => {
    const token = await loginAt(A, uids[6]!, 'pair-logout');
    expect((await call(B, API.userInfo, { token })).code).toBe(0); // B caches the session
    expect((await call(A, API.logout, { method: 'POST', token })).code).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect((await call(B, API.userInfo, { token })).code).toBe(ERRORS.loginExpired.code);
  }, 30_000);
});
