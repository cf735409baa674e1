import { sql, type Transaction } from 'kysely';
import type { EditionCode } from '@mecha/shared/editions';
import { BATCH_CSV_COLUMNS, type BatchDeactivation, type BatchListParams, type BatchPage, type OpsBatch } from '@mecha/shared/welfare/ops-api';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { toCsv } from '../../platform/csv.ts';
import { AppError } from '../../platform/errors.ts';
import type { OperatorContext } from '../../platform/operator-context.ts';
import { assertWelfareScope, readableEditions } from './ops-scope.ts';

const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
/** A search text as a LIKE pattern that matches it literally. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Redemption campaigns for operators (decision 0047): the paged list with usage, the codes as CSV (audited: the
// codes are the value), and deactivation (the batch expires now; its used codes stay as they were).
export class WelfareBatchOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(q: BatchListParams, operator: OperatorContext): Promise<BatchPage> {
    const now = this.clock.now();
    const mine = readableEditions(operator);
    const usage = this.db
      .selectFrom('redeem_codes')
      .select(['batch_id', (eb) => eb.fn.countAll<string>().as('codes'), (eb) => eb.fn.sum<string>('uses').as('used'), (eb) => eb.fn.sum<string>(sql`max_uses - uses`).as('remaining'), (eb) => eb.fn.max('max_uses').as('max_uses')])
      .groupBy('batch_id');
    const lastUse = this.db.selectFrom('reward_grants').select(['ref', (eb) => eb.fn.max('created_at').as('last_use')]).where('source', '=', 'code').groupBy('ref');
    let query = this.db
      .selectFrom('redeem_batches as b')
      .leftJoin(usage.as('u'), 'u.batch_id', 'b.id')
      .leftJoin(lastUse.as('g'), 'g.ref', 'b.id');
    if (mine) query = query.where((eb) => eb.or([eb('b.edition', 'in', mine), eb('b.edition', 'is', null)]));
    if (q.edition) query = query.where('b.edition', '=', q.edition);
    if (q.active === 'yes') query = query.where((eb) => eb.or([eb('b.expires_at', 'is', null), eb('b.expires_at', '>', now)]));
    if (q.active === 'no') query = query.where('b.expires_at', '<=', now);
    if (q.search) query = query.where(sql<boolean>`lower(b.id) like ${likeText(q.search.toLowerCase())}`);
    const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .select(['b.id', 'b.titles', 'b.items', 'b.edition', 'b.expires_at', 'b.created_at', 'u.codes', 'u.used', 'u.remaining', 'u.max_uses', 'g.last_use'])
      .orderBy(q.sort === 'uses' ? sql`coalesce(u.used, 0)` : sql`b.created_at`, q.dir)
      .orderBy('b.id', q.dir)
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute();
    const list: OpsBatch[] = rows.map((r) => ({
      id: r.id, titles: r.titles, items: r.items, edition: r.edition, expiresAt: secs(r.expires_at), createdAt: secs(r.created_at)!,
      active: r.expires_at === null || r.expires_at > now, kind: Number(r.max_uses ?? 1) > 1 ? 'shared' : 'unique',
      codes: Number(r.codes ?? 0), used: Number(r.used ?? 0), remaining: Number(r.remaining ?? 0),
      lastUseAt: r.last_use ? secs(new Date(r.last_use as Date | string)) : null,
    }));
    return { total: Number(total), page: q.page, size: q.size, list };
  }

  private async batchFor(trx: Transaction<Database>, id: string, operator: OperatorContext, lock = false) {
    let query = trx.selectFrom('redeem_batches').selectAll().where('id', '=', id);
    if (lock) query = query.forUpdate();
    const batch = await query.executeTakeFirst();
    if (!batch) throw new AppError('welfareBatchNotFound');
    assertWelfareScope(operator, batch.edition);
    return batch;
  }

  /** The batch's codes as a spreadsheet-safe CSV, with one audit row saying who exported which batch. */
  async exportCodes(id: string, operator: OperatorContext, audit: AuditWriter): Promise<{ csv: string; codes: number }> {
    return this.db.transaction().execute(async (trx) => {
      const batch = await this.batchFor(trx, id, operator);
      const codes = await trx.selectFrom('redeem_codes').select(['code', 'uses', 'max_uses']).where('batch_id', '=', id).orderBy('code').execute();
      const expires = batch.expires_at ? batch.expires_at.toISOString() : null;
      const state = (c: { uses: number; max_uses: number }) => (c.uses === 0 ? 'unused' : c.uses >= c.max_uses ? 'used' : 'partly used');
      const csv = toCsv(BATCH_CSV_COLUMNS, codes.map((c) => [c.code, batch.id, batch.edition, c.max_uses, c.uses, state(c), expires]));
      await audit(trx, { action: 'welfare.batch.export', target: id, edition: batch.edition, after: { codes: codes.length }, reason: null });
      return { csv, codes: codes.length };
    });
  }

  /** Ends a batch now: its unused codes stop working. A dry run says how many, and changes nothing. */
  async deactivate(input: { id: string; dryRun: boolean; reason: string | null }, operator: OperatorContext, audit: AuditWriter): Promise<BatchDeactivation> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const batch = await this.batchFor(trx, input.id, operator, true);
      if (batch.expires_at && batch.expires_at <= now) throw new AppError('welfareBatchInactive');
      const left = await trx
        .selectFrom('redeem_codes')
        .select([(eb) => eb.fn.countAll<string>().as('codes'), (eb) => eb.fn.sum<string>(sql`max_uses - uses`).as('remaining')])
        .where('batch_id', '=', input.id)
        .where((eb) => eb('uses', '<', eb.ref('max_uses')))
        .executeTakeFirstOrThrow();
      const answer = { dryRun: input.dryRun, id: input.id, unusedCodes: Number(left.codes), remaining: Number(left.remaining ?? 0), expiresAt: secs(now)! };
      if (input.dryRun) return answer;
      if (!input.reason) throw new AppError('opsReasonRequired');
      await trx.updateTable('redeem_batches').set({ expires_at: now }).where('id', '=', input.id).execute();
      await audit(trx, {
        action: 'welfare.batch.deactivate', target: input.id, edition: batch.edition as EditionCode | null, reason: input.reason,
        before: { expiresAt: secs(batch.expires_at) }, after: { expiresAt: answer.expiresAt, unusedCodes: answer.unusedCodes, remaining: answer.remaining },
      });
      return answer;
    });
  }
}
