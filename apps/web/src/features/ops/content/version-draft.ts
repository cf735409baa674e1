import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import type { OpsVersion } from '@mecha/shared/news/api';
import type { OpsVersionItem } from '@mecha/shared/news/ops-api';
import { renderMarkdown } from './article-body.ts';
import { toLocalInput } from '../lib/format.ts';

// A version note as the form edits it (a title and a Markdown body per language; stored HTML passes through
// Markdown unchanged), and the shared opsVersionBody it sends.

export interface VersionDraft {
  version: string;
  /** `datetime-local` text; empty publishes now. */
  publishAt: string;
  texts: Record<Language, { title: string; body: string }>;
}

export const emptyVersion = (): VersionDraft => ({
  version: '',
  publishAt: '',
  texts: Object.fromEntries(LANGUAGES.map((l) => [l, { title: '', body: '' }])) as VersionDraft['texts'],
});

export const versionDraftOf = (v: OpsVersionItem): VersionDraft => ({
  version: v.version,
  publishAt: toLocalInput(v.publishedAt),
  texts: Object.fromEntries(LANGUAGES.map((l) => [l, { title: v.titles[l] ?? '', body: v.bodies[l] ?? '' }])) as VersionDraft['texts'],
});

/** The languages a note will publish: those with both a title and a body. */
export const versionLanguages = (d: VersionDraft): Language[] => LANGUAGES.filter((l) => d.texts[l].title.trim() && d.texts[l].body.trim());

export function versionProblem(d: VersionDraft): string | null {
  if (!d.version.trim() || d.version.trim().length > 32) return 'The version is 1–32 characters (like 2.5).';
  if (versionLanguages(d).length === 0) return 'A title and a body in at least one language are needed.';
  return null;
}

export function versionBody(d: VersionDraft, publishedAt: number | undefined): OpsVersion {
  const langs = versionLanguages(d);
  return {
    version: d.version.trim(),
    ...(publishedAt !== undefined ? { publishedAt } : {}),
    titles: Object.fromEntries(langs.map((l) => [l, d.texts[l].title.trim()])),
    bodies: Object.fromEntries(langs.map((l) => [l, renderMarkdown(d.texts[l].body)])),
  };
}
