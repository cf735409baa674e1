import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { CN_ADDRESS, JP_ADDRESS, addProduct, givePoints, ledgerMismatches, mallCaller, mallPlayers, type MallPlayer } from '../mall-test-kit.ts';
import { parseTrackingCsv } from './orders-csv.ts';
import { csvCell, splitCsvLine } from '../../../platform/csv.ts';
import { opsCaller } from './ops-test-kit.ts';

// Operators and orders: the awaiting list as JSON and formula-safe CSV, shipping, a tracking file, cancelling.
describe.each(DB_KINDS)('mall operators: orders (%s)', (kind) => {
  let t: TestApp;
  let players: MallPlayer[];
  let product: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { mallExchangesPerMinute: 100_000 });
    players = await mallPlayers(t, 3);
    for (const p of players) await givePoints(t, p.yfyUid, 1000);
    product = await addProduct(t, { stock: 20, points: 100 });
  });
  afterAll(() => t.close());
  const op = () => opsCaller(t);
  const order = async (p: MallPlayer, address = CN_ADDRESS) => {
    const r = await mallCaller(t, p)<{ orderId: string }>('POST', API.scoreOrder, { productId: product, address });
    expect(r.code).toBe(0);
    return r.data.orderId;
  };

  it('exports awaiting orders as JSON and as CSV whose cells cannot run as formulas', async () => {
    const evil = { ...CN_ADDRESS, name: '=HYPERLINK("http://x.example","click")', detail: '@SUM(1+1), "quoted"', city: '-2+3' };
    const a = await order(players[0]!, evil);
    t.clock.advance(1000); // the list is oldest first
    const b = await order(players[1]!, JP_ADDRESS);
    const json = await op()<{ list: { id: string; name: string; phone: string }[] }>('GET', '/api/ops/mall/orders?state=awaiting&format=json');
    expect(json.data.list.map((o) => o.id)).toEqual([a, b]);
    expect(json.data.list[0]!.name).toBe(evil.name);
    const csv = await op()('GET', '/api/ops/mall/orders?format=csv');
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = csv.raw.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,state,via,createdAt,productId,productName,points,yfyUid,roleUid,name,phone,email,region,country,postcode,city,detail,carrier,trackingNo,shippedAt,cancelledAt,cancelReason');
    expect(lines).toHaveLength(3);
    const cells = splitCsvLine(lines[1]!)!;
    expect(cells[9]).toBe(`'${evil.name}`);
    expect(cells[15]).toBe("'-2+3");
    expect(cells[16]).toBe(`'${evil.detail}`);
    // No cell of the file starts with a formula character once unquoted.
    for (const line of lines.slice(1)) for (const c of splitCsvLine(line)!) expect(c).not.toMatch(/^[=+\-@\t\r]/);
    expect(csvCell('+81 90')).toBe("'+81 90");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect((await op()('GET', '/api/ops/mall/orders?format=xml')).code).toBe(ERRORS.paramError.code);
  });

  it('ships one order; a second shipment or an unknown order is refused', async () => {
    const id = await order(players[2]!);
    expect(await op()('POST', '/api/ops/mall/orders/ship', { orderId: id, carrier: 'SF Express', trackingNo: 'SF1234567890' })).toMatchObject({ code: 0, data: { state: 'shipped' } });
    expect((await op()('POST', '/api/ops/mall/orders/ship', { orderId: id, carrier: 'SF', trackingNo: 'SF999999' })).code).toBe(ERRORS.mallAddressLocked.code);
    expect((await op()('POST', '/api/ops/mall/orders/ship', { orderId: 'MNOSUCHORDER1', carrier: 'SF', trackingNo: 'SF999999' })).code).toBe(ERRORS.mallOrderNotFound.code);
    expect((await op()('POST', '/api/ops/mall/orders/ship', { orderId: id, carrier: '=cmd', trackingNo: 'SF999999' })).code).toBe(ERRORS.paramError.code);
    const record = await mallCaller(t, players[2]!)<{ list: { id: string; state: string; carrier: string; trackingNo: string }[] }>('GET', `${API.scoreOrderRecord}?id=${id}`);
    expect(record.data.list[0]).toMatchObject({ state: 'shipped', carrier: 'SF Express', trackingNo: 'SF1234567890' });
  });

  it('imports a tracking file: a bad line ships nothing; a good file ships each line once', async () => {
    const [x, y] = [await order(players[0]!), await order(players[1]!)];
    const bad = await op()<{ shipped: number; invalid: number; lines: { line: number; result: string; error?: string }[] }>('POST', '/api/ops/mall/orders/import-tracking', {
      csv: `orderId,carrier,trackingNo\n${x},SF,SF0001\n${y},SF\n\n=evil(),SF,SF0003\n`,
    });
    expect(bad.code).toBe(0);
    expect(bad.data).toMatchObject({ dryRun: false, shipped: 0, ready: 1, invalid: 2 });
    expect(bad.data.lines).toEqual([
      { line: 2, orderId: x, carrier: 'SF', trackingNo: 'SF0001', result: 'notShipped' },
      { line: 3, result: 'invalid', error: expect.stringContaining('3 cells') },
      { line: 5, result: 'invalid', error: expect.stringContaining('orderId') },
    ]);
    const states = await t.store.db.selectFrom('mall_orders').select('state').where('id', 'in', [x, y]).execute();
    expect(states.every((s) => s.state === 'awaiting')).toBe(true);

    const file = `${x},SF Express,SF0001\r\n"${y}","Yamato, JP",YM-0002\r\n`;
    const good = await op()<{ shipped: number; refused: number; lines: unknown[] }>('POST', '/api/ops/mall/orders/import-tracking', { csv: file });
    expect(good.data).toMatchObject({ shipped: 2, refused: 0 });
    const again = await op()<{ shipped: number; refused: number; lines: { result: string; error?: string }[] }>('POST', '/api/ops/mall/orders/import-tracking', { csv: file });
    expect(again.data).toMatchObject({ shipped: 0, refused: 2 });
    expect(again.data.lines.map((l) => l.error)).toEqual(['mallAddressLocked', 'mallAddressLocked']);
    const shipped = await t.store.db.selectFrom('mall_orders').select(['carrier', 'tracking_no']).where('id', '=', y).executeTakeFirstOrThrow();
    expect(shipped).toEqual({ carrier: 'Yamato, JP', tracking_no: 'YM-0002' });
    expect(parseTrackingCsv('"unterminated,SF,SF0001')).toEqual([{ line: 1, ok: false, error: 'unterminated quote' }]);
    expect((await op()('POST', '/api/ops/mall/orders/import-tracking', { csv: 'x'.repeat(400_001) })).code).toBe(ERRORS.paramError.code);
  });

  it('cancels an awaiting order: points, stock and the limit back; a shipped one cannot be', async () => {
    const before = (await t.store.db.selectFrom('mall_products').select('stock').where('id', '=', product).executeTakeFirstOrThrow()).stock;
    const id = await order(players[0]!);
    const cancelled = await op()('POST', '/api/ops/mall/orders/cancel', { orderId: id, reason: 'Out of print' });
    expect(cancelled).toMatchObject({ code: 0, data: { state: 'cancelled', refunded: 100 } });
    expect((await t.store.db.selectFrom('mall_products').select('stock').where('id', '=', product).executeTakeFirstOrThrow()).stock).toBe(before);
    expect((await op()('POST', '/api/ops/mall/orders/cancel', { orderId: id, reason: 'again' })).code).toBe(ERRORS.mallOrderCancelled.code);
    expect((await op()('POST', '/api/ops/mall/orders/cancel', { orderId: id, reason: '' })).code).toBe(ERRORS.paramError.code);
    const list = await op()<{ list: { id: string; cancelReason: string }[] }>('GET', '/api/ops/mall/orders?state=cancelled');
    expect(list.data.list).toEqual([expect.objectContaining({ id, cancelReason: 'Out of print' })]);
    expect((await ledgerMismatches(t)).mismatched).toEqual([]);
  });

  it('pages the list on the server (total kept, pages disjoint, filters kept); the CSV is the whole filtered set', async () => {
    const other = await addProduct(t, { stock: 20, points: 10 });
    const mine: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await mallCaller(t, players[2]!)<{ orderId: string }>('POST', API.scoreOrder, { productId: other, address: CN_ADDRESS });
      mine.push(r.data.orderId);
      t.clock.advance(1000);
    }
    type Page = { list: { id: string }[]; total: number; page: number; size: number };
    const page = async (n: number) => (await op()<Page>('GET', `/api/ops/mall/orders?state=awaiting&productId=${other}&size=2&page=${n}`)).data;
    const pages = [await page(1), await page(2), await page(3), await page(4)];
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
    expect(pages.flatMap((p) => p.list.map((o) => o.id))).toEqual(mine);
    expect(pages[3]!.list).toEqual([]);
    const all = await op()<Page>('GET', '/api/ops/mall/orders?state=awaiting&size=200');
    expect(all.data.total).toBeGreaterThan(5);
    const csv = await op()('GET', `/api/ops/mall/orders?state=awaiting&productId=${other}&format=csv&size=2`);
    expect(csv.raw.trimEnd().split('\r\n')).toHaveLength(6);
    for (const bad of ['size=0', 'size=201', 'page=0', 'productId=../x', 'state=lost']) {
      expect((await op()('GET', `/api/ops/mall/orders?${bad}`)).code, bad).not.toBe(0);
    }
  });
});
