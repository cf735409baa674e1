import type { Db } from '../../db/client.ts';
import { PointsService } from '../points/points.service.ts';

// The demo mall of a fresh site (PRODUCT.md "Points mall in detail"): four categories and ten products in the four
// languages, with pictures under /mall/ (apps/web/public/mall/*.svg). Times are relative to the moment of seeding:
// one race drop goes on sale three hours later, one draw drop takes entries for ten minutes from now (the draw job
// allots it after that), one product is sold out. A site that has any product already keeps its own (operators
// change the mall through /api/ops/mall/*), so this runs on every start and does nothing twice.

type Names = Record<'zh-CN' | 'zh-HK' | 'en' | 'ja', string>;
const n = (zhCN: string, zhHK: string, en: string, ja: string): Names => ({ 'zh-CN': zhCN, 'zh-HK': zhHK, en, ja });
const ALL_EDITIONS = ['cn', 'hk', 'global', 'jp'];
const ALL_REGIONS = ['CN', 'HK', 'MO', 'TW', 'JP'];
const MIN = 60_000;

export const SEED_CATEGORIES: { id: string; names: Names; sort: number }[] = [
  { id: 'figures', names: n('手办模型', '手辦模型', 'Figures & kits', 'フィギュア・プラモデル'), sort: 1 },
  { id: 'apparel', names: n('服饰', '服飾', 'Apparel', 'アパレル'), sort: 2 },
  { id: 'stationery', names: n('文具', '文具', 'Stationery', '文房具'), sort: 3 },
  { id: 'media', names: n('音像周边', '音像周邊', 'Music & media', 'ミュージック・メディア'), sort: 4 },
];

interface ProductSeed {
  id: string; category: string; names: Names; about: Names; points: number; stock: number; stockTotal?: number; sort: number;
  limit?: { count: number; period: 'ever' | 'month' }; style?: 'race' | 'draw'; onSaleInMin?: number; entryMinutes?: number; regions?: string[];
}

const SHIPS = n('兑换后 30 个工作日内发货。', '兌換後 30 個工作天內發貨。', 'Ships within 30 working days of the exchange.', '交換後30営業日以内に発送します。');
const about = (zhCN: string, zhHK: string, en: string, ja: string): Names => n(`${zhCN}\n\n${SHIPS['zh-CN']}`, `${zhHK}\n\n${SHIPS['zh-HK']}`, `${en}\n\n${SHIPS.en}`, `${ja}\n\n${SHIPS.ja}`);

export const SEED_PRODUCTS: ProductSeed[] = [
  {
    id: 'vanguard-figure', category: 'figures', points: 1200, stock: 30, sort: 1,
    names: n('先锋号 可动手办', '先鋒號 可動手辦', 'Vanguard action figure', 'ヴァンガード アクションフィギュア'),
    about: about('18 cm 全可动，附光束剑与推进器特效件。', '18 cm 全可動，附光束劍與推進器特效件。', '18 cm, fully posable, with beam sword and thruster effect parts.', '全高18cm・フル可動。ビームソードとスラスターエフェクト付属。'),
  },
  {
    id: 'titan-kit', category: 'figures', points: 800, stock: 50, sort: 2,
    names: n('泰坦 1/144 拼装模型', '泰坦 1/144 拼裝模型', 'Titan 1/144 model kit', 'タイタン 1/144 プラモデル'),
    about: about('免胶拼装，含水贴与支架。', '免膠拼裝，含水貼與支架。', 'Snap-fit, with decals and a display stand.', '接着剤不要のスナップフィット。デカールとスタンド付き。'),
  },
  {
    id: 'nightfall-limited', category: 'figures', points: 2000, stock: 20, sort: 0, limit: { count: 1, period: 'ever' }, onSaleInMin: 180,
    names: n('夜幕 限定涂装手办', '夜幕 限定塗裝手辦', 'Nightfall limited-colour figure', 'ナイトフォール 限定カラーフィギュア'),
    about: about('限时抢兑：开售后先到先得，每个账号限 1 件。', '限時搶兌：開售後先到先得，每個賬號限 1 件。', 'Timed drop: first come, first served from the on-sale time; one per account.', '時間限定ドロップ：販売開始から先着順、1アカウント1点まで。'),
  },
  {
    id: 'gold-vanguard-draw', category: 'figures', points: 3000, stock: 5, sort: -1, style: 'draw', onSaleInMin: -1, entryMinutes: 10, limit: { count: 1, period: 'ever' },
    names: n('金色先锋号 抽选', '金色先鋒號 抽選', 'Gold Vanguard (draw)', 'ゴールド・ヴァンガード（抽選）'),
    about: about('抽选发售：报名期间登记即可，截止后随机抽出 5 位中选者，仅中选者扣除积分。', '抽選發售：報名期間登記即可，截止後隨機抽出 5 位中選者，僅中選者扣除積分。', 'Sold by draw: enter while entries are open; five winners are drawn at random when they close, and only winners pay points.', '抽選販売：受付期間中にエントリー。締切後に5名を抽選し、当選者のみポイントを消費します。'),
  },
  {
    id: 'pilot-hoodie', category: 'apparel', points: 900, stock: 40, sort: 1, limit: { count: 2, period: 'month' },
    names: n('驾驶员连帽卫衣', '駕駛員連帽衛衣', 'Pilot hoodie', 'パイロットパーカー'),
    about: about('重磅棉，胸前刺绣中队徽章。均码。', '重磅棉，胸前刺繡中隊徽章。均碼。', 'Heavy cotton with an embroidered squadron badge. One size.', '厚手コットン、胸に部隊章の刺繍。フリーサイズ。'),
  },
  {
    id: 'squad-cap', category: 'apparel', points: 400, stock: 100, sort: 2,
    names: n('中队棒球帽', '中隊棒球帽', 'Squadron cap', 'スコードロンキャップ'),
    about: about('可调节帽围。', '可調節帽圍。', 'Adjustable strap.', 'サイズ調整可能。'),
  },
  {
    id: 'hangar-notebook', category: 'stationery', points: 200, stock: 200, sort: 1,
    names: n('机库设计笔记本', '機庫設計筆記本', 'Hangar blueprint notebook', 'ハンガー設計図ノート'),
    about: about('A5 方格内页，蓝图风封面。', 'A5 方格內頁，藍圖風封面。', 'A5, grid pages, blueprint cover.', 'A5方眼ノート、設計図風カバー。'),
  },
  {
    id: 'decal-stickers', category: 'stationery', points: 120, stock: 0, stockTotal: 150, sort: 2,
    names: n('机体涂装贴纸组', '機體塗裝貼紙組', 'Mecha decal sticker set', 'メカデカールステッカーセット'),
    about: about('12 张防水贴纸。本批已兑完。', '12 張防水貼紙。本批已兌完。', 'Twelve waterproof stickers. This batch is gone.', '防水ステッカー12枚。今回分は完売しました。'),
  },
  {
    id: 'season-poster', category: 'stationery', points: 300, stock: 80, sort: 3,
    names: n('赛季主视觉海报', '賽季主視覺海報', 'Season key-art poster', 'シーズンキービジュアルポスター'),
    about: about('A2 尺寸，卷筒寄送。', 'A2 尺寸，捲筒寄送。', 'A2, shipped rolled in a tube.', 'A2サイズ、筒に入れて発送。'),
  },
  {
    id: 'ost-cd', category: 'media', points: 500, stock: 60, sort: 1,
    names: n('原声音乐 CD', '原聲音樂 CD', 'Original soundtrack CD', 'オリジナルサウンドトラックCD'),
    about: about('收录 24 首战斗与机库曲目。', '收錄 24 首戰鬥與機庫曲目。', '24 battle and hangar tracks.', 'バトル曲・ハンガー曲を24曲収録。'),
  },
];

/** Points a demo account (an account of a fresh sim site with no ledger entry yet) starts with, as an 'adjust'. */
export const DEMO_POINTS = 5_000;
const DEMO_REASON = 'Demo points (sim)';

/** The demo mall of a fresh site (categories, products, a timed race drop and a draw drop), and demo points. */
export async function seedMall(db: Db, now: Date = new Date()): Promise<void> {
  const any = await db.selectFrom('mall_products').select('id').limit(1).executeTakeFirst();
  if (!any) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('mall_categories')
        .values(SEED_CATEGORIES.map((c) => ({ id: c.id, names: JSON.stringify(c.names), sort: c.sort })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      const at = (min: number | undefined) => (min === undefined ? null : new Date(now.getTime() + min * MIN));
      await trx
        .insertInto('mall_products')
        .values(
          SEED_PRODUCTS.map((p) => ({
            id: p.id, category_id: p.category, names: JSON.stringify(p.names), descriptions: JSON.stringify(p.about), pictures: JSON.stringify([`/mall/${p.id}.svg`]),
            points: p.points, stock: p.stock, stock_total: p.stockTotal ?? p.stock, regions: p.regions ?? ALL_REGIONS, editions: ALL_EDITIONS,
            limit_count: p.limit?.count ?? null, limit_period: p.limit?.period ?? null, style: p.style ?? 'race',
            on_sale_at: at(p.onSaleInMin), entry_ends_at: p.entryMinutes === undefined ? null : at(p.entryMinutes),
            drawn_at: null, draw_seed: null, draw_winners: null, sort: p.sort, created_at: now,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
  }
  await seedDemoPoints(db, now);
}

/**
 * Demo points through the ledger (so balance = ledger sum): only while nobody has any points at all — a fresh sim
 * site — to the accounts that already exist (at most 50). Accounts are made at login, so a site started empty gets
 * none here: its players earn points by a sandbox top-up, as in production.
 */
async function seedDemoPoints(db: Db, now: Date) {
  const anyPoints = await db.selectFrom('points_ledger').select('id').limit(1).executeTakeFirst();
  if (anyPoints) return;
  const accounts = await db.selectFrom('account_roles').select('yfy_uid').distinct().orderBy('yfy_uid').limit(50).execute();
  for (const a of accounts) {
    await db.transaction().execute((trx) => PointsService.applyIn(trx, { yfyUid: a.yfy_uid, type: 'adjust', amount: DEMO_POINTS, reason: DEMO_REASON, refType: 'demo', refId: a.yfy_uid, at: now }));
  }
}
