import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import type { OpsApproval } from '@mecha/shared/ops/console-api';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { givePoints, ledgerMismatches, mallPlayers } from '../mall/mall-test-kit.ts';
import { PointsService } from '../points/points.service.ts';

// Two-operator approvals (decision 0044): an adjustment above the threshold waits; a second operator approves
// (applied once, in the same transaction as its audit row) or rejects it; the operator who asked cannot decide.
describe.each(DB_KINDS)('approvals of point adjustments (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { opsApprovalThreshold: 500 });
  });
  afterAll(() => t.close());

  const op = async <T = unknown>(method: 'GET' | 'POST', url: string, payload: object | undefined, who: string) =>
    body<T>(
      await t.app.inject({ method, url, headers: { authorization: `Operator ${DEV_OPERATOR_TOKEN}`, 'x-operator': who, 'accept-language': 'en' }, ...(payload ? { payload } : {}) }),
    );
  const adjust = (yfyUid: string, amount: number, who = 'alice') => op<{ balance?: number; pending?: true; approvalId?: number }>('POST', '/api/ops/mall/points/adjust', { yfyUid, amount, reason: 'Tournament prize' }, who);
  const decide = (id: number, approve: boolean, who: string, reason = 'Checked the bracket') => op<OpsApproval>('POST', API.opsApprovalDecide, { id, approve, reason }, who);
  const balance = (yfyUid: string) => new PointsService(t.store.db).balance(yfyUid);
  const ledger = (yfyUid: string) => t.store.db.selectFrom('points_ledger').select(['amount', 'reason']).where('yfy_uid', '=', yfyUid).orderBy('id').execute();
  const state = async (id: number) => (await t.store.db.selectFrom('ops_approvals').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
  const auditActions = async (target: string) => (await t.store.db.selectFrom('ops_audit_log').select('action').where('target', '=', target).orderBy('id').execute()).map((r) => r.action);

  it('applies an adjustment at or below the threshold at once', async () => {
    const [p] = await mallPlayers(t, 1);
    expect(await adjust(p!.yfyUid, 500)).toMatchObject({ code: 0, data: { balance: 500 } });
    expect(await balance(p!.yfyUid)).toBe(500);
  });

  it('holds a larger one pending; the asker cannot approve; a second operator applies it once', async () => {
    const [p] = await mallPlayers(t, 1);
    const asked = await adjust(p!.yfyUid, 2000);
    expect(asked).toMatchObject({ code: 0, data: { pending: true, approvalId: expect.any(Number) } });
    const id = asked.data.approvalId!;
    expect(await balance(p!.yfyUid)).toBe(0);
    expect(await ledger(p!.yfyUid)).toEqual([]);
    const pending = await op<{ list: OpsApproval[] }>('GET', `${API.opsApprovals}?state=pending`, undefined, 'bob');
    expect(pending.data.list).toContainEqual(expect.objectContaining({ id, kind: 'points-adjust', state: 'pending', payload: { yfyUid: p!.yfyUid, amount: 2000 }, reason: 'Tournament prize', requestedBy: 'bootstrap:alice', decidedBy: null }));
    // The operator who asked: refused by the CHECK; a decision without a reason: refused by the guard.
    expect((await decide(id, true, 'alice')).code).toBe(ERRORS.opsApprovalOwn.code);
    expect((await op('POST', API.opsApprovalDecide, { id, approve: true }, 'bob')).code).toBe(ERRORS.opsReasonRequired.code);
    expect(await state(id)).toBe('pending');
    expect(await balance(p!.yfyUid)).toBe(0);
    const approved = await decide(id, true, 'bob');
    expect(approved).toMatchObject({ code: 0, data: { id, state: 'approved', decidedBy: 'bootstrap:bob', decisionNote: 'Checked the bracket' } });
    expect(await balance(p!.yfyUid)).toBe(2000);
    expect(await ledger(p!.yfyUid)).toEqual([{ amount: 2000, reason: 'Tournament prize' }]);
    expect((await decide(id, true, 'carol')).code).toBe(ERRORS.opsApprovalDecided.code);
    expect((await decide(id, false, 'carol')).code).toBe(ERRORS.opsApprovalDecided.code);
    expect((await decide(999_999, true, 'carol')).code).toBe(ERRORS.opsApprovalNotFound.code);
    expect(await balance(p!.yfyUid)).toBe(2000);
    expect(await auditActions(p!.yfyUid)).toEqual(['mall.points.adjust.request', 'mall.points.adjust.approve']);
  });

  it('rejecting leaves the ledger unchanged', async () => {
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 3000);
    const id = (await adjust(p!.yfyUid, -2500)).data.approvalId!;
    expect((await decide(id, false, 'bob', 'Not justified')).data).toMatchObject({ state: 'rejected', decidedBy: 'bootstrap:bob' });
    expect(await balance(p!.yfyUid)).toBe(3000);
    expect((await decide(id, true, 'carol')).code).toBe(ERRORS.opsApprovalDecided.code);
    expect(await balance(p!.yfyUid)).toBe(3000);
    expect(await auditActions(p!.yfyUid)).toEqual(['mall.points.adjust.request', 'mall.points.adjust.reject']);
  });

  it('an approval the balance cannot cover is refused and stays pending', async () => {
    const [p] = await mallPlayers(t, 1);
    const id = (await adjust(p!.yfyUid, -2000)).data.approvalId!;
    expect((await decide(id, true, 'bob')).code).toBe(ERRORS.mallInsufficientPoints.code);
    expect(await state(id)).toBe('pending');
    expect(await auditActions(p!.yfyUid)).toEqual(['mall.points.adjust.request']);
  });

  it('ten operators approving one request at once apply it exactly once', async () => {
    const [p] = await mallPlayers(t, 1);
    const id = (await adjust(p!.yfyUid, 1500)).data.approvalId!;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => decide(id, true, `second-${i}`)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === ERRORS.opsApprovalDecided.code)).toBe(true);
    expect(await balance(p!.yfyUid)).toBe(1500);
    expect(await ledger(p!.yfyUid)).toHaveLength(1);
    expect(await auditActions(p!.yfyUid)).toEqual(['mall.points.adjust.request', 'mall.points.adjust.approve']);
    expect((await ledgerMismatches(t)).mismatched).toEqual([]);
  });
});
