// The anniversary draw's pick, provably fair (decision 0036). The server holds a secret seed whose SHA-256 it
// publishes before the event opens, and the seed itself once it has ended. Draw number n then takes
//   u = the first 6 bytes, big-endian, of HMAC-SHA256(key = seed bytes, message = `draw:${n}`)   (48 bits)
//   target = floor(u / 2^48 × total weight)
// and walks the pool (the odds history row in force for draw n, in its stored order) until the running sum of
// weights passes target. This file is the pure part, so the server, this project's tests and anyone with the seed
// (the web page included) compute the same prize; the HMAC stays with whoever computes it (node:crypto, WebCrypto).

export interface PoolEntry {
  prizeId: string;
  weight: number;
}

/** How many leading bytes of the HMAC make u. */
export const FAIR_BYTES = 6;
/** 2^48: u is in [0, U_RANGE). */
export const U_RANGE = 2n ** 48n;

/** The HMAC message of draw number n. */
export const drawMessage = (n: number): string => `draw:${n}`;

/** u from the HMAC digest (at least FAIR_BYTES bytes): its first 6 bytes as an unsigned big-endian integer. */
export function uFromDigest(digest: Uint8Array): bigint {
  if (digest.length < FAIR_BYTES) throw new RangeError('digest too short');
  let u = 0n;
  for (let i = 0; i < FAIR_BYTES; i++) u = (u << 8n) | BigInt(digest[i]!);
  return u;
}

/**
 * floor(u / 2^48 × total), computed exactly in integers: (u × total) >> 48. Floating point would round
 * u × total (up to 79 bits) and could, rarely, move the target across a prize's boundary.
 */
export function fairTarget(u: bigint, total: number): number {
  if (u < 0n || u >= U_RANGE) throw new RangeError('u out of range');
  return Number((u * BigInt(total)) >> 48n);
}

/** The prize of a draw: the pool in its stored order, u from the HMAC. Null for an empty pool. */
export function pickFair(pool: readonly PoolEntry[], u: bigint): string | null {
  let total = 0;
  for (const p of pool) {
    if (!Number.isSafeInteger(p.weight) || p.weight <= 0) throw new RangeError(`bad weight for ${p.prizeId}`);
    total += p.weight;
  }
  if (total === 0) return null;
  const target = fairTarget(u, total);
  let running = 0;
  for (const p of pool) {
    running += p.weight;
    if (target < running) return p.prizeId;
  }
  // target < total always; unreachable.
  return pool[pool.length - 1]!.prizeId;
}

/** Each prize's chance in percent, two decimals (what the page publishes: a rare prize may be 0.05 %), from a pool's weights. */
export function oddsPercent(pool: readonly PoolEntry[]): { prizeId: string; odds: number }[] {
  const total = pool.reduce((s, p) => s + p.weight, 0);
  return pool.map((p) => ({ prizeId: p.prizeId, odds: total ? Math.round((p.weight / total) * 10_000) / 100 : 0 }));
}
