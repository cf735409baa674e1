import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import type { OpsAuditEntry } from '@mecha/shared/ops/console-api';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { redact, writeAudit } from '../../platform/audit-log.ts';
import { addProduct, givePoints, mallPlayers } from '../mall/mall-test-kit.ts';
import { createOperator, login, opsCall } from '../operators/operators-test-kit.ts';

// The audit log (decision 0044): every successful operator change leaves exactly one row (written in the change's
// transaction where the area was converted, by the fallback hook elsewhere), a refused call none; the search; the
// log refuses UPDATE and DELETE.
describe.each(DB_KINDS)('operator audit log (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());

  /** An operator call as the bootstrap credential named `who`, with an optional X-Ops-Reason header. */
  const op = async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: object, o: { who?: string; reason?: string } = {}) =>
    body<T>(
      await t.app.inject({
        method,
        url,
        headers: { authorization: `Operator ${DEV_OPERATOR_TOKEN}`, 'x-operator': o.who ?? 'alice', 'accept-language': 'en', ...(o.reason ? { 'x-ops-reason': encodeURIComponent(o.reason) } : {}) },
        ...(payload === undefined ? {} : { payload }),
      }),
    );
  const rows = () => t.store.db.selectFrom('ops_audit_log').selectAll().orderBy('id').execute();

  it('writes exactly one row per successful change, in its area, and none for a refused one', async () => {
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 100);
    const product = await addProduct(t);
    const endsAt = Math.floor(t.clock.now().getTime() / 1000) + 3600;
    let suspension = 0;
    const feedback = (await t.store.db.insertInto('feedback').values({ yfy_uid: p!.yfyUid, role_uid: null, category: 'bug', text: 'Flicker', contact: null, screenshot: null, created_at: t.clock.now() }).returning('id').executeTakeFirstOrThrow()).id;
    const names = (en: string) => ({ en, 'zh-CN': en });
    const actEvent = {
      id: 'audit-act-cn', edition: 'cn', currency: 'CNY', titles: names('Spring rewards'), rules: names('Top up, claim.'), startsAt: endsAt + 86_400, endsAt: endsAt + 30 * 86_400,
      tiers: [{ id: 'small', thresholdMinor: 1000, prizes: [{ id: 'coin', names: names('Coins'), qty: 100 }] }],
    };
    const article = { slug: 'audit-article', category: 'official', editions: ['jp'], title: { en: 'Audited' }, summary: { en: 's' }, body: { en: '<p>x</p>' } };
    // [call, body, header reason, expected action, expected area]; the fallback's action is the route's URL.
    const calls: [string, () => object, string | undefined, string, string][] = [
      ['/api/ops/mall/points/adjust', () => ({ yfyUid: p!.yfyUid, amount: 50, reason: 'Stream giveaway' }), undefined, 'mall.points.adjust', 'players'],
      ['/api/ops/mall/suspensions', () => ({ yfyUid: p!.yfyUid, reason: 'Reselling', endsAt }), undefined, 'mall.suspension.set', 'players'],
      ['/api/ops/mall/suspensions/lift', () => ({ id: suspension }), 'Appeal', 'mall.suspension.lift', 'players'],
      ['/api/ops/mall/products/stock', () => ({ productId: product, delta: 5, reason: 'restock' }), undefined, 'mall.stock', 'catalogue'],
      ['/api/ops/mall/categories', () => ({ id: 'audit-cat', names: { en: 'Audit' } }), undefined, 'mall.category', 'catalogue'],
      ['/api/ops/articles', () => article, undefined, 'news.publish', 'content'],
      ['/api/ops/articles/unpublish', () => ({ slug: 'audit-article' }), undefined, 'news.unpublish', 'content'],
      ['/api/ops/banners', () => ({ slug: 'audit-banner', image: '/covers/x.svg', link: '#/pages/news/index/index', titles: { en: 'Banner' } }), undefined, 'news.banner', 'content'],
      ['/api/ops/versions', () => ({ version: '9.9.9', titles: { en: 'Audit notes' }, bodies: { en: '<p>x</p>' } }), undefined, 'news.version', 'content'],
      ['/api/ops/packs', () => ({ id: 'qzlb', titles: { en: 'Daily' }, items: [{ id: 'coin', qty: 7, names: { en: 'Coins' } }] }), undefined, 'welfare.pack', 'welfare'],
      ['/api/ops/pay/settings', () => ({ edition: 'cn', currency: 'CNY', monthlyCapMinor: 10000, pointsPerUnit: '2.5' }), undefined, 'pay.settings', 'pay'],
      ['/api/ops/pay/skus', () => ({ id: 'cn-audit', edition: 'cn', currency: 'CNY', names: { en: 'Audit crystals' }, priceMinor: 100, baseAmount: 10, standingBonus: 1, doublesFirst: false, points: 5, sort: -1 }), undefined, 'pay.sku', 'pay'],
      ['/api/ops/pay/skus/active', () => ({ id: 'cn-audit', active: false }), undefined, 'pay.sku.active', 'pay'],
      ['/api/ops/pay/methods', () => ({ edition: 'cn', id: 'wechat', names: { en: 'WeChat Pay' } }), undefined, 'pay.method', 'pay'],
      ['/api/ops/pay/methods/active', () => ({ edition: 'cn', id: 'wechat', active: false }), undefined, 'pay.method.active', 'pay'],
      ['/api/ops/mall/products', () => ({ id: 'audit-gundam', categoryId: 'audit-cat', names: { en: 'Mecha figure' }, descriptions: { en: 'A figure.' }, points: 300, stock: 5, regions: ['CN'], editions: ['cn'] }), undefined, 'mall.product.create', 'catalogue'],
      ['/api/ops/feedback/answer', () => ({ id: feedback, answer: 'Fixed in 2.5' }), undefined, 'feedback.answer', 'feedback'],
      ['/api/ops/act/events', () => actEvent, undefined, 'act.event', 'pay'],
      ['/api/ops/code-batches', () => ({ id: 'audit-batch', titles: { en: 'b' }, items: [{ id: 'coin', qty: 1, names: { en: 'Coins' } }], code: 'AUDIT2026', maxUses: 2 }), undefined, 'welfare.batch.create', 'welfare'],
      ['/api/ops/mall/draws/run', () => ({}), undefined, '/api/ops/mall/draws/run', 'catalogue'],
      ['/api/ops/act/forfeit-sweep', () => ({}), undefined, 'act.forfeit-sweep', 'pay'],
      ['/api/ops/annual/forfeit/run', () => ({}), undefined, 'annual.forfeit.run', 'annual'],
    ];
    for (const [url, payload, reason, action, area] of calls) {
      const before = (await rows()).length;
      const answer = await op<{ id?: number }>('POST', url, payload(), reason ? { reason } : {});
      expect(answer.code, url).toBe(0);
      if (url === '/api/ops/mall/suspensions') suspension = answer.data.id!;
      const after = await rows();
      expect(after.length, url).toBe(before + 1);
      expect(after.at(-1), url).toMatchObject({ operator: 'bootstrap:alice', role: 'admin', area, action, call: `POST ${url}` });
    }
    // The lift's reason came from the header; the adjustment's from the body.
    const all = await rows();
    expect(all.find((r) => r.action === 'mall.suspension.lift')!.reason).toBe('Appeal');
    expect(all.find((r) => r.action === 'pay.settings')).toMatchObject({ edition: 'cn', target: 'cn/CNY', after: { monthlyCapMinor: 10000, pointsPerUnit: '2.5' } });
    expect(all.find((r) => r.action === 'pay.sku.active')).toMatchObject({ edition: 'cn', target: 'cn-audit', before: { active: true }, after: { active: false } });
    expect(all.find((r) => r.action === 'feedback.answer')).toMatchObject({ target: `feedback:${feedback}`, before: { answer: null }, after: { answer: 'Fixed in 2.5' } });
    expect(all.find((r) => r.action === 'mall.points.adjust')).toMatchObject({ target: p!.yfyUid, reason: 'Stream giveaway', before: { balance: 100 }, after: { balance: 150, amount: 50 } });
    // Refused calls leave no row: no reason, an overdraft (its transaction rolls back), unknown article, bad input.
    const count = all.length;
    expect((await op('POST', '/api/ops/mall/points/adjust', { yfyUid: p!.yfyUid, amount: 5 })).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await op('POST', '/api/ops/mall/points/adjust', { yfyUid: p!.yfyUid, amount: -151, reason: 'too much' })).code).toBe(ERRORS.mallInsufficientPoints.code);
    expect((await op('POST', '/api/ops/articles/unpublish', { slug: 'no-such-article' })).code).toBe(ERRORS.notFound.code);
    expect((await op('POST', '/api/ops/mall/products/stock', { productId: product, delta: -1000, reason: 'x' })).code).toBe(ERRORS.mallOutOfStock.code);
    expect((await op('POST', '/api/ops/mall/suspensions/lift', { id: suspension }, { reason: 'again' })).code).toBe(ERRORS.notFound.code);
    expect((await op('GET', API.opsAudit)).code).toBe(0); // a read writes nothing
    expect(await rows()).toHaveLength(count);
  });

  it('keeps the row inside the transaction: a change that rolls back leaves none', async () => {
    const before = (await rows()).length;
    const req = { operator: { id: null, name: 'bootstrap:tx', role: 'admin', editions: 'all', via: 'bootstrap' }, routeOptions: { url: '/api/ops/mall/points/adjust' }, url: '/api/ops/mall/points/adjust', method: 'POST', body: { reason: 'r' }, headers: {}, server: t.app, opsAudited: false } as unknown as FastifyRequest;
    await expect(
      t.store.db.transaction().execute(async (trx) => {
        await writeAudit(trx, req, { action: 'test.rollback', target: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toHaveLength(before);
    await t.store.db.transaction().execute((trx) => writeAudit(trx, req, { action: 'test.commit', target: 'x', before: { n: 1 }, after: { n: 2, password: 'hunter2' } }));
    expect((await rows()).at(-1)).toMatchObject({ action: 'test.commit', area: 'players', reason: 'r', before: { n: 1 }, after: { n: 2, password: '[redacted]' } });
    expect(req.opsAudited).toBe(true);
  });

  it('redacts secrets and summarises CSV bodies', () => {
    expect(redact({ name: 'bob', password: 'x', totp: '123456', nested: { token: 'abc' }, csv: 'a,b\n1,2\n3,4\n' })).toEqual({ name: 'bob', password: '[redacted]', totp: '[redacted]', nested: { token: '[redacted]' }, csv: '[csv: 3 lines]' });
    expect(redact({ current: 'old password', next: 'new password 123', totp: '123456' })).toEqual({ current: '[redacted]', next: '[redacted]', totp: '[redacted]' });
  });

  it('is append-only: UPDATE and DELETE are refused', async () => {
    const [row] = await rows();
    await expect(t.store.db.updateTable('ops_audit_log').set({ reason: 'rewritten' }).where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    await expect(t.store.db.deleteFrom('ops_audit_log').where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    expect((await rows())[0]).toEqual(row);
  });

  it('searches newest first with keyset paging and filters (operator, area, edition, time, escaped free text)', async () => {
    const base = new Date('2030-01-01T00:00:00Z');
    const mk = (i: number, v: Partial<{ operator: string; area: string; edition: string | null; action: string; target: string | null; reason: string | null }>) => ({
      at: new Date(base.getTime() + i * 60_000), operator: v.operator ?? 'search-op', role: 'admin', area: v.area ?? 'content', action: v.action ?? `search.${i}`, call: 'POST /x',
      edition: v.edition ?? null, target: v.target ?? null, before: null, after: null, reason: v.reason ?? null,
    });
    await t.store.db.insertInto('ops_audit_log').values([
      mk(0, { edition: 'jp', action: 'search.100%_done' }),
      mk(1, { edition: 'cn', action: 'search.100x_done' }),
      mk(2, { area: 'pay', target: 'ORDER-77', reason: 'Chargeback from bank' }),
      mk(3, { operator: 'search-other', reason: 'typo fix' }),
      mk(4, { edition: 'jp' }),
    ]).execute();
    type Page = { list: OpsAuditEntry[]; next: number | null };
    const search = async (q: string) => {
      const r = await op<Page>('GET', `${API.opsAudit}?${q}`);
      expect(r.code, q).toBe(0);
      return r.data;
    };
    const actions = async (q: string) => (await search(q)).list.map((e) => e.action);
    // Paging: pages of 2 over one operator's 4 rows, newest first, no repeats.
    const seen: number[] = [];
    let page = await search('operator=search-op&size=2');
    seen.push(...page.list.map((e) => e.id));
    while (page.next !== null) {
      page = await search(`operator=search-op&size=2&before=${page.next}`);
      seen.push(...page.list.map((e) => e.id));
    }
    expect(seen).toHaveLength(4);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(await actions('operator=search-other')).toEqual(['search.3']);
    expect(await actions('operator=search-op&area=pay')).toEqual(['search.2']);
    expect(await actions('operator=search-op&edition=jp')).toEqual(['search.4', 'search.100%_done']);
    const from = Math.floor(base.getTime() / 1000) + 60;
    expect(await actions(`operator=search-op&from=${from}&to=${from + 120}`)).toEqual(['search.2', 'search.100x_done']);
    // Free text over action, target and reason, case-insensitive; % and _ match themselves only.
    expect(await actions(`q=${encodeURIComponent('100%_')}`)).toEqual(['search.100%_done']);
    expect(await actions('q=order-77')).toEqual(['search.2']);
    expect(await actions('q=CHARGEBACK')).toEqual(['search.2']);
    const hit = (await search('q=typo')).list[0]!;
    expect(hit).toMatchObject({ operator: 'search-other', role: 'admin', area: 'content', call: 'POST /x', edition: null, reason: 'typo fix', at: from + 120 });
    // Bounded input.
    expect((await op('GET', `${API.opsAudit}?size=101`)).code).toBe(ERRORS.paramError.code);
    expect((await op('GET', `${API.opsAudit}?area=nowhere`)).code).toBe(ERRORS.paramError.code);
    expect((await t.app.inject({ url: API.opsAudit })).statusCode).toBe(401);
  });

  it('refused by role leaves no row; an operator scoped to some editions sees their rows and rows of none', async () => {
    const secret = await createOperator(t, 'audit-support-jp', 'support', ['jp']);
    const session = await login(t, 'audit-support-jp', secret);
    const count = (await rows()).length;
    const refused = await opsCall(t, 'POST', '/api/ops/mall/products/stock', session, { productId: 'x', delta: 1, reason: 'not mine' });
    expect(refused.code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await rows()).slice(count).filter((r) => r.action !== 'console.login')).toEqual([]);
    const seen = await opsCall<{ list: OpsAuditEntry[] }>(t, 'GET', `${API.opsAudit}?operator=search-op&size=100`, session);
    expect(seen.code).toBe(0);
    expect(new Set(seen.data.list.map((e) => e.edition))).toEqual(new Set(['jp', null]));
  });
});
