import type { Db } from '../../db/client.ts';
import type { PrizeRow } from '../../db/tables/act.ts';

// The cumulative top-up events a fresh site starts with: one per edition and currency, open from 2026-11-01 to
// 2027-01-31 in the edition's business time, with game items on the lower tiers and a poster and a figure (plus
// an item) on the top two. Operators replace them (`npm run ops -- act event set …`).
const names = (zhCN: string, zhHK: string, en: string, ja: string) => ({ 'zh-CN': zhCN, 'zh-HK': zhHK, en, ja });
const item = (id: string, qty: number, n: Record<string, string>, physical = false): PrizeRow => ({ id, names: n, qty, physical, picture: null });

const PRIZES: PrizeRow[][] = [
  [item('coin', 3000, names('金币', '金幣', 'Coins', 'コイン')), item('xp-boost', 2, names('经验加速卡', '經驗加速卡', 'XP booster', '経験値ブースター'))],
  [item('part', 20, names('改装零件', '改裝零件', 'Tuning parts', 'チューニングパーツ')), item('paint-aurora', 1, names('涂装「极光」', '塗裝「極光」', 'Paint job "Aurora"', 'カラー「オーロラ」'))],
  [item('skin-crimson-vanguard', 1, names('限定机甲皮肤「赤红先锋」', '限定機甲外觀「赤紅先鋒」', 'Limited mecha skin "Crimson Vanguard"', '限定メカスキン「クリムゾン・ヴァンガード」')), item('coin', 20000, names('金币', '金幣', 'Coins', 'コイン'))],
  [item('emote-victory', 1, names('表情「胜利姿态」', '表情「勝利姿態」', 'Emote "Victory pose"', 'エモート「勝利のポーズ」')), item('poster-signed', 1, names('原画师签名海报', '原畫師簽名海報', 'Signed art poster', '原画師サイン入りポスター'), true)],
  [item('frame-legend', 1, names('头像框「传奇驾驶员」', '頭像框「傳奇駕駛員」', 'Avatar frame "Legendary pilot"', 'アイコン枠「伝説のパイロット」')), item('figure-vanguard', 1, names('1/100 先锋机甲手办', '1/100 先鋒機甲模型', '1/100 Vanguard mecha figure', '1/100 ヴァンガード フィギュア'), true)],
];

const TITLES = names('累计充值好礼', '累積儲值好禮', 'Top-up milestone rewards', '累計チャージ特典');
const RULES = names(
  '活动期间累计充值达到档位即可领取对应奖励，每个档位每个角色限领一次。虚拟奖励通过游戏内邮件发放；实物奖励须在领取后 7 天内填写收货地址，地址提交后不可修改，逾期视为放弃。活动结束后 7 天内仍可领取已达成的档位。',
  '活動期間累積儲值達到檔位即可領取對應獎勵，每個檔位每個角色限領一次。虛擬獎勵透過遊戲內郵件發放；實體獎勵須於領取後 7 天內填寫收件地址，地址提交後不可修改，逾期視為放棄。活動結束後 7 天內仍可領取已達成的檔位。',
  'Top up during the event to reach each tier, then claim its rewards: once per tier for each role. Game items arrive by in-game mail. A physical prize needs a shipping address within 7 days of claiming; an address cannot be changed once sent, and a prize without one is forfeited. Tiers reached can still be claimed for 7 days after the event ends.',
  'イベント期間中の累計チャージ額が各段階に達すると、その特典を受け取れます（各段階につきキャラごとに 1 回）。ゲーム内アイテムはゲーム内メールで届きます。実物賞品は受け取り後 7 日以内に配送先を入力してください。送信後の変更はできず、期限を過ぎると辞退扱いになります。達成した段階はイベント終了後 7 日間受け取れます。',
);

const EVENTS = [
  { id: 'topup-2026-winter-cn', edition: 'cn', currency: 'CNY', offset: '+08:00', tiers: [3000, 9800, 32800, 64800, 129600] },
  { id: 'topup-2026-winter-hk', edition: 'hk', currency: 'HKD', offset: '+08:00', tiers: [5000, 15000, 50000, 100000, 200000] },
  { id: 'topup-2026-winter-tw', edition: 'hk', currency: 'TWD', offset: '+08:00', tiers: [200, 600, 2000, 4000, 8000] },
  { id: 'topup-2026-winter-global', edition: 'global', currency: 'USD', offset: 'Z', tiers: [500, 1500, 5000, 10000, 20000] },
  { id: 'topup-2026-winter-jp', edition: 'jp', currency: 'JPY', offset: '+09:00', tiers: [1000, 3000, 10000, 20000] },
] as const;

export async function seedActEvents(db: Db): Promise<void> {
  const any = await db.selectFrom('act_events').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await db.transaction().execute(async (trx) => {
    for (const e of EVENTS) {
      await trx
        .insertInto('act_events')
        .values({
          id: e.id, edition: e.edition, currency: e.currency, titles: JSON.stringify(TITLES), rules: JSON.stringify(RULES),
          starts_at: new Date(`2026-11-01T00:00:00${e.offset}`), ends_at: new Date(`2027-02-01T00:00:00${e.offset}`), active: true,
        })
        .execute();
      // Four tiers skip the middle prize set, so the top two are still the physical ones.
      const sets = e.tiers.length === 5 ? PRIZES : [PRIZES[0]!, PRIZES[2]!, PRIZES[3]!, PRIZES[4]!];
      await trx
        .insertInto('act_tiers')
        .values(e.tiers.map((threshold, i) => ({ event_id: e.id, id: `tier-${i + 1}`, threshold_minor: threshold, prizes: JSON.stringify(sets[i]), sort: i + 1 })))
        .execute();
    }
  });
}
