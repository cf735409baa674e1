import { EDITION_CODES } from '@mecha/shared/editions';
import type { Db } from '../../db/client.ts';
import { DAY, MINUTE, type Clock } from '../../platform/clock.ts';
import { recordOdds } from './odds.ts';
import { REPORT_YEAR_MS } from './ops/events-ops.ts';
import { newEventSeed } from './ops/event-seed.ts';

// The demo anniversary event of a fresh site, one per edition (`anniversary-<edition>`): open from a minute before
// the first start for 30 days, its report year the 365 days before it opened, 12 of the 16 characters on the vote,
// tickets for logging in (1, daily), voting (2, once) and sharing (1, daily), and a pool of five prizes from a
// 1:60 figure (stock 5) to unlimited coins. An event that exists is left as it is (operators change it through
// /api/ops/annual/*), so this runs on every start and does nothing twice.

type Texts = Record<'zh-CN' | 'zh-HK' | 'en' | 'ja', string>;
const t = (zhCN: string, zhHK: string, en: string, ja: string): Texts => ({ 'zh-CN': zhCN, 'zh-HK': zhHK, en, ja });

/** A prize picture as an inline SVG (no file to ship; the page's CSP allows data: images). */
function picture(from: string, to: string, glyph: string, label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="120" height="120" rx="16" fill="url(#g)"/>${glyph}` +
    `<text x="60" y="106" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
const WHITE = 'fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"';

interface PrizeSeed { id: string; names: Texts; picture: string; physical: boolean; qty: number; weight: number; stock: number | null; sort: number }

/**
 * The pool. Virtual prizes' ids are the game items the in-game mail carries (the ids the welfare packs use:
 * `coin`; the frame and the voucher are items of this event), physical ones are shipped.
 */
export const SEED_PRIZES: PrizeSeed[] = [
  {
    id: 'figure-1-60', physical: true, qty: 1, weight: 1, stock: 5, sort: 1,
    names: t('周年纪念 1:60 先锋号机甲模型', '週年紀念 1:60 先鋒號機甲模型', 'Anniversary 1:60 Vanguard figure', '周年記念 1/60 ヴァンガード フィギュア'),
    picture: picture('#f7b733', '#fc4a1a', `<path d="M60 18 78 40 72 78H48L42 40Z" ${WHITE}/><path d="M42 48 26 66M78 48l16 18" ${WHITE}/>`, '1:60'),
  },
  {
    id: 'poster-set', physical: true, qty: 1, weight: 6, stock: 30, sort: 2,
    names: t('周年主视觉海报套装（3 张）', '週年主視覺海報套裝（3 張）', 'Anniversary key-art poster set (3)', '周年キービジュアルポスターセット（3枚）'),
    picture: picture('#4776e6', '#8e54e9', `<rect x="30" y="20" width="44" height="60" rx="4" ${WHITE}/><rect x="46" y="28" width="44" height="60" rx="4" ${WHITE}/>`, 'POSTER'),
  },
  {
    id: 'frame-anniversary', physical: false, qty: 1, weight: 18, stock: 500, sort: 3,
    names: t('头像框「周年纪念」', '頭像框「週年紀念」', 'Avatar frame "First anniversary"', 'アイコン枠「1周年記念」'),
    picture: picture('#11998e', '#38ef7d', `<circle cx="60" cy="50" r="30" ${WHITE}/><circle cx="60" cy="50" r="18" ${WHITE}/>`, 'FRAME'),
  },
  {
    id: 'skin-voucher', physical: false, qty: 1, weight: 10, stock: 200, sort: 4,
    names: t('机甲皮肤兑换券', '機甲外觀兌換券', 'Mecha skin voucher', 'メカスキン引換券'),
    picture: picture('#ee0979', '#ff6a00', `<rect x="22" y="32" width="76" height="40" rx="6" ${WHITE}/><path d="M52 32v40" ${WHITE} stroke-dasharray="5 5"/>`, 'SKIN'),
  },
  {
    id: 'coin', physical: false, qty: 1000, weight: 65, stock: null, sort: 5,
    names: t('金币', '金幣', 'Coins', 'コイン'),
    picture: picture('#c79100', '#ffd54f', `<circle cx="60" cy="50" r="28" ${WHITE}/><path d="M60 34v32M50 42h16a6 6 0 0 1 0 12H52" ${WHITE}/>`, '×1000'),
  },
];

export const SEED_TITLE = t('机甲对决 一周年庆典', '機甲對決 一週年慶典', 'Mecha Duel first anniversary', 'メカデュエル 1周年記念イベント');
const RULES = t(
  [
    '1. 记忆报告：回顾你的角色在过去一年（活动开始前 365 天）的真实对局。',
    '2. 人气投票：选择 1～3 名机甲角色投票，每个账号仅可投票一次，投票后可查看实时票数。仅在报告年度内有对局的角色可以投票。',
    '3. 任务与抽奖券：每日登录 +1 张，完成投票 +2 张（一次），每日分享海报或链接 +1 张。每个任务每个周期限领一次。',
    '4. 抽奖：每次消耗 1 张抽奖券。各奖品的概率与库存公开显示；奖品抽完后将移出奖池，概率随之重新计算并记录在概率历史中。',
    '5. 实物奖品须在中奖后 7 天内填写收货人姓名、电话与地址，提交后不可修改；逾期未填写视为放弃。实物奖品将于 30 个工作日内发货。虚拟奖品通过游戏内邮件发放。',
    '6. 公平可验证：活动开始前公布种子的 SHA-256 哈希，活动结束后公布种子，每次抽奖结果都可由种子与抽奖序号重新计算。',
  ].join('\n'),
  [
    '1. 記憶報告：回顧你的角色在過去一年（活動開始前 365 天）的真實對局。',
    '2. 人氣投票：選擇 1～3 名機甲角色投票，每個賬號僅可投票一次，投票後可查看即時票數。僅在報告年度內有對局的角色可以投票。',
    '3. 任務與抽獎券：每日登入 +1 張，完成投票 +2 張（一次），每日分享海報或連結 +1 張。每個任務每個週期限領一次。',
    '4. 抽獎：每次消耗 1 張抽獎券。各獎品的機率與庫存公開顯示；獎品抽完後將移出獎池，機率隨之重新計算並記錄在機率歷史中。',
    '5. 實體獎品須於中獎後 7 天內填寫收件人姓名、電話與地址，提交後不可修改；逾期未填寫視為放棄。實體獎品將於 30 個工作天內發貨。虛擬獎品透過遊戲內郵件發放。',
    '6. 公平可驗證：活動開始前公佈種子的 SHA-256 雜湊值，活動結束後公佈種子，每次抽獎結果都可由種子與抽獎序號重新計算。',
  ].join('\n'),
  [
    '1. Memory report: your role\'s real matches of the past year (the 365 days before the event opened).',
    '2. Character vote: pick 1 to 3 mecha characters, once per account; the live tally shows after you vote. Only roles with a match in the report year may vote.',
    '3. Tasks and tickets: log in daily +1 ticket, vote +2 tickets (once), share the poster or link daily +1 ticket. Each task can be claimed once per period.',
    '4. Lucky draw: each draw costs 1 ticket. Every prize\'s odds and stock are published; a prize that runs out leaves the pool, and the new odds are shown and kept in the odds history.',
    '5. Physical prizes need the winner\'s name, phone and address within 7 days of the draw; it cannot be changed once sent, and a prize without one is forfeited. Physical prizes ship within 30 working days. Virtual prizes arrive by in-game mail.',
    '6. Provably fair: the SHA-256 hash of the event\'s seed is published before it opens and the seed after it ends, so every draw can be recomputed from the seed and its draw number.',
  ].join('\n'),
  [
    '1. メモリーレポート：過去1年間（イベント開始前の365日間）のあなたのキャラの実際の対戦を振り返ります。',
    '2. 人気投票：メカキャラを1〜3体選んで投票できます（1アカウント1回）。投票後はリアルタイムの得票数が表示されます。レポート対象期間に対戦のあるキャラのみ投票できます。',
    '3. ミッションと抽選券：毎日ログインで+1枚、投票で+2枚（1回）、毎日ポスターかリンクをシェアで+1枚。各ミッションは期間ごとに1回受け取れます。',
    '4. 抽選：1回につき抽選券1枚を使います。各賞品の確率と在庫は公開されます。在庫切れの賞品は抽選対象から外れ、新しい確率が表示され確率履歴に記録されます。',
    '5. 実物賞品は当選から7日以内に氏名・電話番号・住所を入力してください。送信後の変更はできず、期限を過ぎると辞退扱いになります。実物賞品は30営業日以内に発送します。デジタル賞品はゲーム内メールで届きます。',
    '6. 公正性の検証：イベント開始前にシードのSHA-256ハッシュを、終了後にシードを公開します。各抽選の結果はシードと抽選番号から再計算できます。',
  ].join('\n'),
);

/** The vote's characters: 12 of the 16 (c01–c12). */
export const SEED_CHARACTERS = ['c01', 'c02', 'c03', 'c04', 'c05', 'c06', 'c07', 'c08', 'c09', 'c10', 'c11', 'c12'];
export const seedEventId = (edition: string) => `anniversary-${edition}`;

/** Creates each edition's demo event with its pool and opening odds, unless that event exists. */
export async function seedAnnual(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const startsAt = new Date(now.getTime() - MINUTE);
  for (const edition of EDITION_CODES) {
    const id = seedEventId(edition);
    await db.transaction().execute(async (trx) => {
      const { seed, seedHash } = newEventSeed();
      // The inserted row stays locked until commit: recordOdds below runs under the event's lock as it must.
      const created = await trx
        .insertInto('annual_events')
        .values({
          id, edition, titles: JSON.stringify(SEED_TITLE), rules: JSON.stringify(RULES), starts_at: startsAt, ends_at: new Date(startsAt.getTime() + 30 * DAY),
          report_from: new Date(startsAt.getTime() - REPORT_YEAR_MS), report_to: startsAt, seed, seed_hash: seedHash,
          characters: JSON.stringify(SEED_CHARACTERS), login_tickets: 1, vote_tickets: 2, share_tickets: 1, login_task: true,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) return;
      await trx
        .insertInto('annual_prizes')
        .values(SEED_PRIZES.map((p) => ({ event_id: id, id: p.id, names: JSON.stringify(p.names), picture: p.picture, physical: p.physical, qty: p.qty, weight: p.weight, stock: p.stock, stock_total: p.stock, sort: p.sort })))
        .execute();
      await recordOdds(trx, id, 'opened', null, now);
    });
  }
}
