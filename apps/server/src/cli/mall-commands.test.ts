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
    expect(mallRequest(['lift', '12'])).toEqual({ path: '/api/ops/mall/suspensions/lift', body: { id: 12 } });
    expect(mallRequest(['suspensions', 'h5-abc'])).toEqual({ path: '/api/ops/mall/suspensions?yfyUid=h5-abc' });
    expect(mallRequest(['orders'])).toEqual({ path: '/api/ops/mall/orders?state=awaiting&format=json' });
    expect(mallRequest(['orders', 'shipped', 'out.csv'])).toEqual({ path: '/api/ops/mall/orders?state=shipped&format=json', out: 'out.csv' });
    expect(mallRequest(['ship', 'MABC12345', 'SF', 'SF0001'])!.body).toEqual({ orderId: 'MABC12345', carrier: 'SF', trackingNo: 'SF0001' });
    expect(mallRequest(['cancel', 'MABC12345', 'out', 'of', 'print'])!.body).toEqual({ orderId: 'MABC12345', reason: 'out of print' });
    expect(mallRequest(['stock', 'p-1', '+10', 'restock'])!.body).toEqual({ productId: 'p-1', delta: 10, reason: 'restock' });
    expect(mallRequest(['draws', 'run'])).toEqual({ path: '/api/ops/mall/draws/run', body: {} });
    const dir = mkdtempSync(join(tmpdir(), 'mall-cli-'));
    writeFileSync(join(dir, 't.csv'), 'M1,SF,SF0001\n');
    expect(mallRequest(['import-tracking', join(dir, 't.csv')])!.body).toEqual({ csv: 'M1,SF,SF0001\n' });
  });

  it('answers null for what is not a command, and refuses bad numbers and times', () => {
    for (const args of [[], ['nope'], ['points', 'h5-abc'], ['orders', 'lost'], ['ship', 'M1', 'SF'], ['draws'], ['product', 'get']]) expect(mallRequest(args)).toBeNull();
    expect(signedInt('1e3')).toBeNaN();
    expect(signedInt('12.5')).toBeNaN();
    expect(untilSeconds('2026-12-01T00:00:00Z')).toBe(Date.parse('2026-12-01T00:00:00Z') / 1000);
    expect(() => untilSeconds('soon')).toThrow(/duration/);
  });
});
