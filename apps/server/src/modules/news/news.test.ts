import { ERRORS } from '@mecha/shared/errors/catalogue';
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
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';

type Item = { Id: number; Category: string; Title: string; Likes: number };
const ops = { authorization: `Operator ${DEV_OPERATOR_TOKEN}` };

describe.each(DB_KINDS)('news (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    token = await loginWithCode(t.app, (await sampleUids(t.app, 1))[0]!);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const list = async (q: string, lang = 'en') => body<{ list: Item[]; hasMore: boolean }>(await get(`/api/record/cms/news?${q}`, { 'accept-language': lang })).data;

  it('fills the site with articles in four languages, by category, newest first', async () => {
    const all = await list('size=50');
    expect(all.list.length).toBe(10);
    expect(all.list.map((a) => a.Id)).toEqual([...all.list].sort((a, b) => 0 - 0 || 0).map((a) => a.Id));
    const balance = await list('category=balance');
    expect(balance.list.map((a) => a.Title)).toEqual(['Patch 2.4 balance: Thunder Gale toned down, Bastion Tortoise buffed', 'Patch 2.3 balance: one range for all snipers']);
    expect((await list('category=balance', 'ja')).list[0]!.Title).toContain('バランス調整');
    expect((await list('category=balance', 'zh-HK')).list[0]!.Title).toContain('雷霆疾風');
    const fanart = await list('category=fanart');
    expect(fanart.list.every((a) => (a as unknown as { Artist: string }).Artist)).toBe(true);
    const paged = await list('size=3&page=4');
    expect(paged).toMatchObject({ hasMore: false });
    expect(body(await get('/api/record/cms/news?category=gossip')).code).toBe(1014);
  });

  it("shows each article's tags in the reader's language", async () => {
    const tags = async (lang: string) => ((await list('category=balance', lang)).list[0] as unknown as { Tags: string[] }).Tags;
    expect(await tags('en')).toEqual(['balance', 'patch 2.4']);
    expect(await tags('zh-CN')).toEqual(['平衡', '版本 2.4']);
    expect(await tags('ja')).toEqual(['バランス', 'Ver.2.4']);
    const all = (await list('size=50', 'zh-CN')).list as unknown as { Tags: string[] }[];
    expect(all.flatMap((a) => a.Tags).filter((tag) => /^[a-z ]+$/.test(tag))).toEqual([]);
  });

  it('serves banners, version notes and the balance hot-point flag', async () => {
    const banners = body<{ list: { Title: string }[] }>(await get('/api/record/cms/banner', { 'accept-language': 'ja' })).data.list;
    expect(banners[0]!.Title).toBe('シーズン12「イベントホライズン」');
    const versions = body<{ list: { Id: number; Version: string }[] }>(await get('/api/strategy/version/list')).data.list;
    expect(versions.map((v) => v.Version)).toEqual(['2.4', '2.3']);
    const clicked = body<{ Clicks: number }>(await t.app.inject({ method: 'POST', url: '/api/strategy/version/click', payload: { id: versions[0]!.Id } }));
    expect(clicked.data.Clicks).toBe(1);
    expect(body<{ BodyHtml: string }>(await get(`/api/strategy/version/detail?id=${versions[0]!.Id}`)).data.BodyHtml).toContain('<p>');
    const flag = body<{ LatestId: number; LatestAt: number }>(await get('/api/strategy/balance-adjustment/new')).data;
    expect(flag.LatestId).toBe((await list('category=balance')).list[0]!.Id);
  });

  it('finds Chinese, Japanese and English words without splitting on spaces, and keeps the history', async () => {
    const zh = body<{ list: Item[] }>(await get(`/api/strategy/news?keyword=${encodeURIComponent('雷霆疾风')}`, { 'accept-language': 'zh-CN', ...auth(token) })).data.list;
    expect(zh.map((a) => a.Category)).toContain('balance');
    t.clock.advance(1000);
    const ja = body<{ list: Item[] }>(await get(`/api/strategy/news?keyword=${encodeURIComponent('夏祭り')}`, { 'accept-language': 'ja', ...auth(token) })).data.list;
    expect(ja.map((a) => a.Title)).toEqual(['ファンアート特集：スターウィーバーの夏祭り']);
    const en = body<{ list: Item[] }>(await get('/api/strategy/news?keyword=sniper%20range', { 'accept-language': 'en' })).data.list;
    expect(en[0]!.Title).toContain('Patch 2.3');
    expect(body<{ list: Item[] }>(await get('/api/strategy/news?keyword=100%25', { 'accept-language': 'en' })).data.list).toEqual([]);
    expect(body(await get('/api/strategy/news?keyword=', { 'accept-language': 'en' })).code).toBe(2009);
    const history = body<{ list: string[] }>(await get('/api/strategy/search-history', auth(token))).data.list;
    expect(history).toEqual(['夏祭り', '雷霆疾风']);
    await t.app.inject({ method: 'POST', url: '/api/strategy/search-history/clear', headers: auth(token) });
    expect(body<{ list: string[] }>(await get('/api/strategy/search-history', auth(token))).data.list).toEqual([]);
  });

  it('counts views, and likes once per account however often it is tapped', async () => {
    const [first] = (await list('size=1')).list;
    const id = first!.Id;
    const views = body<{ Views: number }>(await t.app.inject({ method: 'POST', url: '/api/record/cms/hits', payload: { id } })).data.Views;
    expect(body<{ Views: number }>(await t.app.inject({ method: 'POST', url: '/api/record/cms/hits', payload: { id } })).data.Views).toBe(views + 1);

    expect(body(await t.app.inject({ method: 'POST', url: `/api/like/${id}` })).code).toBe(400); // SPEC §6: notLoggedIn
    const taps = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: `/api/like/${id}`, headers: auth(token), payload: { type: 'like' } })));
    expect(taps.every((r) => body(r).code === 0)).toBe(true);
    const article = await t.store.db.selectFrom('articles').select('likes').where('id', '=', id).executeTakeFirstOrThrow();
    expect(article.likes).toBe(1);
    expect(body<{ Liked: boolean; Likes: number }>(await get(`/api/record/cms/detail?id=${id}`, auth(token))).data).toMatchObject({ Liked: true, Likes: 1 });
    const unliked = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: `/api/like/${id}`, headers: auth(token), payload: { type: 'unlike' } })));
    expect(unliked.map((r) => body<{ Likes: number }>(r).data.Likes).at(-1)).toBe(0);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/like/999999', headers: auth(token) })).code).toBe(1015);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/like/abc', headers: auth(token) })).code).toBe(1014);
  });

  it('lets operators publish sanitised articles in several languages, and unpublish them', async () => {
    const article = {
      slug: 'ops-test-article', category: 'official', editions: ['jp'],
      title: { en: 'Ops test', ja: 'テスト記事' }, summary: { en: 's', ja: 's' },
      // (A javascript: link would refuse the whole article: ops-urls.test.ts.)
      body: { en: '<p onclick="x()">Hi<script>alert(1)</script><a href="https://example.com/x" target="_top">x</a></p>', ja: '<p>こんにちは</p>' },
    };
    expect(body(await t.app.inject({ method: 'POST', url: '/api/ops/articles', payload: article })).code).toBe(ERRORS.opsSessionRequired.code);
    const res = body<{ id: number; created: boolean }>(await t.app.inject({ method: 'POST', url: '/api/ops/articles', headers: ops, payload: article }));
    expect(res.data.created).toBe(true);
    const jp = body<{ BodyHtml: string; Title: string }>(await get(`/api/record/cms/detail?id=${res.data.id}`, { 'accept-language': 'en', 'x-game-code': 'jp' }));
    expect(jp.data.Title).toBe('Ops test');
    expect(jp.data.BodyHtml).toBe('<p>Hi<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a></p>');
    expect(body(await get(`/api/record/cms/detail?id=${res.data.id}`, { 'accept-language': 'en', 'x-game-code': 'cn' })).code).toBe(1015);
    expect(body<{ created: boolean }>(await t.app.inject({ method: 'POST', url: '/api/ops/articles', headers: ops, payload: article })).data.created).toBe(false);
    await t.app.inject({ method: 'POST', url: '/api/ops/articles/unpublish', headers: ops, payload: { slug: 'ops-test-article' } });
    expect(body(await get(`/api/record/cms/detail?id=${res.data.id}`, { 'x-game-code': 'jp' })).code).toBe(1015);
  });

  // The console's "schedule": an article published for a later time stays out of feeds and links until then.
  it('keeps a scheduled article hidden until its publish time', async () => {
    const at = Math.floor(t.clock.now().getTime() / 1000) + 3600;
    const article = { slug: 'ops-scheduled', category: 'official', editions: ['jp'], title: { en: 'Later' }, summary: { en: 's' }, body: { en: '<p>soon</p>' }, publishedAt: at };
    const res = body<{ id: number }>(await t.app.inject({ method: 'POST', url: '/api/ops/articles', headers: ops, payload: article }));
    const headers = { 'accept-language': 'en', 'x-game-code': 'jp' };
    const ids = async () => body<{ list: { Id: number }[] }>(await get('/api/record/cms/news?category=official&page=1&size=50', headers)).data.list.map((a) => a.Id);
    expect(body(await get(`/api/record/cms/detail?id=${res.data.id}`, headers)).code).toBe(1015);
    expect(await ids()).not.toContain(res.data.id);
    t.clock.advance(3600 * 1000);
    expect(body(await get(`/api/record/cms/detail?id=${res.data.id}`, headers)).code).toBe(0);
  });
});

describe('the ops CLI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('publishes Markdown files in several languages as one article', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ops-'));
    const fm = (lang: string, title: string, tag: string) => `---\nslug: cli-article\nlang: ${lang}\ncategory: rewards\ntitle: ${title}\nsummary: s\ntags: [${tag}]\n---\n`;
    writeFileSync(join(dir, 'a.en.md'), `${fm('en', 'From the CLI', 'rewards')}Some **bold** text.\n`);
    writeFileSync(join(dir, 'a.zh-CN.md'), `${fm('zh-CN', '命令行发布', '福利')}一些**粗体**文字。\n`);
    const port = (t.app.server.address() as AddressInfo).port;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../../cli/ops.ts', import.meta.url)), 'news', 'publish', join(dir, 'a.en.md'), join(dir, 'a.zh-CN.md')], {
      env: { ...process.env, OPS_URL: `http://127.0.0.1:${port}` },
    });
    expect(stdout).toMatch(/published #\d+ cli-article \[en, zh-CN\]/);
    const feed = body<{ list: { Id: number; Title: string }[] }>(await t.app.inject({ url: '/api/record/cms/news?category=rewards', headers: { 'accept-language': 'zh-CN' } })).data.list;
    expect(feed[0]!.Title).toBe('命令行发布');
    expect((feed[0] as unknown as { Tags: string[] }).Tags).toEqual(['福利']);
    const detail = body<{ BodyHtml: string }>(await t.app.inject({ url: `/api/record/cms/detail?id=${feed[0]!.Id}`, headers: { 'accept-language': 'en' } }));
    expect(detail.data.BodyHtml).toContain('<strong>bold</strong>');
  });
});
