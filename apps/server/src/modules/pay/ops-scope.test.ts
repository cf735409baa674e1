import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { BOOTSTRAP, createOperator, login, opsCall } from '../operators/operators-test-kit.ts';
import { paidOrder, playerOf } from '../act/act.fixtures.ts';

// Top-up operators held to their editions (issue 15, decision 0048): an HK-only support operator finds only HK
// orders and cannot change a Japanese SKU; a refused change leaves no audit row; a SKU id keeps its edition.
describe.each(DB_KINDS)('top-up operators: editions and audit rows (%s)', (kind) => {
  let t: TestApp;
  let hkSupport: string;
  let editor: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    hkSupport = await login(t, 'hk-support', await createOperator(t, 'hk-support', 'support', ['hk']));
    editor = await login(t, 'hk-editor', await createOperator(t, 'hk-editor', 'editor', ['hk']));
  });
  afterAll(() => t.close());

  // jsonb comes back parsed (PostgreSQL) or as text, by driver.
  const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
  const auditRows = (action: string) => t.store.db.selectFrom('ops_audit_log').selectAll().where('action', '=', action).execute();
  const skuActive = async (id: string) => (await t.store.db.selectFrom('pay_skus').select('active').where('id', '=', id).executeTakeFirstOrThrow()).active;

  it('finds only the operator editions’ orders', async () => {
    const hk = await playerOf(t, 'hk');
    const jp = await playerOf(t, 'jp');
    await paidOrder(t, hk, 'HKD', 800, t.clock.now());
    await paidOrder(t, jp, 'JPY', 120, t.clock.now());
    const search = async (uid: string, who: string) => (await opsCall<{ list: { edition: string }[] }>(t, 'GET', `/api/ops/pay/orders?uid=${uid}`, who)).data.list;
    expect((await search(hk.uid, hkSupport)).map((o) => o.edition)).toEqual(['hk']);
    expect(await search(jp.uid, hkSupport)).toEqual([]);
    expect((await search(jp.uid, BOOTSTRAP)).map((o) => o.edition)).toEqual(['jp']);
    const undelivered = (await opsCall<{ list: { uid: string }[] }>(t, 'GET', '/api/ops/pay/undelivered', hkSupport)).data.list;
    expect(undelivered.map((o) => o.uid)).not.toContain(jp.uid);
  });

  it('refuses a Japanese SKU to an HK operator, and leaves no audit row', async () => {
    const before = (await auditRows('pay.sku.active')).length;
    expect((await opsCall(t, 'POST', '/api/ops/pay/skus/active', hkSupport, { id: 'jp-60', active: false })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect(await skuActive('jp-60')).toBe(true);
    // Naming hk in the body does not let the JP row be overwritten either.
    const sku = { id: 'jp-60', edition: 'hk', currency: 'HKD', names: { en: 'Moved' }, priceMinor: 1, baseAmount: 1 };
    expect((await opsCall(t, 'POST', '/api/ops/pay/skus', hkSupport, sku)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'POST', '/api/ops/pay/skus', hkSupport, { ...sku, edition: 'jp', currency: 'JPY' })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'GET', '/api/ops/pay/catalogue?edition=jp', hkSupport)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await auditRows('pay.sku.active')).length).toBe(before);
    expect(await auditRows('pay.sku')).toEqual([]);
    // The role that has no top-up area at all.
    expect((await opsCall(t, 'POST', '/api/ops/pay/skus/active', editor, { id: 'hk-60', active: false })).code).toBe(ERRORS.opsRoleForbidden.code);
  });

  it('changes its own edition with one audit row in the change, before and after', async () => {
    expect((await opsCall(t, 'POST', '/api/ops/pay/skus/active', hkSupport, { id: 'hk-60', active: false })).code).toBe(0);
    expect(await skuActive('hk-60')).toBe(false);
    const rows = await auditRows('pay.sku.active');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator: 'hk-support', edition: 'hk', target: 'hk-60', call: 'POST /api/ops/pay/skus/active' });
    expect([json(rows[0]!.before), json(rows[0]!.after)]).toEqual([{ active: true }, { active: false }]);
    expect((await opsCall(t, 'POST', '/api/ops/pay/methods/active', hkSupport, { edition: 'hk', id: 'nope', active: false })).code).toBe(ERRORS.payMethodUnavailable.code);
    expect(await auditRows('POST /api/ops/pay/methods/active')).toEqual([]); // refused: not even the fallback row
  });

  it('keeps a SKU id in its edition, and bounds the inputs', async () => {
    const sku = { id: 'cn-60', edition: 'hk', currency: 'HKD', names: { en: 'Moved' }, priceMinor: 1, baseAmount: 1 };
    expect((await opsCall(t, 'POST', '/api/ops/pay/skus', BOOTSTRAP, sku)).code).toBe(ERRORS.paySkuEditionFixed.code);
    expect(await auditRows('pay.sku')).toEqual([]);
    for (const bad of [{ priceMinor: 0 }, { priceMinor: 100_000_001 }, { id: 'Bad Id' }, { names: { en: 'x'.repeat(5000) } }, { sort: 1.5 }, { extra: 1 }]) {
      const res = await opsCall(t, 'POST', '/api/ops/pay/skus', BOOTSTRAP, { ...sku, id: 'hk-new', ...bad });
      expect([bad, res.code]).toEqual([bad, expect.toSatisfy((c: number) => c === ERRORS.paramError.code || c === ERRORS.payUnknownSku.code)]);
    }
    expect((await opsCall(t, 'POST', '/api/ops/pay/settings', BOOTSTRAP, { edition: 'hk', currency: 'HKD', monthlyCapMinor: null, pointsPerUnit: '1e5' })).code).toBe(ERRORS.paramError.code);
  });
});
