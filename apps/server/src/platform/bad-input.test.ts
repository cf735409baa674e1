import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_TOKEN } from '../config.ts';
import { DB_KINDS } from '../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../test/test-app.ts';

// The reproductions of issue 9, items 1–5: each answered 500 or left the envelope before the input guard, the
// database error map and the framework error handlers. Each must now be a client error in the envelope, in the
// request's language, and change nothing.
const ops = { authorization: `Operator ${DEV_OPERATOR_TOKEN}` };
const items = [{ id: 'coin', qty: 1, names: { en: 'Coins' } }];

describe.each(DB_KINDS)('bad input is a client error, never a 500 (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    token = await loginWithCode(t.app, (await sampleUids(t.app, 1))[0]!);
  });
  afterAll(() => t.close());

  const expectRefused = (res: { statusCode: number; body: string }, code: number, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(JSON.parse(res.body)).toMatchObject({ code, msg: expect.any(String) });
    expect(res.body).not.toMatch(/FST_|ERR_/);
  };

  it('refuses NUL bytes and unpaired surrogates in queries and bodies (item 1)', async () => {
    for (const url of ['/api/strategy/news?keyword=a%00b', '/api/record/ranking_list?region=%00', '/api/record/ranking_list_new?region=%00', '/api/record/h5-role-info?uid=1%002']) {
      expectRefused(await t.app.inject({ url, headers: auth(token) }), 1014, 400);
      expectRefused(await t.app.inject({ url }), 1014, 400);
    }
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/welfare/redeem', headers: auth(token), payload: { code: 'AB\u0000CD' } }), 1014, 400);
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/welfare/redeem', headers: { ...auth(token), 'content-type': 'application/json' }, payload: '{"code":"AB\\ud800CD"}' }), 1014, 400);
    const opsCalls = [
      ['/api/ops/articles', { slug: 'nul-test', category: 'official', title: { en: 'a\u0000b' }, summary: { en: 's' }, body: { en: 'b' } }],
      ['/api/ops/banners', { slug: 'nul-test', image: '/covers/x.svg', link: '#/pages/news/index/index', titles: { en: 'x\u0000' } }],
      ['/api/ops/versions', { version: '9.9\u0000', titles: { en: 'v' }, bodies: { en: 'b' } }],
      ['/api/ops/feedback/answer', { id: 1, answer: 'thanks\u0000' }],
      ['/api/ops/code-batches', { id: 'nul-test', titles: { en: 'x' }, items, code: 'AB', maxUses: 1, ['k\u0000']: 1 }],
    ] as const;
    for (const [url, payload] of opsCalls) expectRefused(await t.app.inject({ method: 'POST', url, headers: ops, payload }), 1014, 400);
    expect(await t.store.db.selectFrom('articles').select('id').where('slug', '=', 'nul-test').execute()).toEqual([]);
  });

  it('takes an unknown edition header for what it is, even a prototype key (item 2)', async () => {
    for (const edition of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const url of ['/api/record/ranking_list', '/api/record/ranking_list_new', '/api/record/cms/news', '/api/record/cms/banner']) {
        const res = await t.app.inject({ url, headers: { 'x-game-code': edition } });
        expect(res.statusCode, `${url} ${edition}: ${res.body}`).toBe(200);
      }
    }
  });

  it('answers a duplicate with a conflict, also when publishes race (item 3)', async () => {
    const batch = (payload: object) => t.app.inject({ method: 'POST', url: '/api/ops/code-batches', headers: ops, payload: { titles: { en: 't' }, items, ...payload } });
    expect(body(await batch({ id: 'dup-batch', code: 'DUPCODE1', maxUses: 5 })).code).toBe(0);
    expectRefused(await batch({ id: 'dup-batch', code: 'DUPCODE2', maxUses: 5 }), 1020, 409);
    expectRefused(await batch({ id: 'dup-batch-2', code: 'DUPCODE1', maxUses: 5 }), 1020, 409);
    expect(await t.store.db.selectFrom('redeem_batches').select('id').where('id', 'like', 'dup-batch%').execute()).toHaveLength(1);

    const article = { slug: 'race-article', category: 'official', title: { en: 'Race' }, summary: { en: 'Race' }, body: { en: 'Race body' } };
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'POST', url: '/api/ops/articles', headers: ops, payload: article })));
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    expect(answers.some((r) => r.statusCode === 200)).toBe(true);
    expect(await t.store.db.selectFrom('articles').select('id').where('slug', '=', 'race-article').execute()).toHaveLength(1);
  });

  it('refuses integers beyond what the columns hold (item 4)', async () => {
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/ops/banners', headers: ops, payload: { slug: 'big-sort', image: '/covers/x.svg', link: '#/pages/news/index/index', sort: 2_147_483_648, titles: { en: 'x' } } }), 1014, 400);
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/ops/feedback/answer', headers: ops, payload: { id: 2_147_483_648, answer: 'x' } }), 1014, 400);
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/ops/code-batches', headers: ops, payload: { id: 'big-uses', titles: { en: 't' }, items, code: 'BIGUSES1', maxUses: 9_007_199_254_740_991 } }), 1014, 400);
    expect(await t.store.db.selectFrom('banners').select('slug').where('slug', '=', 'big-sort').execute()).toEqual([]);
  });

  it('keeps undecodable URLs, over-long path segments and refused bodies in the envelope, in the request language (item 5)', async () => {
    const ja = { 'accept-language': 'ja' };
    const bad = await t.app.inject({ method: 'POST', url: '/api/like/%E0%A4%A', headers: { ...auth(token), ...ja } });
    expectRefused(bad, 1014, 400);
    expect(body(bad).msg).toBe('パラメータが正しくありません');
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
    const long = await t.app.inject({ method: 'POST', url: `/api/like/${'1'.repeat(8000)}`, headers: { ...auth(token), 'accept-language': 'en' } });
    expectRefused(long, 1022, 414);
    expect(body(long).msg).toBe('The request address is too long.');
    expectRefused(await t.app.inject({ url: '/api/nope%' }), 1014, 400);
    const proto = await t.app.inject({ method: 'POST', url: '/api/welfare/redeem', headers: { ...auth(token), 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1},"code":"A"}' });
    expectRefused(proto, 1014, 400);
    const broken = await t.app.inject({ method: 'POST', url: '/api/welfare/redeem', headers: { ...auth(token), 'content-type': 'application/json' }, payload: '{"code":' });
    expectRefused(broken, 1014, 400);
    expect(body(broken).data).toEqual({ reason: 'the body is not valid JSON' });
  });
});
