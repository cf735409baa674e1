import { timingSafeEqual } from 'node:crypto';

/**
 * True when two secrets (tokens, signatures, password hashes) are byte-for-byte equal, compared in constant time.
 * `timingSafeEqual` throws on different lengths, and a length is no secret, so unequal lengths answer false first.
 */
export function sameSecret(a: Buffer | string, b: Buffer | string): boolean {
  const x = typeof a === 'string' ? Buffer.from(a) : a;
  const y = typeof b === 'string' ? Buffer.from(b) : b;
  return x.length === y.length && timingSafeEqual(x, y);
}
