import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { makeTestApp, body, type TestApp } from '../../test/test-app.ts';

describe('platform: envelope, health, OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
  });
  afterAll(() => t.close());

  it('wraps unknown routes, malformed JSON, wrong content types and oversized bodies in the envelope', async () => {
    const cases = [
      { req: { url: '/api/nope' }, status: 404, code: 1015 },
      { req: { method: 'POST' as const, url: API.login, headers: { 'content-type': 'application/json' }, payload: '{"uid":' }, status: 400, code: 1014 },
      { req: { method: 'POST' as const, url: API.login, headers: { 'content-type': 'text/xml' }, payload: '<a/>' }, status: 415, code: 1017 },
      { req: { method: 'POST' as const, url: API.login, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ uid: 'x'.repeat(100_000) }) }, status: 413, code: 1016 },
      { req: { method: 'DELETE' as const, url: API.login }, status: 404, code: 1015 },
    ];
    for (const { req, status, code } of cases) {
      const res = await t.app.inject(req);
      expect(res.statusCode, req.url).toBe(status);
      const b = body(res);
      expect(b.code).toBe(code);
      expect(typeof b.msg).toBe('string');
      expect(res.body).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
  });

  it('localises msg by Accept-Language', async () => {
    const msgs = await Promise.all(
      ['zh-CN', 'zh-HK', 'en', 'ja', 'fr'].map(async (lang) => body(await t.app.inject({ url: '/api/nope', headers: { 'accept-language': lang } })).msg),
    );
    expect(msgs).toEqual(['请求的内容不存在', '請求的內容不存在', 'The requested content does not exist.', 'お探しの内容は存在しません', '请求的内容不存在']);
  });

  it('reports health and readiness', async () => {
    expect(body(await t.app.inject({ url: API.health }))).toMatchObject({ code: 0, data: { status: 'ok' } });
    expect(body(await t.app.inject({ url: API.ready }))).toMatchObject({ code: 0, data: { database: true, redis: null } });
    expect(body(await t.app.inject({ url: API.appConfig }))).toMatchObject({ code: 0, data: { gateway: 'sim', fixedEdition: null } });
  });

  it('generates the OpenAPI document from the route schemas, and serves the docs page', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    for (const path of [API.roleInfo, API.codeSend, API.login, API.myRoles, API.selectRole, API.bindRole, API.unbindRole, API.userInfo, API.logout, API.health]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(JSON.stringify(doc.paths[API.login]?.post?.requestBody)).toContain('wztoken');
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});

describe('platform: host-fixed editions', () => {
  it('tells the app which edition a host fixes', async () => {
    const t = await makeTestApp('pglite', { hostEditions: { 'jp.example.test': 'jp' } });
    const res = await t.app.inject({ url: API.appConfig, headers: { host: 'jp.example.test' } });
    expect(body(res).data).toMatchObject({ fixedEdition: 'jp' });
    await t.close();
  });
});

describe('platform: dev endpoints', () => {
  it('exist only while the game is simulated', async () => {
    const t = await makeTestApp('pglite', { gateway: 'http', gatewayUrl: 'http://127.0.0.1:9' });
    for (const url of [`${API.simRoles}?limit=3`, `${API.simMail}?uid=10001001`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(body(res).code).toBe(1015);
    }
    expect(body(await t.app.inject({ url: API.appConfig })).data).toMatchObject({ gateway: 'http' });
    await t.close();
  });
});
