import type { Language } from '@mecha/shared/i18n/languages';
import { languageOf } from '../lib/locale.ts';
import { appStore } from '../lib/store.ts';

// The language the texts show in: the stored choice once its texts are in (i18n.ts moves it), so no render ever
// asks for texts that have not loaded yet.
let active: Language = languageOf(appStore.get());
const listeners = new Set<() => void>();

export function activeLanguage(): Language {
  return active;
}

export function setActiveLanguage(language: Language): void {
  if (language === active) return;
  active = language;
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
