import { DRAW_PREVIEW_MAX, type DrawPreviewEntrant, type DrawRunItem, type DrawRunResult } from '@mecha/shared/mall/ops-api';
import type { Db } from '../../../db/client.ts';
import type { AuditWriter } from '../../../platform/audit-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/errors.ts';
import { drawDue, tryEntrant } from '../draw/draw.job.ts';
import { drawOrder, newDrawSeed } from '../draw/draw-shuffle.ts';
import type { ProductRow } from '../mall.repository.ts';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import { assertProductEditions, type CatalogueCache } from './products-ops.ts';

/** Thrown inside a dry run's transaction to undo everything it did. */
class DryRunDone extends Error {}

// Operators and draw drops (decision 0049): run one draw (or every due one) now, or first a dry run. A dry run walks
// the draw exactly as the job would — the same purchase attempt per entrant (draw.job.ts tryEntrant), so points,
// regions, limits and suspensions decide as they will — inside one transaction that is then rolled back. Its seed
// is a preview seed: the real run draws a fresh one (an operator must not be able to pick the seed by re-running
// dry runs), so the dry run shows how many win and who is ineligible, and one possible order of winners.
export class MallDrawOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** A scoped operator (some editions) runs one draw of theirs at a time; every due draw needs all editions. */
  async run(opts: { productId?: string; dryRun: boolean }, audit: AuditWriter, allowed: OpsEditions = 'all'): Promise<DrawRunResult> {
    if (!opts.productId && allowed !== 'all') fail('opsEditionForbidden');
    const targets = await this.targets(opts.productId);
    for (const p of targets) assertProductEditions(allowed, p.editions);
    if (opts.dryRun) {
      const draws: DrawRunItem[] = [];
      for (const p of targets) draws.push(await this.preview(p));
      return { dryRun: true, walked: 0, draws };
    }
    const walked = await drawDue(this.db, this.clock, { productId: opts.productId, audit });
    this.catalogue.forget(); // the winners took stock
    const draws: DrawRunItem[] = [];
    for (const p of targets) draws.push(await this.recorded(p.id));
    return { dryRun: false, walked, draws };
  }

  /** The draws a run would take: the one asked for (refused unless its window has closed and it is not finished), or every due one. */
  private async targets(productId?: string): Promise<ProductRow[]> {
    const now = this.clock.now();
    let q = this.db.selectFrom('mall_products').selectAll().where('style', '=', 'draw').where('entry_ends_at', '<=', now).where('draw_winners', 'is', null);
    if (productId) {
      const exists = await this.db.selectFrom('mall_products').select('id').where('id', '=', productId).executeTakeFirst();
      if (!exists) fail('mallProductNotFound');
      q = q.where('id', '=', productId);
    }
    const rows = (await q.orderBy('entry_ends_at').orderBy('id').execute()) as ProductRow[];
    if (productId && rows.length === 0) fail('mallOpsDrawNotDue');
    return rows;
  }

  private async preview(product: ProductRow): Promise<DrawRunItem> {
    const seed = product.draw_seed ?? newDrawSeed();
    let item: DrawRunItem | null = null;
    try {
      await this.db.transaction().execute(async (trx) => {
        const entries = await trx.selectFrom('mall_draw_entries').selectAll().where('product_id', '=', product.id).where('outcome', '=', 'pending').execute();
        const byUid = new Map(entries.map((e) => [e.yfy_uid, e]));
        const order: DrawPreviewEntrant[] = [];
        let winners = 0;
        let stockGone = false;
        for (const [i, yfyUid] of drawOrder(seed, [...byUid.keys()]).entries()) {
          const entry = byUid.get(yfyUid)!;
          const tried = stockGone ? { outcome: 'lost' as const, why: undefined } : await tryEntrant(trx, this.clock, product, entry);
          if (tried.outcome === 'lost') stockGone = true;
          if (tried.outcome === 'won') winners++;
          if (order.length < DRAW_PREVIEW_MAX) order.push({ position: i + 1, yfyUid, roleUid: entry.role_uid, outcome: tried.outcome === 'pending' ? 'lost' : tried.outcome, ...(tried.outcome === 'ineligible' ? { why: tried.why } : {}) });
        }
        item = { productId: product.id, entrants: entries.length, stock: product.stock, winners, seed, order };
        throw new DryRunDone();
      });
    } catch (e) {
      if (!(e instanceof DryRunDone)) throw e;
    }
    return item!;
  }

  /** A finished draw as recorded: its seed's order and each entrant's outcome. */
  private async recorded(productId: string): Promise<DrawRunItem> {
    const p = await this.db.selectFrom('mall_products').select(['stock', 'draw_seed', 'draw_winners']).where('id', '=', productId).executeTakeFirstOrThrow();
    const entries = await this.db.selectFrom('mall_draw_entries').select(['yfy_uid', 'role_uid', 'outcome']).where('product_id', '=', productId).execute();
    const byUid = new Map(entries.map((e) => [e.yfy_uid, e]));
    const seed = p.draw_seed ?? '';
    const order = drawOrder(seed, [...byUid.keys()])
      .slice(0, DRAW_PREVIEW_MAX)
      .map((yfyUid, i): DrawPreviewEntrant => {
        const e = byUid.get(yfyUid)!;
        return { position: i + 1, yfyUid, roleUid: e.role_uid, outcome: e.outcome === 'won' || e.outcome === 'ineligible' ? e.outcome : 'lost' };
      });
    return { productId, entrants: entries.length, stock: p.stock, winners: p.draw_winners ?? 0, seed, order };
  }
}
