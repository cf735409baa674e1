import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawOrder, uniformBelow, wordStream } from './draw-shuffle.ts';

describe('draw shuffle', () => {
  it('is a permutation, the same for the same seed and entrants in any input order', () => {
    const uids = Array.from({ length: 50 }, (_, i) => `h5-${i.toString().padStart(3, '0')}`);
    const a = drawOrder('00'.repeat(32), uids);
    expect([...a].sort()).toEqual([...uids].sort());
    expect(drawOrder('00'.repeat(32), [...uids].reverse())).toEqual(a);
    expect(drawOrder('01'.repeat(32), uids)).not.toEqual(a);
  });

  it('reads the SHA-256 counter stream as documented', () => {
    // The first word is the first four bytes of sha256("seed:0"), big-endian.
    const next = wordStream('seed');
    const first = next();
    const expected = createHash('sha256').update('seed:0').digest().readUInt32BE(0);
    expect(first).toBe(expected);
  });

  it('picks uniformly: each of 3 positions first about a third of the time', () => {
    const firsts = new Map<string, number>();
    for (let s = 0; s < 3000; s++) {
      const [f] = drawOrder(`seed-${s}`, ['a', 'b', 'c']);
      firsts.set(f!, (firsts.get(f!) ?? 0) + 1);
    }
    for (const n of firsts.values()) expect(Math.abs(n - 1000)).toBeLessThan(120);
    const next = wordStream('x');
    for (let i = 0; i < 100; i++) expect(uniformBelow(next, 7)).toBeLessThan(7);
  });
});
