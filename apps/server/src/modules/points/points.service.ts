import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { PointsEntryType } from '../../db/tables/pay.ts';
import type { Database } from '../../db/types.ts';

export interface PointsEntry {
  yfyUid: string;
  type: PointsEntryType;
  /** Signed: earned points are positive, spent or taken back negative. */
  amount: number;
  reason: string;
  /** What the entry is for (e.g. 'pay_order' + order id): an entry with a reference is booked once per type. */
  refType: string | null;
  refId: string | null;
  at: Date;
  /** A negative amount larger than the balance takes the balance only (a refund after the points were spent). */
  clampAtZero?: boolean;
}

export interface Applied {
  applied: boolean;
  amount: number;
  balance: number;
}

// The points ledger (PRODUCT.md "Money, points and prizes"): append-only typed entries plus a balance row, changed
// together inside the caller's transaction. The balance row is locked first, so the entry's balance_after is
// exact; the ledger's unique (type, ref_type, ref_id) books a referenced entry once whoever retries; the balance's
// CHECK (>= 0) refuses an overdraft in the database, not in JavaScript.
export class PointsService {
  constructor(private readonly db: Db) {}

  /** Books one entry inside the caller's transaction; `applied` false when its reference was booked before. */
  static async applyIn(trx: Transaction<Database>, e: PointsEntry): Promise<Applied> {
    await trx.insertInto('points_accounts').values({ yfy_uid: e.yfyUid }).onConflict((oc) => oc.column('yfy_uid').doNothing()).execute();
    const { balance } = await trx.selectFrom('points_accounts').select('balance').where('yfy_uid', '=', e.yfyUid).forUpdate().executeTakeFirstOrThrow();
    const amount = e.clampAtZero && e.amount < 0 ? Math.max(e.amount, -balance) : e.amount;
    const inserted = await trx
      .insertInto('points_ledger')
      .values({ yfy_uid: e.yfyUid, type: e.type, amount, balance_after: balance + amount, reason: e.reason, ref_type: e.refType, ref_id: e.refId, created_at: e.at })
      .onConflict((oc) => oc.columns(['type', 'ref_type', 'ref_id']).where('ref_id', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { applied: false, amount: 0, balance };
    const row = await trx
      .updateTable('points_accounts')
      .set({ balance: sql<number>`balance + ${amount}` })
      .where('yfy_uid', '=', e.yfyUid)
      .returning('balance')
      .executeTakeFirstOrThrow();
    return { applied: true, amount, balance: row.balance };
  }

  /** Whether the account ever had a ledger entry (an account that never obtained points is told so, not "insufficient"). */
  static async everEarned(db: Db | Transaction<Database>, yfyUid: string): Promise<boolean> {
    return (await PointsService.anyEntry(db, yfyUid).executeTakeFirst()) !== undefined;
  }

  /** The query behind everEarned (any ledger entry at all), for callers that fold it into one round trip. */
  static anyEntry(db: Db | Transaction<Database>, yfyUid: string) {
    return db.selectFrom('points_ledger').select('id').where('yfy_uid', '=', yfyUid).limit(1);
  }

  /**
   * Locks the account's balance row and sums its ledger inside the caller's transaction, so nothing can book
   * between the comparison and what the caller does next. `balance` null: the account has no balance row.
   */
  static async lockedAuditIn(trx: Transaction<Database>, yfyUid: string): Promise<{ balance: number | null; ledgerSum: number }> {
    const row = await trx.selectFrom('points_accounts').select('balance').where('yfy_uid', '=', yfyUid).forUpdate().executeTakeFirst();
    const sum = await trx
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
      .where('yfy_uid', '=', yfyUid)
      .executeTakeFirstOrThrow();
    return { balance: row?.balance ?? null, ledgerSum: Number(sum.n) };
  }

  async apply(e: PointsEntry): Promise<Applied> {
    return this.db.transaction().execute((trx) => PointsService.applyIn(trx, e));
  }

  async balance(yfyUid: string): Promise<number> {
    const row = await this.db.selectFrom('points_accounts').select('balance').where('yfy_uid', '=', yfyUid).executeTakeFirst();
    return row?.balance ?? 0;
  }

  /** Newest first. */
  async history(yfyUid: string, page: number, size: number) {
    const rows = await this.db
      .selectFrom('points_ledger')
      .selectAll()
      .where('yfy_uid', '=', yfyUid)
      .orderBy('id', 'desc')
      .limit(size + 1)
      .offset((page - 1) * size)
      .execute();
    return { list: rows.slice(0, size), hasMore: rows.length > size };
  }

  /** The ledger's sum against the balance row (they must agree; the mall stops an account where they do not). */
  async audit(yfyUid: string): Promise<{ balance: number; ledgerSum: number }> {
    return PointsService.auditIn(this.db, yfyUid);
  }

  /**
   * The same read without locks, on any connection: one statement, so the balance and the ledger's sum come from
   * one snapshot (two reads could straddle a booking and report a mismatch that is not there).
   */
  static async auditIn(db: Db | Transaction<Database>, yfyUid: string): Promise<{ balance: number; ledgerSum: number }> {
    const { rows } = await sql<{ balance: number | null; sum: string }>`
      select (select balance from points_accounts where yfy_uid = ${yfyUid}) as balance,
             (select coalesce(sum(amount), 0) from points_ledger where yfy_uid = ${yfyUid}) as sum`.execute(db);
    return { balance: rows[0]?.balance ?? 0, ledgerSum: Number(rows[0]?.sum ?? 0) };
  }
}
