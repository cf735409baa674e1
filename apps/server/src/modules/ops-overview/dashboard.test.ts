import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import type { OpsDashboard } from '@mecha/shared/ops/console-api';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { DAY, unixSeconds } from '../../platform/clock.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches } from '../../../test/matches.ts';
import { CN_ADDRESS, addProduct, givePoints, mallCaller, mallPlayers, type MallPlayer } from '../mall/mall-test-kit.ts';
import { newOrder, notificationFor, signedNotification } from '../pay/pay-test-kit.ts';
import { grantOnce } from '../welfare/grants.ts';
import { consoleCaller, operatorToken } from './overview-test-kit.ts';

// The dashboard's figures against a fixture made here: each figure equals what was made (and nothing made the
// day before, or more than an hour ago, counts), and an operator scoped to HK counts HK only.
describe.each(DB_KINDS)('console dashboard (%s)', (kind) => {
  let t: TestApp;
  let cn: MallPlayer[];
  let hk: MallPlayer;
  let now: Date;
  const admin = () => consoleCaller(t, DEV_OPERATOR_TOKEN);

  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    // Noon in UTC+8 today, so "today" is the same day in every edition's zone.
    const today = new Date();
    t.clock.set(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 4));
    now = t.clock.now();
    // Bound yesterday (not counted), then today: two cn roles and one hk role.
    t.clock.set(now.getTime() - DAY);
    await mallPlayers(t, 1, { edition: 'cn' });
    t.clock.set(now);
    cn = await mallPlayers(t, 2, { edition: 'cn' });
    const hkUid = (await t.store.db.selectFrom('sim_roles').select('uid').where('edition', '=', 'hk').where('region', '=', 'HK').orderBy('uid').executeTakeFirstOrThrow()).uid;
    hk = (await mallPlayers(t, 1, { uids: [hkUid] }))[0]!;

    // Matches: one received two hours ago, two now.
    const uids = (await t.store.db.selectFrom('sim_roles').select('uid').where('edition', '=', 'cn').orderBy('uid', 'desc').limit(4).execute()).map((r) => r.uid);
    t.clock.set(now.getTime() - 2 * 3600_000);
    expect((await postMatches(t.app, [duel('ov-old', unixSeconds(t.clock.now()) - 600, uids[0]!, uids[1]!)], { nowS: unixSeconds(t.clock.now()) })).statusCode).toBe(200);
    t.clock.set(now);
    const nowS = unixSeconds(now);
    expect((await postMatches(t.app, [duel('ov-1', nowS - 600, uids[0]!, uids[1]!), duel('ov-2', nowS - 300, uids[2]!, uids[3]!)], { nowS })).statusCode).toBe(200);

    // Top-ups paid through the sandbox: cn 6.00 CNY and 30.00 CNY, hk 8.00 HKD; a cn order left unpaid.
    const pay = async (p: MallPlayer, skuId: string, method: string) => {
      const o = await newOrder(t.app, p.token, { uid: p.uid, skuId, method }, p.edition);
      expect(body(await t.app.inject(signedNotification(t.clock, await notificationFor(t.store.db, o.orderId, 'paid', t.clock)))).code).toBe(0);
    };
    await pay(cn[0]!, 'cn-60', 'alipay');
    await pay(cn[1]!, 'cn-300', 'alipay');
    await pay(hk, 'hk-60', 'alipayhk');
    await newOrder(t.app, cn[0]!.token, { uid: cn[0]!.uid, skuId: 'cn-680', method: 'alipay' }, 'cn');

    // A mall order awaiting shipment (cn), a feedback (cn), a reward mail not yet delivered (hk), approvals (cn, hk).
    await givePoints(t, cn[0]!.yfyUid, 500);
    const productId = await addProduct(t);
    expect((await mallCaller(t, cn[0]!)('POST', API.scoreOrder, { productId, address: CN_ADDRESS })).code).toBe(0);
    expect(body(await t.app.inject({ method: 'POST', url: API.feedback, headers: auth(cn[1]!.token), payload: { category: 'bug', text: 'The result screen flickers.' } })).code).toBe(0);
    await grantOnce(t.store.db, now, {
      owner: hk.uid, source: 'pack', ref: 'ov-test', period: 'once', yfyUid: hk.yfyUid, roleUid: hk.uid,
      items: [{ id: 'crystal', qty: 10, names: { en: 'Crystal' } }], titles: { en: 'Test pack' }, mailLanguage: 'zh-HK',
    });
    for (const edition of ['cn', 'hk']) {
      await t.store.db
        .insertInto('ops_approvals')
        .values({ kind: 'points-adjust', payload: JSON.stringify({ yfyUid: cn[0]!.yfyUid, amount: 5000 }), edition, reason: 'prize', requested_by: 'someone', requested_at: now })
        .execute();
    }
  });
  afterAll(() => t.close());

  it('counts what was made: bound today, matches of the last hour, payments per edition, awaiting, undelivered, open', async () => {
    const res = await admin()<OpsDashboard>('GET', API.opsDashboard);
    expect(res.code).toBe(0);
    const d = res.data;
    expect(d.now).toBe(unixSeconds(now));
    expect(d.playersBoundToday).toBe(3);
    expect(d.matchesLastHour).toBe(2);
    expect(d.lastMatchAt).toBe(unixSeconds(now));
    expect(d.payments).toEqual([
      { edition: 'cn', currency: 'CNY', orders: 2, revenue: 600 + 3000 },
      { edition: 'global', currency: 'USD', orders: 0, revenue: 0 },
      { edition: 'hk', currency: 'HKD', orders: 1, revenue: 800 },
      { edition: 'hk', currency: 'TWD', orders: 0, revenue: 0 },
      { edition: 'jp', currency: 'JPY', orders: 0, revenue: 0 },
    ]);
    expect(d.ordersAwaitingShipment).toBe(1);
    expect(d.undeliveredMails).toBe(1);
    expect(d.undeliveredPayments).toBe(3);
    expect(d.openFeedback).toBe(1);
    expect(d.pendingApprovals).toBe(2);
  });

  it('counts only HK rows for an editor scoped to HK', async () => {
    const editor = consoleCaller(t, await operatorToken(t, 'editor', ['hk']));
    const d = (await editor<OpsDashboard>('GET', API.opsDashboard)).data;
    expect(d.payments).toEqual([
      { edition: 'hk', currency: 'HKD', orders: 1, revenue: 800 },
      { edition: 'hk', currency: 'TWD', orders: 0, revenue: 0 },
    ]);
    expect(d).toMatchObject({ playersBoundToday: 1, ordersAwaitingShipment: 0, undeliveredMails: 1, undeliveredPayments: 1, openFeedback: 0, pendingApprovals: 1 });
    // Matches carry no edition: everyone sees the same.
    expect(d.matchesLastHour).toBe(2);
  });

  it('leaves out a refunded payment, and the day rolls over in each edition\'s zone', async () => {
    const refunded = await t.store.db.selectFrom('pay_orders').select('id').where('edition', '=', 'cn').where('state', '=', 'success').where('price_minor', '=', 3000).executeTakeFirstOrThrow();
    expect((await admin()('POST', '/api/ops/pay/refund', { orderId: refunded.id, reason: 'test refund' })).code).toBe(0);
    expect((await admin()<OpsDashboard>('GET', API.opsDashboard)).data.payments[0]).toEqual({ edition: 'cn', currency: 'CNY', orders: 1, revenue: 600 });
    // 16:00 UTC is midnight in UTC+8: a new day there (nothing paid, nobody bound), still the same day in UTC.
    t.clock.set(now.getTime() + 12 * 3600_000);
    const later = (await admin()<OpsDashboard>('GET', API.opsDashboard)).data;
    expect(later).toMatchObject({ playersBoundToday: 0, matchesLastHour: 0, lastMatchAt: unixSeconds(now) });
    expect(later.payments.filter((p) => p.orders > 0)).toEqual([]);
    t.clock.set(now);
  });

  it('refuses without a credential', async () => {
    expect((await consoleCaller(t, 'nope')('GET', API.opsDashboard)).code).toBe(ERRORS.opsSessionRequired.code);
  });
});
