import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { body } from '../../test/test-app.ts';
import { freshDb, type TestDb } from '../../test/test-db.ts';

const hosts = {
  webviewHosts: ['partner.example.com', '*.official.example'],
  imageHosts: ['img.example.net'],
  hostEditions: { 'jp.example.test': 'jp' as const },
};

// The built index.html's one inline script (the theme before the first paint) is allowed by its hash, and only it.
const THEME_BOOT = "document.documentElement.setAttribute('data-theme','dark');";
const THEME_BOOT_SOURCE = `'sha256-${createHash('sha256').update(THEME_BOOT).digest('base64')}'`;

// Helmet joins directives with a bare ';'.
const policy = (...directives: string[]) => directives.join(';');
const APP_CSP = policy(
  "default-src 'self'",
  `script-src 'self' ${THEME_BOOT_SOURCE}`,
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://img.example.net",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "frame-src 'self' partner.example.com *.official.example jp.example.test",
  "frame-ancestors 'self' jp.example.test",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
);

function expectHardened(res: LightMyRequestResponse, csp = APP_CSP) {
  expect(res.headers['content-security-policy']).toBe(csp);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('security headers', () => {
  let app: FastifyInstance;
  let store: TestDb;
  let webRoot: string;

  beforeAll(async () => {
    // Tests normally serve no web app; this one needs an index.html and an asset behind `/`.
    webRoot = mkdtempSync(path.join(tmpdir(), 'mecha-web-'));
    mkdirSync(path.join(webRoot, 'js'));
    writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><title>t</title><script>${THEME_BOOT}</script><script type="module" src="./js/index.js"></script>`);
    writeFileSync(path.join(webRoot, 'js/index.js'), 'export {};');
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'assets/badge-0a1b2c.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    store = await freshDb('pglite');
    app = await buildApp({ config: testConfig(hosts), db: store.db, webRoot, redisNamespace: `test-sh-${process.pid}` });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await store.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('harden the app page and its files', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expectHardened(page);
    // An SVG opened on its own is a document: images keep the page's policy.
    for (const url of ['/favicon.svg', '/assets/badge-0a1b2c.svg']) {
      const image = await app.inject({ url });
      expect(image.statusCode, url).toBe(200);
      expectHardened(image);
    }
  });

  it("give the build's scripts and stylesheets only the headers a file uses", async () => {
    const script = await app.inject({ url: '/js/index.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('same-origin');
    // Document-only headers stay off: over HTTP/1.1 they cost ~800 bytes on each of a first load's files.
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'strict-transport-security']) {
      expect(script.headers[name], name).toBeUndefined();
    }
    expect(Buffer.byteLength(Object.entries(script.headers).map(([k, v]) => `${k}: ${String(v)}\r\n`).join(''))).toBeLessThan(500);
  });

  it('harden API answers: success, error envelopes and 404s', async () => {
    const ok = await app.inject({ url: API.health });
    expect(body(ok).code).toBe(0);
    expectHardened(ok);

    const badJson = await app.inject({ method: 'POST', url: API.login, headers: { 'content-type': 'application/json' }, payload: '{"uid":' });
    expect(badJson.statusCode).toBe(400);
    expect(body(badJson).code).toBe(1014);
    expectHardened(badJson);

    const invalid = await app.inject({ method: 'POST', url: API.login, payload: {} });
    expect(invalid.statusCode).toBe(400);
    expectHardened(invalid);

    for (const url of ['/api/nope', '/nope.html']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(body(missing).code, url).toBe(1015);
      expectHardened(missing);
    }
  });

  it('give the Swagger UI at /api/docs a policy of its own that still bars framing and inline scripts', async () => {
    const docsCsp = policy(
      "default-src 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-src 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "base-uri 'self'",
      "object-src 'none'",
    );
    for (const url of ['/api/docs/', '/api/docs/static/swagger-ui.css', '/api/docs/json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectHardened(res, docsCsp);
    }
  });

  it('tell the app the same webview hosts the CSP frames', async () => {
    const res = await app.inject({ url: API.appConfig });
    expect(body<{ webviewHosts: string[] }>(res).data.webviewHosts).toEqual(['partner.example.com', '*.official.example', 'jp.example.test']);
    expectHardened(res);
  });
});
