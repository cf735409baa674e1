import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { OPS_ROLES, ROLES_SEEING_PERSONAL_DATA } from '@mecha/shared/ops/roles';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { AuditEntry } from '../../../platform/audit-log.ts';
import type { OperatorContext } from '../../../platform/operator-context.ts';
import { CN_ADDRESS, JP_ADDRESS, addProduct, givePoints, ledgerMismatches, mallCaller, mallPlayers, type MallPlayer } from '../mall-test-kit.ts';
import { splitCsvLine } from '../../../platform/csv.ts';
import { ADDRESS_FIELDS, MallOrdersOps, ordersCsv, presentOrder, type ImportResult, type OpsOrder } from './orders-ops.ts';
import { opsCaller } from './ops-test-kit.ts';

// The console's side of mall orders (decision 0046): the tracking import's dry run and its all-or-nothing rule,
// one audit row per change and per list reading, addresses only for roles that may see personal data, and the
// operator's editions.

const ORDER: OpsOrder = {
  id: 'M0000000000001', state: 'awaiting', via: 'exchange', createdAt: '2026-11-26T00:00:00.000Z', productId: 'p1', productName: 'Mug', points: 100,
  yfyUid: 'h5-x', roleUid: '100000001', name: 'Zhang San', phone: '+86 138', email: 'z@example.com', region: 'CN', country: 'CN', postcode: '100000',
  city: 'Beijing', detail: 'Road 1', carrier: null, trackingNo: null, shippedAt: null, cancelledAt: null, cancelReason: null, edition: 'cn',
};

describe('mall orders presenter', () => {
  it('leaves the personal part of the address out for every role that may not see personal data', () => {
    for (const role of OPS_ROLES) {
      const view = presentOrder(ORDER, role);
      const csvHeader = ordersCsv([view], role).replace(/^\uFEFF/, '').split('\r\n')[0]!.split(',');
      const csvRow = ordersCsv([view], role).split('\r\n')[1]!;
      if (ROLES_SEEING_PERSONAL_DATA.includes(role)) {
        expect(view).toEqual(ORDER);
        expect(csvHeader).toContain('detail');
        expect(csvRow).toContain('Zhang San');
      } else {
        for (const field of ADDRESS_FIELDS) expect(view).not.toHaveProperty(field);
        for (const field of ADDRESS_FIELDS) expect(csvHeader).not.toContain(field);
        expect(csvRow).not.toContain('Zhang San');
        expect(csvRow).not.toContain('Road 1');
        expect(view).toMatchObject({ id: ORDER.id, region: 'CN', country: 'CN' });
      }
    }
    // The table must name a role without personal data for the test above to mean anything.
    expect(OPS_ROLES.some((r) => !ROLES_SEEING_PERSONAL_DATA.includes(r))).toBe(true);
  });
});

describe.each(DB_KINDS)('mall operators: the console on orders (%s)', (kind) => {
  let t: TestApp;
  let players: MallPlayer[];
  let jpPlayer: MallPlayer;
  let product: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { mallExchangesPerMinute: 100_000 });
    players = await mallPlayers(t, 3);
    jpPlayer = (await mallPlayers(t, 1, { edition: 'jp' }))[0]!;
    for (const p of [...players, jpPlayer]) await givePoints(t, p.yfyUid, 5000);
    product = await addProduct(t, { stock: 50, points: 100, editions: ['cn', 'hk', 'jp'] });
  });
  afterAll(() => t.close());
  const op = () => opsCaller(t);
  const order = async (p: MallPlayer, address = CN_ADDRESS) => {
    const r = await mallCaller(t, p)<{ orderId: string }>('POST', API.scoreOrder, { productId: product, address });
    expect(r.code).toBe(0);
    t.clock.advance(10);
    return r.data.orderId;
  };
  const states = async (ids: string[]) => {
    const rows = await t.store.db.selectFrom('mall_orders').select(['id', 'state']).where('id', 'in', ids).execute();
    return Object.fromEntries(rows.map((r) => [r.id, r.state]));
  };
  const auditRows = () => t.store.db.selectFrom('ops_audit_log').selectAll().orderBy('id').execute();
  const importFile = (csv: string, extra: { dryRun?: boolean; applyValid?: boolean } = {}) =>
    op()<ImportResult>('POST', '/api/ops/mall/orders/import-tracking', { csv, ...extra });

  it('a dry run reports every line and changes nothing', async () => {
    const [a, b, c] = [await order(players[0]!), await order(players[1]!), await order(players[2]!)];
    expect((await op()('POST', '/api/ops/mall/orders/ship', { orderId: c, carrier: 'SF', trackingNo: 'SF0000' })).code).toBe(0);
    const auditBefore = (await auditRows()).length;
    const eventsBefore = (await t.store.db.selectFrom('mall_order_events').select('id').execute()).length;
    const file = ['orderId,carrier,trackingNo', `${a},SF Express,SF0001`, `${b},SF`, `${c},SF,SF0003`, 'M9999999999999,SF,SF0004', `${a},SF,SF0005`, `${b},=cmd(),SF0006`].join('\n');
    const dry = await importFile(file, { dryRun: true });
    expect(dry.code).toBe(0);
    expect(dry.data).toMatchObject({ dryRun: true, shipped: 0, ready: 1, refused: 2, invalid: 3 });
    expect(dry.data.lines).toEqual([
      { line: 2, orderId: a, carrier: 'SF Express', trackingNo: 'SF0001', result: 'ready' },
      { line: 3, result: 'invalid', error: expect.stringContaining('3 cells') },
      { line: 4, orderId: c, carrier: 'SF', trackingNo: 'SF0003', result: 'refused', error: 'mallAddressLocked' },
      { line: 5, orderId: 'M9999999999999', carrier: 'SF', trackingNo: 'SF0004', result: 'refused', error: 'mallOrderNotFound' },
      { line: 6, orderId: a, result: 'invalid', error: 'orderId repeats line 2' },
      { line: 7, result: 'invalid', error: expect.stringContaining('carrier') },
    ]);
    // applyValid does not matter to a dry run.
    expect((await importFile(file, { dryRun: true, applyValid: true })).data).toMatchObject({ dryRun: true, shipped: 0, ready: 1 });
    expect(await states([a, b, c])).toEqual({ [a]: 'awaiting', [b]: 'awaiting', [c]: 'shipped' });
    expect((await auditRows()).length).toBe(auditBefore);
    expect((await t.store.db.selectFrom('mall_order_events').select('id').execute()).length).toBe(eventsBefore);
  });

  it('a file with a refused or invalid line ships nothing unless applyValid, then only its good lines, with one audit row', async () => {
    const [a, b, shippedAlready] = [await order(players[0]!), await order(players[1]!), await order(players[2]!)];
    expect((await op()('POST', '/api/ops/mall/orders/ship', { orderId: shippedAlready, carrier: 'SF', trackingNo: 'SF0000' })).code).toBe(0);
    const file = `${a},SF,SF1001\n${b},Yamato,YM-1002\n${shippedAlready},SF,SF1003\nbad id!,SF,SF1004\n`;
    const auditBefore = (await auditRows()).length;

    const held = await importFile(file);
    expect(held.data).toMatchObject({ dryRun: false, shipped: 0, ready: 2, refused: 1, invalid: 1 });
    expect(held.data.lines.map((l) => l.result)).toEqual(['notShipped', 'notShipped', 'refused', 'invalid']);
    expect(await states([a, b])).toEqual({ [a]: 'awaiting', [b]: 'awaiting' });
    expect((await auditRows()).length).toBe(auditBefore);

    const applied = await importFile(file, { applyValid: true });
    expect(applied.data).toMatchObject({ dryRun: false, shipped: 2, refused: 1, invalid: 1 });
    expect(applied.data.lines.map((l) => l.result)).toEqual(['shipped', 'shipped', 'refused', 'invalid']);
    expect(await states([a, b])).toEqual({ [a]: 'shipped', [b]: 'shipped' });
    const rows = (await auditRows()).slice(auditBefore);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'mall.orders.import', area: 'shipping', call: 'POST /api/ops/mall/orders/import-tracking', target: '2 orders' });
    expect((rows[0]!.after as { shipped: { orderId: string }[] }).shipped.map((s) => s.orderId)).toEqual([a, b]);
    const shipped = await t.store.db.selectFrom('mall_orders').select(['carrier', 'tracking_no']).where('id', '=', b).executeTakeFirstOrThrow();
    expect(shipped).toEqual({ carrier: 'Yamato', tracking_no: 'YM-1002' });
  });

  it('lists (JSON and CSV) write one audit row each; the CSV keeps a formula-injection address inert', async () => {
    const evil = { ...CN_ADDRESS, name: '=HYPERLINK("http://x","y")', detail: '@SUM(A1), "quoted"', city: '-2+3' };
    const id = await order(players[0]!, evil);
    const auditBefore = (await auditRows()).length;
    const json = await op()<{ list: OpsOrder[] }>('GET', '/api/ops/mall/orders?state=awaiting&format=json');
    expect(json.data.list.find((o) => o.id === id)).toMatchObject({ name: evil.name, edition: 'cn' });
    const csv = await op()('GET', '/api/ops/mall/orders?state=awaiting&format=csv');
    const lines = csv.raw.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    const cells = splitCsvLine(lines.find((l) => l.startsWith(id))!)!;
    expect(cells[header.indexOf('name')]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(cells[header.indexOf('detail')]).toBe(`'@SUM(A1), "quoted"`);
    expect(cells[header.indexOf('city')]).toBe("'-2+3");
    for (const line of lines.slice(1)) for (const c of splitCsvLine(line)!) expect(c).not.toMatch(/^[=+\-@\t\r]/);
    const rows = (await auditRows()).slice(auditBefore);
    expect(rows.map((r) => [r.action, r.call, r.target])).toEqual([
      ['mall.orders.export', 'GET /api/ops/mall/orders', 'awaiting'],
      ['mall.orders.export', 'GET /api/ops/mall/orders', 'awaiting'],
    ]);
    expect(rows.map((r) => (r.after as { format: string; addresses: boolean }).format)).toEqual(['json', 'csv']);
    expect((rows[0]!.after as { addresses: boolean }).addresses).toBe(true);
  });

  it('ship and cancel each write exactly one audit row in their transaction; a refused one writes none', async () => {
    const [a, b] = [await order(players[1]!), await order(players[2]!)];
    const auditBefore = (await auditRows()).length;
    expect((await op()('POST', '/api/ops/mall/orders/ship', { orderId: a, carrier: 'SF', trackingNo: 'SF2001' })).code).toBe(0);
    expect((await op()('POST', '/api/ops/mall/orders/cancel', { orderId: b, reason: 'Out of stock at the warehouse' })).code).toBe(0);
    expect((await op()('POST', '/api/ops/mall/orders/cancel', { orderId: a, reason: 'too late' })).code).toBe(ERRORS.mallAddressLocked.code);
    expect((await op()('POST', '/api/ops/mall/orders/ship', { orderId: b, carrier: 'SF', trackingNo: 'SF2002' })).code).toBe(ERRORS.mallOrderCancelled.code);
    const rows = (await auditRows()).slice(auditBefore);
    expect(rows.map((r) => [r.action, r.target, r.reason])).toEqual([
      ['mall.orders.ship', a, null],
      ['mall.orders.cancel', b, 'Out of stock at the warehouse'],
    ]);
    expect(rows[1]).toMatchObject({ edition: 'cn', before: { state: 'awaiting', points: 100 }, after: { state: 'cancelled', refunded: 100 } });
    const events = await t.store.db.selectFrom('mall_order_events').select(['kind', 'actor']).where('order_id', 'in', [a, b]).where('kind', '!=', 'created').orderBy('id').execute();
    expect(events.every((e) => e.actor.startsWith('operator:bootstrap:'))).toBe(true);
    expect((await ledgerMismatches(t)).mismatched).toEqual([]);
  });

  it("an operator sees and moves only their editions' orders; a role without personal data gets no addresses", async () => {
    const cn = await order(players[0]!);
    const jp = await order(jpPlayer, JP_ADDRESS);
    const ops = new MallOrdersOps(t.store.db, t.clock);
    const written: AuditEntry[] = [];
    const audit = async (_trx: unknown, entry: AuditEntry) => void written.push(entry);
    const jpShipper: OperatorContext = { id: 1, name: 'jp-shipper', role: 'shipping', editions: ['jp'], via: 'session' };
    const { list } = await ops.listFor({ state: 'awaiting', format: 'json', page: 1, size: 50 }, jpShipper, audit);
    expect(list.map((o) => o.id)).toContain(jp);
    expect(list.map((o) => o.id)).not.toContain(cn);
    expect(list.every((o) => o.edition === 'jp' && o.name !== undefined)).toBe(true);
    await expect(ops.ship({ orderId: cn, carrier: 'SF', trackingNo: 'SF3001' }, jpShipper, audit)).rejects.toMatchObject({ key: 'opsEditionForbidden' });
    await expect(ops.cancel({ orderId: cn, reason: 'x' }, jpShipper, audit)).rejects.toMatchObject({ key: 'opsEditionForbidden' });
    const imported = await ops.importTracking(`${cn},SF,SF3002\n${jp},SF,SF3003`, { dryRun: true, applyValid: false }, jpShipper, audit);
    expect(imported.lines.map((l) => [l.result, l.error])).toEqual([['refused', 'opsEditionForbidden'], ['ready', undefined]]);
    expect(await states([cn, jp])).toEqual({ [cn]: 'awaiting', [jp]: 'awaiting' });

    const editor: OperatorContext = { id: 2, name: 'ed', role: 'editor', editions: 'all', via: 'session' };
    const { list: seen } = await ops.listFor({ state: 'awaiting', format: 'json', page: 1, size: 50 }, editor, audit);
    expect(seen.length).toBeGreaterThan(1);
    for (const o of seen) for (const field of ADDRESS_FIELDS) expect(o).not.toHaveProperty(field);
    expect(written.map((w) => [w.action, (w.after as { addresses: boolean }).addresses])).toEqual([
      ['mall.orders.export', true],
      ['mall.orders.export', false],
    ]);
  });
});
