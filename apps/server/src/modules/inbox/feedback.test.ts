import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';

const CLI = fileURLToPath(new URL('../../cli/ops.ts', import.meta.url));

describe('feedback and the operator CLI', () => {
  let t: TestApp;
  let token: string;
  let ops: (...args: string[]) => Promise<string>;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { seedContent: true });
    token = await loginWithCode(t.app, (await sampleUids(t.app, 1))[0]!);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    ops = async (...args) => (await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, OPS_URL: `http://127.0.0.1:${port}` } })).stdout;
  });
  afterAll(() => t.close());

  const inbox = async () => body<{ list: { Title: string; Body: string }[] }>(await t.app.inject({ url: '/api/message/list', headers: { ...auth(token), 'accept-language': 'en' } })).data.list;

  it('stores feedback with a thank-you, and brings the operator’s answer to the inbox', async () => {
    const png = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;
    const sent = await t.app.inject({ method: 'POST', url: '/api/feedback', headers: auth(token), payload: { category: 'bug', text: 'The 2v2 result screen flickers.', contact: 'qq 12345', screenshot: png } });
    expect(body(sent).code).toBe(0);
    expect((await inbox())[0]!.Title).toBe('Thanks for your feedback');
    for (const [payload, code] of [[{ category: 'bug', text: '' }, 2009], [{ text: 'x' }, 2009], [{ category: 'bug', text: 'x', screenshot: 'javascript:alert(1)' }, 1014]] as const) {
      expect(body(await t.app.inject({ method: 'POST', url: '/api/feedback', headers: auth(token), payload })).code).toBe(code);
    }
    expect(await ops('feedback', 'list')).toMatch(/#\d+\t\[bug\]\tThe 2v2 result screen flickers\./);
    const id = /#(\d+)/.exec(await ops('feedback', 'list'))![1]!;
    expect(await ops('feedback', 'answer', id, 'Fixed', 'in', '2.4.1.')).toContain(`answered #${id}`);
    const answer = (await inbox())[0]!;
    expect(answer.Title).toBe('Your feedback has been answered');
    expect(answer.Body).toContain('Fixed in 2.4.1.');
    expect(await ops('feedback', 'list')).toContain('0 open');
  });

  it('creates code batches as CSV and lists deliveries still pending', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ops-codes-'));
    writeFileSync(join(dir, 'batch.json'), JSON.stringify({ id: 'flyer-nov', titles: { en: 'Flyer gift' }, items: [{ id: 'coin', qty: 50, names: { en: 'Coins' } }], count: 25 }));
    expect(await ops('codes', 'create', join(dir, 'batch.json'), join(dir, 'codes.csv'))).toContain('25 code(s)');
    const codes = readFileSync(join(dir, 'codes.csv'), 'utf8').trim().split('\n');
    expect(codes[0]).toBe('code');
    expect(new Set(codes.slice(1)).size).toBe(25);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/welfare/redeem', headers: auth(token), payload: { code: codes[1]! } })).code).toBe(0);
    expect(await ops('deliveries', 'pending')).toMatch(/1 pending/);
  });
});
