import { sql } from 'kysely';
import type { z } from 'zod';
import type { OpsCategory, OpsProduct, OpsProductPage, opsProductsQuery } from '@mecha/shared/mall/ops-api';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import type { Db } from '../../../db/client.ts';
import type { ProductRow } from '../mall.repository.ts';

type Query = z.output<typeof opsProductsQuery>;
const secs = (d: Date | null) => (d === null ? null : Math.floor(d.getTime() / 1000));

/** A product row as operators read it (shared mall/ops-api.ts OpsProduct). */
export function presentOpsProduct(p: ProductRow, entrants: number): OpsProduct {
  return {
    id: p.id, categoryId: p.category_id, names: p.names, descriptions: p.descriptions, pictures: p.pictures, points: p.points,
    stock: p.stock, stockTotal: p.stock_total, sold: Math.max(0, p.stock_total - p.stock), regions: p.regions, editions: p.editions,
    limit: p.limit_count !== null && p.limit_period !== null ? { count: p.limit_count, period: p.limit_period } : null,
    style: p.style, onSaleAt: secs(p.on_sale_at), entryEndsAt: secs(p.entry_ends_at), sort: p.sort, active: p.active,
    drawState: p.draw_state, drawnAt: secs(p.drawn_at), drawSeed: p.draw_seed, drawWinners: p.draw_winners, entrants,
  };
}

// The sort keys as SQL; `sold` is what players took out of the stock the operators put in.
const ORDER_BY = {
  sort: sql`p.sort`,
  id: sql`p.id`,
  points: sql`p.points`,
  stock: sql`p.stock`,
  sold: sql`(p.stock_total - p.stock)`,
  onSaleAt: sql`p.on_sale_at`,
} as const;

/** One page of products, filtered and sorted on the server (ties broken by id, so pages never overlap). */
export async function listOpsProducts(db: Db, q: Query, editions: OpsEditions = 'all'): Promise<OpsProductPage> {
  let base = db.selectFrom('mall_products as p');
  // A scoped operator sees the products listed in at least one of their editions.
  if (editions !== 'all') base = base.where(sql<boolean>`p.editions && ${sql.val([...editions])}::text[]`);
  if (q.categoryId) base = base.where('p.category_id', '=', q.categoryId);
  if (q.active !== undefined) base = base.where('p.active', '=', q.active);
  if (q.style) base = base.where('p.style', '=', q.style);
  if (q.edition) base = base.where(sql<boolean>`${q.edition} = any(p.editions)`);
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`(lower(p.id) like ${like} or lower(p.names::text) like ${like})`);
  }
  const dir = sql.raw(q.dir === 'desc' ? 'desc' : 'asc');
  const [rows, count] = await Promise.all([
    base
      .selectAll('p')
      .select(sql<number>`(select count(*)::int from mall_draw_entries e where e.product_id = p.id)`.as('entrants'))
      .orderBy(sql`${ORDER_BY[q.sort]} ${dir} nulls last`)
      .orderBy('p.id')
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((r) => presentOpsProduct(r as unknown as ProductRow, Number(r.entrants))), total: Number(count.n), page: q.page, size: q.size };
}

/** Every category (inactive ones too) with how many products it holds. */
export async function listOpsCategories(db: Db): Promise<OpsCategory[]> {
  const rows = await db
    .selectFrom('mall_categories as c')
    .selectAll('c')
    .select(sql<number>`(select count(*)::int from mall_products p where p.category_id = c.id)`.as('products'))
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((c) => ({ id: c.id, names: c.names, sort: c.sort, active: c.active, products: Number(c.products) }));
}
