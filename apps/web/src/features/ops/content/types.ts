import type { Language } from '@mecha/shared/i18n/languages';

// The news operator calls as the console uses them: reading (server news/ops-articles.routes.ts) and writing
// (news/ops.routes.ts, the shared opsArticleBody).

export type ArticleState = 'published' | 'scheduled' | 'unpublished';

export interface ArticleSummary {
  id: number;
  slug: string;
  category: string;
  state: ArticleState;
  publishedAt: number;
  updatedAt: number;
  editions: string[];
  languages: string[];
  title: string;
}

export interface ArticleOne {
  slug: string;
  category: string;
  cover: string;
  artist: string | null;
  editions: string[];
  state: ArticleState;
  publishedAt: number;
  texts: Partial<Record<Language, { title: string; summary: string; bodyHtml: string; tags: string[] }>>;
}

export interface LanguageDraft {
  title: string;
  summary: string;
  tags: string;
  /** Markdown (HTML passes through unchanged). */
  body: string;
}

export interface ArticleDraft {
  slug: string;
  category: string;
  cover: string;
  artist: string;
  editions: string[];
  /** `datetime-local` text; empty publishes now. */
  publishAt: string;
  texts: Record<Language, LanguageDraft>;
}
