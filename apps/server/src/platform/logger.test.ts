import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

describe('logs', () => {
  it('never contain tokens, codes or query strings', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.post('/x', async (req) => {
      req.log.info({ req, body: req.body, token: 'tok-secret' }, 'seen');
      return {};
    });
    await app.inject({ method: 'POST', url: '/x?wztoken=sso-secret', headers: { authorization: 'Bearer bearer-secret' }, payload: { code: '123456', captcha: 'cap-secret', wztoken: 'sso-secret' } });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('seen');
    for (const secret of ['tok-secret', 'bearer-secret', '123456', 'cap-secret', 'sso-secret']) expect(text).not.toContain(secret);
  });
});
