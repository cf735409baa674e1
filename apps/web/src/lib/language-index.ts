import { LANGUAGES, pickLanguage } from '@mecha/shared/i18n/languages';
import { readStored } from './storage.ts';

// The stored language index and its first-visit fallback, in a module of its own: the app store uses it, and so
// does index.html's inline preload script (lib/first-page-preload.ts), which must pick the same language's texts
// before the app runs and must not bring the store (or React) with it.
export const isLanguageIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < LANGUAGES.length;

/** A first visit follows the browser's languages. */
export function browserLanguageIndex(): number {
  const tags = globalThis.navigator?.languages?.join(',') ?? globalThis.navigator?.language;
  return LANGUAGES.indexOf(pickLanguage(tags));
}

/** The language index the store starts with: the stored one, else the browser's. */
export function initialLanguageIndex(): number {
  return readStored('languageIndex', browserLanguageIndex(), isLanguageIndex);
}
