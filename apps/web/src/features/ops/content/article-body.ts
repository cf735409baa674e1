import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { Marked } from 'marked';
import type { ArticleDraft, ArticleOne } from './types.ts';
import { toLocalInput } from '../lib/format.ts';

// Markdown to HTML in the console with the library the server's content files use (marked, content-files.ts), so
// what the preview shows is what the CLI would have sent; the server sanitises it again when it stores it.
const marked = new Marked({ gfm: true, breaks: false });

export function renderMarkdown(text: string): string {
  return marked.parse(text, { async: false }) as string;
}

export const emptyText = () => ({ title: '', summary: '', tags: '', body: '' });

export function emptyDraft(): ArticleDraft {
  return {
    slug: '',
    category: 'official',
    cover: '',
    artist: '',
    editions: ['cn', 'hk', 'global', 'jp'],
    publishAt: '',
    texts: Object.fromEntries(LANGUAGES.map((l) => [l, emptyText()])) as ArticleDraft['texts'],
  };
}

export function draftFrom(article: ArticleOne): ArticleDraft {
  const draft = emptyDraft();
  return {
    ...draft,
    slug: article.slug,
    category: article.category,
    cover: article.cover,
    artist: article.artist ?? '',
    editions: article.editions,
    publishAt: toLocalInput(article.publishedAt),
    texts: Object.fromEntries(
      LANGUAGES.map((l) => {
        const t = article.texts[l];
        return [l, t ? { title: t.title, summary: t.summary, tags: t.tags.join(', '), body: t.bodyHtml } : emptyText()];
      }),
    ) as ArticleDraft['texts'],
  };
}

/** The languages a draft will publish: those with a title. */
export const filledLanguages = (draft: ArticleDraft): Language[] => LANGUAGES.filter((l) => draft.texts[l].title.trim() !== '');

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 8);

/** The shared opsArticleBody of a draft (the server bounds and checks it again). */
export function publishBody(draft: ArticleDraft, publishedAt: number | undefined) {
  const langs = filledLanguages(draft);
  const per = <T>(pick: (l: Language) => T) => Object.fromEntries(langs.map((l) => [l, pick(l)]));
  return {
    slug: draft.slug.trim(),
    category: draft.category,
    cover: draft.cover.trim(),
    artist: draft.artist.trim() || null,
    editions: draft.editions,
    ...(publishedAt !== undefined ? { publishedAt } : {}),
    tags: per((l) => tagsOf(draft.texts[l].tags)),
    title: per((l) => draft.texts[l].title.trim()),
    summary: per((l) => draft.texts[l].summary.trim()),
    body: per((l) => renderMarkdown(draft.texts[l].body)),
  };
}
