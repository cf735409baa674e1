import type { OpsBannerItem, OpsVersionItem } from '@mecha/shared/news/ops-api';
import type { OpsCall } from './ops-call.ts';

// Reading content from the operator CLI (decision 0052; writing is `news publish`, `banner set`, `version publish`
// in ops.ts):
//   news list [--category balance] [--state published|scheduled|unpublished] [--q text] [--page n] [--size n]
//   banner list [--edition hk] [--lang zh-HK] [--active true|false] [--page n] [--size n]
//   version list [--page n] [--size n]
export const CONTENT_USAGE = 'news list [--category C] [--state S] [--q text] [--page n] [--size n] | banner list [--edition E] [--lang L] [--active true|false] [--page n] [--size n] | version list [--page n] [--size n]';

const LISTS: Record<string, { path: string; flags: readonly string[] }> = {
  news: { path: '/api/ops/articles/list', flags: ['category', 'state', 'q', 'page', 'size'] },
  banner: { path: '/api/ops/banners/list', flags: ['edition', 'lang', 'active', 'page', 'size'] },
  version: { path: '/api/ops/versions/list', flags: ['page', 'size'] },
};

/** The GET a `<news|banner|version> list` command makes; null when the arguments are not one. */
export function contentRequest(args: string[]): string | null {
  const [area, verb, ...flags] = args;
  const list = area ? LISTS[area] : undefined;
  if (!list || verb !== 'list') return null;
  const params = new URLSearchParams();
  for (let i = 0; i < flags.length; i += 2) {
    const name = /^--([a-z]+)$/.exec(flags[i]!)?.[1];
    const value = flags[i + 1];
    if (!name || !list.flags.includes(name) || value === undefined) return null;
    params.set(name, value);
  }
  const q = params.toString();
  return q ? `${list.path}?${q}` : list.path;
}

const iso = (s: number) => new Date(s * 1000).toISOString().replace('.000Z', 'Z');
const firstOf = (texts: Record<string, string>) => texts.en ?? Object.values(texts)[0] ?? '';

/** Runs a content list command; false when the arguments are not one (ops.ts then tries its other commands). */
export async function contentCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const path = contentRequest(args);
  if (!path) return false;
  const res = (await call(path)) as { list: unknown[]; page: number; hasMore: boolean };
  for (const row of res.list) {
    if (args[0] === 'banner') {
      const b = row as OpsBannerItem;
      console.log(`${b.slug}\t${b.active ? 'active' : 'inactive'}\tsort ${b.sort}\t${b.editions.join(',')}\t${Object.keys(b.titles).join(',')}\t${firstOf(b.titles)}`);
    } else if (args[0] === 'version') {
      const v = row as OpsVersionItem;
      console.log(`${v.version}\t${iso(v.publishedAt)}\t${v.clicks} clicks\t${Object.keys(v.titles).join(',')}\t${firstOf(v.titles)}`);
    } else {
      const a = row as { slug: string; category: string; state: string; publishedAt: number; languages: string[]; title: string };
      console.log(`${a.slug}\t${a.category}\t${a.state}\t${iso(a.publishedAt)}\t${a.languages.join(',')}\t${a.title}`);
    }
  }
  console.log(`page ${res.page}${res.hasMore ? ' (more: --page ' + (res.page + 1) + ')' : ''}`);
  return true;
}
