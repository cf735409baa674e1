import { sql } from 'kysely';
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

  /** An 'adjust' entry with the operator's reason (shown to the player as written); the balance CHECK refuses an overdraft. */
  async adjust(a: { yfyUid: string; amount: number; reason: string }) {
    await this.requireAccount(a.yfyUid);
    try {
      const r = await this.db.transaction().execute((trx) =>
        PointsService.applyIn(trx, { yfyUid: a.yfyUid, type: 'adjust', amount: a.amount, reason: a.reason, refType: null, refId: null, at: this.clock.now() }),
      );
      return { yfyUid: a.yfyUid, amount: r.amount, balance: r.balance };
    } catch (e) {
      if (isCheckViolation(e)) throw new AppError('mallInsufficientPoints');
      throw e;
    }
  }

  async suspend(s: { yfyUid: string; reason: string; endsAt: number }) {
    await this.requireAccount(s.yfyUid);
    const now = this.clock.now();
    const endsAt = new Date(s.endsAt * 1000);
    if (endsAt <= now) fail('paramError', { issues: [{ path: 'endsAt', message: 'must be in the future' }] });
    const row = await this.db
      .insertInto('mall_suspensions')
      .values({ yfy_uid: s.yfyUid, reason: s.reason, starts_at: now, ends_at: endsAt, created_by: 'operator', lifted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  }

  /** Lifts a suspension now (once: a lifted one answers notFound). */
  async lift(id: number) {
    const row = await this.db.updateTable('mall_suspensions').set({ lifted_at: this.clock.now() }).where('id', '=', id).where('lifted_at', 'is', null).returning('id').executeTakeFirst();
    if (!row) fail('notFound');
    return { id };
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
