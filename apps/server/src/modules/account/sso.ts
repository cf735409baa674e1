import { jwtVerify } from 'jose';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';

export interface SsoClaims {
  /** The platform account: becomes yfy_uid. */
  sub: string;
  /** A role the platform vouches for, bound without a code. */
  uid?: string;
}

// Platform single sign-on: a JWT (HS256) signed with SSO_SECRET (PRODUCT.md "Accounts and login").
export async function verifySsoToken(token: string, secret: string, clock: Clock): Promise<SsoClaims> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp'],
    });
    const sub = payload.sub;
    const uid = payload.uid;
    if (typeof sub !== 'string' || !/^[\w.:@-]{1,64}$/.test(sub)) throw new Error('bad sub');
    if (uid !== undefined && (typeof uid !== 'string' || !/^\d{5,12}$/.test(uid))) throw new Error('bad uid');
    return uid === undefined ? { sub } : { sub, uid };
  } catch {
    throw new AppError('ssoInvalid');
  }
}

