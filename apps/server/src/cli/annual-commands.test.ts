import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_OPERATOR_TOKEN } from '../config.ts';
import { CN_ADDRESS, mallPlayers } from '../modules/mall/mall-test-kit.ts';
import { insertDraw } from '../modules/annual/ops/annual-ops-kit.ts';
import { makeTestApp, type TestApp } from '../../test/test-app.ts';
import { annualCommand, annualRequest } from './annual-commands.ts';

const dir = mkdtempSync(join(tmpdir(), 'annual-cli-'));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

describe('ops annual command arguments', () => {

  it('maps each verb to its operator call', () => {
    expect(annualRequest(['events'])).toEqual({ path: '/api/ops/annual/events' });
    expect(annualRequest(['event', 'save', file('e.json', '{"id":"anniversary-cn","edition":"cn"}')])).toEqual({ path: '/api/ops/annual/events/save', body: { id: 'anniversary-cn', edition: 'cn' } });
    expect(annualRequest(['prize', 'save', file('p.json', '{"id":"coin"}')])).toEqual({ path: '/api/ops/annual/prizes/save', body: { id: 'coin' } });
    expect(annualRequest(['stock', 'anniversary-cn', 'poster-set', '+10', 'second', 'batch'])).toEqual({ path: '/api/ops/annual/prizes/stock', body: { eventId: 'anniversary-cn', prizeId: 'poster-set', delta: 10, reason: 'second batch' } });
    expect(annualRequest(['stock', 'anniversary-cn', 'poster-set', '-3', 'damaged'])!.body).toMatchObject({ delta: -3 });
    expect(annualRequest(['tickets', 'anniversary-cn', '10001001', '3', 'support', '#12'])).toEqual({ path: '/api/ops/annual/tickets/grant', body: { eventId: 'anniversary-cn', uid: '10001001', tickets: 3, reason: 'support #12' } });
    expect(annualRequest(['tickets', 'anniversary-cn', 'h5-abc', '2', 'goodwill'])!.body).toEqual({ eventId: 'anniversary-cn', yfyUid: 'h5-abc', tickets: 2, reason: 'goodwill' });
    expect(annualRequest(['winners', 'anniversary-cn'])).toEqual({ path: '/api/ops/annual/winners?eventId=anniversary-cn&state=awaiting&format=json&size=200' });
    expect(annualRequest(['winners', 'anniversary-cn', 'all'])).toEqual({ path: '/api/ops/annual/winners?eventId=anniversary-cn&state=all&format=json&size=200' });
    expect(annualRequest(['winners', 'anniversary-cn', '--csv', 'out.csv'])).toEqual({ path: '/api/ops/annual/winners?eventId=anniversary-cn&state=awaiting&format=json&size=200', out: 'out.csv' });
    expect(annualRequest(['winners', 'anniversary-cn', 'shipped', '--csv', 'out.csv'])).toMatchObject({ path: expect.stringContaining('state=shipped'), out: 'out.csv' });
    expect(annualRequest(['winners', 'anniversary-cn', '--csv', 'out.csv', 'forfeited'])).toMatchObject({ path: expect.stringContaining('state=forfeited'), out: 'out.csv' });
    expect(annualRequest(['ship', '42', 'SF', 'SF0001'])).toEqual({ path: '/api/ops/annual/winners/ship', body: { drawId: 42, carrier: 'SF', tracking: 'SF0001' } });
    expect(annualRequest(['ship-csv', file('t.csv', '42,SF,SF0001\n')])).toEqual({ path: '/api/ops/annual/winners/ship-csv', body: { csv: '42,SF,SF0001\n' } });
    expect(annualRequest(['ship-csv', file('t.csv', '42,SF,SF0001\n'), '--dry-run'])!.body).toEqual({ csv: '42,SF,SF0001\n', dryRun: true });
    expect(annualRequest(['ship-csv', file('t.csv', '42,SF,SF0001\n'), '--apply-valid'])!.body).toEqual({ csv: '42,SF,SF0001\n', applyValid: true });
    expect(annualRequest(['odds', 'anniversary-cn'])).toEqual({ path: '/api/ops/annual/odds?eventId=anniversary-cn' });
    expect(annualRequest(['forfeit', 'run'])).toEqual({ path: '/api/ops/annual/forfeit/run', body: {} });
    expect(annualRequest(['forfeit', 'run', '--dry-run'])).toEqual({ path: '/api/ops/annual/forfeit/run', body: { dryRun: true } });
    expect(annualRequest(['histogram', 'run'])).toEqual({ path: '/api/ops/annual/histogram/run', body: {} });
    expect(annualRequest(['histogram', 'run', '--dry-run'])).toEqual({ path: '/api/ops/annual/histogram/run', body: { dryRun: true } });
  });

  it('answers null for what is not a command, and passes bad numbers on as NaN for the server to refuse', () => {
    for (const args of [
      [], ['nope'], ['events', 'extra'], ['event', 'get', 'x.json'], ['prize', 'save'], ['stock', 'e', 'p', '+1'], ['tickets', 'e', '10001001', '3'],
      ['winners'], ['winners', 'e', 'lost'], ['winners', 'e', '--csv'], ['winners', 'e', 'all', 'shipped'], ['ship', '42', 'SF'], ['ship', '42', 'SF', 'T1', 'more'],
      ['forfeit'], ['histogram', 'now'], ['forfeit', 'run', '--wet'], ['odds'], ['odds', 'a', 'b'], ['ship-csv', 'f.csv', '--dry-run', 'more'],
    ]) expect(annualRequest(args), args.join(' ')).toBeNull();
    expect(annualRequest(['stock', 'e', 'p', '1e3', 'x'])!.body).toMatchObject({ delta: Number.NaN });
    expect(annualRequest(['tickets', 'e', '10001001', '-3', 'x'])!.body).toMatchObject({ tickets: Number.NaN });
    expect(annualRequest(['ship', 'abc', 'SF', 'SF0001'])!.body).toMatchObject({ drawId: Number.NaN });
    expect(annualRequest(['winners', 'a&state=all'])!.path).toBe('/api/ops/annual/winners?eventId=a%26state%3Dall&state=awaiting&format=json&size=200');
  });
});

describe('ops annual commands against the API (the seeded site)', () => {
  let t: TestApp;
  const printed: string[] = [];
  beforeAll(async () => {
    t = await makeTestApp('pglite', { seedContent: true });
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void printed.push(a.join(' ')));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });
  /** The CLI's `call` (cli/ops.ts) over inject: the envelope's data, or an error with the message. */
  const call = async (path: string, body?: unknown) => {
    const res = await t.app.inject({ method: body === undefined ? 'GET' : 'POST', url: path, headers: { authorization: `Operator ${DEV_OPERATOR_TOKEN}`, 'accept-language': 'en' }, ...(body === undefined ? {} : { payload: body as object }) });
    const out = res.json() as { code: number; data: unknown; msg: string };
    if (out.code !== 0) throw new Error(`${path}: ${out.msg} (${out.code})`);
    return out.data;
  };
  const run = async (...args: string[]) => {
    printed.length = 0;
    expect(await annualCommand(call, args)).toBe(true);
    return printed.join('\n');
  };

  it('lists the seeded events, grants tickets, moves stock, lists and writes winners, ships', async () => {
    const events = await run('events');
    expect(events).toMatch(/anniversary-cn\tcn\topen/);
    expect(events).toMatch(/figure-1-60\tphysical ×1\tweight 1\t5\/5/);
    expect(events).toMatch(/coin\tvirtual ×1000\tweight 65\tunlimited/);
    const [p] = await mallPlayers(t, 1);
    expect(await run('tickets', 'anniversary-cn', p!.uid, '3', 'goodwill')).toContain('"tickets":3');
    expect(await run('stock', 'anniversary-cn', 'poster-set', '-30', 'recalled')).toContain('"stock":0');
    await expect(annualCommand(call, ['stock', 'anniversary-cn', 'poster-set', '-1', 'again'])).rejects.toThrow(/1014/);
    const id = await insertDraw(t, { eventId: 'anniversary-cn', prizeId: 'figure-1-60', physical: true, yfyUid: p!.yfyUid, roleUid: p!.uid, address: { ...CN_ADDRESS, name: '=cmd' } });
    expect(await run('winners', 'anniversary-cn')).toMatch(new RegExp(`#${id}\tawaiting\tfigure-1-60`));
    const out = join(dir, 'winners.csv');
    expect(await run('winners', 'anniversary-cn', '--csv', out)).toBe(`1 winner(s) written to ${out}`);
    expect(readFileSync(out, 'utf8')).toContain(",'=cmd,");
    expect(await run('ship', String(id), 'SF', 'SF0001')).toContain(`"drawId":${id}`);
    expect(await run('ship-csv', file('ship.csv', `${id},SF,SF0001\n`))).toContain('0 shipped, 1 refused');
    expect(await run('ship-csv', file('ship.csv', `${id},SF,SF0001\n`), '--dry-run')).toBe(`line 1\t${id}\trefused: infoLocked\ndry run: 0 would ship, 1 refused, 0 invalid`);
    expect(await run('odds', 'anniversary-cn')).toMatch(/^from draw 1\t.*\toperator \(poster-set\)/);
    expect(await run('forfeit', 'run', '--dry-run')).toMatch(/"dryRun":true/);
    expect(await run('forfeit', 'run')).toMatch(/"forfeited":\d+/);
    expect(await run('histogram', 'run')).toMatch(/"refreshed":\d+/);
  });
});
