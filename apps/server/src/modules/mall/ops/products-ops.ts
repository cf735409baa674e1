import { sql } from 'kysely';
import type { z } from 'zod';
import { isEdition } from '@mecha/shared/editions';
import type { opsProductsQuery, StockResult } from '@mecha/shared/mall/ops-api';
import { editionAllowed, type OpsEditions } from '@mecha/shared/ops/roles';
import type { Db } from '../../../db/client.ts';
import type { AuditWriter } from '../../../platform/audit-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/errors.ts';
import type { CategoryInput, ProductInput } from './ops-schemas.ts';
import { listOpsCategories, listOpsProducts } from './products-list.ts';

const at = (s: number | null) => (s === null ? null : new Date(s * 1000));

/**
 * A product belongs to every edition it is listed in: an operator scoped to some editions changes only products
 * wholly inside them (before and after the change), since a change shows in each of its editions.
 */
export function assertProductEditions(allowed: OpsEditions, ...editionLists: readonly (readonly string[])[]): void {
  for (const list of editionLists) for (const e of list) if (isEdition(e) && !editionAllowed(allowed, e)) fail('opsEditionForbidden');
}

/** The players' cached catalogue rows (catalogue.service.ts), dropped after each change. */
export interface CatalogueCache {
  forget(): void;
}

// Operators and the catalogue: products (created with their stock; changed without touching it), stock moved by a
// conditional delta, categories. Players' pages cache rows for 2 s (catalogue.service.ts); each change here drops
// that cache after it commits (shared with the other processes, app.ts), so an operator who saves and opens the mall
// sees the change at once.
export class MallProductsOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalogue: CatalogueCache,
  ) {}

  /**
   * Creates a product with `stock` units, or changes an existing one's texts, pictures, price, regions, editions,
   * limit, timing, category, sort and switch. An existing product's stock moves only through `stock` (a delta), so
   * a re-sent definition cannot wipe out units sold meanwhile; a drawn draw keeps its draw record.
   */
  async saveProduct(p: ProductInput, audit?: AuditWriter, allowed: OpsEditions = 'all'): Promise<{ id: string; created: boolean }> {
    assertProductEditions(allowed, p.editions);
    const category = await this.db.selectFrom('mall_categories').select('id').where('id', '=', p.categoryId).executeTakeFirst();
    if (!category) fail('paramError', { issues: [{ path: 'categoryId', message: 'no such category' }] });
    const fields = {
      category_id: p.categoryId, names: JSON.stringify(p.names), descriptions: JSON.stringify(p.descriptions), pictures: JSON.stringify(p.pictures),
      points: p.points, regions: p.regions, editions: p.editions, limit_count: p.limit?.count ?? null, limit_period: p.limit?.period ?? null,
      style: p.style, on_sale_at: at(p.onSaleAt), entry_ends_at: at(p.entryEndsAt), sort: p.sort, active: p.active,
    };
    const saved = await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('mall_products').selectAll().where('id', '=', p.id).forUpdate().executeTakeFirst();
      if (before) assertProductEditions(allowed, before.editions);
      const row = await trx
        .insertInto('mall_products')
        .values({ id: p.id, ...fields, stock: p.stock, stock_total: p.stock, drawn_at: null, draw_seed: null, draw_winners: null, created_at: this.clock.now() })
        .onConflict((oc) => oc.column('id').doUpdateSet(fields))
        // xmax = 0 only on a row this statement inserted.
        .returning(sql<boolean>`(xmax = 0)`.as('created'))
        .executeTakeFirstOrThrow();
      await audit?.(trx, { action: row.created ? 'mall.product.create' : 'mall.product.change', target: p.id, before: before ?? null, after: p });
      return { id: p.id, created: row.created };
    });
    this.catalogue.forget();
    return saved;
  }

  /**
   * Sets the units left (`set`) or moves them by `delta`, never below zero ("out of stock" when a removal is more
   * than is left); "x of y" moves with it. The row is locked first, so an exchange waits and then sees the new stock
   * (its decrement is conditional on stock > 0: it cannot oversell), and the audit row — with the stock before and
   * after and the reason — is written in the same transaction.
   */
  async changeStock(productId: string, change: { delta?: number; set?: number }, audit?: AuditWriter, allowed: OpsEditions = 'all'): Promise<StockResult> {
    const moved = await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('mall_products').select(['stock', 'stock_total', 'editions']).where('id', '=', productId).forUpdate().executeTakeFirst();
      if (!row) return fail('mallProductNotFound');
      assertProductEditions(allowed, row.editions);
      const delta = change.set !== undefined ? change.set - row.stock : (change.delta ?? 0);
      if (row.stock + delta < 0) return fail('mallOutOfStock');
      const after = await trx
        .updateTable('mall_products')
        .set({ stock: sql<number>`stock + ${delta}`, stock_total: sql<number>`greatest(stock_total + ${delta}, stock + ${delta})` })
        .where('id', '=', productId)
        .returning(['id', 'stock', 'stock_total'])
        .executeTakeFirstOrThrow();
      const result = { id: after.id, before: row.stock, stock: after.stock, stockTotal: after.stock_total };
      await audit?.(trx, { action: 'mall.stock', target: productId, before: { stock: row.stock, stockTotal: row.stock_total }, after: { stock: after.stock, stockTotal: after.stock_total, delta, ...(change.set !== undefined ? { set: change.set } : {}) } });
      return result;
    });
    this.catalogue.forget();
    return moved;
  }

  /** A page of products, inactive ones too, with the draw record (products-list.ts). */
  products(q: z.output<typeof opsProductsQuery>, editions: OpsEditions = 'all') {
    return listOpsProducts(this.db, q, editions);
  }

  async saveCategory(c: CategoryInput, audit?: AuditWriter): Promise<{ id: string }> {
    const fields = { names: JSON.stringify(c.names), sort: c.sort, active: c.active };
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('mall_categories').selectAll().where('id', '=', c.id).forUpdate().executeTakeFirst();
      await trx.insertInto('mall_categories').values({ id: c.id, ...fields }).onConflict((oc) => oc.column('id').doUpdateSet(fields)).execute();
      await audit?.(trx, { action: 'mall.category', target: c.id, before: before ?? null, after: c });
    });
    this.catalogue.forget();
    return { id: c.id };
  }

  categories() {
    return listOpsCategories(this.db);
  }
}
