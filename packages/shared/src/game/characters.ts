import type { Language } from '../i18n/languages.ts';

// The mecha roster: ids as the game sends them in matches, names in the four languages, and a class.
export type CharacterClass = 'assault' | 'sniper' | 'guardian' | 'striker' | 'support';

export interface Character {
  id: string;
  class: CharacterClass;
  /** Relative strength the simulated world uses; the real game ignores it. */
  power: number;
  name: Record<Language, string>;
}

const c = (id: string, cls: CharacterClass, power: number, zhCN: string, zhHK: string, en: string, ja: string): Character => ({
  id,
  class: cls,
  power,
  name: { 'zh-CN': zhCN, 'zh-HK': zhHK, en, ja },
});

export const CHARACTERS: readonly Character[] = [
  c('c01', 'assault', 1.04, '赤焰突击者', '赤焰突擊者', 'Crimson Raider', 'クリムゾン・レイダー'),
  c('c02', 'sniper', 0.98, '苍穹狙击手', '蒼穹狙擊手', 'Azure Longshot', 'アジュール・ロングショット'),
  c('c03', 'guardian', 1.01, '玄武壁垒', '玄武壁壘', 'Bastion Tortoise', 'バスティオン・タートル'),
  c('c04', 'striker', 1.06, '雷霆疾风', '雷霆疾風', 'Thunder Gale', 'サンダー・ゲイル'),
  c('c05', 'support', 0.95, '星辉织者', '星輝織者', 'Starweaver', 'スターウィーバー'),
  c('c06', 'assault', 1.0, '钢铁狼牙', '鋼鐵狼牙', 'Iron Fang', 'アイアン・ファング'),
  c('c07', 'striker', 1.09, '夜枭幻影', '夜梟幻影', 'Night Owl Phantom', 'ナイトオウル・ファントム'),
  c('c08', 'sniper', 1.02, '寒霜之眼', '寒霜之眼', 'Frost Eye', 'フロスト・アイ'),
  c('c09', 'guardian', 0.97, '磐石骑士', '磐石騎士', 'Bedrock Knight', 'ベッドロック・ナイト'),
  c('c10', 'assault', 0.99, '破晓先锋', '破曉先鋒', 'Daybreak Vanguard', 'デイブレイク・ヴァンガード'),
  c('c11', 'support', 1.0, '银翼医者', '銀翼醫者', 'Silverwing Medic', 'シルバーウイング・メディック'),
  c('c12', 'striker', 1.07, '天枢刃', '天樞刃', 'Polaris Blade', 'ポラリス・ブレード'),
  c('c13', 'guardian', 1.03, '重炮要塞', '重炮要塞', 'Siege Fortress', 'シージ・フォートレス'),
  c('c14', 'sniper', 0.96, '孤星射手', '孤星射手', 'Lone Star Marksman', 'ローンスター・マークスマン'),
  c('c15', 'assault', 1.05, '烈风骑兵', '烈風騎兵', 'Gale Cavalier', 'ゲイル・キャバリア'),
  c('c16', 'support', 0.98, '量子领航员', '量子領航員', 'Quantum Navigator', 'クォンタム・ナビゲーター'),
];

const BY_ID = new Map(CHARACTERS.map((ch) => [ch.id, ch]));
export const characterById = (id: string): Character | undefined => BY_ID.get(id);
export const isCharacterId = (id: string): boolean => BY_ID.has(id);
