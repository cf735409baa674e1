import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageOf } from '../lib/locale.ts';
import { appStore } from '../lib/store.ts';
import type { Messages } from './en.ts';
import { addErrorTexts } from './error-texts.ts';
import type { WelfareMessages } from './welfare/en.ts';

// Types only: the English dictionary is the shape of every key, and no dictionary is bundled here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages & WelfareMessages };
  }
}

// Only the active language loads, as its own chunk (UI, welfare and shared error texts together): all four on the
// critical path were ~94 % of the first request chunk (docs/decisions/0151-web-first-paint-and-languages.md).
// Static import() calls so the bundler splits one chunk per language.
const LOADERS: Record<Language, () => Promise<typeof import('./bundles/texts-en.ts')>> = {
  'zh-CN': () => import('./bundles/texts-zh-CN.ts'),
  'zh-HK': () => import('./bundles/texts-zh-HK.ts'),
  en: () => import('./bundles/texts-en.ts'),
  ja: () => import('./bundles/texts-ja.ts'),
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: languageOf(appStore.get()),
  // Every language file fills every key (Messages is checked at compile time), so there is nothing to fall back
  // to, and loading English as a fallback would cost a second chunk.
  fallbackLng: false,
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
});

const pending = new Map<Language, Promise<void>>();

/** Loads a language's texts once; later calls share the same promise. */
export function loadLanguage(language: Language): Promise<void> {
  let loading = pending.get(language);
  if (!loading) {
    loading = LOADERS[language]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', { ...texts.ui, ...texts.welfare }, true, true);
      addErrorTexts(language, texts.errors);
    });
    // A failed chunk (offline) may be retried by the next call.
    loading.catch(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}

/** The language switch: the new texts are in before anything re-renders in the new language. */
export async function switchLanguage(index: number): Promise<void> {
  const language = LANGUAGES[index];
  if (!language) return;
  await loadLanguage(language);
  appStore.set({ languageIndex: index });
}

// The stored language index is the one source of truth; i18next follows it once its texts are in (also when the
// index changes without switchLanguage, e.g. from another tab).
appStore.subscribe(() => {
  const language = languageOf(appStore.get());
  if (i18n.language === language) return;
  // Already loaded (switchLanguage): switch now, in the same tick as the store, so no render mixes languages.
  if (i18n.hasResourceBundle(language, 'translation')) {
    void i18n.changeLanguage(language);
    return;
  }
  void loadLanguage(language).then(() => {
    if (languageOf(appStore.get()) === language) void i18n.changeLanguage(language);
  });
});

export type TextKey = ParseKeys;

/** Text in a given language outside React (the request wrapper, document meta). */
export function translate(key: TextKey, language: Language, options?: Record<string, unknown>): string {
  return i18n.getFixedT(language)(key, options) as string;
}
