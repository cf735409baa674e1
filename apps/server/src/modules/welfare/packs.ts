import type { Db } from '../../db/client.ts';

// The gift packs a fresh site starts with; operators change them later (items are illustrative game items).
const item = (id: string, qty: number, zhCN: string, zhHK: string, en: string, ja: string) => ({ id, qty, names: { 'zh-CN': zhCN, 'zh-HK': zhHK, en, ja } });

export const DEFAULT_PACKS = [
  {
    id: 'xslb', kind: 'newcomer' as const, sort: 1,
    titles: { 'zh-CN': '新手礼包', 'zh-HK': '新手禮包', en: 'Newcomer pack', ja: 'ビギナーパック' },
    items: [item('coin', 5000, '金币', '金幣', 'Coins', 'コイン'), item('part', 10, '改装零件', '改裝零件', 'Tuning parts', 'チューニングパーツ'), item('paint-rookie', 1, '涂装「新星」', '塗裝「新星」', 'Paint job "Nova"', 'カラー「ノヴァ」')],
  },
  {
    id: 'qzlb', kind: 'daily' as const, sort: 2,
    titles: { 'zh-CN': '每日礼包', 'zh-HK': '每日禮包', en: 'Daily pack', ja: 'デイリーパック' },
    items: [item('coin', 500, '金币', '金幣', 'Coins', 'コイン'), item('xp-boost', 1, '经验加速卡', '經驗加速卡', 'XP booster', '経験値ブースター')],
  },
  {
    id: 'mzlb', kind: 'weekly' as const, sort: 3,
    titles: { 'zh-CN': '每周礼包', 'zh-HK': '每週禮包', en: 'Weekly pack', ja: 'ウィークリーパック' },
    items: [item('coin', 3000, '金币', '金幣', 'Coins', 'コイン'), item('part', 5, '改装零件', '改裝零件', 'Tuning parts', 'チューニングパーツ')],
  },
  {
    id: 'dylb', kind: 'subscriber' as const, sort: 4,
    titles: { 'zh-CN': '订阅礼包', 'zh-HK': '訂閱禮包', en: 'Subscriber pack', ja: '購読特典パック' },
    items: [item('coin', 2000, '金币', '金幣', 'Coins', 'コイン'), item('emote-salute', 1, '表情「敬礼」', '表情「敬禮」', 'Emote "Salute"', 'エモート「敬礼」')],
  },
];

const coin = (qty: number) => item('coin', qty, '金币', '金幣', 'Coins', 'コイン');
/** The sign-in strip: small rewards on most days, a limited paint job on day 7. */
export const DEFAULT_SIGNIN = [
  [coin(2000)],
  [coin(1000), item('xp-boost', 1, '经验加速卡', '經驗加速卡', 'XP booster', '経験値ブースター')],
  [item('part', 5, '改装零件', '改裝零件', 'Tuning parts', 'チューニングパーツ')],
  [coin(1500)],
  [item('xp-boost', 2, '经验加速卡', '經驗加速卡', 'XP booster', '経験値ブースター')],
  [coin(2500)],
  [item('paint-neon-pulse', 1, '限定涂装「霓虹脉冲」', '限定塗裝「霓虹脈衝」', 'Limited paint job "Neon Pulse"', '限定カラー「ネオンパルス」')],
];

export async function seedPacks(db: Db): Promise<void> {
  const signin = await db.selectFrom('signin_rewards').select('day').limit(1).executeTakeFirst();
  if (!signin) {
    await db
      .insertInto('signin_rewards')
      .values(DEFAULT_SIGNIN.map((items, i) => ({ day: i + 1, items: JSON.stringify(items), titles: JSON.stringify({ 'zh-CN': `第 ${i + 1} 天`, 'zh-HK': `第 ${i + 1} 天`, en: `Day ${i + 1}`, ja: `${i + 1}日目` }) })))
      .execute();
  }
  const any = await db.selectFrom('gift_packs').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('gift_packs')
    .values(DEFAULT_PACKS.map((p) => ({ id: p.id, kind: p.kind, sort: p.sort, titles: JSON.stringify(p.titles), items: JSON.stringify(p.items), active: true, starts_at: null, ends_at: null })))
    .execute();
}
