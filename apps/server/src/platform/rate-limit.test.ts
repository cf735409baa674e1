import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { body, makeTestApp, requestCode, sampleUids, type TestApp } from '../../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

describe('rate limits', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('limits code requests per UID (too frequent, 429)', async () => {
    const t = await makeTestApp('pglite');
    apps.push(t);
    const [uid] = await sampleUids(t.app, 1);
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) codes.push(body(await requestCode(t.app, uid!, `10.0.0.${i + 1}`)).code);
    expect(codes).toEqual([0, 4006, 4006, 4006, 4006, 4006, 4006, 4006, 1002]);
    const res = await requestCode(t.app, uid!, '10.0.0.99');
    expect(res.statusCode).toBe(429);
  });

  it.runIf(REDIS_URL)('shares the count between server processes through Redis', async () => {
    // One namespace for both, as two processes of one deployment would have.
    const ns = `test-shared-${Date.now()}`;
    const a = await makeTestApp('pglite', { redisUrl: REDIS_URL }, { redisNamespace: ns });
    apps.push(a);
    const b = await makeTestApp('pglite', { redisUrl: REDIS_URL }, { redisNamespace: ns });
    apps.push(b);
    const ip = '10.7.7.7';
    const hits = async (t: TestApp, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await t.app.inject({ url: API.captchaChallenge, remoteAddress: ip })).statusCode);
      return out;
    };
    expect(await hits(a, 60)).not.toContain(429);
    expect(await hits(b, 1)).toEqual([429]);
  });
});
