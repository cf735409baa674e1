// The four languages of the product, in the order the language switch shows them (the stored "language index").
export const LANGUAGES = ['zh-CN', 'zh-HK', 'en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks a supported language from an Accept-Language header (or any loose tag such as "ja-JP", "zh-TW"). */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

function matchTag(tag: string): Language | undefined {
  if (tag === 'zh-cn' || tag === 'zh-hans' || tag === 'zh-sg' || tag.startsWith('zh-hans-')) return 'zh-CN';
  if (tag === 'zh-hk' || tag === 'zh-tw' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-HK';
  if (tag === 'zh') return 'zh-CN';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  if (tag === 'ja' || tag.startsWith('ja-')) return 'ja';
  return undefined;
}
