import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mallRequest, signedInt, untilSeconds } from './mall-commands.ts';

describe('ops mall command arguments', () => {
  const now = Date.parse('2026-11-25T00:00:00Z');
  it('maps each verb to its operator call', () => {
    expect(mallRequest(['points', 'h5-abc', '+500', 'stream', 'giveaway'])).toEqual({ path: '/api/ops/mall/points/adjust', body: { yfyUid: 'h5-abc', amount: 500, reason: 'stream giveaway' } });
    expect(mallRequest(['points', 'h5-abc', '-20', 'fix'])!.body).toMatchObject({ amount: -20 });
    expect(mallRequest(['suspend', 'h5-abc', '7d', 'reselling'], now)!.body).toEqual({ yfyUid: 'h5-abc', endsAt: now / 1000 + 7 * 86_400, reason: 'reselling' });
    expect(mallRequest(['lift', '12'])).toBeNull();
    expect(mallRequest(['lift', '12', 'appeal', 'granted'])).toEqual({ path: '/api/ops/mall/suspensions/lift', body: { id: 12 }, reason: 'appeal granted' });
    expect(mallRequest(['suspensions', 'h5-abc'])).toEqual({ path: '/api/ops/mall/suspensions?yfyUid=h5-abc' });
    expect(mallRequest(['orders'])).toEqual({ path: '/api/ops/mall/orders?state=awaiting&format=json' });
    expect(mallRequest(['orders', 'awaiting', '--page', '3', '--product', 'p-1'])).toEqual({ path: '/api/ops/mall/orders?state=awaiting&format=json&page=3&productId=p-1' });
    expect(mallRequest(['orders', 'shipped', 'out.csv'])).toEqual({ path: '/api/ops/mall/orders?state=shipped&format=json&size=200', out: 'out.csv' });
    expect(mallRequest(['products'])).toEqual({ path: '/api/ops/mall/products' });
    expect(mallRequest(['products', '--category', 'figures', '--off', '--sort', 'stock', '--desc', '--page', '2'])).toEqual({ path: '/api/ops/mall/products?page=2&categoryId=figures&active=false&sort=stock&dir=desc' });
    expect(mallRequest(['stock', 'p-1', '=0', 'sold', 'out'])!.body).toEqual({ productId: 'p-1', set: 0, reason: 'sold out' });
    expect(mallRequest(['draw', 'run', 'p-draw', '--dry-run'])).toEqual({ path: '/api/ops/mall/draws/run', body: { productId: 'p-draw', dryRun: true } });
    expect(mallRequest(['draw', 'run', 'p-draw'])).toEqual({ path: '/api/ops/mall/draws/run', body: { productId: 'p-draw' } });
    expect(mallRequest(['draws'])!.path).toContain('style=draw');
    expect(mallRequest(['ship', 'MABC12345', 'SF', 'SF0001'])!.body).toEqual({ orderId: 'MABC12345', carrier: 'SF', trackingNo: 'SF0001' });
    expect(mallRequest(['cancel', 'MABC12345', 'out', 'of', 'print'])!.body).toEqual({ orderId: 'MABC12345', reason: 'out of print' });
    expect(mallRequest(['stock', 'p-1', '+10', 'restock'])!.body).toEqual({ productId: 'p-1', delta: 10, reason: 'restock' });
    expect(mallRequest(['draws', 'run'])).toEqual({ path: '/api/ops/mall/draws/run', body: {} });
    const dir = mkdtempSync(join(tmpdir(), 'mall-cli-'));
    writeFileSync(join(dir, 't.csv'), 'M1,SF,SF0001\n');
    expect(mallRequest(['import-tracking', join(dir, 't.csv')])!.body).toEqual({ csv: 'M1,SF,SF0001\n' });
  });

  it('answers null for what is not a command, and refuses bad numbers and times', () => {
    for (const args of [[], ['nope'], ['points', 'h5-abc'], ['orders', 'lost'], ['ship', 'M1', 'SF'], ['draw', 'run'], ['product', 'get']]) expect(mallRequest(args)).toBeNull();
    expect(signedInt('1e3')).toBeNaN();
    expect(signedInt('12.5')).toBeNaN();
    expect(untilSeconds('2026-12-01T00:00:00Z')).toBe(Date.parse('2026-12-01T00:00:00Z') / 1000);
    expect(() => untilSeconds('soon')).toThrow(/duration/);
  });
});
