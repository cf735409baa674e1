import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { languageOf } from '../lib/locale.ts';
import { appStore } from '../lib/store.ts';
import { setActiveLanguage } from './active-language.ts';
import { areasReady, loadAreasInUse } from './area-texts.ts';
import { addErrorTexts } from './error-texts.ts';
import { addTexts, text, type TextKey, type TextOptions } from './translator.ts';

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
const loaded = new Set<Language>();

/** Loads a language's texts once; later calls share the same promise. */
export function loadLanguage(language: Language): Promise<void> {
  let loading = pending.get(language);
  if (!loading) {
    loading = LOADERS[language]().then((texts) => {
      addTexts(language, { ...texts.ui, ...texts.welfare });
      addErrorTexts(language, texts.errors);
      loaded.add(language);
    });
    // A failed chunk (offline) may be retried by the next call.
    loading.catch(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}

/** A language's chunk and the texts of every area in use (i18n/area-texts.ts): all a render in it needs. */
function loadAll(language: Language): Promise<void> {
  return Promise.all([loadLanguage(language), loadAreasInUse(language)]).then(() => undefined);
}

const ready = (language: Language) => loaded.has(language) && areasReady(language);

/** The language switch: the new texts (the open areas' too) are in before anything re-renders in the new language. */
export async function switchLanguage(index: number): Promise<void> {
  const language = LANGUAGES[index];
  if (!language) return;
  await loadAll(language);
  appStore.set({ languageIndex: index });
}

// The stored language index is the one source of truth; the texts follow it once they are in (also when the
// index changes without switchLanguage, e.g. from another tab).
function follow(): void {
  const language = languageOf(appStore.get());
  // Already loaded (switchLanguage): switch now, in the same tick as the store, so no render mixes languages.
  if (ready(language)) {
    setActiveLanguage(language);
    return;
  }
  void loadAll(language).then(() => {
    if (languageOf(appStore.get()) === language) setActiveLanguage(language);
  });
}
appStore.subscribe(follow);

/** Text in a given language outside React (the request wrapper, document meta). */
export function translate(key: TextKey, language: Language, options?: TextOptions): string {
  return text(language, key, options);
}
