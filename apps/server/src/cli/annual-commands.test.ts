import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { annualRequest } from './annual-commands.ts';

describe('ops annual command arguments', () => {
  const dir = mkdtempSync(join(tmpdir(), 'annual-cli-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it('maps each verb to its operator call', () => {
    expect(annualRequest(['events'])).toEqual({ path: '/api/ops/annual/events' });
    expect(annualRequest(['event', 'save', file('e.json', '{"id":"anniversary-cn","edition":"cn"}')])).toEqual({ path: '/api/ops/annual/events/save', body: { id: 'anniversary-cn', edition: 'cn' } });
    expect(annualRequest(['prize', 'save', file('p.json', '{"id":"coin"}')])).toEqual({ path: '/api/ops/annual/prizes/save', body: { id: 'coin' } });
    expect(annualRequest(['stock', 'anniversary-cn', 'poster-set', '+10', 'second', 'batch'])).toEqual({ path: '/api/ops/annual/prizes/stock', body: { eventId: 'anniversary-cn', prizeId: 'poster-set', delta: 10, reason: 'second batch' } });
    expect(annualRequest(['stock', 'anniversary-cn', 'poster-set', '-3', 'damaged'])!.body).toMatchObject({ delta: -3 });
    expect(annualRequest(['tickets', 'anniversary-cn', '10001001', '3', 'support', '#12'])).toEqual({ path: '/api/ops/annual/tickets/grant', body: { eventId: 'anniversary-cn', uid: '10001001', tickets: 3, reason: 'support #12' } });
    expect(annualRequest(['tickets', 'anniversary-cn', 'h5-abc', '2', 'goodwill'])!.body).toEqual({ eventId: 'anniversary-cn', yfyUid: 'h5-abc', tickets: 2, reason: 'goodwill' });
    expect(annualRequest(['winners', 'anniversary-cn'])).toEqual({ path: '/api/ops/annual/winners?eventId=anniversary-cn&state=awaiting&format=json' });
    expect(annualRequest(['winners', 'anniversary-cn', 'all'])).toEqual({ path: '/api/ops/annual/winners?eventId=anniversary-cn&state=all&format=json' });
    expect(annualRequest(['winners', 'anniversary-cn', '--csv', 'out.csv'])).toEqual({ path: '/api/ops/annual/winners?eventId=anniversary-cn&state=awaiting&format=json', out: 'out.csv' });
    expect(annualRequest(['winners', 'anniversary-cn', 'shipped', '--csv', 'out.csv'])).toMatchObject({ path: expect.stringContaining('state=shipped'), out: 'out.csv' });
    expect(annualRequest(['winners', 'anniversary-cn', '--csv', 'out.csv', 'forfeited'])).toMatchObject({ path: expect.stringContaining('state=forfeited'), out: 'out.csv' });
    expect(annualRequest(['ship', '42', 'SF', 'SF0001'])).toEqual({ path: '/api/ops/annual/winners/ship', body: { drawId: 42, carrier: 'SF', tracking: 'SF0001' } });
    expect(annualRequest(['ship-csv', file('t.csv', '42,SF,SF0001\n')])).toEqual({ path: '/api/ops/annual/winners/ship-csv', body: { csv: '42,SF,SF0001\n' } });
    expect(annualRequest(['forfeit', 'run'])).toEqual({ path: '/api/ops/annual/forfeit/run', body: {} });
    expect(annualRequest(['histogram', 'run'])).toEqual({ path: '/api/ops/annual/histogram/run', body: {} });
  });

  it('answers null for what is not a command, and passes bad numbers on as NaN for the server to refuse', () => {
    for (const args of [
      [], ['nope'], ['events', 'extra'], ['event', 'get', 'x.json'], ['prize', 'save'], ['stock', 'e', 'p', '+1'], ['tickets', 'e', '10001001', '3'],
      ['winners'], ['winners', 'e', 'lost'], ['winners', 'e', '--csv'], ['winners', 'e', 'all', 'shipped'], ['ship', '42', 'SF'], ['ship', '42', 'SF', 'T1', 'more'],
      ['forfeit'], ['histogram', 'now'],
    ]) expect(annualRequest(args), args.join(' ')).toBeNull();
    expect(annualRequest(['stock', 'e', 'p', '1e3', 'x'])!.body).toMatchObject({ delta: Number.NaN });
    expect(annualRequest(['tickets', 'e', '10001001', '-3', 'x'])!.body).toMatchObject({ tickets: Number.NaN });
    expect(annualRequest(['ship', 'abc', 'SF', 'SF0001'])!.body).toMatchObject({ drawId: Number.NaN });
    expect(annualRequest(['winners', 'a&state=all'])!.path).toBe('/api/ops/annual/winners?eventId=a%26state%3Dall&state=awaiting&format=json');
  });
});
