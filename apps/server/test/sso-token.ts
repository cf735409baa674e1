import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { DEV_SSO_SECRET } from '../src/config.ts';

export interface SsoTokenOptions {
  /** The platform's "now" (a test's clock); the real time when absent. */
  now?: Date;
  secret?: string;
}

/**
 * A platform `wztoken` as the platform mints it (docs/decisions/0009-sso-tokens.md): issued now, living 5 minutes,
 * with a jti of its own. `claims` may override or, set to undefined, drop any of iat, exp and jti (bad tokens).
 */
export async function signSsoToken(claims: Record<string, unknown>, options: SsoTokenOptions = {}): Promise<string> {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const payload = { iat, exp: iat + 300, jti: randomUUID(), ...claims };
  // JSON drops claims set to undefined, which is how a test leaves one out.
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(options.secret ?? DEV_SSO_SECRET));
}
