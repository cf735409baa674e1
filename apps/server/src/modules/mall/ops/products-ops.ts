import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/errors.ts';
import type { CategoryInput, ProductInput } from './ops-schemas.ts';

const at = (s: number | null) => (s === null ? null : new Date(s * 1000));

// Operators and the catalogue: products (created with their stock; changed without touching it), stock moved by a
// conditional delta, categories. Players' pages cache rows for 2 s (catalogue.service.ts), so a change shows within
// that.
export class MallProductsOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates a product with `stock` units, or changes an existing one's texts, pictures, price, regions, editions,
   * limit, timing, category, sort and switch. An existing product's stock moves only through `stock` (a delta), so
   * a re-sent definition cannot wipe out units sold meanwhile; a drawn draw keeps its draw record.
   */
  async saveProduct(p: ProductInput): Promise<{ id: string; created: boolean }> {
    const category = await this.db.selectFrom('mall_categories').select('id').where('id', '=', p.categoryId).executeTakeFirst();
    if (!category) fail('paramError', { issues: [{ path: 'categoryId', message: 'no such category' }] });
    const fields = {
      category_id: p.categoryId, names: JSON.stringify(p.names), descriptions: JSON.stringify(p.descriptions), pictures: JSON.stringify(p.pictures),
      points: p.points, regions: p.regions, editions: p.editions, limit_count: p.limit?.count ?? null, limit_period: p.limit?.period ?? null,
      style: p.style, on_sale_at: at(p.onSaleAt), entry_ends_at: at(p.entryEndsAt), sort: p.sort, active: p.active,
    };
    const row = await this.db
      .insertInto('mall_products')
      .values({ id: p.id, ...fields, stock: p.stock, stock_total: p.stock, drawn_at: null, draw_seed: null, draw_winners: null, created_at: this.clock.now() })
      .onConflict((oc) => oc.column('id').doUpdateSet(fields))
      // xmax = 0 only on a row this statement inserted.
      .returning(sql<boolean>`(xmax = 0)`.as('created'))
      .executeTakeFirstOrThrow();
    return { id: p.id, created: row.created };
  }

  /**
   * Adds (or with a negative delta removes) units: one conditional UPDATE, never below zero ("out of stock" when
   * the delta is more than is left). "x of y" moves with it.
   */
  async moveStock(productId: string, delta: number): Promise<{ id: string; stock: number; stockTotal: number }> {
    const row = await this.db
      .updateTable('mall_products')
      .set({ stock: sql<number>`stock + ${delta}`, stock_total: sql<number>`greatest(stock_total + ${delta}, stock + ${delta})` })
      .where('id', '=', productId)
      .where(sql<boolean>`stock + ${delta} >= 0`)
      .returning(['id', 'stock', 'stock_total'])
      .executeTakeFirst();
    if (row) return { id: row.id, stock: row.stock, stockTotal: row.stock_total };
    const exists = await this.db.selectFrom('mall_products').select('id').where('id', '=', productId).executeTakeFirst();
    return fail(exists ? 'mallOutOfStock' : 'mallProductNotFound');
  }

  /** Every product, inactive ones too, with the draw record. */
  products() {
    return this.db.selectFrom('mall_products').selectAll().orderBy('sort').orderBy('id').execute();
  }

  async saveCategory(c: CategoryInput): Promise<{ id: string }> {
    const fields = { names: JSON.stringify(c.names), sort: c.sort, active: c.active };
    await this.db.insertInto('mall_categories').values({ id: c.id, ...fields }).onConflict((oc) => oc.column('id').doUpdateSet(fields)).execute();
    return { id: c.id };
  }

  categories() {
    return this.db.selectFrom('mall_categories').selectAll().orderBy('sort').orderBy('id').execute();
  }
}
