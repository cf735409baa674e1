import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { EditionCode } from '@mecha/shared/editions';
import type { Language } from '@mecha/shared/i18n/languages';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { DrawView, ProductDetail, productListData } from '@mecha/shared/mall/api';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { limitPeriodAt, type ProductRow } from './mall.repository.ts';
import { presentCard } from './presenters.ts';

type ProductList = z.infer<typeof productListData>;
type CategoryRow = { id: string; names: Record<string, string> };
/** The draw part of a draw drop's detail (H2's drawView); null until it is wired. */
export type DrawViewOf = (db: Db, product: ProductRow, yfyUid: string | null) => Promise<DrawView>;

// Products and categories change only by operators, but every mall page reads them: kept per process for 2 s
// (like the top-up catalogue, modules/pay/catalogue.ts). A card may so show stock up to 2 s old; an exchange never
// trusts it (the stock is decremented conditionally in the exchange's transaction). The account's own usage of a
// limit is always read live.
const CACHE_MS = 2_000;
const SHIP_WITHIN_WORKING_DAYS = 30;

export class MallCatalogue {
  private readonly cache = new LRUCache<string, ProductRow[] | CategoryRow[]>({ max: 50, ttl: CACHE_MS });

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly drawView: DrawViewOf | null,
  ) {}

  /** Active products listed in the edition, sorted as the mall shows them (sort, id). */
  products(edition: EditionCode): Promise<ProductRow[]> {
    return this.cached(`p|${edition}`, () =>
      this.db
        .selectFrom('mall_products')
        .selectAll()
        .where('active', '=', true)
        .where(sql<boolean>`${edition} = any(editions)`)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    ) as Promise<ProductRow[]>;
  }

  categories(): Promise<CategoryRow[]> {
    return this.cached('c', () => this.db.selectFrom('mall_categories').select(['id', 'names']).where('active', '=', true).orderBy('sort').orderBy('id').execute()) as Promise<CategoryRow[]>;
  }

  /** Drops the cached rows (operators' changes through this process, tests). */
  forget() {
    this.cache.clear();
  }

  async list(edition: EditionCode, yfyUid: string | null, q: { categoryId?: string; page: number; size: number }, lang: Language): Promise<ProductList> {
    const now = this.clock.now();
    const [categories, all] = await Promise.all([this.categories(), this.products(edition)]);
    const inCategory = q.categoryId ? all.filter((p) => p.category_id === q.categoryId) : all;
    const start = (q.page - 1) * q.size;
    const page = inCategory.slice(start, start + q.size);
    const used = await this.usage(yfyUid, page, edition, now);
    return {
      categories: categories.map((c) => ({ id: c.id, name: localisedOrAny(c.names, lang) })),
      list: page.map((p) => presentCard(p, lang, now, used.get(p.id) ?? 0)),
      page: q.page,
      size: q.size,
      hasMore: inCategory.length > start + q.size,
      now: unixSeconds(now),
    };
  }

  /** One product, read fresh (the detail page is where a player decides). */
  async detail(edition: EditionCode, yfyUid: string | null, id: string, lang: Language): Promise<ProductDetail> {
    const now = this.clock.now();
    const p = await this.db
      .selectFrom('mall_products')
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!p || !p.editions.includes(edition)) return fail('mallProductNotFound');
    const used = await this.usage(yfyUid, [p], edition, now);
    return {
      ...presentCard(p, lang, now, used.get(p.id) ?? 0),
      pictures: p.pictures,
      description: localisedOrAny(p.descriptions, lang),
      regions: p.regions as ProductDetail['regions'],
      shipWithinWorkingDays: SHIP_WITHIN_WORKING_DAYS,
      draw: p.style === 'draw' && this.drawView ? await this.drawView(this.db, p, yfyUid) : null,
      now: unixSeconds(now),
    };
  }

  /** How much of each limited product's limit the account has used in the current period (live). */
  private async usage(yfyUid: string | null, products: ProductRow[], edition: EditionCode, now: Date): Promise<Map<string, number>> {
    const limited = products.filter((p) => p.limit_period !== null);
    if (!yfyUid || limited.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('mall_purchase_counts')
      .select(['product_id', 'period', 'n'])
      .where('yfy_uid', '=', yfyUid)
      .where('product_id', 'in', limited.map((p) => p.id))
      .execute();
    const want = new Map(limited.map((p) => [p.id, limitPeriodAt(p.limit_period!, now, edition)]));
    return new Map(rows.filter((r) => want.get(r.product_id) === r.period).map((r) => [r.product_id, r.n]));
  }

  private async cached<T extends ProductRow[] | CategoryRow[]>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit) return hit as T;
    const rows = await load();
    this.cache.set(key, rows);
    return rows;
  }
}
