import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

// Session tokens are opaque and random; only their hash is stored, so a database leak yields no usable session.
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newVerificationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** Codes are stored keyed by the server secret and the UID, so a table dump cannot be brute-forced offline. */
export const hashCode = (secret: string, uid: string, code: string): string =>
  createHmac('sha256', secret).update(`${uid}:${code}`).digest('hex');
