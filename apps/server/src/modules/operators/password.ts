import { randomBytes, scrypt as scryptCb, type ScryptOptions } from 'node:crypto';
import { sameSecret } from '../../platform/same-secret.ts';

// Operators' passwords (decision 0043): scrypt, memory-hard, stored as one string `scrypt$N$r$p$salt$hash` (salt and
// hash base64url), so the parameters can be raised later without breaking stored hashes.

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LEN = 64;
/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly that, so it is raised. */
const maxmem = (n: number, r: number) => 256 * n * r;

function scrypt(password: string, salt: Buffer, keyLen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password.normalize('NFC'), salt, keyLen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LEN, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** True when `password` matches `stored`; a malformed stored string never matches (and still costs one hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme, n, r, p, salt, hash] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane = parts.length === 6 && scheme === 'scrypt' && [params.N, params.r, params.p].every((x) => Number.isInteger(x) && x > 0) && params.N <= 2 ** 20 && params.r <= 32 && params.p <= 16;
  const expected = sane ? Buffer.from(hash!, 'base64url') : Buffer.alloc(KEY_LEN);
  const key = await scrypt(password, sane ? Buffer.from(salt!, 'base64url') : Buffer.alloc(16), expected.length || KEY_LEN, sane ? { ...params, maxmem: maxmem(params.N, params.r) } : { N, r: R, p: P, maxmem: maxmem(N, R) });
  return sane && sameSecret(expected, key);
}

let dummy: Promise<string> | undefined;
/** Spends the time of one verification for a name that does not exist, so answers' timing does not tell names apart. */
export async function dummyVerify(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-password-of-anyone');
  await verifyPassword(password, await dummy);
  return false;
}
