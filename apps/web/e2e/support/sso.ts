import { createHmac } from 'node:crypto';
import { E2E_SSO_SECRET } from './env.ts';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A platform SSO token (JWT, HS256) as the game platform would mint it (PRODUCT.md "Accounts and login"). */
export function signWzToken(claims: { sub: string; uid?: string }, ttlSeconds = 600): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + ttlSeconds }));
  const signature = b64url(createHmac('sha256', E2E_SSO_SECRET).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${signature}`;
}
