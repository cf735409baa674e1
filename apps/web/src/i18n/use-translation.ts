import { useMemo, useSyncExternalStore } from 'react';
import { activeLanguage, subscribeLanguage } from './active-language.ts';
import { translatorFor } from './translator.ts';

export type { TFunction, TextKey } from './translator.ts';

/** The active language's translator; components re-render when the language switches. */
export function useTranslation() {
  const language = useSyncExternalStore(subscribeLanguage, activeLanguage);
  const t = useMemo(() => translatorFor(language), [language]);
  return { t, language };
}
