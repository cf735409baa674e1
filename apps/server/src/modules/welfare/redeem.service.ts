import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { BatchCreated, BatchPlan, RewardItem } from '@mecha/shared/welfare/ops-api';
import type { AuditWriter } from '../../platform/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { grantIn, type GrantItem } from './grants.ts';
import type { RoleZones } from './role-zones.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: codes are typed by hand

export interface BatchInput {
  id: string;
  titles: Record<string, string>;
  items: GrantItem[];
  edition: string | null;
  expiresAt: Date | null;
  /** A single shared code (e.g. a livestream code) with a use limit, or `count` unique one-use codes. */
  code?: string | undefined;
  maxUses?: number | undefined;
  count?: number | undefined;
}

// Redemption codes: a role redeems a campaign once; a code's use limit is a conditional UPDATE; the grant's key
// refuses a second use by the same role, rolling back the use it counted.
export class RedeemService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly zones: RoleZones,
  ) {}

  async redeem(rawCode: string, yfyUid: string, roleUid: string): Promise<{ Batch: string; Title: Record<string, string> }> {
    const code = rawCode.trim().toUpperCase();
    const now = this.clock.now();
    const { language, edition } = await this.zones.of(roleUid);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('redeem_codes as c')
        .innerJoin('redeem_batches as b', 'b.id', 'c.batch_id')
        .select(['c.code', 'b.id', 'b.titles', 'b.items', 'b.edition', 'b.expires_at'])
        .where('c.code', '=', code)
        .executeTakeFirst();
      if (!row) throw new AppError('redeemUnknown');
      if (row.expires_at && row.expires_at <= now) throw new AppError('redeemExpired');
      if (row.edition && row.edition !== edition) throw new AppError('redeemWrongEdition');
      const used = await trx
        .updateTable('redeem_codes')
        .set((eb) => ({ uses: eb('uses', '+', 1) }))
        .where('code', '=', code)
        .whereRef('uses', '<', 'max_uses')
        .returning('uses')
        .executeTakeFirst();
      if (!used) throw new AppError('redeemUsedUp');
      const granted = await grantIn(trx, now, { owner: roleUid, source: 'code', ref: row.id, period: 'once', yfyUid, roleUid, items: row.items, titles: row.titles, mailLanguage: language });
      if (granted === undefined) throw new AppError('redeemAlreadyUsed');
      return { Batch: row.id, Title: row.titles };
    });
  }

  /**
   * Operators: a campaign and its codes (returned once, for the CLI's file). A dry run answers what would be created
   * and writes nothing; otherwise the batch, its codes and the operator's audit row go in one transaction.
   */
  async createBatch(b: BatchInput, options: { dryRun?: boolean; audit?: AuditWriter } = {}): Promise<BatchCreated> {
    if ((b.code === undefined) === (b.count === undefined) || (b.count !== undefined && b.maxUses !== undefined)) throw new AppError('welfareBatchShape');
    const maxUses = b.code ? (b.maxUses ?? 1) : 1;
    const count = b.code ? 1 : b.count!;
    const plan: BatchPlan = {
      dryRun: options.dryRun ?? false, id: b.id, edition: b.edition, expiresAt: b.expiresAt ? Math.floor(b.expiresAt.getTime() / 1000) : null,
      kind: b.code ? 'shared' : 'unique', count, capacity: count * maxUses, items: b.items as RewardItem[],
    };
    return this.db.transaction().execute(async (trx) => {
      // Refused in the dry run too, so its answer is what the real call would do (the key still guards a race).
      if (await trx.selectFrom('redeem_batches').select('id').where('id', '=', b.id).executeTakeFirst()) throw new AppError('conflict');
      const shared = b.code?.trim().toUpperCase();
      if (shared && (await trx.selectFrom('redeem_codes').select('code').where('code', '=', shared).executeTakeFirst())) throw new AppError('conflict');
      if (plan.dryRun) return { ...plan, codes: [] };
      const codes = shared ? [shared] : Array.from({ length: count }, () => Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
      await trx.insertInto('redeem_batches').values({ id: b.id, titles: JSON.stringify(b.titles), items: JSON.stringify(b.items), edition: b.edition, expires_at: b.expiresAt, created_at: this.clock.now() }).execute();
      for (let i = 0; i < codes.length; i += 2000) {
        await trx.insertInto('redeem_codes').values(codes.slice(i, i + 2000).map((code) => ({ code, batch_id: b.id, max_uses: maxUses }))).execute();
      }
      // The codes themselves stay out of the log: it is readable by more operators than the codes should be.
      await options.audit?.(trx, { action: 'welfare.batch.create', target: b.id, edition: b.edition, before: null, after: { ...plan, titles: b.titles } });
      return { ...plan, codes };
    });
  }
}
