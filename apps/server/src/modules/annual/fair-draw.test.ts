import { describe, expect, it } from 'vitest';
import { fairTarget, oddsPercent, pickFair, uFromDigest, U_RANGE, type PoolEntry } from '@mecha/shared/annual/fair-draw';
import { drawU } from './lottery.ts';

// The draw's pick (the pure part in packages/shared/src/annual/fair-draw.ts, the HMAC in lottery.ts): known answers (so another implementation, e.g. the web page's, can be checked against
// these numbers), its boundaries, and a statistical test of 10,000 draws that passes for the real pick and fails
// for deliberately biased ones (the test has teeth).

const SEED = `${'00'.repeat(31)}2a`;
const uOf = (n: number, seed = SEED) => drawU(seed, n);

const POOL: PoolEntry[] = [
  { prizeId: 'figure', weight: 5 },
  { prizeId: 'skin', weight: 15 },
  { prizeId: 'frame', weight: 30 },
  { prizeId: 'coins', weight: 50 },
];
/** χ² critical value at 0.999 for 3 degrees of freedom (4 prizes). */
const CHI2_999_DF3 = 16.266;

interface Fit {
  shares: Record<string, number>;
  maxGapPoints: number;
  chi2: number;
  pass: boolean;
}

/** Each prize's share of n draws against its odds: within 1 percentage point, and χ² under the 0.999 critical value. */
function fit(pool: PoolEntry[], n: number, pick: (pool: PoolEntry[], u: bigint, drawNo: number) => string | null): Fit {
  const counts = new Map(pool.map((p) => [p.prizeId, 0]));
  for (let i = 1; i <= n; i++) {
    const id = pick(pool, uOf(i), i);
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const total = pool.reduce((s, p) => s + p.weight, 0);
  let chi2 = 0;
  let maxGapPoints = 0;
  const shares: Record<string, number> = {};
  for (const p of pool) {
    const expected = (n * p.weight) / total;
    const got = counts.get(p.prizeId) ?? 0;
    chi2 += (got - expected) ** 2 / expected;
    shares[p.prizeId] = Math.round((got / n) * 10_000) / 100;
    maxGapPoints = Math.max(maxGapPoints, Math.abs((got / n) * 100 - (p.weight / total) * 100));
  }
  return { shares, maxGapPoints, chi2, pass: maxGapPoints <= 1 && chi2 < CHI2_999_DF3 };
}

describe('fair draw', () => {
  it('known answers: u of draws 1–3 for a fixed seed and their targets over a total of 100 (computed independently, with Python hmac)', () => {
    expect([1, 2, 3].map((n) => uOf(n))).toEqual([183994677524782n, 278854660819785n, 249853151921777n]);
    expect([1, 2, 3].map((n) => fairTarget(uOf(n), 100))).toEqual([65, 99, 88]);
    // targets 65, 99, 88 over figure [0,5) skin [5,20) frame [20,50) coins [50,100)
    expect([1, 2, 3].map((n) => pickFair(POOL, uOf(n)))).toEqual(['coins', 'coins', 'coins']);
  });

  it('boundaries: the lowest u takes the first prize, the highest the last; each weight boundary falls where it should', () => {
    expect(pickFair(POOL, 0n)).toBe('figure');
    expect(pickFair(POOL, U_RANGE - 1n)).toBe('coins');
    expect(fairTarget(U_RANGE - 1n, 2 ** 31 - 1)).toBe(2 ** 31 - 2);
    // u = 2^48 × 5/100 rounded up is the first u whose target is 5: the skin's first.
    const firstSkin = (U_RANGE * 5n + 99n) / 100n;
    expect(pickFair(POOL, firstSkin - 1n)).toBe('figure');
    expect(pickFair(POOL, firstSkin)).toBe('skin');
    expect(pickFair([{ prizeId: 'a', weight: 1 }, { prizeId: 'b', weight: 1 }], U_RANGE / 2n - 1n)).toBe('a');
    expect(pickFair([{ prizeId: 'a', weight: 1 }, { prizeId: 'b', weight: 1 }], U_RANGE / 2n)).toBe('b');
  });

  it('an empty pool picks nothing; a bad weight or u is refused; u is the digest’s first 6 bytes big-endian', () => {
    expect(pickFair([], 123n)).toBeNull();
    expect(() => pickFair([{ prizeId: 'a', weight: 0 }], 1n)).toThrow(RangeError);
    expect(() => pickFair([{ prizeId: 'a', weight: 1.5 }], 1n)).toThrow(RangeError);
    expect(() => fairTarget(U_RANGE, 10)).toThrow(RangeError);
    expect(uFromDigest(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toBe(0x010203040506n);
    expect(() => uFromDigest(new Uint8Array(5))).toThrow(RangeError);
  });

  it('published odds in percent with two decimals', () => {
    expect(oddsPercent(POOL)).toEqual([{ prizeId: 'figure', odds: 5 }, { prizeId: 'skin', odds: 15 }, { prizeId: 'frame', odds: 30 }, { prizeId: 'coins', odds: 50 }]);
    expect(oddsPercent([{ prizeId: 'a', weight: 1 }, { prizeId: 'b', weight: 1999 }])).toEqual([{ prizeId: 'a', odds: 0.05 }, { prizeId: 'b', odds: 99.95 }]);
    expect(oddsPercent([])).toEqual([]);
  });

  it('10,000 draws: each prize within 1 percentage point of its odds and χ² under the 0.999 critical value', () => {
    const real = fit(POOL, 10_000, (pool, u) => pickFair(pool, u));
    console.log(`fair pick, 10,000 draws: shares ${JSON.stringify(real.shares)}, max gap ${real.maxGapPoints.toFixed(2)} points, χ² ${real.chi2.toFixed(2)} (critical ${CHI2_999_DF3})`);
    expect(real.maxGapPoints).toBeLessThanOrEqual(1);
    expect(real.chi2).toBeLessThan(CHI2_999_DF3);
    expect(real.pass).toBe(true);
  });

  it('the same test fails a pick that ignores the last prize, one that takes u mod total on one byte, and one off by a little', () => {
    const ignoresLast = fit(POOL, 10_000, (pool, u) => pickFair(pool.slice(0, -1), u));
    const tinyModulo = fit(POOL, 10_000, (pool, u) => {
      const total = pool.reduce((s, p) => s + p.weight, 0);
      let target = Number(u & 0xffn) % total; // 256 values folded onto 100: the low targets come up 3 times in 256
      for (const p of pool) {
        if (target < p.weight) return p.prizeId;
        target -= p.weight;
      }
      return null;
    });
    // A subtle one: the rarest prize's weight counted double (10 % instead of 5 %).
    const rareDoubled = fit(POOL, 10_000, (pool, u) => pickFair(pool.map((p, i) => (i === 0 ? { ...p, weight: p.weight * 2 } : p)), u));
    for (const [name, f] of Object.entries({ ignoresLast, tinyModulo, rareDoubled })) {
      console.log(`biased pick "${name}": max gap ${f.maxGapPoints.toFixed(2)} points, χ² ${f.chi2.toFixed(1)} → ${f.pass ? 'passes (!)' : 'fails'}`);
      expect(f.pass).toBe(false);
    }
    expect(ignoresLast.chi2).toBeGreaterThan(CHI2_999_DF3);
    expect(tinyModulo.chi2).toBeGreaterThan(CHI2_999_DF3);
    expect(rareDoubled.chi2).toBeGreaterThan(CHI2_999_DF3);
  });

  it('another seed gives other draws (the seed, not the number alone, decides)', () => {
    const other = '07'.repeat(32);
    expect(uOf(1, other)).not.toBe(uOf(1));
  });
});
