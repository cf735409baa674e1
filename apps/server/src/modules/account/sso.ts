import { createHash } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';

export interface SsoClaims {
  /** The platform account: becomes yfy_uid. */
  sub: string;
  /** A role the platform vouches for, bound without a code. */
  uid?: string;
  /** Names this token among all tokens: it is accepted once (used_sso_tokens). */
  key: string;
  /** From then on the token fails verification anyway, so its key need not be remembered. */
  forgetAfter: Date;
}

/** Longest a platform token may live, counted from its `iat` (docs/decisions/0009-sso-tokens.md). */
export const SSO_MAX_LIFETIME_S = 600;
/** Tolerated difference between the platform's clock and ours. */
export const SSO_CLOCK_SKEW_S = 30;

// Platform single sign-on: a JWT (HS256) signed with SSO_SECRET (PRODUCT.md "Accounts and login"). A token is a
// bearer credential in a URL, so it has to be short-lived (iat required, at most 10 minutes) and usable once.
export async function verifySsoToken(token: string, secret: string, clock: Clock): Promise<SsoClaims> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
      // Refuses a missing iat, an iat in the future beyond the skew, and a token older than its lifetime.
      maxTokenAge: SSO_MAX_LIFETIME_S,
      clockTolerance: SSO_CLOCK_SKEW_S,
    });
    const { sub, uid, jti, iat, exp } = payload;
    if (typeof sub !== 'string' || !/^[\w.:@-]{1,64}$/.test(sub)) throw new Error('bad sub');
    if (uid !== undefined && (typeof uid !== 'string' || !/^\d{5,12}$/.test(uid))) throw new Error('bad uid');
    if (jti !== undefined && (typeof jti !== 'string' || jti.length === 0 || jti.length > 256)) throw new Error('bad jti');
    // jose has checked both are numbers; a far exp (year 2500, 1e300) would make the token a standing password.
    if ((exp as number) - (iat as number) > SSO_MAX_LIFETIME_S) throw new Error('lifetime too long');
    const key = onceKey(token, jti);
    const forgetAfter = new Date(((exp as number) + SSO_CLOCK_SKEW_S) * 1000);
    return uid === undefined ? { sub, key, forgetAfter } : { sub, uid, key, forgetAfter };
  } catch {
    throw new AppError('ssoInvalid');
  }
}

/**
 * The platform's jti when it sends one; otherwise the signed part (header.payload). Not the whole string: base64url
 * decoding tolerates spare bits in the signature's last character and trailing padding, so one token has several
 * spellings that all verify, while the signed part has only one (HMAC is deterministic).
 */
function onceKey(token: string, jti: string | undefined): string {
  const name = jti !== undefined ? `jti:${jti}` : `jws:${token.slice(0, token.lastIndexOf('.'))}`;
  return createHash('sha256').update(name).digest('hex');
}
