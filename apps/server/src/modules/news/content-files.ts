import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import { isLanguage, type Language } from '@mecha/shared/i18n/languages';
import type { OpsArticle } from '@mecha/shared/news/api';
import { expandSeasonDates } from './season-dates.ts';

// Content files as operators write them: Markdown (.md) or HTML (.html) with a front matter block, one file per
// language; files that share a slug become one article in several languages. Title,
// summary, tags and body are per file (language); the other fields come from the first file that has them.
//
//   ---
//   slug: patch-2-4
//   lang: en
//   category: balance
//   title: Patch 2.4 balance changes
//   summary: Thunder Gale loses a step, Bastion Tortoise gains a shield.
//   tags: [patch, balance]
//   cover: /covers/patch-2-4.svg
//   publishedAt: 2026-11-18T10:00:00+08:00
//   ---
//   Markdown body…
export interface ContentFile {
  slug: string;
  lang: Language;
  meta: Record<string, unknown>;
  html: string;
}

export function readContentFile(path: string): ContentFile {
  const text = readFileSync(path, 'utf8');
  const lang = String(matter(text).data.lang ?? /\.([a-zA-Z-]+)\.(md|html)$/.exec(basename(path))?.[1] ?? '');
  if (!isLanguage(lang)) throw new Error(`${path}: lang must be one of zh-CN, zh-HK, en, ja (got "${lang}")`);
  // Season dates are filled in from the season rules, in the file's language (season-dates.ts).
  const { data, content } = matter(expandSeasonDates(text, lang));
  if (typeof data.slug !== 'string') throw new Error(`${path}: front matter needs a slug`);
  const html = path.endsWith('.html') ? content : (marked.parse(content, { async: false }) as string);
  return { slug: data.slug, lang, meta: data, html };
}

/** Groups files by slug into publishable articles; metadata comes from the files (the first one that has it). */
export function articlesFrom(files: ContentFile[]): OpsArticle[] {
  const bySlug = new Map<string, ContentFile[]>();
  for (const f of files) bySlug.set(f.slug, [...(bySlug.get(f.slug) ?? []), f]);
  return [...bySlug.entries()].map(([slug, group]) => {
    const meta = (key: string) => group.map((f) => f.meta[key]).find((v) => v !== undefined);
    const published = meta('publishedAt');
    const article: OpsArticle = {
      slug,
      category: meta('category') as OpsArticle['category'],
      cover: String(meta('cover') ?? ''),
      // Each file's tags are in its own language.
      tags: Object.fromEntries(group.map((f) => [f.lang, (f.meta.tags as string[] | undefined) ?? []])),
      artist: (meta('artist') as string | undefined) ?? null,
      editions: (meta('editions') as OpsArticle['editions'] | undefined) ?? ['cn', 'hk', 'global', 'jp'],
      title: Object.fromEntries(group.map((f) => [f.lang, String(f.meta.title ?? '')])),
      summary: Object.fromEntries(group.map((f) => [f.lang, String(f.meta.summary ?? '')])),
      body: Object.fromEntries(group.map((f) => [f.lang, f.html])),
    };
    if (published !== undefined) article.publishedAt = Math.floor(new Date(published as string).getTime() / 1000);
    return article;
  });
}
