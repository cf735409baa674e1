import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { API } from '@mecha/shared/api-paths';
import { buildApp, type AppOptions } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { freshDb, type DbKind, type TestDb } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  store: TestDb;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, in sim mode, with a clock the test moves and a cheap captcha. No web app is
 * served unless `webRoot` names a folder (the serving tests give a small fake build).
 */
/** What a few tests set besides the config: a Redis namespace two apps share, the web root, a read replica. */
export interface TestAppOptions {
  redisNamespace?: string;
  webRoot?: string | false;
  readDb?: AppOptions['readDb'];
}

export async function makeTestApp(kind: DbKind, overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const store = await freshDb(kind);
  const clock = new ManualClock(new Date());
  const app = await buildApp({
    config: testConfig(overrides),
    db: store.db,
    ...(options.readDb ? { readDb: options.readDb } : {}),
    clock,
    webRoot: options.webRoot ?? false,
    captcha: { counterMin: 50, counterMax: 200 },
    redisNamespace: options.redisNamespace ?? `test-${randomBytes(4).toString('hex')}`,
  });
  await app.ready();
  return {
    app,
    clock,
    store,
    async close() {
      await app.close();
      await store.drop();
    },
  };
}

export const body = <T = unknown>(res: LightMyRequestResponse) => res.json() as { code: number; data: T; msg: string };

export async function solveCaptcha(app: FastifyInstance, ip?: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: API.captchaChallenge, ...(ip ? { remoteAddress: ip } : {}) });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function requestCode(app: FastifyInstance, uid: string, ip = '10.9.0.1') {
  const captcha = await solveCaptcha(app, ip);
  return app.inject({ method: 'POST', url: API.codeSend, payload: { uid, captcha }, remoteAddress: ip });
}

/** The code the simulated game mailed most recently to `uid`. */
export async function mailedCode(app: FastifyInstance, uid: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `${API.simMail}?uid=${uid}` });
  const code = body<{ list: { code: string | null }[] }>(res).data.list[0]?.code;
  if (!code) throw new Error(`no code mailed to ${uid}`);
  return code;
}

export async function sampleUids(app: FastifyInstance, n: number): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `${API.simRoles}?limit=${n}` });
  return body<{ list: { uid: string }[] }>(res).data.list.map((r) => r.uid);
}

/** The whole code login of a player: captcha, code by in-game mail, login. Returns the session token. */
export async function loginWithCode(app: FastifyInstance, uid: string): Promise<string> {
  const sent = await requestCode(app, uid);
  if (body(sent).code !== 0) throw new Error(`code not sent: ${sent.body}`);
  const res = await app.inject({ method: 'POST', url: API.login, payload: { uid, code: await mailedCode(app, uid) } });
  const b = body<{ token: string }>(res);
  if (b.code !== 0) throw new Error(`login failed: ${res.body}`);
  return b.data.token;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
