import { readFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { makeTestApp, type TestApp } from '../test/test-app.ts';
import { selfSignedCert } from '../test/self-signed-cert.ts';
import { writeWithVariants } from '../test/web-build.ts';

// With TLS_CERT_FILE and TLS_KEY_FILE the server speaks HTTPS itself (decision 0222): HTTP/2 to a browser, which
// offers h2, and HTTP/1.1 to a client that does not; the API and the precompressed app files answer the same over both.
const CHUNK = `export const words = ${JSON.stringify('mecha '.repeat(400))};\n`;
let t: TestApp;
let cert: ReturnType<typeof selfSignedCert>;
let webRoot: string;
let origin: string;

beforeAll(async () => {
  cert = selfSignedCert();
  webRoot = mkdtempSync(path.join(tmpdir(), 'mecha-web-'));
  mkdirSync(path.join(webRoot, 'js'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><body></body></html>');
  writeWithVariants(path.join(webRoot, 'js/index-abc123.js'), CHUNK);
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite/manifest.json'), '{}');
  const tls = { cert: readFileSync(cert.certFile, 'utf8'), key: readFileSync(cert.keyFile, 'utf8') };
  t = await makeTestApp('pglite', { tls }, { webRoot });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(cert.dir, { recursive: true, force: true });
});

/** One GET over HTTP/2: the negotiated protocol, the status, the headers and the body's bytes. */
function getH2(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ alpn: string | false | undefined; status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const session = http2.connect(origin, { ca: readFileSync(cert.certFile) });
    session.on('error', reject);
    const stream = session.request({ ':path': url, ...headers });
    const chunks: Buffer[] = [];
    let answer: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (answer = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('error', reject);
    stream.on('end', () => {
      resolve({ alpn: session.alpnProtocol, status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) });
      session.close();
    });
  });
}

/** One GET over HTTP/1.1 on the same TLS port (the client offers no h2). */
function getH1(url: string) {
  return new Promise<{ alpn: string | false | null; status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = https.get(`${origin}${url}`, { ca: readFileSync(cert.certFile), agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ alpn: (res.socket as import('node:tls').TLSSocket).alpnProtocol, status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

describe('the server over HTTPS', () => {
  it('answers the API over HTTP/2', async () => {
    const res = await getH2(API.appConfig);
    expect(res.alpn).toBe('h2');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString()).code).toBe(0);
    // An https answer tells the browser to stay on https.
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('sends the precompressed files over HTTP/2 with their year of cache', async () => {
    const res = await getH2('/js/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(CHUNK);
  });

  it('answers a client without HTTP/2 over HTTP/1.1 on the same port', async () => {
    const res = await getH1(API.appConfig);
    expect(res.alpn).toBe(false);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).code).toBe(0);
  });

  it('closes when asked though a browser keeps its HTTP/2 session open', async () => {
    const other = await makeTestApp('pglite', { tls: { cert: readFileSync(cert.certFile, 'utf8'), key: readFileSync(cert.keyFile, 'utf8') } });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const session = http2.connect(`https://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`, { ca: readFileSync(cert.certFile) });
    await new Promise<void>((resolve, reject) => {
      const stream = session.request({ ':path': API.appConfig });
      stream.resume();
      stream.on('end', resolve);
      stream.on('error', reject);
    });
    const closed = new Promise<void>((resolve) => session.once('close', resolve));
    const started = Date.now();
    await other.close();
    await closed;
    // Without the server's GOAWAY, close() waited for the idle session (the process was killed after 10 s).
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers an unknown address with the envelope over HTTP/2, as over HTTP/1.1', async () => {
    const res = await getH2('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
  });
});
