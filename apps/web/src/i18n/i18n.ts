import type { Language } from '@mecha/shared/i18n/languages';
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageOf } from '../lib/locale.ts';
import { appStore } from '../lib/store.ts';
import { en, type Messages } from './en.ts';
import { ja } from './ja.ts';
import { zhCN } from './zh-CN.ts';
import { zhHK } from './zh-HK.ts';
import { welfareEn, type WelfareMessages } from './welfare/en.ts';
import { welfareJa } from './welfare/ja.ts';
import { welfareZhCN } from './welfare/zh-CN.ts';
import { welfareZhHK } from './welfare/zh-HK.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages & WelfareMessages };
  }
}

// All four languages ship in the main bundle: together they are a few KiB gzipped, and switching must be instant
// (the error texts of @mecha/shared are bundled for all four anyway).
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // The welfare, message-centre and feedback texts sit in their own files (i18n/welfare/) beside the main ones.
  resources: {
    'zh-CN': { translation: { ...zhCN, ...welfareZhCN } },
    'zh-HK': { translation: { ...zhHK, ...welfareZhHK } },
    en: { translation: { ...en, ...welfareEn } },
    ja: { translation: { ...ja, ...welfareJa } },
  },
  lng: languageOf(appStore.get()),
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
});

// The stored language index is the one source of truth; i18next follows it.
appStore.subscribe(() => {
  const language = languageOf(appStore.get());
  if (i18n.language !== language) void i18n.changeLanguage(language);
});

export type TextKey = ParseKeys;

/** Text in a given language outside React (the request wrapper, document meta). */
export function translate(key: TextKey, language: Language, options?: Record<string, unknown>): string {
  return i18n.getFixedT(language)(key, options) as string;
}
