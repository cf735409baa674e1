import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { DEV_OPERATOR_TOKEN } from '../../../config.ts';
import { CN_ADDRESS, addProduct, givePoints, ledgerMismatches, mallCaller, mallPlayers } from '../mall-test-kit.ts';
import { opsCaller } from './ops-test-kit.ts';

// Operators and accounts: points adjustments through the ledger, suspensions, abnormal points.
describe.each(DB_KINDS)('mall operators: points, suspensions, abnormal accounts (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { mallExchangesPerMinute: 100_000 });
  });
  afterAll(() => t.close());
  const op = () => opsCaller(t);
  /** Lifting takes its reason in the X-Ops-Reason header (the body is only the id). */
  const lift = async (id: number, reason: string) =>
    body(await t.app.inject({ method: 'POST', url: '/api/ops/mall/suspensions/lift', headers: { authorization: `Operator ${DEV_OPERATOR_TOKEN}`, 'x-ops-reason': encodeURIComponent(reason) }, payload: { id } }));

  it('refuses without the operator credential', async () => {
    expect((await opsCaller(t, 'wrong-token')('POST', '/api/ops/mall/points/adjust', { yfyUid: 'x', amount: 1, reason: 'r' })).code).toBe(ERRORS.opsSessionRequired.code);
    expect((await t.app.inject({ url: '/api/ops/mall/abnormal' })).statusCode).toBe(401);
  });

  it('adjusts points with a reason the player sees, refuses 0, unbounded, overdrafts and unknown accounts', async () => {
    const [p] = await mallPlayers(t, 1);
    const add = await op()('POST', '/api/ops/mall/points/adjust', { yfyUid: p!.yfyUid, amount: 500, reason: 'Stream giveaway' });
    expect(add).toMatchObject({ code: 0, data: { amount: 500, balance: 500 } });
    expect((await op()('POST', '/api/ops/mall/points/adjust', { yfyUid: p!.yfyUid, amount: -200, reason: 'correction' })).data).toMatchObject({ balance: 300 });
    expect((await op()('POST', '/api/ops/mall/points/adjust', { yfyUid: p!.yfyUid, amount: -301, reason: 'too much' })).code).toBe(ERRORS.mallInsufficientPoints.code);
    expect((await op()('POST', '/api/ops/mall/points/adjust', { yfyUid: p!.yfyUid, amount: 0, reason: 'zero' })).code).toBe(ERRORS.paramError.code);
    expect((await op()('POST', '/api/ops/mall/points/adjust', { yfyUid: p!.yfyUid, amount: 10_000_001, reason: 'huge' })).code).toBe(ERRORS.paramError.code);
    // No reason: the guard refuses before anything else (a reason is mandatory for points).
    expect((await op()('POST', '/api/ops/mall/points/adjust', { yfyUid: p!.yfyUid, amount: 5, reason: '' })).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await op()('POST', '/api/ops/mall/points/adjust', { yfyUid: p!.yfyUid, amount: 5 })).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await op()('POST', '/api/ops/mall/points/adjust', { yfyUid: p!.yfyUid, amount: 5, reason: 'x'.repeat(201) })).code).toBe(ERRORS.paramError.code);
    expect((await op()('POST', '/api/ops/mall/points/adjust', { yfyUid: 'h5-nobody', amount: 5, reason: 'who' })).code).toBe(ERRORS.notFound.code);
    const history = await mallCaller(t, p!)<{ list: { type: string; amount: number; reason: string }[] }>('GET', API.scoreHistory);
    expect(history.data.list.map((e) => [e.type, e.amount, e.reason])).toEqual([['adjust', -200, 'correction'], ['adjust', 500, 'Stream giveaway']]);
    expect((await ledgerMismatches(t)).mismatched).toEqual([]);
  });

  it('suspends an account (exchanges refused, reads fine), lists and lifts it', async () => {
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 1000);
    const id = await addProduct(t);
    const endsAt = Math.floor(t.clock.now().getTime() / 1000) + 3600;
    const s = await op()<{ id: number }>('POST', '/api/ops/mall/suspensions', { yfyUid: p!.yfyUid, reason: 'Reselling', endsAt });
    expect(s.code).toBe(0);
    expect((await mallCaller(t, p!)('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS })).code).toBe(ERRORS.mallSuspended.code);
    expect((await mallCaller(t, p!)('GET', API.scoreMe)).data).toMatchObject({ suspension: { reason: 'Reselling', endsAt } });
    const inForce = await op()<{ list: { id: number; yfyUid: string; inForce: boolean }[] }>('GET', '/api/ops/mall/suspensions');
    expect(inForce.data.list).toContainEqual(expect.objectContaining({ id: s.data.id, yfyUid: p!.yfyUid, inForce: true }));
    expect((await op()('POST', '/api/ops/mall/suspensions/lift', { id: s.data.id })).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await lift(s.data.id, 'Appeal accepted')).code).toBe(0);
    expect((await lift(s.data.id, 'again')).code).toBe(ERRORS.notFound.code);
    expect((await mallCaller(t, p!)('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS })).code).toBe(0);
    const mine = await op()<{ list: { inForce: boolean; liftedAt: number | null }[] }>('GET', `/api/ops/mall/suspensions?yfyUid=${p!.yfyUid}`);
    expect(mine.data.list).toEqual([expect.objectContaining({ inForce: false, liftedAt: expect.any(Number) })]);
    expect((await op()('POST', '/api/ops/mall/suspensions', { yfyUid: p!.yfyUid, reason: 'past', endsAt: endsAt - 7200 })).code).toBe(ERRORS.paramError.code);
  });

  it('lists accounts whose balance disagrees with their ledger', async () => {
    const [a, b] = await mallPlayers(t, 2);
    await givePoints(t, a!.yfyUid, 100);
    await givePoints(t, b!.yfyUid, 100);
    await t.store.db.updateTable('points_accounts').set({ balance: 250 }).where('yfy_uid', '=', b!.yfyUid).execute();
    const list = await op()<{ list: { yfyUid: string; balance: number; ledgerSum: number }[] }>('GET', '/api/ops/mall/abnormal');
    expect(list.data.list).toEqual([{ yfyUid: b!.yfyUid, balance: 250, ledgerSum: 100 }]);
    await t.store.db.updateTable('points_accounts').set({ balance: 100 }).where('yfy_uid', '=', b!.yfyUid).execute();
  });
});
