import type { Language } from '@mecha/shared/i18n/languages';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { LedgerEntry, ScoreMe } from '@mecha/shared/mall/api';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { PointsService } from '../points/points.service.ts';
import { suspensionsInForce } from './suspensions.ts';

// What a top-up's entry says, with its order id (the ledger's own reason text is for operators).
const TOPUP_TEXT: Record<Language, (id: string) => string> = {
  'zh-CN': (id) => `充值订单 ${id}`,
  'zh-HK': (id) => `儲值訂單 ${id}`,
  en: (id) => `Top-up order ${id}`,
  ja: (id) => `チャージ注文 ${id}`,
};
const REFUND_TOPUP_TEXT: Record<Language, (id: string) => string> = {
  'zh-CN': (id) => `充值订单 ${id} 退款`,
  'zh-HK': (id) => `儲值訂單 ${id} 退款`,
  en: (id) => `Refund of top-up order ${id}`,
  ja: (id) => `チャージ注文 ${id} の返金`,
};

// The account's points: balance and ledger, for score/me and score/history.
export class PointsHistory {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async me(yfyUid: string): Promise<ScoreMe> {
    // One round trip (the page's most frequent call): on the embedded database each query costs about a millisecond.
    const now = this.clock.now();
    const row = await this.db
      .selectNoFrom((eb) => [
        eb.selectFrom('points_accounts').select('balance').where('yfy_uid', '=', yfyUid).as('balance'),
        eb.exists(PointsService.anyEntry(this.db, yfyUid)).as('ever'),
        eb.selectFrom(suspensionsInForce(this.db, yfyUid, now).as('s')).select('s.reason').as('suspension_reason'),
        eb.selectFrom(suspensionsInForce(this.db, yfyUid, now).as('s')).select('s.ends_at').as('suspension_ends_at'),
      ])
      .executeTakeFirstOrThrow();
    const suspended = row.suspension_reason !== null && row.suspension_ends_at !== null;
    return {
      balance: row.balance ?? 0,
      everEarned: Boolean(row.ever),
      suspension: suspended ? { reason: row.suspension_reason as string, endsAt: unixSeconds(new Date(row.suspension_ends_at as Date)) } : null,
    };
  }

  /** Newest first; reasons in the request's language (a mall entry names its product, an operator's stays as written). */
  async history(yfyUid: string, page: number, size: number, lang: Language): Promise<{ list: LedgerEntry[]; page: number; size: number; hasMore: boolean }> {
    const { list: shown, hasMore } = await new PointsService(this.db).history(yfyUid, page, size);
    const mallIds = [...new Set(shown.filter((r) => r.ref_type === 'mall_order' && r.ref_id).map((r) => r.ref_id as string))];
    const names = new Map<string, Record<string, string>>();
    if (mallIds.length > 0) {
      const products = await this.db
        .selectFrom('mall_orders')
        .innerJoin('mall_products', 'mall_products.id', 'mall_orders.product_id')
        .select(['mall_orders.id', 'mall_products.names'])
        .where('mall_orders.id', 'in', mallIds)
        .execute();
      for (const p of products) names.set(p.id, p.names);
    }
    const reason = (r: (typeof shown)[number]): string => {
      if (r.ref_type === 'mall_order' && r.ref_id) {
        const n = names.get(r.ref_id);
        return n ? localisedOrAny(n, lang) : r.reason;
      }
      if (r.ref_type === 'pay_order' && r.ref_id) return (r.type === 'refund' ? REFUND_TOPUP_TEXT : TOPUP_TEXT)[lang](r.ref_id);
      return r.reason;
    };
    return {
      list: shown.map((r) => ({
        id: r.id,
        type: r.type,
        amount: r.amount,
        balanceAfter: r.balance_after,
        reason: reason(r),
        ref: r.ref_id && r.ref_type === 'mall_order' ? { kind: 'mallOrder', id: r.ref_id } : r.ref_id && r.ref_type === 'pay_order' ? { kind: 'payOrder', id: r.ref_id } : null,
        at: unixSeconds(r.created_at),
      })),
      page,
      size,
      hasMore,
    };
  }
}
