import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DAY } from '../../../platform/clock.ts';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { CN_ADDRESS, JP_ADDRESS, mallPlayers, type MallPlayer } from '../../mall/mall-test-kit.ts';
import { splitCsvLine } from '../../../platform/csv.ts';
import { eventInput, insertDraw, op, prizeInput } from './annual-ops-kit.ts';
import { parseShipCsv } from './winners-ops.ts';

// Operators and the physical prizes won: the list by state as JSON and formula-safe CSV, shipping once (one call or
// a file), the forfeit and histogram runs.
describe.each(DB_KINDS)('annual operators: winners (%s)', (kind) => {
  let t: TestApp;
  let p: MallPlayer[];
  const ids: Record<string, number> = {};
  const evil = { ...CN_ADDRESS, name: '=HYPERLINK("http://x.example","click")', detail: '@SUM(1+1), "quoted"', city: '-2+3', phone: '+86 138 0013 8000' };
  beforeAll(async () => {
    t = await makeTestApp(kind);
    p = await mallPlayers(t, 4);
    expect((await op(t)('POST', '/api/ops/annual/events/save', eventInput(t))).code).toBe(0);
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ stockTotal: 10 }))).code).toBe(0);
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ id: 'coin', physical: false, stockTotal: null, weight: 50 }))).code).toBe(0);
    const now = t.clock.now();
    ids.awaiting = await insertDraw(t, { prizeId: 'figure', physical: true, yfyUid: p[0]!.yfyUid, roleUid: p[0]!.uid, address: evil, drawnAt: new Date(now.getTime() - 3 * DAY) });
    ids.awaiting2 = await insertDraw(t, { prizeId: 'figure', physical: true, yfyUid: p[1]!.yfyUid, roleUid: p[1]!.uid, address: JP_ADDRESS, drawnAt: new Date(now.getTime() - 2 * DAY) });
    ids.needed = await insertDraw(t, { prizeId: 'figure', physical: true, yfyUid: p[2]!.yfyUid, roleUid: p[2]!.uid, drawnAt: new Date(now.getTime() - DAY) });
    ids.lapsed = await insertDraw(t, { prizeId: 'figure', physical: true, yfyUid: p[3]!.yfyUid, roleUid: p[3]!.uid, drawnAt: new Date(now.getTime() - 8 * DAY) });
    ids.virtual = await insertDraw(t, { prizeId: 'coin', physical: false, yfyUid: p[3]!.yfyUid, roleUid: p[3]!.uid });
  });
  afterAll(() => t.close());
  type W = { drawId: number; state: string; name: string; roleUid: string; yfyUid: string; addressDueAt: string | null; prizeName: string };
  const winners = (state: string) => op(t)<{ list: W[] }>('GET', `/api/ops/annual/winners?eventId=anniv-test&state=${state}`);
  const drawRow = (id: number) => t.store.db.selectFrom('annual_draws').select(['shipped_at', 'carrier', 'tracking', 'forfeited_at']).where('id', '=', id).executeTakeFirstOrThrow();

  it('lists the physical prizes won by state: awaiting shipment (default), address needed, forfeited, all', async () => {
    const awaiting = await op(t)<{ list: W[] }>('GET', '/api/ops/annual/winners?eventId=anniv-test');
    expect(awaiting.data.list.map((w) => w.drawId)).toEqual([ids.awaiting, ids.awaiting2]);
    expect(awaiting.data.list[0]).toMatchObject({ state: 'awaiting', name: evil.name, roleUid: p[0]!.uid, yfyUid: p[0]!.yfyUid, prizeName: '奖品 figure' });
    expect((await winners('needed')).data.list.map((w) => [w.drawId, w.state])).toEqual([[ids.needed, 'needed']]);
    // Past its deadline without an address: forfeited, even before the job has swept it.
    expect((await winners('forfeited')).data.list.map((w) => [w.drawId, w.state])).toEqual([[ids.lapsed, 'forfeited']]);
    expect((await winners('all')).data.list.map((w) => w.drawId)).toEqual([ids.awaiting, ids.awaiting2, ids.needed, ids.lapsed]);
    expect((await winners('shipped')).data.list).toEqual([]);
    expect((await op(t)('GET', '/api/ops/annual/winners?eventId=other-event')).code).toBe(ERRORS.annualNoEvent.code);
    // Paged on the server, newest first on request, one role's only.
    const page = await op(t)<{ list: W[]; total: number; page: number; size: number }>('GET', '/api/ops/annual/winners?eventId=anniv-test&state=all&size=3&page=2&sort=-drawId');
    expect(page.data).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(page.data.list.map((w) => w.drawId)).toEqual([ids.awaiting]);
    expect((await op(t)<{ list: W[] }>('GET', `/api/ops/annual/winners?eventId=anniv-test&state=all&roleUid=${p[2]!.uid}`)).data.list.map((w) => w.drawId)).toEqual([ids.needed]);
    for (const q of ['state=awaiting', 'eventId=anniv-test&state=lost', 'eventId=anniv-test&format=xml', 'eventId=../x', 'eventId=anniv-test&size=201', 'eventId=anniv-test&page=0', 'eventId=anniv-test&sort=name']) {
      expect((await op(t)('GET', `/api/ops/annual/winners?${q}`)).code, q).toBe(ERRORS.paramError.code);
    }
    expect((await op(t)('GET', '/api/ops/annual/winners?eventId=anniv-test&roleUid=abc')).code).toBe(ERRORS.uidInvalid.code);
  });

  it('downloads the winners as CSV whose cells cannot run as formulas', async () => {
    const csv = await op(t)('GET', '/api/ops/annual/winners?eventId=anniv-test&state=all&format=csv');
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toContain('anniv-test-winners-all.csv');
    expect(csv.raw.startsWith('\uFEFF')).toBe(true);
    const lines = csv.raw.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('drawId,number,eventId,state,drawnAt,prizeId,prizeName,qty,roleUid,yfyUid,addressDueAt,addressAt,name,phone,email,region,country,postcode,city,detail,shippedAt,carrier,tracking');
    expect(lines).toHaveLength(5);
    const cells = splitCsvLine(lines[1]!)!;
    expect(cells[0]).toBe(String(ids.awaiting));
    expect(cells[12]).toBe(`'${evil.name}`);
    expect(cells[13]).toBe(`'${evil.phone}`);
    expect(cells[18]).toBe("'-2+3");
    expect(cells[19]).toBe(`'${evil.detail}`);
    for (const line of lines.slice(1)) for (const c of splitCsvLine(line)!) expect(c).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('ships a prize with an address once; the second time, or one without an address, is refused', async () => {
    const ship = (drawId: number, carrier = 'SF Express', tracking = 'SF1234567890') => op(t)<{ drawId: number; shippedAt: string }>('POST', '/api/ops/annual/winners/ship', { drawId, carrier, tracking });
    const first = await ship(ids.awaiting!);
    expect(first).toMatchObject({ code: 0, data: { drawId: ids.awaiting, shippedAt: t.clock.now().toISOString() } });
    expect((await ship(ids.awaiting!, 'EMS', 'EE000000')).code).toBe(ERRORS.infoLocked.code);
    expect(await drawRow(ids.awaiting!)).toMatchObject({ carrier: 'SF Express', tracking: 'SF1234567890' });
    expect((await ship(ids.needed!)).code).toBe(ERRORS.fillShipping.code);
    expect((await ship(ids.lapsed!)).code).toBe(ERRORS.annualForfeited.code);
    expect((await ship(ids.virtual!)).code).toBe(ERRORS.annualAddressNotNeeded.code);
    expect((await ship(999_999)).code).toBe(ERRORS.annualDrawNotFound.code);
    for (const b of [{ carrier: '=cmd' }, { carrier: '' }, { tracking: 'a b' }, { tracking: 'x'.repeat(41) }, { drawId: 0 }, { drawId: 2 ** 31 }]) {
      expect((await op(t)('POST', '/api/ops/annual/winners/ship', { drawId: ids.awaiting2, carrier: 'SF', tracking: 'SF0001', ...b })).code, JSON.stringify(b)).toBe(ERRORS.paramError.code);
    }
    for (const id of [ids.needed!, ids.lapsed!, ids.virtual!, ids.awaiting2!]) expect((await drawRow(id)).shipped_at).toBeNull();
    expect((await winners('shipped')).data.list.map((w) => [w.drawId, w.state])).toEqual([[ids.awaiting, 'shipped']]);
  });

  it('imports a tracking file: a bad line ships nothing; a refused line holds the file back unless applyValid; each line ships once', async () => {
    type R = { dryRun: boolean; shipped: number; ready: number; refused: number; invalid: number; lines: { line: number; drawId?: number; result: string; error?: string }[] };
    const bad = await op(t)<R>('POST', '/api/ops/annual/winners/ship-csv', { csv: `drawId,carrier,tracking\n${ids.awaiting2},SF,SF0001\n${ids.needed},SF\n\n=evil(),SF,SF0003\n` });
    expect(bad.code).toBe(0);
    expect(bad.data).toMatchObject({ shipped: 0, invalid: 2 });
    expect(bad.data.lines).toEqual([
      { line: 2, drawId: ids.awaiting2, carrier: 'SF', tracking: 'SF0001', result: 'notShipped' },
      { line: 3, result: 'invalid', error: expect.stringContaining('3 cells') },
      { line: 5, result: 'invalid', error: expect.stringContaining('drawId') },
    ]);
    expect((await drawRow(ids.awaiting2!)).shipped_at).toBeNull();

    const file = `"${ids.awaiting2}","Yamato, JP",YM-0002\r\n${ids.needed},SF,SF0003\r\n`;
    const dry = await op(t)<R>('POST', '/api/ops/annual/winners/ship-csv', { csv: file, dryRun: true, applyValid: true });
    expect(dry.data).toMatchObject({ dryRun: true, shipped: 0, ready: 1, refused: 1, invalid: 0 });
    expect(dry.data.lines).toEqual([
      { line: 1, drawId: ids.awaiting2, carrier: 'Yamato, JP', tracking: 'YM-0002', result: 'ready' },
      { line: 2, drawId: ids.needed, carrier: 'SF', tracking: 'SF0003', result: 'refused', error: 'fillShipping' },
    ]);
    const held = await op(t)<R>('POST', '/api/ops/annual/winners/ship-csv', { csv: file });
    expect(held.data).toMatchObject({ dryRun: false, shipped: 0, ready: 1, refused: 1 });
    expect((await drawRow(ids.awaiting2!)).shipped_at).toBeNull();
    const good = await op(t)<R>('POST', '/api/ops/annual/winners/ship-csv', { csv: file, applyValid: true });
    expect(good.data).toMatchObject({ shipped: 1, refused: 1, invalid: 0 });
    expect(good.data.lines).toEqual([
      { line: 1, drawId: ids.awaiting2, carrier: 'Yamato, JP', tracking: 'YM-0002', result: 'shipped' },
      { line: 2, drawId: ids.needed, carrier: 'SF', tracking: 'SF0003', result: 'refused', error: 'fillShipping' },
    ]);
    expect(await drawRow(ids.awaiting2!)).toMatchObject({ carrier: 'Yamato, JP', tracking: 'YM-0002' });
    const again = await op(t)<R>('POST', '/api/ops/annual/winners/ship-csv', { csv: file, applyValid: true });
    expect(again.data).toMatchObject({ shipped: 0, refused: 2 });
    expect(again.data.lines[0]!.error).toBe('infoLocked');
    expect(parseShipCsv('"unterminated,SF,SF0001')).toEqual([{ line: 1, ok: false, error: 'unterminated quote' }]);
    expect(parseShipCsv('99999999999,SF,SF0001')[0]).toMatchObject({ ok: false });
    expect((await op(t)('POST', '/api/ops/annual/winners/ship-csv', { csv: 'x'.repeat(400_001) })).code).toBe(ERRORS.paramError.code);
    expect((await op(t)('POST', '/api/ops/annual/winners/ship-csv', { csv: '' })).code).toBe(ERRORS.paramError.code);
  });

  it('runs the forfeit sweep and the histogram refresh on demand', async () => {
    const dry = await op(t)<{ dryRun: boolean; forfeited: number; draws: { drawId: number }[] }>('POST', '/api/ops/annual/forfeit/run', { dryRun: true });
    expect(dry.data).toMatchObject({ dryRun: true, forfeited: 0, draws: [{ drawId: ids.lapsed }] });
    expect((await drawRow(ids.lapsed!)).forfeited_at).toBeNull();
    const forfeit = await op(t)<{ forfeited: number }>('POST', '/api/ops/annual/forfeit/run', {});
    expect(forfeit.code).toBe(0);
    expect(forfeit.data.forfeited).toBeGreaterThanOrEqual(0);
    // Swept or not, the lapsed prize stays forfeited and can never ship.
    expect((await winners('forfeited')).data.list.map((w) => w.drawId)).toEqual([ids.lapsed]);
    expect((await op(t)('POST', '/api/ops/annual/forfeit/run')).code).toBe(0);
    const histogram = await op(t)<{ refreshed: number }>('POST', '/api/ops/annual/histogram/run', {});
    expect(histogram.code).toBe(0);
    expect(histogram.data.refreshed).toBeGreaterThanOrEqual(0);
    expect((await op(t)('POST', '/api/ops/annual/histogram/run', { dryRun: true })).data).toEqual({ dryRun: true, refreshed: 0, events: ['anniv-test'] });
    expect((await op(t)('POST', '/api/ops/annual/histogram/run', { now: 1 })).code).toBe(ERRORS.paramError.code);
  });
});
