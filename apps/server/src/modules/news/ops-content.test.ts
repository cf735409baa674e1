import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { BOOTSTRAP, createOperator, login, opsCall } from '../operators/operators-test-kit.ts';

// The console's banners and version notes (decision 0052): paged reads, edition scoping on reads and writes (an HK
// editor never reads or writes a JP banner, nor takes one over by its slug), version notes written only by an
// all-editions operator, and the audit row written in the change's own transaction (none for a refused change).
describe.each(DB_KINDS)('news operators: banners and version notes (%s)', (kind) => {
  let t: TestApp;
  let hk: string;
  let support: string;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    hk = await login(t, 'f-editor-hk', await createOperator(t, 'f-editor-hk', 'editor', ['hk']));
    support = await login(t, 'f-support', await createOperator(t, 'f-support', 'support'));
  });
  afterAll(() => t.close());

  const banner = (slug: string, editions: string[], extra: Record<string, unknown> = {}) => ({
    slug, image: '/covers/season.svg', link: '#/pages/news/index', sort: 5, editions, titles: { 'zh-HK': `橫幅 ${slug}`, en: `Banner ${slug}` }, ...extra,
  });
  const audits = (target: string) => t.store.db.selectFrom('ops_audit_log').select(['action', 'operator', 'after']).where('target', '=', target).execute();
  type Banner = { slug: string; editions: string[]; active: boolean; titles: Record<string, string> };
  type Page<T> = { list: T[]; page: number; hasMore: boolean };

  it('lists banners paged and filtered; an HK editor sees and writes only HK, and cannot take a JP banner over', async () => {
    for (const [slug, editions] of [['f-hk-one', ['hk']], ['f-hk-two', ['hk']], ['f-jp-one', ['jp']]] as const) {
      expect((await opsCall(t, 'POST', '/api/ops/banners', BOOTSTRAP, banner(slug, [...editions]))).code).toBe(0);
    }
    expect((await opsCall(t, 'POST', '/api/ops/banners', BOOTSTRAP, banner('f-jp-off', ['jp'], { active: false, titles: { ja: 'オフ' } }))).code).toBe(0);

    const all = await opsCall<Page<Banner>>(t, 'GET', '/api/ops/banners/list?size=100', BOOTSTRAP);
    expect(all.code).toBe(0);
    expect(all.data.list.map((b) => b.slug)).toEqual(expect.arrayContaining(['f-hk-one', 'f-hk-two', 'f-jp-one', 'f-jp-off']));
    const paged = await opsCall<Page<Banner>>(t, 'GET', '/api/ops/banners/list?size=2', BOOTSTRAP);
    expect(paged.data).toMatchObject({ page: 1, hasMore: true });
    expect(paged.data.list).toHaveLength(2);
    const second = await opsCall<Page<Banner>>(t, 'GET', '/api/ops/banners/list?size=2&page=2', BOOTSTRAP);
    expect(second.data.list.map((b) => b.slug)).not.toContain(paged.data.list[0]!.slug);
    const inactiveJa = await opsCall<Page<Banner>>(t, 'GET', '/api/ops/banners/list?active=false&lang=ja', BOOTSTRAP);
    expect(inactiveJa.data.list.map((b) => b.slug)).toEqual(['f-jp-off']);

    // The HK editor: its list has no JP banner; asking for jp, or writing one, is refused.
    const mine = await opsCall<Page<Banner>>(t, 'GET', '/api/ops/banners/list?size=100', hk);
    expect(mine.code).toBe(0);
    expect(mine.data.list.every((b) => b.editions.includes('hk'))).toBe(true);
    expect(mine.data.list.map((b) => b.slug)).toEqual(expect.arrayContaining(['f-hk-one', 'f-hk-two']));
    expect((await opsCall(t, 'GET', '/api/ops/banners/list?edition=jp', hk)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'POST', '/api/ops/banners', hk, banner('f-hk-jp', ['jp']))).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'POST', '/api/ops/banners', hk, banner('f-jp-one', ['hk']))).code).toBe(ERRORS.opsEditionForbidden.code);
    expect(await audits('f-hk-jp')).toHaveLength(0);
    expect(await audits('f-jp-one')).toHaveLength(1); // the admin's creation only

    // Its own edition: written, with the service's own audit row (not the fallback's, whose action is the URL).
    expect((await opsCall(t, 'POST', '/api/ops/banners', hk, banner('f-hk-one', ['hk'], { active: false }))).code).toBe(0);
    const rows = await audits('f-hk-one');
    expect(rows.map((r) => [r.action, r.operator])).toEqual(expect.arrayContaining([['news.banner', 'f-editor-hk']]));
    expect(rows.every((r) => r.action === 'news.banner')).toBe(true);

    // Another role, bad input, an unsafe image: refused with their codes, nothing written.
    expect((await opsCall(t, 'GET', '/api/ops/banners/list', support)).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await opsCall(t, 'GET', '/api/ops/banners/list?size=1000', BOOTSTRAP)).code).toBe(ERRORS.paramError.code);
    expect((await opsCall(t, 'GET', '/api/ops/banners/list?active=maybe', BOOTSTRAP)).code).toBe(ERRORS.paramError.code);
    expect((await opsCall(t, 'POST', '/api/ops/banners', hk, banner('f-hk-evil', ['hk'], { image: 'javascript:alert(1)' }))).code).toBe(ERRORS.unsafeUrl.code);
    expect(await audits('f-hk-evil')).toHaveLength(0);
  });

  it('lists version notes newest first, paged; only an all-editions operator publishes one', async () => {
    const base = Math.floor(t.clock.now().getTime() / 1000) - 10_000;
    for (const [i, version] of ['9.1', '9.2', '9.3'].entries()) {
      const res = await opsCall(t, 'POST', '/api/ops/versions', BOOTSTRAP, { version, publishedAt: base + i, titles: { en: `Patch ${version}` }, bodies: { en: `<p>Notes ${version}</p>` } });
      expect(res.code).toBe(0);
    }
    type Version = { version: string; titles: Record<string, string>; bodies: Record<string, string> };
    const first = await opsCall<Page<Version>>(t, 'GET', '/api/ops/versions/list?size=2', hk);
    expect(first.code).toBe(0);
    expect(first.data.hasMore).toBe(true);
    const all = await opsCall<Page<Version>>(t, 'GET', '/api/ops/versions/list?size=100', hk);
    const ours = all.data.list.filter((v) => v.version.startsWith('9.'));
    expect(ours.map((v) => v.version)).toEqual(['9.3', '9.2', '9.1']);
    expect(ours[0]).toMatchObject({ titles: { en: 'Patch 9.3' }, bodies: { en: '<p>Notes 9.3</p>' } });

    const refused = await opsCall(t, 'POST', '/api/ops/versions', hk, { version: '9.4', titles: { 'zh-HK': '9.4' }, bodies: { 'zh-HK': '<p>x</p>' } });
    expect(refused).toMatchObject({ status: 403, code: ERRORS.opsVersionAllEditions.code });
    expect(await audits('9.4')).toHaveLength(0);
    expect((await audits('9.3')).map((r) => r.action)).toEqual(['news.version']);
    expect((await opsCall(t, 'GET', '/api/ops/versions/list?page=0', BOOTSTRAP)).code).toBe(ERRORS.paramError.code);
  });

  it('filters the articles list by category (the balance notes tab), and keeps article writes within editions', async () => {
    const article = (slug: string, category: string, editions: string[]) => ({ slug, category, editions, title: { en: slug }, summary: { en: 's' }, body: { en: '<p>b</p>' } });
    expect((await opsCall(t, 'POST', '/api/ops/articles', BOOTSTRAP, article('f-balance-note', 'balance', ['hk']))).code).toBe(0);
    expect((await opsCall(t, 'POST', '/api/ops/articles', BOOTSTRAP, article('f-official-note', 'official', ['hk']))).code).toBe(0);
    const balance = await opsCall<Page<{ slug: string; category: string }>>(t, 'GET', '/api/ops/articles/list?category=balance&q=f-&size=100', hk);
    expect(balance.data.list.map((a) => a.slug)).toEqual(['f-balance-note']);
    expect((await opsCall(t, 'GET', '/api/ops/articles/list?category=nope', hk)).code).toBe(ERRORS.paramError.code);
    expect((await opsCall(t, 'POST', '/api/ops/articles', hk, article('f-jp-article', 'official', ['jp']))).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'POST', '/api/ops/articles', BOOTSTRAP, article('f-jp-only', 'official', ['jp']))).code).toBe(0);
    expect((await opsCall(t, 'POST', '/api/ops/articles/unpublish', hk, { slug: 'f-jp-only' })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'POST', '/api/ops/articles/unpublish', hk, { slug: 'f-balance-note' })).code).toBe(0);
  });

  // Last: it moves the clock past the operator sessions' idle time.
  it('keeps a version note published ahead of time out of the players\' list and page until its time', async () => {
    const at = Math.floor(t.clock.now().getTime() / 1000) + 3600;
    expect((await opsCall(t, 'POST', '/api/ops/versions', BOOTSTRAP, { version: '9.9', publishedAt: at, titles: { en: 'Patch 9.9' }, bodies: { en: '<p>Later</p>' } })).code).toBe(0);
    // A different language each read: the feed cache is per language, so each read asks the database afresh (an
    // English-only note reads in English in any language).
    const players = async (lang: string) => {
      const res = await t.app.inject({ url: '/api/strategy/version/list', headers: { 'accept-language': lang } });
      return (res.json() as { data: { list: { Title: string; Id: number }[] } }).data.list.map((v) => v.Title);
    };
    expect(await players('en')).not.toContain('Patch 9.9');
    t.clock.advance(3601_000);
    expect(await players('ja')).toContain('Patch 9.9');
  });
});
