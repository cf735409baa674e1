import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { CN_ADDRESS, mallPlayers, type MallPlayer } from '../../mall/mall-test-kit.ts';
import { createOperator, login, opsCall } from '../../operators/operators-test-kit.ts';
import type { AuditWriter } from '../../../platform/audit-log.ts';
import type { OperatorContext } from '../../../platform/operator-context.ts';
import { AnnualEvents } from '../annual-events.ts';
import { AnnualEventsOps } from './events-ops.ts';
import { AnnualWinnersOps } from './winners-ops.ts';
import { eventInput, insertDraw, op, prizeInput } from './annual-ops-kit.ts';

// The console's rules for the anniversary calls (decision 0050): roles and editions refused on the server, each
// change's audit row in the change's own transaction (one row, none for a refusal or a dry run), dry runs change
// nothing.
describe.each(DB_KINDS)('annual operators: roles, editions, audit, dry runs (%s)', (kind) => {
  let t: TestApp;
  let p: MallPlayer[];
  const tokens: Record<string, string> = {};
  let drawId = 0;
  let lapsedId = 0;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    p = await mallPlayers(t, 2);
    expect((await op(t)('POST', '/api/ops/annual/events/save', eventInput(t))).code).toBe(0);
    expect((await op(t)('POST', '/api/ops/annual/prizes/save', prizeInput({ stockTotal: 4 }))).code).toBe(0);
    drawId = await insertDraw(t, { prizeId: 'figure', physical: true, yfyUid: p[0]!.yfyUid, roleUid: p[0]!.uid, address: CN_ADDRESS });
    lapsedId = await insertDraw(t, { prizeId: 'figure', physical: true, yfyUid: p[1]!.yfyUid, roleUid: p[1]!.uid, drawnAt: new Date(t.clock.now().getTime() - 8 * 86_400_000) });
    for (const [name, role, editions] of [['ed-all', 'editor', 'all'], ['ed-hk', 'editor', ['hk']], ['ship-all', 'shipping', 'all'], ['ship-jp', 'shipping', ['jp']], ['sup', 'support', 'all']] as const) {
      tokens[name] = await login(t, name, await createOperator(t, name, role, editions));
    }
  });
  afterAll(() => t.close());

  const as = <T = unknown>(who: string, method: 'GET' | 'POST', url: string, payload?: unknown) => opsCall<T>(t, method, url, tokens[who], payload);
  const auditRows = (action?: string) => {
    let q = t.store.db.selectFrom('ops_audit_log').select(['action', 'operator', 'edition', 'target', 'before', 'after', 'reason']).where('area', 'in', ['annual', 'shipping']);
    if (action) q = q.where('action', '=', action);
    return q.orderBy('id').execute();
  };
  const stockOf = async () => (await t.store.db.selectFrom('annual_prizes').select('stock').where('id', '=', 'figure').executeTakeFirstOrThrow()).stock;
  const stockBody = (over: Record<string, unknown> = {}) => ({ eventId: 'anniv-test', prizeId: 'figure', delta: 1, reason: 'second batch', ...over });

  it('refuses the wrong role: shipping and support off the pool, an editor off the winners', async () => {
    expect((await as('ship-all', 'POST', '/api/ops/annual/prizes/stock', stockBody())).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await as('sup', 'POST', '/api/ops/annual/events/save', eventInput(t))).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await as('sup', 'GET', '/api/ops/annual/events')).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await as('ed-all', 'GET', '/api/ops/annual/winners?eventId=anniv-test')).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await as('ed-all', 'POST', '/api/ops/annual/winners/ship', { drawId, carrier: 'SF', tracking: 'SF0001' })).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await opsCall(t, 'GET', '/api/ops/annual/events')).code).toBe(ERRORS.opsSessionRequired.code);
    expect(await stockOf()).toBe(4);
  });

  it("refuses an event of another edition: the row's own edition, not only the body's", async () => {
    expect((await as<{ list: unknown[] }>('ed-hk', 'GET', '/api/ops/annual/events')).data.list).toEqual([]);
    expect((await as<{ list: unknown[] }>('ed-all', 'GET', '/api/ops/annual/events')).data.list).toHaveLength(1);
    const before = await auditRows();
    for (const [url, body] of [
      ['/api/ops/annual/prizes/stock', stockBody()],
      ['/api/ops/annual/prizes/save', prizeInput({ weight: 9 })],
      ['/api/ops/annual/tickets/grant', { eventId: 'anniv-test', uid: p[0]!.uid, tickets: 2, reason: 'goodwill' }],
      // The body names hk (allowed); the stored event is cn.
      ['/api/ops/annual/events/save', eventInput(t, { edition: 'hk' })],
    ] as const) expect((await as('ed-hk', 'POST', url, body)).code, url).toBe(ERRORS.opsEditionForbidden.code);
    expect((await as('ed-hk', 'GET', '/api/ops/annual/odds?eventId=anniv-test')).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await as('ship-jp', 'GET', '/api/ops/annual/winners?eventId=anniv-test')).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await as('ship-jp', 'POST', '/api/ops/annual/winners/ship', { drawId, carrier: 'SF', tracking: 'SF0001' })).code).toBe(ERRORS.opsEditionForbidden.code);
    const csv = await as<{ refused: number; lines: { error?: string }[] }>('ship-jp', 'POST', '/api/ops/annual/winners/ship-csv', { csv: `${drawId},SF,SF0001`, applyValid: true });
    expect(csv.data).toMatchObject({ refused: 1, lines: [{ error: 'opsEditionForbidden' }] });
    expect(await stockOf()).toBe(4);
    expect(await auditRows()).toEqual(before);
  });

  it('writes one audit row per change with before, after and reason; a reason is required for stock and tickets', async () => {
    expect((await as('ed-all', 'POST', '/api/ops/annual/prizes/stock', stockBody({ reason: '' }))).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await as('ed-all', 'POST', '/api/ops/annual/tickets/grant', { eventId: 'anniv-test', uid: p[0]!.uid, tickets: 2, reason: ' ' })).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await as('ed-all', 'POST', '/api/ops/annual/prizes/stock', stockBody({ delta: 2 }))).code).toBe(0);
    expect(await auditRows('annual.prize.stock')).toEqual([
      { action: 'annual.prize.stock', operator: 'ed-all', edition: 'cn', target: 'anniv-test/figure', before: { stock: 4 }, after: { stock: 6, stockTotal: 6, delta: 2, oddsChanged: false }, reason: 'second batch' },
    ]);
    // A refused move (below zero) leaves no row.
    expect((await as('ed-all', 'POST', '/api/ops/annual/prizes/stock', stockBody({ delta: -7 }))).code).toBe(ERRORS.paramError.code);
    expect(await auditRows('annual.prize.stock')).toHaveLength(1);
    expect((await as('ed-all', 'POST', '/api/ops/annual/tickets/grant', { eventId: 'anniv-test', uid: p[0]!.uid, tickets: 2, reason: 'goodwill' })).code).toBe(0);
    expect(await auditRows('annual.tickets.grant')).toMatchObject([{ target: p[0]!.yfyUid, before: { balance: 0 }, after: { granted: 2, balance: 2 }, reason: 'goodwill' }]);
    expect((await as('ed-all', 'POST', '/api/ops/annual/prizes/save', prizeInput({ weight: 7 }))).code).toBe(0);
    expect(await auditRows('annual.prize.save')).toMatchObject([{ before: { weight: 5 }, after: { weight: 7, oddsChanged: true } }]);
    const { starts_at: startsAt } = await t.store.db.selectFrom('annual_events').select('starts_at').executeTakeFirstOrThrow();
    expect((await as('ed-all', 'POST', '/api/ops/annual/events/save', eventInput(t, { startsAt: startsAt.getTime() / 1000, shareTickets: 3 }))).code).toBe(0);
    const [saved] = await auditRows('annual.event.save');
    expect(saved).toMatchObject({ before: { share_tickets: 1 }, after: { shareTickets: 3 } });
    expect(JSON.stringify(saved)).not.toContain('"seed"');
    // The fallback wrote none of its own (its action is the route's URL).
    expect((await auditRows()).filter((r) => r.action.startsWith('/api/'))).toEqual([]);
  });

  it("rolls the audit row back with a change that fails after it, and the change with a failing audit row", async () => {
    const operator: OperatorContext = { id: null, name: 'test', role: 'admin', editions: 'all', via: 'bootstrap' };
    const failing: AuditWriter = async (trx) => {
      await trx.insertInto('ops_audit_log').values({ at: t.clock.now(), operator: 'test', role: 'admin', area: 'annual', action: 'doomed', call: 'test', edition: null, target: null, before: null, after: null, reason: null }).execute();
      throw new Error('audit failed');
    };
    const events = new AnnualEventsOps(t.store.db, t.clock, new AnnualEvents(t.store.db));
    const before = await stockOf();
    await expect(events.moveStock(stockBody(), operator, failing)).rejects.toThrow('audit failed');
    expect(await stockOf()).toBe(before);
    const winners = new AnnualWinnersOps(t.store.db, t.clock);
    await expect(winners.ship({ drawId, carrier: 'SF', tracking: 'SF0009' }, operator, failing)).rejects.toThrow('audit failed');
    expect((await t.store.db.selectFrom('annual_draws').select('shipped_at').where('id', '=', drawId).executeTakeFirstOrThrow()).shipped_at).toBeNull();
    expect(await auditRows('doomed')).toEqual([]);
  });

  it('dry runs change nothing and write no row; the real runs write one', async () => {
    const rows = (await auditRows()).length;
    const dry = await as<{ dryRun: boolean; ready: number }>('ship-all', 'POST', '/api/ops/annual/winners/ship-csv', { csv: `${drawId},SF,SF0001\n${lapsedId},SF,SF0002`, dryRun: true });
    expect(dry.data).toMatchObject({ dryRun: true, ready: 1 });
    const forfeit = await as<{ draws: { drawId: number }[] }>('ed-all', 'POST', '/api/ops/annual/forfeit/run', { dryRun: true });
    expect(forfeit.data.draws.map((d) => d.drawId)).toEqual([lapsedId]);
    expect((await t.store.db.selectFrom('annual_draws').select(['shipped_at', 'forfeited_at']).where('id', 'in', [drawId, lapsedId]).execute()).every((d) => !d.shipped_at && !d.forfeited_at)).toBe(true);
    expect(await auditRows()).toHaveLength(rows);
    expect((await as('ship-all', 'POST', '/api/ops/annual/winners/ship-csv', { csv: `${drawId},SF,SF0001\n${lapsedId},SF,SF0002`, applyValid: true })).code).toBe(0);
    expect(await auditRows('annual.winners.import')).toMatchObject([{ operator: 'ship-all', target: String(drawId), after: { shipped: [{ drawId, carrier: 'SF', tracking: 'SF0001' }], refused: 1 } }]);
    expect((await as<{ forfeited: number }>('ed-all', 'POST', '/api/ops/annual/forfeit/run', {})).data.forfeited).toBe(1);
    expect(await auditRows('annual.forfeit.run')).toMatchObject([{ after: { forfeited: 1, draws: [lapsedId] } }]);
  });

  it('writes a row for each read of the winners (addresses are shown), with the page and count', async () => {
    const page = await as<{ list: { name?: string }[]; total: number }>('ship-all', 'GET', '/api/ops/annual/winners?eventId=anniv-test&state=all');
    expect(page.data.total).toBe(2);
    expect(page.data.list[0]!.name).toBe(CN_ADDRESS.name);
    expect((await as<{ list: unknown[] }>('ship-all', 'GET', '/api/ops/annual/winners/events')).data.list).toEqual([{ id: 'anniv-test', edition: 'cn', title: 'Anniversary', won: 2 }]);
    expect((await as<{ list: unknown[] }>('ship-jp', 'GET', '/api/ops/annual/winners/events')).data.list).toEqual([]);
    expect(await auditRows('annual.winners.read')).toMatchObject([{ operator: 'ship-all', edition: 'cn', target: 'anniv-test/all', after: { format: 'json', page: 1, rows: 2, addresses: true } }]);
  });
});
