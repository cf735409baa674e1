import type { ErrorKey } from '@mecha/shared/errors/catalogue';
import type { Language } from '@mecha/shared/i18n/languages';

// The shared error texts (@mecha/shared/errors/messages) per language, filled in by i18n.ts as each language's
// chunk loads. The web never imports the shared all-language table: that put four languages on the critical
// path (docs/decisions/0151-web-first-paint-and-languages.md).
const loaded = new Map<Language, Record<ErrorKey, string>>();

export function addErrorTexts(language: Language, texts: Record<ErrorKey, string>): void {
  loaded.set(language, texts);
}

/**
 * The text the server would answer with for `key`. The active language is always loaded before it becomes
 * active; a language not loaded (never asked for by the app) falls back to any loaded one, then to the key.
 */
export function errorMessage(key: ErrorKey, language: Language): string {
  const texts = loaded.get(language) ?? loaded.values().next().value;
  return texts?.[key] ?? key;
}
