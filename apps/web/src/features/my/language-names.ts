import type { Language } from '@mecha/shared/i18n/languages';

/** Each language named in itself, so a player can find theirs whatever language is on screen. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文',
  en: 'English',
  ja: '日本語',
};
