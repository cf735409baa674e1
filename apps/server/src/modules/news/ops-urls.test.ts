import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';

const ops = { authorization: `Operator ${DEV_OPERATOR_TOKEN}` };
const UNSAFE_URL = 1021;
const PARAM_ERROR = 1014;
const IMAGE_HOSTS = ['img.example.com', '*.cdn.example'];

// Addresses that run script, load from elsewhere or hide behind parser quirks: refused as banner link and image.
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x.png',
];

describe.each(DB_KINDS)('operator addresses (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true, imageHosts: IMAGE_HOSTS });
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object) => body<Record<string, unknown>>(await t.app.inject({ method: 'POST', url, headers: ops, payload }));
  const banner = (over: object) => ({ slug: 'ops-banner', image: '/covers/x.svg', link: '#/pages/news/index/index', titles: { en: 'Banner' }, ...over });
  const article = (over: object) => ({ slug: 'ops-urls', category: 'official', title: { en: 'Addresses' }, summary: { en: 's' }, body: { en: '<p>Hi</p>' }, ...over });
  const bannerRows = () => t.store.db.selectFrom('banners').select(['slug', 'image', 'link']).orderBy('slug').execute();
  const articleRow = (slug: string) => t.store.db.selectFrom('articles').select('id').where('slug', '=', slug).executeTakeFirst();
  const detail = async (id: number) => body<{ BodyHtml: string; Cover: string }>(await t.app.inject({ url: `/api/record/cms/detail?id=${id}`, headers: { 'accept-language': 'en' } })).data;

  it('still publishes the seeded content: own cover files and app-route banner links', async () => {
    const rows = await bannerRows();
    expect(rows.map((r) => r.slug)).toEqual(['patch-2-4', 'sac-2025', 'season-12']);
    expect(rows.every((r) => r.image.startsWith('/covers/') && /^#\/pages\/news\/detail\/index\?id=\d+$/.test(r.link))).toBe(true);
    expect((await t.store.db.selectFrom('articles').select('id').execute()).length).toBe(10);
    expect((await t.store.db.selectFrom('version_notes').select('id').execute()).length).toBe(2);
  });

  it.each(HOSTILE)('refuses the banner link %j and stores nothing', async (link) => {
    const before = await bannerRows();
    const res = await post('/api/ops/banners', banner({ slug: 'season-12', link }));
    expect(res).toMatchObject({ code: UNSAFE_URL, data: { field: 'link', value: link } });
    expect(await bannerRows()).toEqual(before);
  });

  it.each([...HOSTILE, 'https://tracker.example/p.gif', 'http://img.example.com/b.png', 'covers/x.svg', '/covers/../secret.png'])('refuses the banner image %j and stores nothing', async (image) => {
    const before = await bannerRows();
    const res = await post('/api/ops/banners', banner({ image }));
    expect(res).toMatchObject({ code: UNSAFE_URL, data: { field: 'image', value: image } });
    expect(await bannerRows()).toEqual(before);
  });

  it('accepts banners with own files or allowed hosts, and http(s) or app-route links', async () => {
    for (const [image, link] of [
      ['/covers/x.svg', '#/pages/news/index/index?tab=balance'],
      ['https://img.example.com/b.png', '/#/pages/news/detail/index?id=1'],
      ['https://eu.cdn.example/b.webp', 'https://example.com/event?id=3'],
      ['/covers/y.svg', 'http://example.com/'],
    ]) {
      expect(await post('/api/ops/banners', banner({ image, link }))).toMatchObject({ code: 0 });
      expect((await bannerRows()).find((r) => r.slug === 'ops-banner')).toEqual({ slug: 'ops-banner', image, link });
    }
  });

  it('bounds banner numbers and texts', async () => {
    for (const over of [{ sort: 100_001 }, { sort: 1.5 }, { titles: { en: 'x'.repeat(201) } }, { titles: {} }, { link: 'x'.repeat(501) }, { editions: ['cn', 'cn', 'hk', 'jp', 'global'] }]) {
      expect((await post('/api/ops/banners', banner(over))).code).toBe(PARAM_ERROR);
    }
  });

  it('refuses tracking pixels and script links in article HTML, in any language, and stores none of the article', async () => {
    const cases: [Record<string, string>, string, string[]][] = [
      [{ en: '<p><img src="https://tracker.example/p.gif"></p>' }, 'body.en', ['https://tracker.example/p.gif']],
      [{ en: '<p>ok</p>', ja: '<p><img src="http://img.example.com/a.png"><a href="javascript:alert(1)">x</a></p>' }, 'body.ja', ['javascript:alert(1)', 'http://img.example.com/a.png']],
      [{ en: '<a href="jav&#x09;ascript:alert(1)">x</a>' }, 'body.en', ['jav\tascript:alert(1)']],
      [{ en: '<a href="//evil.example/x">x</a><a href="page.html">y</a>' }, 'body.en', ['//evil.example/x', 'page.html']],
      [{ en: '<svg><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></svg>' }, 'body.en', ['data:image/gif;base64,R0lGODlhAQABAAAAACw=']],
    ];
    for (const [bodies, field, urls] of cases) {
      const res = await post('/api/ops/articles', article({ title: Object.fromEntries(Object.keys(bodies).map((l) => [l, 'T'])), summary: Object.fromEntries(Object.keys(bodies).map((l) => [l, 's'])), body: bodies }));
      expect(res).toMatchObject({ code: UNSAFE_URL, data: { field, urls } });
      expect(await articleRow('ops-urls')).toBeUndefined();
    }
  });

  it('refuses a cover outside the rules', async () => {
    for (const cover of ['javascript:alert(1)', 'https://tracker.example/c.png', '//evil.example/c.png']) {
      expect(await post('/api/ops/articles', article({ cover }))).toMatchObject({ code: UNSAFE_URL, data: { field: 'cover', value: cover } });
    }
    expect(await articleRow('ops-urls')).toBeUndefined();
  });

  it('keeps images from the site and allowed hosts, and http(s) and app-route links', async () => {
    const html = '<p><img src="/covers/x.svg" alt="a"><img src="https://img.example.com/p.png"><a href="https://example.com/x">w</a><a href="http://example.com/y">h</a><a href="#/pages/news/detail/index?id=1">app</a></p>';
    const res = await post('/api/ops/articles', article({ cover: 'https://img.example.com/cover.png', body: { en: html } }));
    expect(res).toMatchObject({ code: 0, data: { created: true } });
    const d = await detail((res.data as { id: number }).id);
    expect(d.Cover).toBe('https://img.example.com/cover.png');
    expect(d.BodyHtml).toContain('<img src="/covers/x.svg" alt="a" />');
    expect(d.BodyHtml).toContain('<img src="https://img.example.com/p.png" />');
    for (const href of ['https://example.com/x', 'http://example.com/y', '#/pages/news/detail/index?id=1']) expect(d.BodyHtml).toContain(`href="${href}"`);

    // A later refused update leaves the published article as it was.
    expect((await post('/api/ops/articles', article({ body: { en: '<img src="https://tracker.example/p.gif">' } }))).code).toBe(UNSAFE_URL);
    expect((await detail((res.data as { id: number }).id)).BodyHtml).toBe(d.BodyHtml);
  });

  it('bounds article numbers and texts', async () => {
    for (const over of [{ publishedAt: 1e15 }, { publishedAt: -1 }, { title: { en: 'x'.repeat(201) } }, { summary: { en: 'x'.repeat(501) } }, { cover: 'x'.repeat(501) }]) {
      expect((await post('/api/ops/articles', article({ slug: 'ops-bounds', ...over }))).code).toBe(PARAM_ERROR);
    }
    expect(await articleRow('ops-bounds')).toBeUndefined();
  });

  it('refuses version notes whose HTML loads from elsewhere', async () => {
    const note = (bodies: Record<string, string>) => ({ version: '9.9', titles: { en: '9.9' }, bodies });
    expect(await post('/api/ops/versions', note({ en: '<p>ok</p>', 'zh-CN': '<img src="https://tracker.example/v.gif">' }))).toMatchObject({ code: UNSAFE_URL, data: { field: 'bodies.zh-CN', urls: ['https://tracker.example/v.gif'] } });
    expect(await t.store.db.selectFrom('version_notes').select('id').where('version', '=', '9.9').executeTakeFirst()).toBeUndefined();
    expect((await post('/api/ops/versions', note({ en: '<p><a href="#/pages/news/index/index">news</a></p>' }))).code).toBe(0);
    expect((await post('/api/ops/versions', { ...note({ en: 'x' }), publishedAt: 1e15 })).code).toBe(PARAM_ERROR);
  });
});

describe('the ops CLI on a refused address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('prints the message, the field and the address, and exits with 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ops-urls-'));
    writeFileSync(join(dir, 'a.en.md'), '---\nslug: cli-pixel\nlang: en\ncategory: official\ntitle: Pixel\nsummary: s\n---\nHello ![](https://tracker.example/p.gif)\n');
    const port = (t.app.server.address() as AddressInfo).port;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../../cli/ops.ts', import.meta.url)), 'news', 'publish', join(dir, 'a.en.md')], {
      env: { ...process.env, OPS_URL: `http://127.0.0.1:${port}` },
    });
    const err = (await run.then(() => null, (e: unknown) => e)) as { code: number; stderr: string } | null;
    expect(err?.code).toBe(1);
    expect(err?.stderr).toContain('cli-pixel not published: /api/ops/articles: This link or image address is not allowed. (1021)');
    expect(err?.stderr).toContain('  body.en: https://tracker.example/p.gif');
    expect(await t.store.db.selectFrom('articles').select('id').where('slug', '=', 'cli-pixel').executeTakeFirst()).toBeUndefined();
  });
});
