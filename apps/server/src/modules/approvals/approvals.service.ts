import type { OpsApproval } from '@mecha/shared/ops/console-api';
import type { Db } from '../../db/client.ts';
import type { OpsApprovalsTable } from '../../db/tables/operators.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { MallAccountsOps } from '../mall/ops/accounts-ops.ts';

type Row = { [K in keyof OpsApprovalsTable]: K extends 'id' ? number : K extends 'state' ? OpsApproval['state'] : K extends 'payload' ? unknown : OpsApprovalsTable[K] };

const present = (r: Row): OpsApproval => {
  const payload = (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as OpsApproval['payload'];
  return {
    id: r.id,
    kind: 'points-adjust',
    state: r.state,
    payload: { yfyUid: payload.yfyUid, amount: payload.amount },
    reason: r.reason,
    requestedBy: r.requested_by,
    requestedAt: unixSeconds(r.requested_at),
    decidedBy: r.decided_by,
    decidedAt: r.decided_at ? unixSeconds(r.decided_at) : null,
    decisionNote: r.decision_note,
  };
};

// Two-operator approvals (decision 0044): a point adjustment above the threshold waits as a pending row
// (mall accounts-ops writes it); a second operator approves or rejects it. The state moves once, by a conditional
// UPDATE (a second decision finds no pending row); the CHECK ops_approvals_second_operator refuses a decision by
// the operator who asked (bootstrap operators count by their `bootstrap:<name>`); an approval applies the
// adjustment and writes its audit row in the same transaction, so a refused adjustment (an overdraft) leaves the
// request pending.
export class ApprovalsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(state?: OpsApproval['state']): Promise<OpsApproval[]> {
    let q = this.db.selectFrom('ops_approvals').selectAll().orderBy('id', 'desc').limit(200);
    if (state) q = q.where('state', '=', state);
    return ((await q.execute()) as Row[]).map(present);
  }

  async decide(d: { id: number; approve: boolean; reason: string }, by: string, audit: AuditWriter): Promise<OpsApproval> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const row = (await trx
        .updateTable('ops_approvals')
        .set({ state: d.approve ? 'approved' : 'rejected', decided_by: by, decided_at: now, decision_note: d.reason })
        .where('id', '=', d.id)
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirst()) as Row | undefined;
      if (!row) {
        const exists = await trx.selectFrom('ops_approvals').select('id').where('id', '=', d.id).executeTakeFirst();
        throw new AppError(exists ? 'opsApprovalDecided' : 'opsApprovalNotFound');
      }
      const approval = present(row);
      const { yfyUid, amount } = approval.payload;
      if (d.approve) {
        const r = await MallAccountsOps.adjustIn(trx, { yfyUid, amount, reason: approval.reason, at: now });
        await audit(trx, {
          action: 'mall.points.adjust.approve',
          target: yfyUid,
          before: { approvalId: d.id, state: 'pending', balance: r.before },
          after: { approvalId: d.id, state: 'approved', amount: r.amount, balance: r.balance, requestedBy: approval.requestedBy },
        });
      } else {
        await audit(trx, { action: 'mall.points.adjust.reject', target: yfyUid, before: { approvalId: d.id, state: 'pending' }, after: { approvalId: d.id, state: 'rejected', amount, requestedBy: approval.requestedBy } });
      }
      return approval;
    });
  }
}
