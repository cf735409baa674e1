import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { GatewayError } from './gateway.ts';
import { HttpGameGateway } from './http-gateway.ts';
import { signatureMatches } from '../platform/signed-request.ts';

const SECRET = 'game-link-secret-for-tests';

// A stand-in game server on loopback that checks signatures the way the real one must.
describe('HTTP game gateway', () => {
  let server: Server;
  let base: string;
  const mails: unknown[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const ts = Number(req.headers['x-game-timestamp']);
        if (!signatureMatches(SECRET, ts, raw, String(req.headers['x-game-signature']))) {
          res.writeHead(401).end();
          return;
        }
        const body = JSON.parse(raw);
        res.setHeader('content-type', 'application/json');
        if (req.url === '/roles/lookup') {
          const role = body.uid === '30001001' ? { uid: '30001001', nickname: 'Nova', level: 12, avatar: 'mecha-01', edition: 'global', region: 'EU' } : null;
          res.end(JSON.stringify({ role }));
        } else if (req.url === '/mail/send') {
          mails.push(body);
          res.end(JSON.stringify({ ok: true }));
        } else res.writeHead(404).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('looks roles up and sends mail with signed calls', async () => {
    const gw = new HttpGameGateway(base, SECRET, new ManualClock());
    expect(await gw.lookupRole('30001001')).toMatchObject({ nickname: 'Nova', edition: 'global' });
    expect(await gw.lookupRole('30009999')).toBeNull();
    await gw.sendMail('30001001', { kind: 'verification-code', title: 't', body: 'b', code: '123456' });
    expect(mails).toEqual([{ uid: '30001001', mail: { kind: 'verification-code', title: 't', body: 'b', code: '123456' } }]);
  });

  it('raises a gateway error when the game refuses or cannot be reached', async () => {
    await expect(new HttpGameGateway(base, 'a-wrong-secret-of-length', new ManualClock()).lookupRole('30001001')).rejects.toBeInstanceOf(GatewayError);
    await expect(new HttpGameGateway('http://127.0.0.1:9', SECRET, new ManualClock(), 500).lookupRole('1')).rejects.toBeInstanceOf(GatewayError);
  });
});
