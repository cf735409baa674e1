import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { opsCaller } from '../mall/ops/ops-test-kit.ts';

// The console's reading of articles (decision 0172): list with languages and state, one article's texts.
describe.each(DB_KINDS)('news operators: reading articles (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());
  const op = () => opsCaller(t);
  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  const publish = (slug: string, langs: string[], extra: Record<string, unknown> = {}) =>
    op()('POST', '/api/ops/articles', {
      slug, category: 'official', editions: ['hk'],
      title: Object.fromEntries(langs.map((l) => [l, `Title ${slug} ${l}`])),
      summary: Object.fromEntries(langs.map((l) => [l, 'Summary'])),
      body: Object.fromEntries(langs.map((l) => [l, `<p>Body ${l}</p>`])),
      ...extra,
    });

  it('lists articles with their languages and state, and answers one with its texts', async () => {
    expect((await publish('console-four', ['zh-CN', 'zh-HK', 'en', 'ja'])).code).toBe(0);
    expect((await publish('console-later', ['en'], { publishedAt: now() + 3600 })).code).toBe(0);
    expect((await publish('console-gone', ['ja'])).code).toBe(0);
    expect((await op()('POST', '/api/ops/articles/unpublish', { slug: 'console-gone' })).code).toBe(0);
    type Item = { slug: string; state: string; languages: string[]; title: string; editions: string[] };
    const list = await op()<{ list: Item[]; hasMore: boolean }>('GET', '/api/ops/articles/list?q=console-&size=10');
    expect(list.code).toBe(0);
    const bySlug = Object.fromEntries(list.data.list.map((a) => [a.slug, a]));
    expect(bySlug['console-four']).toMatchObject({ state: 'published', languages: ['en', 'ja', 'zh-CN', 'zh-HK'], title: 'Title console-four en', editions: ['hk'] });
    expect(bySlug['console-later']).toMatchObject({ state: 'scheduled', languages: ['en'] });
    expect(bySlug['console-gone']).toMatchObject({ state: 'unpublished', languages: ['ja'] });
    const scheduled = await op()<{ list: Item[] }>('GET', '/api/ops/articles/list?state=scheduled');
    expect(scheduled.data.list.map((a) => a.slug)).toEqual(['console-later']);
    const paged = await op()<{ list: Item[]; hasMore: boolean }>('GET', '/api/ops/articles/list?q=console-&size=2');
    expect(paged.data).toMatchObject({ hasMore: true });
    expect(paged.data.list).toHaveLength(2);
    const one = await op()<{ texts: Record<string, { title: string; bodyHtml: string }> }>('GET', '/api/ops/articles/one?slug=console-four');
    expect(Object.keys(one.data.texts).sort()).toEqual(['en', 'ja', 'zh-CN', 'zh-HK']);
    expect(one.data.texts.ja).toMatchObject({ title: 'Title console-four ja', bodyHtml: '<p>Body ja</p>' });
    expect((await op()('GET', '/api/ops/articles/one?slug=no-such-article')).code).toBe(ERRORS.notFound.code);
    expect((await op()('GET', '/api/ops/articles/list?size=1000')).code).toBe(ERRORS.paramError.code);
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/articles/list' })).json()).toMatchObject({ code: ERRORS.opsSessionRequired.code });
  });
});
