import { editionForLanguage, type EditionCode } from '@mecha/shared/editions';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import type { AppState } from './store.ts';

export function languageOf(state: Pick<AppState, 'languageIndex'>): Language {
  return LANGUAGES[state.languageIndex] ?? DEFAULT_LANGUAGE;
}

/** The edition follows the language unless the server pins one for this host (PRODUCT.md, app-config). */
export function editionOf(state: Pick<AppState, 'languageIndex' | 'fixedEdition'>): EditionCode {
  return state.fixedEdition ?? editionForLanguage(languageOf(state));
}
