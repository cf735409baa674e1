import { createHash, randomBytes } from 'node:crypto';

/*
 * The draw's order, recomputable by anyone who has the recorded seed and the entrants (docs/decisions/0033):
 *
 * 1. The entrants' account ids (yfy_uid), sorted ascending by UTF-16 code units (they are ASCII, so this is byte
 *    order too).
 * 2. A stream of 32-bit words: block k = SHA-256 of the ASCII text `${seed}:${k}` (k = 0, 1, 2, …), each block read
 *    as eight big-endian unsigned 32-bit words, in order.
 * 3. A uniform integer below n by rejection: take the next word w; if w >= floor(2^32 / n) * n take another;
 *    answer w mod n.
 * 4. Fisher–Yates: for i from n-1 down to 1, j = uniform(i + 1), swap positions i and j. Position 0 is drawn
 *    first.
 */

/** A fresh draw seed: 32 random bytes as 64 lowercase hex digits. */
export const newDrawSeed = (): string => randomBytes(32).toString('hex');

/** The 32-bit words of the seed's SHA-256 counter stream (step 2). */
export function wordStream(seed: string): () => number {
  let block = 0;
  let words: number[] = [];
  return () => {
    if (words.length === 0) {
      const digest = createHash('sha256').update(`${seed}:${block++}`, 'ascii').digest();
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    }
    return words.shift() as number;
  };
}

const TWO_32 = 2 ** 32;

/** A uniform integer in [0, n) without modulo bias (step 3). */
export function uniformBelow(next: () => number, n: number): number {
  const limit = Math.floor(TWO_32 / n) * n;
  for (;;) {
    const w = next();
    if (w < limit) return w % n;
  }
}

/** The entrants in draw order (steps 1 and 4). Pure: the same seed and entrants always give the same order. */
export function drawOrder(seed: string, entrants: readonly string[]): string[] {
  const a = [...entrants].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const next = wordStream(seed);
  for (let i = a.length - 1; i > 0; i--) {
    const j = uniformBelow(next, i + 1);
    [a[i], a[j]] = [a[j] as string, a[i] as string];
  }
  return a;
}
