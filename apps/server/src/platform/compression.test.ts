import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { makeTestApp, type TestApp } from '../../test/test-app.ts';
import { writeWithVariants } from '../../test/web-build.ts';

// A tiny build as `vite build` + the precompress step leave it: index.html and a hashed chunk, each with .br/.gz.
// The plain and compressed files differ on purpose, so a test sees which one was sent.
const INDEX = '<!doctype html><html><head><script type="module" src="./js/index-abc123.js"></script></head><body></body></html>';
const CHUNK = `export const words = ${JSON.stringify('mecha '.repeat(400))};\n`;
let webRoot: string;
let t: TestApp;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'mecha-web-'));
  mkdirSync(path.join(webRoot, 'js'));
  writeWithVariants(path.join(webRoot, 'index.html'), INDEX);
  writeWithVariants(path.join(webRoot, 'js/index-abc123.js'), CHUNK);
  writeWithVariants(path.join(webRoot, 'sw.js'), `const VERSION = "abc";\n${CHUNK}`);
  writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"t","start_url":"./"}');
  mkdirSync(path.join(webRoot, 'covers'));
  writeFileSync(path.join(webRoot, 'covers/season.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite/manifest.json'), '{}');
  t = await makeTestApp('pglite', {}, { webRoot });
});

afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const varies = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

describe('precompressed app files', () => {
  it('sends the brotli file to a browser that accepts it, with a year of cache on the hashed chunk', async () => {
    const res = await get('/js/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(varies(res)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
    // Not compressed a second time on the way out, and the security headers are still there.
    expect(res.rawPayload.length).toBeLessThan(CHUNK.length / 4);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the gzip file when brotli is not accepted', async () => {
    const res = await get('/js/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res)).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the plain file to a caller that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/js/index-abc123.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varies(res)).toBe(true);
      expect(res.body).toBe(CHUNK);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends index.html compressed but never cached for long, at / and by name', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(varies(res)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=0');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('has the service worker and the web app manifest revalidated on every visit, so a deploy installs', async () => {
    const worker = await get('/sw.js', 'br');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('lets the images answers name (covers, mall goods, icons) be reused for an hour, so a page asks once', async () => {
    // The news page's first banner is started by index.html and then drawn by an <img>; with max-age=0 the second
    // use downloaded it again (docs/decisions/0209-web-first-banner-from-index-html.md).
    const res = await get('/covers/season.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never sends the build manifest (the bundle budget reads it; it is no business of browsers)', async () => {
    expect((await get('/.vite/manifest.json', 'br')).statusCode).toBe(404);
  });
});

describe('API answers', () => {
  it('compresses a large answer with brotli or gzip as accepted, keeping the envelope and headers', async () => {
    const plain = await get(`${API.simRoles}?limit=50`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(`${API.simRoles}?limit=50`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(`${API.simRoles}?limit=50`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect((plain.json() as { code: number }).code).toBe(0);
  });

  it('leaves a small answer alone', async () => {
    const res = await get(API.health, 'gzip, deflate, br');
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((res.json() as { code: number }).code).toBe(0);
  });
});
