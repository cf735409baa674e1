import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { welfareRequest } from './welfare-commands.ts';

describe('ops welfare command arguments', () => {
  it('maps each verb to its operator call', () => {
    const dir = mkdtempSync(join(tmpdir(), 'welfare-cli-'));
    const file = join(dir, 'b.json');
    writeFileSync(file, JSON.stringify({ id: 'flyer', count: 5 }));
    expect(welfareRequest(['packs'])).toEqual({ path: '/api/ops/packs' });
    expect(welfareRequest(['pack', 'set', file])).toEqual({ path: '/api/ops/packs', body: { id: 'flyer', count: 5 } });
    expect(welfareRequest(['signin'])).toEqual({ path: '/api/ops/signin' });
    expect(welfareRequest(['batches'])).toEqual({ path: '/api/ops/code-batches' });
    expect(welfareRequest(['batches', '--edition', 'hk', '--sort', 'uses', '--asc', '--search', 'fl'])).toEqual({ path: '/api/ops/code-batches?edition=hk&search=fl&sort=uses&dir=asc' });
    expect(welfareRequest(['batch', 'create', file, 'out.csv', '--dry-run'])).toEqual({ path: '/api/ops/code-batches', body: { id: 'flyer', count: 5, dryRun: true }, out: 'out.csv' });
    expect(welfareRequest(['batch-export', 'flyer', 'codes.csv'])).toEqual({ path: '/api/ops/code-batches/codes?id=flyer&format=json', out: 'codes.csv' });
    expect(welfareRequest(['batch-deactivate', 'flyer', 'code', 'leaked'])).toEqual({ path: '/api/ops/code-batches/deactivate', body: { id: 'flyer', dryRun: false, reason: 'code leaked' } });
    expect(welfareRequest(['batch-deactivate', 'flyer', '--dry-run'])).toEqual({ path: '/api/ops/code-batches/deactivate', body: { id: 'flyer', dryRun: true } });
    expect(welfareRequest(['batch-deactivate', 'flyer'])).toBeNull();
    expect(welfareRequest(['nope'])).toBeNull();
  });
});
