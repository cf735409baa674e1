import type { Language } from './i18n/languages.ts';

// The four regional editions of the game. `code` is what travels in the X-Game-Code header and in
// `domain_game`; each edition has a home language and a business time zone (PRODUCT.md "Time").
export const EDITIONS = {
  cn: { code: 'cn', language: 'zh-CN', timeZone: 'Asia/Shanghai', regions: ['CN-N', 'CN-E', 'CN-S', 'CN-W'] },
  hk: { code: 'hk', language: 'zh-HK', timeZone: 'Asia/Shanghai', regions: ['HK', 'TW', 'MO'] },
  global: { code: 'global', language: 'en', timeZone: 'UTC', regions: ['NA', 'EU', 'SEA', 'OCE'] },
  jp: { code: 'jp', language: 'ja', timeZone: 'Asia/Tokyo', regions: ['JP'] },
} as const satisfies Record<string, { code: string; language: Language; timeZone: string; regions: readonly string[] }>;

export type EditionCode = keyof typeof EDITIONS;
export const EDITION_CODES = Object.keys(EDITIONS) as EditionCode[];

export function isEdition(value: unknown): value is EditionCode {
  // Own keys only: `'__proto__' in EDITIONS` is true, and a header is anyone's to set.
  return typeof value === 'string' && Object.hasOwn(EDITIONS, value);
}

/** The edition that follows a language when the host does not fix one. */
export function editionForLanguage(language: Language): EditionCode {
  return EDITION_CODES.find((code) => EDITIONS[code].language === language) ?? 'cn';
}

/** Page title and meta description per edition (SPEC §1: "Page title and meta description vary by edition"). */
export const EDITION_META: Record<EditionCode, { title: string; description: string }> = {
  cn: {
    title: '机甲对决 · 战绩助手',
    description: '绑定游戏角色，查看 1v1 / 2v2 天梯战绩、赛季表现与排行榜，领取福利礼包。',
  },
  hk: {
    title: '機甲對決 · 戰績助手',
    description: '綁定遊戲角色，查看 1v1 / 2v2 天梯戰績、賽季表現與排行榜，領取福利禮包。',
  },
  global: {
    title: 'Mecha Duel Companion',
    description: 'Bind your game role to track 1v1 and 2v2 ranked records, season performance and leaderboards, and claim rewards.',
  },
  jp: {
    title: 'メカデュエル コンパニオン',
    description: 'ゲームキャラを連携して、1v1・2v2 ランク戦の戦績、シーズン成績、ランキングを確認し、特典を受け取ろう。',
  },
};
