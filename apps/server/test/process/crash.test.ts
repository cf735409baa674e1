import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SSO_SECRET } from '../../src/config.ts';
import { serverProcess } from './server-process.ts';

const ADMIN = process.env.TEST_DATABASE_URL;

// A real server process killed with SIGKILL in the middle of a burst of claims: after a restart every grant that
// exists has exactly one outbox row, one inbox message and, once delivered, exactly one in-game mail; every claim
// that was answered "ok" has its grant; nothing is doubled.
describe.runIf(ADMIN)('a server killed mid-burst', () => {
  const server = serverProcess(ADMIN ?? 'postgres://x/y', 3300);
  const base = server.base;
  const db = { query: (sql: string) => server.db.query(sql) };

  beforeAll(() => server.setUp(), 120_000);
  afterAll(() => server.tearDown());

  it('loses and doubles nothing', async () => {
    // 25 accounts: logins from one address are limited to 30 a minute.
    const roles = (await db.query(`select uid from sim_roles order by uid limit 25`)).rows.map((r) => r.uid as string);
    const tokens: string[] = [];
    for (const [i, uid] of roles.entries()) {
      const wztoken = await new SignJWT({ sub: `crash-${i}`, uid }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode(DEV_SSO_SECRET));
      const res = (await (await fetch(`${base}/api/record/h5-login-v2`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ wztoken }) })).json()) as { data: { token: string } };
      tokens.push(res.data.token);
    }
    const answered: { role: string; pack: string }[] = [];
    const burst = tokens.flatMap((token, i) =>
      ['xslb', 'qzlb', 'xslb', 'qzlb', 'mzlb', 'xslb', 'qzlb', 'mzlb'].map(async (pack) => {
        try {
          const res = (await (await fetch(`${base}/api/welfare/${pack}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()) as { code: number };
          if (res.code === 0) answered.push({ role: roles[i]!, pack });
        } catch {
          /* the server died under this request */
        }
      }),
    );
    // Kill it once the burst is under way: some claims answered, others still in flight.
    for (let i = 0; i < 400 && answered.length < 10; i++) await new Promise((r) => setTimeout(r, 5));
    server.kill();
    const answeredBeforeKill = answered.length;
    await Promise.all(burst);
    await server.start();
    // A mail the dead server had leased waits out its lease (60 s, delivery.job.ts) before the new one retries it,
    // so the wait covers a lease and then some (it ends as soon as nothing is pending).
    for (let i = 0; i < 200; i++) {
      const { rows } = await db.query(`select count(*)::int as n from mail_outbox where status = 'pending'`);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const grants = (await db.query(`select g.id, g.owner, g.ref, g.period from reward_grants g`)).rows;
    expect(answeredBeforeKill).toBeGreaterThan(0);
    expect(answered.length).toBeLessThan(tokens.length * 3); // some requests died with the process
    const perKey = new Map<string, number>();
    for (const g of grants) perKey.set(`${g.owner}|${g.ref}|${g.period}`, (perKey.get(`${g.owner}|${g.ref}|${g.period}`) ?? 0) + 1);
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    for (const a of answered) expect(grants.some((g) => g.owner === a.role && g.ref === a.pack)).toBe(true);
    const outbox = (await db.query(`select grant_id, status, id from mail_outbox`)).rows;
    expect(outbox.length).toBe(grants.length);
    expect(outbox.every((o) => o.status === 'delivered')).toBe(true);
    const messages = (await db.query(`select grant_id from messages where grant_id is not null`)).rows;
    expect(messages.length).toBe(grants.length);
    const mails = (await db.query(`select dedupe_key, count(*)::int as n from sim_mail where kind = 'reward' group by dedupe_key`)).rows;
    expect(mails.length).toBe(grants.length);
    expect(mails.every((m) => m.n === 1)).toBe(true);
    console.log(`crash test: ${answered.length} claims answered ok before the kill, ${grants.length} grants after restart, all delivered once`);
  }, 200_000);
});
