import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { marked } from 'marked';
import { articlesFrom, readContentFile } from '../modules/news/content-files.ts';

// The operator CLI: publishes content to a running server through its operator API.
//   npm run ops -- news publish content/patch-2-4.*.md     (one or more files; several languages at once)
//   npm run ops -- news unpublish patch-2-4
//   npm run ops -- banner set banner.json                  ({slug, image, link, sort, editions, titles, active})
//   npm run ops -- version publish notes/2.4.*.md          (front matter: version, lang, title)
// OPS_URL (default http://127.0.0.1:3000) and OPERATOR_TOKEN (the server's; a dev default in sim mode).
const url = process.env.OPS_URL ?? 'http://127.0.0.1:3000';
const token = process.env.OPERATOR_TOKEN ?? 'dev-operator-token-change-me';

async function call(path: string, body: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Operator ${token}`, 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  const out = (await res.json()) as { code: number; data: unknown; msg: string };
  if (out.code !== 0) throw new Error(`${path}: ${out.msg} ${JSON.stringify(out.data ?? '')}`);
  return out.data;
}

async function main(args: string[]) {
  const [area, verb, ...rest] = args;
  if (area === 'news' && verb === 'publish' && rest.length) {
    for (const article of articlesFrom(rest.map(readContentFile))) {
      const res = (await call('/api/ops/articles', article)) as { id: number; created: boolean };
      console.log(`${res.created ? 'published' : 'updated'} #${res.id} ${article.slug} [${Object.keys(article.title).join(', ')}]`);
    }
  } else if (area === 'news' && verb === 'unpublish' && rest[0]) {
    await call('/api/ops/articles/unpublish', { slug: rest[0] });
    console.log(`unpublished ${rest[0]}`);
  } else if (area === 'banner' && verb === 'set' && rest[0]) {
    await call('/api/ops/banners', JSON.parse(readFileSync(rest[0], 'utf8')));
    console.log('banner saved');
  } else if (area === 'version' && verb === 'publish' && rest.length) {
    const files = rest.map((p) => ({ p, ...matter(readFileSync(p, 'utf8')) }));
    const version = String(files[0]!.data.version);
    const titles = Object.fromEntries(files.map((f) => [f.data.lang, String(f.data.title)]));
    const bodies = Object.fromEntries(files.map((f) => [f.data.lang, f.p.endsWith('.html') ? f.content : (marked.parse(f.content, { async: false }) as string)]));
    await call('/api/ops/versions', { version, titles, bodies });
    console.log(`version ${version} published [${Object.keys(titles).join(', ')}]`);
  } else {
    console.error('usage: ops news publish <files…> | news unpublish <slug> | banner set <file.json> | version publish <files…>');
    process.exit(2);
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
