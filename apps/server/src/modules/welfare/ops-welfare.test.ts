import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { WELFARE_OPS, type BatchCreated, type BatchDeactivation, type BatchPage, type OpsPack, type SigninDay } from '@mecha/shared/welfare/ops-api';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';
import { splitCsvLine } from '../../platform/csv.ts';
import { BOOTSTRAP, createOperator, login, opsCall } from '../operators/operators-test-kit.ts';

const items = [{ id: 'coin', qty: 100, names: { en: 'Coins', 'zh-CN': '金币', 'zh-HK': '金幣', ja: 'コイン' } }];
const batch = (id: string, extra: object) => ({ id, titles: { en: id }, items, ...extra });

// The welfare console's calls (decision 0047): packs and sign-in read and changed with the audit row in the change's
// transaction; campaigns listed with usage, created with a dry run, exported as formula-safe CSV and deactivated;
// every change refused to the wrong role and the wrong edition.
describe.each(DB_KINDS)('welfare operators (%s)', (kind) => {
  let t: TestApp;
  let editorAll: string;
  let editorHk: string;
  let support: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    editorAll = await login(t, 'w-editor', await createOperator(t, 'w-editor', 'editor', 'all'));
    editorHk = await login(t, 'w-editor-hk', await createOperator(t, 'w-editor-hk', 'editor', ['hk']));
    support = await login(t, 'w-support', await createOperator(t, 'w-support', 'support', 'all'));
  });
  afterAll(() => t.close());

  const audit = (action: string) => t.store.db.selectFrom('ops_audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const get = <T>(url: string, who = editorAll) => opsCall<T>(t, 'GET', url, who);
  const post = <T>(url: string, payload: unknown, who = editorAll) => opsCall<T>(t, 'POST', url, who, payload);

  it('reads the packs with claims and changes one with its before and after in the audit log', async () => {
    const packs = (await get<{ packs: OpsPack[] }>(WELFARE_OPS.packs)).data.packs;
    expect(packs.map((p) => p.id)).toEqual(['xslb', 'qzlb', 'mzlb', 'dylb']);
    expect(packs[0]).toMatchObject({ active: true, claims: 0, titles: { en: 'Newcomer pack' } });
    expect((await post(WELFARE_OPS.packs, { id: 'qzlb', titles: { en: 'Daily crate' }, items, active: false })).code).toBe(0);
    expect((await get<{ packs: OpsPack[] }>(WELFARE_OPS.packs)).data.packs.find((p) => p.id === 'qzlb')).toMatchObject({ active: false, titles: { en: 'Daily crate' } });
    const [row] = await audit('welfare.pack');
    expect(row).toMatchObject({ operator: 'w-editor', target: 'qzlb', before: { active: true }, after: { active: false } });
    // Site-wide: an operator of one edition may read but not change; support may do neither.
    expect((await get(WELFARE_OPS.packs, editorHk)).code).toBe(0);
    expect((await post(WELFARE_OPS.packs, { id: 'qzlb', titles: { en: 'x' }, items }, editorHk)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await get(WELFARE_OPS.packs, support)).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await opsCall(t, 'GET', WELFARE_OPS.packs)).code).toBe(ERRORS.opsSessionRequired.code);
    expect(await audit('welfare.pack')).toHaveLength(1);
  });

  it('reads and changes the 7 sign-in days at once; a bad strip changes nothing', async () => {
    const days = (await get<{ days: SigninDay[] }>(WELFARE_OPS.signin)).data.days;
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const next = days.map((d) => (d.day === 7 ? { ...d, items } : d));
    expect((await post<{ days: SigninDay[] }>(WELFARE_OPS.signin, { days: next })).data.days[6]!.items).toEqual(items);
    const [row] = await audit('welfare.signin');
    expect((row!.before as SigninDay[])[6]!.items[0]!.id).toBe('paint-neon-pulse');
    expect((row!.after as SigninDay[])[6]!.items[0]!.id).toBe('coin');
    expect((await post(WELFARE_OPS.signin, { days: next.slice(0, 6) })).code).toBe(ERRORS.paramError.code);
    expect((await post(WELFARE_OPS.signin, { days: next.map((d) => ({ ...d, day: 1 })) })).code).toBe(ERRORS.paramError.code);
    expect((await post(WELFARE_OPS.signin, { days: next }, editorHk)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await post(WELFARE_OPS.signin, { days: next }, support)).code).toBe(ERRORS.opsRoleForbidden.code);
    expect(await audit('welfare.signin')).toHaveLength(1);
  });

  it('creates a batch after a dry run that writes nothing; the edition and shape are guarded', async () => {
    const dry = await post<BatchCreated>(WELFARE_OPS.batches, batch('hk-flyer', { edition: 'hk', count: 5, dryRun: true }), editorHk);
    expect(dry.data).toMatchObject({ dryRun: true, count: 5, capacity: 5, edition: 'hk', kind: 'unique', codes: [] });
    expect(await t.store.db.selectFrom('redeem_batches').select('id').where('id', '=', 'hk-flyer').execute()).toEqual([]);
    expect(await audit('welfare.batch.create')).toHaveLength(0);
    const made = await post<BatchCreated>(WELFARE_OPS.batches, batch('hk-flyer', { edition: 'hk', count: 5 }), editorHk);
    expect(made.data.codes).toHaveLength(5);
    const [row] = await audit('welfare.batch.create');
    expect(row).toMatchObject({ operator: 'w-editor-hk', edition: 'hk', target: 'hk-flyer', after: { count: 5 } });
    expect(JSON.stringify(row!.after)).not.toContain(made.data.codes[0]!);

    expect((await post(WELFARE_OPS.batches, batch('jp-flyer', { edition: 'jp', count: 5 }), editorHk)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await post(WELFARE_OPS.batches, batch('all-flyer', { count: 5 }), editorHk)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await post(WELFARE_OPS.batches, batch('x-flyer', { count: 5 }), support)).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await post(WELFARE_OPS.batches, batch('both', { count: 5, code: 'BOTH1234' }))).code).toBe(ERRORS.welfareBatchShape.code);
    expect((await post(WELFARE_OPS.batches, batch('none', {}))).code).toBe(ERRORS.welfareBatchShape.code);
    expect((await post(WELFARE_OPS.batches, batch('hk-flyer', { count: 1, dryRun: true }))).code).toBe(ERRORS.conflict.code);
    expect((await post(WELFARE_OPS.batches, batch('bad\u0000id', { count: 1 }))).code).toBe(ERRORS.paramError.code);
    // A refused shared code rolls back the whole batch, audit row included.
    await post(WELFARE_OPS.batches, batch('live-a', { code: 'LIVEONE1', maxUses: 3 }));
    expect((await post(WELFARE_OPS.batches, batch('live-b', { code: 'LIVEONE1', maxUses: 3 }))).code).toBe(ERRORS.conflict.code);
    expect((await audit('welfare.batch.create')).map((r) => r.target)).toEqual(['hk-flyer', 'live-a']);
    // Racing creations of one batch: the key refuses all but one, and only the one that stayed has its audit row.
    const race = await Promise.all(Array.from({ length: 6 }, (_, i) => post(WELFARE_OPS.batches, batch('race-batch', { code: `RACE000${i}`, maxUses: 2 }))));
    expect(race.filter((r) => r.code === 0)).toHaveLength(1);
    for (const r of race) expect([0, ERRORS.conflict.code, ERRORS.systemBusy.code]).toContain(r.code);
    expect((await audit('welfare.batch.create')).filter((r) => r.target === 'race-batch')).toHaveLength(1);
    expect(await t.store.db.selectFrom('redeem_codes').select('code').where('batch_id', '=', 'race-batch').execute()).toHaveLength(1);
  });

  it('lists batches paged with usage, exports codes as formula-safe CSV (audited) and deactivates with a dry run', async () => {
    const made = await post<BatchCreated>(WELFARE_OPS.batches, batch('-2-3', { count: 3 }));
    const token = await loginWithCode(t.app, (await sampleUids(t.app, 1))[0]!);
    const redeemed = await t.app.inject({ method: 'POST', url: '/api/welfare/redeem', headers: auth(token), payload: { code: made.data.codes[0] } });
    expect(body(redeemed).code).toBe(0);

    const page = (await get<BatchPage>(`${WELFARE_OPS.batches}?sort=uses&dir=desc&size=2`)).data;
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list).toHaveLength(2);
    expect(page.list[0]).toMatchObject({ id: '-2-3', codes: 3, used: 1, remaining: 2, active: true });
    expect(page.list[0]!.lastUseAt).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect((await get<BatchPage>(`${WELFARE_OPS.batches}?search=live`)).data.list.map((b) => b.id)).toEqual(['live-a']);
    // An HK editor sees HK and site-wide batches; a JP filter is refused.
    const hk = (await get<BatchPage>(`${WELFARE_OPS.batches}?edition=hk`, editorHk)).data.list.map((b) => b.id);
    expect(hk).toEqual(['hk-flyer']);
    expect((await get(`${WELFARE_OPS.batches}?edition=jp`, editorHk)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await get(`${WELFARE_OPS.batches}?size=1000`)).code).toBe(ERRORS.paramError.code);

    const csv = await t.app.inject({ url: `${WELFARE_OPS.batchCodes}?id=-2-3`, headers: { authorization: `Operator ${editorAll}` } });
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('code,batch,edition,maxUses,uses,state,expiresAt');
    expect(lines).toHaveLength(4);
    const states = lines.slice(1).map((l) => splitCsvLine(l)!);
    for (const cells of states) expect(cells[1]).toBe("'-2-3"); // the id starts with '-': inert in a spreadsheet
    expect(states.find((c) => c[0] === made.data.codes[0])![5]).toBe('used');
    expect(states.filter((c) => c[5] === 'unused')).toHaveLength(2);
    expect(await audit('welfare.batch.export')).toMatchObject([{ operator: 'w-editor', target: '-2-3', after: { codes: 3 } }]);
    expect((await get(`${WELFARE_OPS.batchCodes}?id=-2-3`, editorHk)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await get(`${WELFARE_OPS.batchCodes}?id=nope-nope`)).code).toBe(ERRORS.welfareBatchNotFound.code);

    const dry = await post<BatchDeactivation>(WELFARE_OPS.batchDeactivate, { id: '-2-3', dryRun: true });
    expect(dry.data).toMatchObject({ dryRun: true, unusedCodes: 2, remaining: 2 });
    expect((await get<BatchPage>(`${WELFARE_OPS.batches}?search=-2-3`)).data.list[0]!.active).toBe(true);
    expect((await post(WELFARE_OPS.batchDeactivate, { id: '-2-3' })).code).toBe(ERRORS.opsReasonRequired.code);
    expect((await post(WELFARE_OPS.batchDeactivate, { id: '-2-3', reason: 'Leaked' }, editorHk)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await post(WELFARE_OPS.batchDeactivate, { id: '-2-3', reason: 'Leaked' })).data).toMatchObject({ dryRun: false, unusedCodes: 2 });
    expect(await audit('welfare.batch.deactivate')).toMatchObject([{ target: '-2-3', reason: 'Leaked', after: { unusedCodes: 2 } }]);
    expect((await get<BatchPage>(`${WELFARE_OPS.batches}?active=no`)).data.list.map((b) => b.id)).toEqual(['-2-3']);
    expect((await post(WELFARE_OPS.batchDeactivate, { id: '-2-3', reason: 'again' })).code).toBe(ERRORS.welfareBatchInactive.code);
    const late = await t.app.inject({ method: 'POST', url: '/api/welfare/redeem', headers: auth(token), payload: { code: made.data.codes[1] } });
    expect(body(late).code).toBe(ERRORS.redeemExpired.code);
    // The bootstrap credential (CLI automation) reads the codes as JSON holding the same server-made CSV.
    const json = await opsCall<{ csv: string; codes: number }>(t, 'GET', `${WELFARE_OPS.batchCodes}?id=-2-3&format=json`, BOOTSTRAP);
    expect(json.data.codes).toBe(3);
  });
});
