import type { Language } from './languages.ts';

/** A text stored per language: the asked one, else English, else the fallback. */
export function localised(map: Partial<Record<string, string>>, lang: Language, fallback = ''): string {
  return map[lang] ?? map.en ?? fallback;
}

/** The same, falling back to whichever language the text has. */
export function localisedOrAny(map: Partial<Record<string, string>>, lang: Language): string {
  return localised(map, lang, Object.values(map)[0] ?? '');
}
