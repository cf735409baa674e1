import type { EditionCode } from '@mecha/shared/editions';
import type { Currency } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';

// The SKUs and payment methods a fresh site starts with (operators change them later): price tiers as the anchor
// stores sell them, crystals as the game currency, a standing bonus on the larger tiers, every tier doubling on
// its first purchase by a role.
type Names = Record<'zh-CN' | 'zh-HK' | 'en' | 'ja', string>;
const crystals = (n: number): Names => ({ 'zh-CN': `${n} 晶石`, 'zh-HK': `${n} 晶石`, en: `${n} Crystals`, ja: `クリスタル ${n}` });

interface SkuSeed { id: string; edition: EditionCode; currency: Currency; price: number; base: number; bonus: number }

/** [price in minor units, base crystals, standing bonus] per currency. */
const TIERS: Record<string, [number, number, number][]> = {
  CNY: [[600, 60, 0], [3000, 300, 15], [6800, 680, 40], [12800, 1280, 90], [32800, 3280, 260], [64800, 6480, 600]],
  HKD: [[800, 60, 0], [3800, 300, 15], [7800, 680, 40], [15800, 1280, 90], [38800, 3280, 260], [78800, 6480, 600]],
  TWD: [[30, 60, 0], [150, 300, 15], [330, 680, 40], [690, 1280, 90], [1690, 3280, 260], [3290, 6480, 600]],
  USD: [[99, 60, 0], [499, 300, 15], [999, 680, 40], [1999, 1280, 90], [4999, 3280, 260], [9999, 6480, 600]],
  JPY: [[120, 60, 0], [610, 300, 15], [1220, 680, 40], [2440, 1280, 90], [6100, 3280, 260], [12000, 6480, 600]],
};
const SETS: [EditionCode, Currency, string][] = [
  ['cn', 'CNY', 'cn'],
  ['hk', 'HKD', 'hk'],
  ['hk', 'TWD', 'tw'],
  ['global', 'USD', 'us'],
  ['jp', 'JPY', 'jp'],
];
export const DEFAULT_SKUS: SkuSeed[] = SETS.flatMap(([edition, currency, prefix]) =>
  TIERS[currency]!.map(([price, base, bonus]) => ({ id: `${prefix}-${base}`, edition, currency, price, base, bonus })),
);

const m = (zhCN: string, zhHK: string, en: string, ja: string): Names => ({ 'zh-CN': zhCN, 'zh-HK': zhHK, en, ja });
export const DEFAULT_METHODS: Record<EditionCode, [string, Names][]> = {
  cn: [
    ['alipay', m('支付宝', '支付寶', 'Alipay', 'Alipay（支付宝）')],
    ['wechat', m('微信支付', '微信支付', 'WeChat Pay', 'WeChat Pay')],
  ],
  hk: [
    ['alipayhk', m('支付宝香港', 'AlipayHK', 'AlipayHK', 'AlipayHK')],
    ['wechat-hk', m('微信支付香港', 'WeChat Pay HK', 'WeChat Pay HK', 'WeChat Pay HK')],
    ['line-pay', m('LINE Pay', 'LINE Pay', 'LINE Pay', 'LINE Pay')],
    ['card', m('信用卡 / 借记卡', '信用卡 / 扣賬卡', 'Credit / debit card', 'クレジット / デビットカード')],
    ['seven-eleven', m('7-Eleven 付款码', '7-Eleven 繳費碼', '7-Eleven payment code', 'セブン-イレブン払込コード')],
  ],
  global: [
    ['card', m('信用卡 / 借记卡', '信用卡 / 扣賬卡', 'Credit / debit card', 'クレジット / デビットカード')],
    ['paypal', m('PayPal', 'PayPal', 'PayPal', 'PayPal')],
  ],
  jp: [
    ['card', m('信用卡', '信用卡', 'Credit card', 'クレジットカード')],
    ['konbini', m('便利店支付', '便利店付款', 'Convenience store (konbini)', 'コンビニ決済')],
    ['paypay', m('PayPay', 'PayPay', 'PayPay', 'PayPay')],
    ['carrier', m('运营商代付', '電訊商代付', 'Carrier billing', 'キャリア決済')],
  ],
};

/** Fills an empty catalogue; a site whose operators already set SKUs up keeps theirs. */
export async function seedPay(db: Db): Promise<void> {
  const any = await db.selectFrom('pay_skus').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('pay_skus')
    .values(DEFAULT_SKUS.map((s, i) => ({ id: s.id, edition: s.edition, currency: s.currency, names: JSON.stringify(crystals(s.base)), price_minor: s.price, base_amount: s.base, standing_bonus: s.bonus, doubles_first: true, points: null, active: true, sort: i })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const methods = Object.entries(DEFAULT_METHODS).flatMap(([edition, list]) => list.map(([id, names], i) => ({ edition: edition as EditionCode, id, names: JSON.stringify(names), active: true, sort: i })));
  await db.insertInto('pay_methods').values(methods).onConflict((oc) => oc.columns(['edition', 'id']).doNothing()).execute();
}
