import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import type { OpsBanner } from '@mecha/shared/news/api';
import type { OpsBannerItem } from '@mecha/shared/news/ops-api';

// A banner as the form edits it, and the shared opsBannerBody it sends (the server bounds and checks it again:
// addresses against the operator URL rules, editions against the operator's).

export interface BannerDraft {
  slug: string;
  image: string;
  link: string;
  sort: string;
  editions: string[];
  titles: Record<Language, string>;
  active: boolean;
}

export const emptyBanner = (editions: readonly string[]): BannerDraft => ({
  slug: '',
  image: '',
  link: '',
  sort: '0',
  editions: [...editions],
  titles: Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as Record<Language, string>,
  active: true,
});

export const bannerDraftOf = (b: OpsBannerItem): BannerDraft => ({
  slug: b.slug,
  image: b.image,
  link: b.link,
  sort: String(b.sort),
  editions: [...b.editions],
  titles: Object.fromEntries(LANGUAGES.map((l) => [l, b.titles[l] ?? ''])) as Record<Language, string>,
  active: b.active,
});

export const SLUG = /^[a-z0-9-]{3,80}$/;

/** What is missing before the form can be sent, or null. */
export function bannerProblem(d: BannerDraft): string | null {
  if (!SLUG.test(d.slug.trim())) return 'The slug is 3–80 characters of a-z, 0-9 and -.';
  if (!d.image.trim()) return 'An image is needed.';
  if (!d.link.trim()) return 'A link is needed.';
  if (!/^-?\d{1,6}$/.test(d.sort.trim())) return 'The order is a whole number.';
  if (d.editions.length === 0) return 'Choose at least one edition.';
  if (!LANGUAGES.some((l) => d.titles[l].trim())) return 'A title in at least one language is needed.';
  return null;
}

export function bannerBody(d: BannerDraft, active = d.active): OpsBanner {
  return {
    slug: d.slug.trim(),
    image: d.image.trim(),
    link: d.link.trim(),
    sort: Number(d.sort.trim()),
    editions: d.editions as OpsBanner['editions'],
    titles: Object.fromEntries(LANGUAGES.filter((l) => d.titles[l].trim()).map((l) => [l, d.titles[l].trim()])),
    active,
  };
}
