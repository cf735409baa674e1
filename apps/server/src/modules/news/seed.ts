import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/client.ts';
import { articlesFrom, readContentFile } from './content-files.ts';
import type { PublishService } from './publish.service.ts';

const SEED_DIR = fileURLToPath(new URL('./seed/', import.meta.url));

// First start: an empty site gets the bundled articles (written for this product, in all four languages),
// published through the same path the ops CLI uses, plus banners and version notes.
export async function seedNews(db: Db, publish: PublishService): Promise<number> {
  const any = await db.selectFrom('articles').select('id').limit(1).executeTakeFirst();
  if (any) return 0;
  const files = readdirSync(SEED_DIR).filter((f) => f.endsWith('.md')).sort().map((f) => readContentFile(`${SEED_DIR}${f}`));
  const articles = articlesFrom(files);
  const ids = new Map<string, number>();
  for (const a of articles) ids.set(a.slug, (await publish.publishArticle(a)).id);
  const link = (slug: string) => `#/pages/news/detail/index?id=${ids.get(slug)}`;
  await publish.setBanner({ slug: 'season-12', image: '/covers/season.svg', link: link('season-12-event-horizon'), sort: 1, editions: ['cn', 'hk', 'global', 'jp'], active: true, titles: { 'zh-CN': '第 12 赛季「事件视界」', 'zh-HK': '第 12 賽季「事件視界」', en: 'Season 12: Event Horizon', ja: 'シーズン12「イベントホライズン」' } });
  await publish.setBanner({ slug: 'patch-2-4', image: '/covers/balance.svg', link: link('patch-2-4-balance'), sort: 2, editions: ['cn', 'hk', 'global', 'jp'], active: true, titles: { 'zh-CN': '2.4 版本平衡调整', 'zh-HK': '2.4 版本平衡調整', en: 'Patch 2.4 balance changes', ja: 'Ver.2.4 バランス調整' } });
  await publish.setBanner({ slug: 'sac-2025', image: '/covers/tournament.svg', link: link('sac-2v2-2025-final'), sort: 3, editions: ['cn', 'hk', 'global', 'jp'], active: true, titles: { 'zh-CN': 'SAC 2v2 杯八强出炉', 'zh-HK': 'SAC 2v2 杯八強出爐', en: 'SAC 2v2 Cup: the final eight', ja: 'SAC 2v2 杯 ベスト8決定' } });
  await publish.publishVersion({
    version: '2.4',
    publishedAt: Date.parse('2026-11-18T02:00:00Z') / 1000,
    titles: { 'zh-CN': '2.4 版本更新说明', 'zh-HK': '2.4 版本更新說明', en: 'Version 2.4 release notes', ja: 'Ver.2.4 アップデート内容' },
    bodies: {
      'zh-CN': '<p>平衡调整：雷霆疾风、玄武壁垒、夜枭幻影。</p><p>新增饰品「霓虹之翼」。修复 2v2 结算界面偶发的显示错误。</p>',
      'zh-HK': '<p>平衡調整：雷霆疾風、玄武壁壘、夜梟幻影。</p><p>新增飾品「霓虹之翼」。修復 2v2 結算介面偶發的顯示錯誤。</p>',
      en: '<p>Balance: Thunder Gale, Bastion Tortoise, Night Owl Phantom.</p><p>New accessory Neon Wings. Fixed an occasional display error on the 2v2 results screen.</p>',
      ja: '<p>バランス調整：サンダー・ゲイル、バスティオン・タートル、ナイトオウル・ファントム。</p><p>新アクセサリー「ネオンウィング」。2v2 リザルト画面の表示不具合を修正。</p>',
    },
  });
  await publish.publishVersion({
    version: '2.3',
    publishedAt: Date.parse('2026-10-21T02:00:00Z') / 1000,
    titles: { 'zh-CN': '2.3 版本更新说明', 'zh-HK': '2.3 版本更新說明', en: 'Version 2.3 release notes', ja: 'Ver.2.3 アップデート内容' },
    bodies: {
      'zh-CN': '<p>狙击型机体射程统一为 85 米；修复重炮要塞在斜坡上卡住的问题。</p>',
      'zh-HK': '<p>狙擊型機體射程統一為 85 米；修復重炮要塞在斜坡上卡住的問題。</p>',
      en: '<p>Sniper mechs share an 85 m range; fixed Siege Fortress getting stuck on slopes.</p>',
      ja: '<p>スナイパー機の射程を 85m に統一。シージ・フォートレスが坂道で動けなくなる不具合を修正。</p>',
    },
  });
  return articles.length;
}
