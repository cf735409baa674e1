import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import type { LedgerEntry, MallOrder, ProductCard, SavedAddress } from '@mecha/shared/mall/api';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { PointsService } from '../points/points.service.ts';
import { CN_ADDRESS, JP_ADDRESS, addCategory, addProduct, givePoints, ledgerMismatches, mallCaller, mallPlayers, type MallPlayer } from './mall-test-kit.ts';

type Book = { list: SavedAddress[]; max: number };
type List = { categories: { id: string; name: string }[]; list: ProductCard[]; hasMore: boolean };

// The mall's reads and the address book: catalogue states and paging, the points history's reasons, the book's
// default and its limit.
describe.each(DB_KINDS)('mall reads and address book (%s)', (kind) => {
  let t: TestApp;
  let me: MallPlayer;
  let other: MallPlayer;
  beforeAll(async () => {
    t = await makeTestApp(kind, { mallExchangesPerMinute: 1000 });
    const players = await mallPlayers(t, 2);
    me = players[0]!;
    other = players[1]!;
  });
  afterAll(() => t.close());
  afterEach(async () => expect((await ledgerMismatches(t)).mismatched).toEqual([]));

  it('the book: the first address is the default, a new default replaces the old, the default goes first', async () => {
    const call = mallCaller(t, me);
    const first = await call<Book>('POST', API.scoreAddressSave, { address: CN_ADDRESS });
    expect(first.data).toMatchObject({ max: 10, list: [{ isDefault: true, phone: '13800138000', country: 'CN' }] });
    const second = await call<Book>('POST', API.scoreAddressSave, { address: JP_ADDRESS, isDefault: true });
    expect(second.data.list.map((a) => [a.region, a.isDefault])).toEqual([['JP', true], ['CN', false]]);
    const cnId = second.data.list[1]!.id;
    const edited = await call<Book>('POST', API.scoreAddressSave, { id: cnId, address: { ...CN_ADDRESS, city: '上海' }, isDefault: true });
    expect(edited.data.list.map((a) => [a.city, a.isDefault])).toEqual([['上海', true], ['東京', false]]);
    // Deleting the default makes the remaining one the default.
    const after = await call<Book>('POST', API.scoreAddressDelete, { id: cnId });
    expect(after.data.list.map((a) => [a.region, a.isDefault])).toEqual([['JP', true]]);
  });

  it("someone else's address id cannot be edited, deleted or used → mallAddressNotFound", async () => {
    const mine = (await mallCaller(t, me)<Book>('GET', API.scoreAddressList)).data.list[0]!;
    for (const lang of ['en', 'ja'] as const) {
      const call = mallCaller(t, other, lang);
      expect(await call('POST', API.scoreAddressSave, { id: mine.id, address: CN_ADDRESS })).toMatchObject({ code: ERRORS.mallAddressNotFound.code, msg: errorMessage('mallAddressNotFound', lang) });
      expect(await call('POST', API.scoreAddressDelete, { id: mine.id })).toMatchObject({ code: ERRORS.mallAddressNotFound.code, msg: errorMessage('mallAddressNotFound', lang) });
    }
    expect((await mallCaller(t, me)<Book>('GET', API.scoreAddressList)).data.list).toEqual([mine]);
  });

  it('an eleventh address → mallAddressBookFull, the book unchanged', async () => {
    const [p] = await mallPlayers(t, 1);
    const call = mallCaller(t, p!);
    for (let i = 0; i < 10; i++) expect((await call('POST', API.scoreAddressSave, { address: { ...CN_ADDRESS, detail: `路 ${i} 号` } })).code).toBe(0);
    for (const lang of ['en', 'zh-HK'] as const) {
      expect(await mallCaller(t, p!, lang)('POST', API.scoreAddressSave, { address: CN_ADDRESS })).toMatchObject({ code: ERRORS.mallAddressBookFull.code, msg: errorMessage('mallAddressBookFull', lang) });
    }
    expect((await call<Book>('GET', API.scoreAddressList)).data.list).toHaveLength(10);
  });

  it("an order keeps its own copy: editing the book's address does not move it", async () => {
    const id = await addProduct(t);
    await givePoints(t, me.yfyUid, 500);
    const book = (await mallCaller(t, me)<Book>('GET', API.scoreAddressList)).data.list[0]!;
    const placed = await mallCaller(t, me)<{ orderId: string }>('POST', API.scoreOrder, { productId: id, addressId: book.id });
    expect(placed.code).toBe(0);
    await mallCaller(t, me)('POST', API.scoreAddressSave, { id: book.id, address: { ...JP_ADDRESS, city: '大阪' } });
    const rec = await mallCaller(t, me)<{ list: MallOrder[] }>('GET', `${API.scoreOrderRecord}?id=${placed.data.orderId}`);
    expect(rec.data.list[0]!.address.city).toBe('東京');
    expect((await mallCaller(t, other)('GET', `${API.scoreOrderRecord}?id=${placed.data.orderId}`)).code).toBe(ERRORS.mallOrderNotFound.code);
  });

  it('the catalogue: localised categories, cards sorted by sort then id, paged, with states from the clock', async () => {
    await addCategory(t, 'figures');
    const now = t.clock.now().getTime();
    const ids = {
      later: await addProduct(t, { id: 'r-later', categoryId: 'figures', sort: 1, onSaleAt: new Date(now + 3_600_000) }),
      gone: await addProduct(t, { id: 'r-gone', categoryId: 'figures', sort: 1, stock: 0 }),
      open: await addProduct(t, { id: 'd-open', categoryId: 'figures', sort: 2, style: 'draw', onSaleAt: new Date(now - 1000), entryEndsAt: new Date(now + 60_000) }),
      first: await addProduct(t, { id: 'z-first', categoryId: 'figures', sort: 0, limit: { count: 3, period: 'ever' } }),
    };
    const page1 = await mallCaller(t, me, 'ja')<List>('GET', `${API.scoreProduct}?categoryId=figures&size=3`);
    expect(page1.data.categories.find((c) => c.id === 'goods')?.name).toBe('グッズ');
    expect(page1.data.list.map((c) => [c.id, c.state])).toEqual([[ids.first, 'onSale'], [ids.gone, 'soldOut'], [ids.later, 'upcoming']]);
    expect(page1.data.list[0]!.limit).toEqual({ count: 3, period: 'ever', used: 0 });
    expect(page1.data.hasMore).toBe(true);
    const page2 = await mallCaller(t, me)<List>('GET', `${API.scoreProduct}?categoryId=figures&size=3&page=2`);
    expect(page2.data.list.map((c) => [c.id, c.state, c.style])).toEqual([[ids.open, 'entryOpen', 'draw']]);
    expect(page2.data.hasMore).toBe(false);
    t.clock.advance(61_000);
    const later = await mallCaller(t, me)<List>('GET', `${API.scoreProduct}?categoryId=figures&size=3&page=2`);
    expect(later.data.list[0]!.state).toBe('drawPending');
    // Bounded inputs: a page size past 50 or an unknown query field is refused, not served.
    expect((await mallCaller(t, me)('GET', `${API.scoreProduct}?size=51`)).status).toBe(400);
    expect((await mallCaller(t, me)('GET', `${API.scoreProduct}?sneaky=1`)).status).toBe(400);
  });

  it("the points history: newest first, a top-up names its order, an operator's reason as written, an exchange its product", async () => {
    const [p] = await mallPlayers(t, 1);
    const points = new PointsService(t.store.db);
    await points.apply({ yfyUid: p!.yfyUid, type: 'topup', amount: 328, reason: 'top-up P123', refType: 'pay_order', refId: 'P123ABC', at: t.clock.now() });
    await givePoints(t, p!.yfyUid, 50, 'Compensation for the outage on 11-20');
    const id = await addProduct(t, { points: 300 });
    const placed = await mallCaller(t, p!)<{ orderId: string; balance: number }>('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS });
    expect(placed.data.balance).toBe(78);
    const zh = await mallCaller(t, p!, 'zh-CN')<{ list: LedgerEntry[]; hasMore: boolean }>('GET', API.scoreHistory);
    expect(zh.data.list.map((e) => [e.type, e.amount, e.balanceAfter, e.reason, e.ref])).toEqual([
      ['exchange', -300, 78, `机甲模型 ${id}`, { kind: 'mallOrder', id: placed.data.orderId }],
      ['adjust', 50, 378, 'Compensation for the outage on 11-20', null],
      ['topup', 328, 328, '充值订单 P123ABC', { kind: 'payOrder', id: 'P123ABC' }],
    ]);
    const en = await mallCaller(t, p!, 'en')<{ list: LedgerEntry[]; hasMore: boolean }>('GET', `${API.scoreHistory}?size=2`);
    expect(en.data.list.map((e) => e.reason)).toEqual([`Mecha model ${id}`, 'Compensation for the outage on 11-20']);
    expect(en.data.hasMore).toBe(true);
    expect((await mallCaller(t, p!)('GET', API.scoreMe)).data).toEqual({ balance: 78, everEarned: true, suspension: null });
  });
});
