import { createHmac, randomUUID } from 'node:crypto';
import { E2E_SSO_SECRET } from './env.ts';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A platform SSO token (JWT, HS256) as the game platform would mint it (PRODUCT.md "Accounts and login"): issued
 * now, living at most 10 minutes, accepted once (docs/decisions/0009-sso-tokens.md).
 */
export function signWzToken(claims: { sub: string; uid?: string }, ttlSeconds = 300): string {
  const iat = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds, jti: randomUUID() }));
  const signature = b64url(createHmac('sha256', E2E_SSO_SECRET).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${signature}`;
}
