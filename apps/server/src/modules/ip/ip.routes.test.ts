import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';

type Ip = { area: string; code: string };

describe('GET /api/ip', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await makeTestApp('pglite');
    proxied = await makeTestApp('pglite', { trustProxy: true, ipLanguageHosts: ['cn.example.com', '*.intl.example'] });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it("answers the caller's own address, as Fastify sees it", async () => {
    const res = await direct.app.inject({ url: API.ip, remoteAddress: '133.242.0.3' });
    expect(body<Ip>(res)).toMatchObject({ code: 0, data: { code: 'JP', area: 'JP||' } });
    // Without TRUST_PROXY a forwarded header is not believed.
    expect(body<Ip>(await direct.app.inject({ url: API.ip, remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '1.2.4.8' } })).data).toEqual({ code: 'ZZ', area: '||' });
  });

  it('believes the proxy when TRUST_PROXY is set, IPv6 included', async () => {
    expect(body<Ip>(await proxied.app.inject({ url: API.ip, remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '1.2.4.8' } })).data.code).toBe('CN');
    expect(body<Ip>(await proxied.app.inject({ url: API.ip, remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '2001:4860:4860::8888' } })).data.code).toBe('US');
  });

  it('tells the app which hosts pick the first language by IP (IP_LANGUAGE_HOSTS)', async () => {
    const config = async (t: TestApp, host: string) => body<{ ipLanguage: boolean }>(await t.app.inject({ url: API.appConfig, headers: { host } })).data.ipLanguage;
    expect(await config(proxied, 'cn.example.com')).toBe(true);
    expect(await config(proxied, 'm.intl.example')).toBe(true);
    expect(await config(proxied, 'other.example.com')).toBe(false);
    expect(await config(direct, 'cn.example.com')).toBe(false);
  });
});
