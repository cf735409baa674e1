import { EDITION_META } from '@mecha/shared/editions';
import { useEffect } from 'react';
import { editionOf, languageOf } from '../lib/locale.ts';
import { useAppState } from '../lib/store.ts';

// SPEC §1: page title and meta description vary by edition; <html lang> follows the language so screen readers
// and the browser's font choice (CJK glyph variants differ between zh-CN, zh-HK and ja) are right.
export function applyDocumentMeta(language: string, title: string, description: string): void {
  document.documentElement.lang = language;
  document.title = title;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

export function useDocumentMeta(): void {
  const language = useAppState(languageOf);
  const edition = useAppState(editionOf);
  useEffect(() => {
    const meta = EDITION_META[edition];
    applyDocumentMeta(language, meta.title, meta.description);
  }, [language, edition]);
}
