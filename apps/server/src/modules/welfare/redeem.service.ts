import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
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

  /** Operators: a campaign and its codes (returned, for the CLI's CSV). */
  async createBatch(b: BatchInput): Promise<string[]> {
    const codes = b.code ? [b.code.trim().toUpperCase()] : Array.from({ length: b.count ?? 1 }, () => Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('redeem_batches').values({ id: b.id, titles: JSON.stringify(b.titles), items: JSON.stringify(b.items), edition: b.edition, expires_at: b.expiresAt, created_at: this.clock.now() }).execute();
      for (let i = 0; i < codes.length; i += 2000) {
        await trx.insertInto('redeem_codes').values(codes.slice(i, i + 2000).map((code) => ({ code, batch_id: b.id, max_uses: b.code ? (b.maxUses ?? 1) : 1 }))).execute();
      }
    });
    return codes;
  }
}
