import { createHash, randomBytes } from 'node:crypto';

/**
 * A new event's secret seed (32 random bytes from the OS's CSPRNG, as hex) and its published hash: SHA-256 of the
 * seed's 32 bytes (not of its hex text), the same bytes the draw uses as its HMAC key, so checking the seed after
 * the event is `sha256(hexToBytes(seed)) === seedHash`. Made once, when the event is created; never changed.
 */
export function newEventSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHashOf(seed) };
}

export const seedHashOf = (seed: string): string => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
