import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { ShippingAddress } from '@mecha/shared/address/schema';
import type { EditionCode } from '@mecha/shared/editions';
import { DAY } from '../../platform/clock.ts';
import { auth, body, type TestApp } from '../../../test/test-app.ts';
import { accountRepository as accounts } from '../account/account.repository.ts';
import { hashToken, newSessionToken } from '../account/tokens.ts';
import { PointsService } from '../points/points.service.ts';

// Shared steps of the mall tests: players made straight in the database (a session row, an account, a bound and
// selected sim role: 200 of them in well under a second, where code logins take minutes), products inserted as
// rows (no operator API needed), points given by an 'adjust' entry, and the ledger-sums-to-balance check.

export interface MallPlayer {
  uid: string;
  yfyUid: string;
  token: string;
  edition: EditionCode;
}

/** `n` players of an edition, each with its own account bound to a distinct sim role (skipping UIDs ending 077 unless asked). */
export async function mallPlayers(t: TestApp, n: number, opts: { edition?: EditionCode; uids?: string[] } = {}): Promise<MallPlayer[]> {
  const db = t.store.db;
  const edition = opts.edition ?? 'cn';
  let q = db
    .selectFrom('sim_roles')
    .selectAll()
    .where('uid', 'not in', (eb) => eb.selectFrom('account_roles').select('uid'));
  q = opts.uids ? q.where('uid', 'in', opts.uids) : q.where('edition', '=', edition).where('uid', 'not like', '%077');
  const roles = await q.orderBy('uid').limit(n).execute();
  if (roles.length < n) throw new Error(`only ${roles.length} free sim roles`);
  const now = t.clock.now();
  return Promise.all(
    roles.map(async (r) => {
      const yfyUid = `h5-t${randomBytes(7).toString('hex')}`;
      const token = newSessionToken();
      await db.transaction().execute(async (trx) => {
        await accounts.createAccount(trx, yfyUid, 'code', now);
        await accounts.upsertKnownRole(trx, { uid: r.uid, nickname: r.nickname, level: r.level, avatar: r.avatar, edition: r.edition, region: r.region } as never, now);
        await accounts.bindRole(trx, yfyUid, r.uid, now);
        await accounts.selectRole(trx, yfyUid, r.uid);
        await accounts.createSession(trx, hashToken(token), yfyUid, now, new Date(now.getTime() + 365 * DAY));
      });
      return { uid: r.uid, yfyUid, token, edition: r.edition as EditionCode };
    }),
  );
}

export async function givePoints(t: TestApp, yfyUid: string, amount: number, reason = 'test grant') {
  return new PointsService(t.store.db).apply({ yfyUid, type: 'adjust', amount, reason, refType: null, refId: null, at: t.clock.now() });
}

export async function addCategory(t: TestApp, id = 'goods') {
  await t.store.db
    .insertInto('mall_categories')
    .values({ id, names: JSON.stringify({ 'zh-CN': '周边', en: 'Goods', ja: 'グッズ' }) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface ProductSpec {
  id?: string;
  categoryId?: string;
  points?: number;
  stock?: number;
  regions?: string[];
  editions?: string[];
  limit?: { count: number; period: 'ever' | 'month' } | null;
  onSaleAt?: Date | null;
  style?: 'race' | 'draw';
  entryEndsAt?: Date | null;
  active?: boolean;
  sort?: number;
}

/** A product row (a race drop on sale now by default: 100 points, stock 10, CN/HK/MO/TW/JP, editions cn and hk). */
export async function addProduct(t: TestApp, spec: ProductSpec = {}): Promise<string> {
  const id = spec.id ?? `p-${randomBytes(4).toString('hex')}`;
  await addCategory(t, spec.categoryId ?? 'goods');
  await t.store.db
    .insertInto('mall_products')
    .values({
      id, category_id: spec.categoryId ?? 'goods',
      names: JSON.stringify({ 'zh-CN': `机甲模型 ${id}`, en: `Mecha model ${id}`, ja: `メカ模型 ${id}` }),
      descriptions: JSON.stringify({ en: 'A model.\n\nShips in 30 working days.', 'zh-CN': '模型。' }),
      pictures: JSON.stringify([`/mall/${id}.svg`]),
      points: spec.points ?? 100, stock: spec.stock ?? 10, stock_total: spec.stock ?? 10,
      regions: spec.regions ?? ['CN', 'HK', 'MO', 'TW', 'JP'], editions: spec.editions ?? ['cn', 'hk'],
      limit_count: spec.limit?.count ?? null, limit_period: spec.limit?.period ?? null,
      on_sale_at: spec.onSaleAt ?? null, style: spec.style ?? 'race', entry_ends_at: spec.entryEndsAt ?? null,
      drawn_at: null, draw_seed: null, draw_winners: null, sort: spec.sort ?? 0, active: spec.active ?? true, created_at: t.clock.now(),
    })
    .execute();
  return id;
}

/** Every points account's balance against its ledger's sum (they must always agree). */
export async function ledgerMismatches(t: TestApp): Promise<{ accounts: number; mismatched: string[] }> {
  const db = t.store.db;
  const rows = await db.selectFrom('points_accounts').select(['yfy_uid', 'balance']).execute();
  const sums = await db.selectFrom('points_ledger').select(['yfy_uid', (eb) => eb.fn.sum<number>('amount').as('n')]).groupBy('yfy_uid').execute();
  const byUid = new Map(sums.map((s) => [s.yfy_uid, Number(s.n)]));
  return { accounts: rows.length, mismatched: rows.filter((a) => (byUid.get(a.yfy_uid) ?? 0) !== a.balance).map((a) => a.yfy_uid) };
}

/** A snapshot of everything an exchange may change, to assert that a refusal changed nothing. */
export async function mallState(t: TestApp) {
  const db = t.store.db;
  const [products, balances, ledger, orders, counts, events] = await Promise.all([
    db.selectFrom('mall_products').select(['id', 'stock']).orderBy('id').execute(),
    db.selectFrom('points_accounts').select(['yfy_uid', 'balance']).orderBy('yfy_uid').execute(),
    db.selectFrom('points_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('mall_orders').select(['id', 'state', 'address']).orderBy('id').execute(),
    db.selectFrom('mall_purchase_counts').selectAll().orderBy('yfy_uid').orderBy('product_id').execute(),
    db.selectFrom('mall_order_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { products, balances, ledger: Number(ledger.n), orders, counts, events: Number(events.n) };
}

export const CN_ADDRESS: ShippingAddress = { name: '张三', phone: '138 0013 8000', postcode: '100000', region: 'CN', country: 'CN', city: '北京', detail: '朝阳区某路 1 号', email: '' };
export const JP_ADDRESS: ShippingAddress = { name: '山田太郎', phone: '090-1234-5678', postcode: '100-0001', region: 'JP', country: 'JP', city: '東京', detail: '千代田区1-1', email: '' };

/** Calls as a player (or a visitor) in a language; answers status plus the envelope. */
export function mallCaller(t: TestApp, p: MallPlayer | null, lang = 'en') {
  return async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: unknown, extra: Partial<InjectOptions> = {}) => {
    const res = await t.app.inject({
      method, url, headers: { ...(p ? auth(p.token) : {}), 'accept-language': lang, ...(extra.headers ?? {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, ...body<T>(res) };
  };
}
