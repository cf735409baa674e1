import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { languageOf } from '../lib/locale.ts';
import { appStore } from '../lib/store.ts';
import { setActiveLanguage } from './active-language.ts';
import { addErrorTexts } from './error-texts.ts';
import { addTexts, hasTexts, text, type TextKey, type TextOptions } from './translator.ts';

export type { TextKey } from './translator.ts';

// Only the active language loads, as its own chunk (UI, welfare and shared error texts together): all four on the
// critical path were ~94 % of the first request chunk (docs/decisions/0151-web-first-paint-and-languages.md).
// Static import() calls so the bundler splits one chunk per language.
const LOADERS: Record<Language, () => Promise<typeof import('./bundles/texts-en.ts')>> = {
  'zh-CN': () => import('./bundles/texts-zh-CN.ts'),
  'zh-HK': () => import('./bundles/texts-zh-HK.ts'),
  en: () => import('./bundles/texts-en.ts'),
  ja: () => import('./bundles/texts-ja.ts'),
};

const pending = new Map<Language, Promise<void>>();

/** Loads a language's texts once; later calls share the same promise. */
export function loadLanguage(language: Language): Promise<void> {
  let loading = pending.get(language);
  if (!loading) {
    loading = LOADERS[language]().then((texts) => {
      addTexts(language, { ...texts.ui, ...texts.welfare });
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

// The stored language index is the one source of truth; the texts follow it once they are in (also when the
// index changes without switchLanguage, e.g. from another tab).
function follow(): void {
  const language = languageOf(appStore.get());
  // Already loaded (switchLanguage): switch now, in the same tick as the store, so no render mixes languages.
  if (hasTexts(language)) {
    setActiveLanguage(language);
    return;
  }
  void loadLanguage(language).then(() => {
    if (languageOf(appStore.get()) === language) setActiveLanguage(language);
  });
}
appStore.subscribe(follow);

/** Text in a given language outside React (the request wrapper, document meta). */
export function translate(key: TextKey, language: Language, options?: TextOptions): string {
  return text(language, key, options);
}
