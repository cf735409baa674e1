import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/test-app.ts';

// What Node's HTTP parser refuses never reaches Fastify (inject cannot show it): a request line or header block
// over maxHeaderSize (16 KB), a malformed request. Sent here as raw bytes to a listening server.
describe('requests refused by the HTTP parser', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const raw = (bytes: string) =>
    new Promise<{ status: number; head: string; body: { code: number; data: unknown; msg: string } }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes, 'latin1'));
      let text = '';
      socket.setEncoding('utf8').on('data', (c) => (text += c)).on('error', reject).on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), head, body: JSON.parse(body) });
      });
    });

  it('answers a query over 16 KB with the envelope in the request language', async () => {
    const res = await raw(`GET /api/record/cms/news?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\nAccept-Language: ja\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ code: 1023, data: null, msg: 'リクエストのアドレスまたはヘッダーが大きすぎます' });
    expect(res.head).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
  });

  it('answers a header block over 16 KB the same way', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: a\r\nAccept-Language: en\r\nX-Junk: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ code: 1023, msg: 'The request address or headers are too large.' });
  });

  it('answers a malformed request with the parameter error', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: a\r\nAccept-Language: zh-HK\r\nBad Header\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1014, data: null, msg: '參數錯誤' });
  });
});
