import { sql, type Transaction } from 'kysely';
import { DEFAULT_APPROVAL_THRESHOLD } from '@mecha/shared/ops/roles';
import type { Database } from '../../../db/types.ts';
import type { AuditWriter } from '../../../platform/audit-log.ts';
import type { Db } from '../../../db/client.ts';
import { unixSeconds, type Clock } from '../../../platform/clock.ts';
import { AppError, fail } from '../../../platform/errors.ts';
import { PointsService } from '../../points/points.service.ts';

const CHECK_VIOLATION = '23514';
const isCheckViolation = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === CHECK_VIOLATION;

// Operators and accounts: points adjustments through the ledger, suspensions, and accounts whose ledger does not
// sum to their balance (the mall refuses those with "abnormal points" until someone looks).
export class MallAccountsOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * An 'adjust' entry with the operator's reason (shown to the player as written); the balance CHECK refuses an
   * overdraft. Above the approval threshold (absolute) nothing changes: a pending approval is recorded instead,
   * for a second operator (modules/approvals). The audit row goes into the same transaction.
   */
  async adjust(a: { yfyUid: string; amount: number; reason: string }, audit: AuditWriter, threshold = DEFAULT_APPROVAL_THRESHOLD, requestedBy = 'operator') {
    await this.requireAccount(a.yfyUid);
    const now = this.clock.now();
    if (Math.abs(a.amount) > threshold) {
      const row = await this.db.transaction().execute(async (trx) => {
        const r = await trx
          .insertInto('ops_approvals')
          .values({ kind: 'points-adjust', payload: JSON.stringify({ yfyUid: a.yfyUid, amount: a.amount }), edition: null, reason: a.reason, requested_by: requestedBy, requested_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, { action: 'mall.points.adjust.request', target: a.yfyUid, after: { approvalId: r.id, amount: a.amount, state: 'pending' } });
        return r;
      });
      return { pending: true as const, approvalId: row.id };
    }
    return this.db.transaction().execute(async (trx) => {
      const r = await MallAccountsOps.adjustIn(trx, { ...a, at: now });
      await audit(trx, { action: 'mall.points.adjust', target: a.yfyUid, before: { balance: r.before }, after: { balance: r.balance, amount: r.amount } });
      return { yfyUid: a.yfyUid, amount: r.amount, balance: r.balance };
    });
  }

  /** Books an adjustment inside the caller's transaction (an overdraft answers mallInsufficientPoints). */
  static async adjustIn(trx: Transaction<Database>, a: { yfyUid: string; amount: number; reason: string; at: Date }) {
    const prior = await trx.selectFrom('points_accounts').select('balance').where('yfy_uid', '=', a.yfyUid).executeTakeFirst();
    try {
      const r = await PointsService.applyIn(trx, { yfyUid: a.yfyUid, type: 'adjust', amount: a.amount, reason: a.reason, refType: null, refId: null, at: a.at });
      return { before: prior?.balance ?? 0, amount: r.amount, balance: r.balance };
    } catch (e) {
      if (isCheckViolation(e)) throw new AppError('mallInsufficientPoints');
      throw e;
    }
  }

  async suspend(s: { yfyUid: string; reason: string; endsAt: number }, audit: AuditWriter) {
    await this.requireAccount(s.yfyUid);
    const now = this.clock.now();
    const endsAt = new Date(s.endsAt * 1000);
    if (endsAt <= now) fail('paramError', { issues: [{ path: 'endsAt', message: 'must be in the future' }] });
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('mall_suspensions')
        .values({ yfy_uid: s.yfyUid, reason: s.reason, starts_at: now, ends_at: endsAt, created_by: 'operator', lifted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, { action: 'mall.suspension.set', target: s.yfyUid, before: null, after: { id: row.id, endsAt: s.endsAt, reason: s.reason } });
      return { id: row.id };
    });
  }

  /** Lifts a suspension now (once: a lifted one answers notFound). */
  async lift(id: number, audit: AuditWriter) {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('mall_suspensions')
        .set({ lifted_at: this.clock.now() })
        .where('id', '=', id)
        .where('lifted_at', 'is', null)
        .returning(['id', 'yfy_uid', 'ends_at'])
        .executeTakeFirst();
      if (!row) fail('notFound');
      await audit(trx, { action: 'mall.suspension.lift', target: row!.yfy_uid, before: { id, liftedAt: null, endsAt: unixSeconds(row!.ends_at) }, after: { id, liftedAt: unixSeconds(this.clock.now()) } });
      return { id };
    });
  }

  /** Suspensions in force (all of one account's, with `yfyUid`), newest first. */
  async suspensions(yfyUid?: string) {
    const now = this.clock.now();
    let q = this.db.selectFrom('mall_suspensions').selectAll().orderBy('id', 'desc').limit(1000);
    q = yfyUid ? q.where('yfy_uid', '=', yfyUid) : q.where('lifted_at', 'is', null).where('starts_at', '<=', now).where('ends_at', '>', now);
    const rows = await q.execute();
    return rows.map((r) => ({
      id: r.id, yfyUid: r.yfy_uid, reason: r.reason, startsAt: unixSeconds(r.starts_at), endsAt: unixSeconds(r.ends_at), createdBy: r.created_by,
      liftedAt: r.lifted_at ? unixSeconds(r.lifted_at) : null, inForce: !r.lifted_at && r.starts_at <= now && r.ends_at > now,
    }));
  }

  /** Accounts whose balance row disagrees with the sum of their ledger (the exchange's own check, for all at once). */
  async abnormal() {
    const { rows } = await sql<{ yfy_uid: string; balance: number; ledger_sum: string }>`
      select a.yfy_uid, a.balance, coalesce(s.n, 0) as ledger_sum
      from points_accounts a
      left join (select yfy_uid, sum(amount) as n from points_ledger group by yfy_uid) s on s.yfy_uid = a.yfy_uid
      where a.balance <> coalesce(s.n, 0)
      order by a.yfy_uid
      limit 1000`.execute(this.db);
    return rows.map((r) => ({ yfyUid: r.yfy_uid, balance: r.balance, ledgerSum: Number(r.ledger_sum) }));
  }

  private async requireAccount(yfyUid: string) {
    const row = await this.db.selectFrom('accounts').select('yfy_uid').where('yfy_uid', '=', yfyUid).executeTakeFirst();
    if (!row) fail('notFound');
  }
}
