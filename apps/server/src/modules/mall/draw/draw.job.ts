import { sql, type Transaction } from 'kysely';
import type { ShippingAddress } from '@mecha/shared/address/schema';
import { isEdition, type EditionCode } from '@mecha/shared/editions';
import type { DrawOutcome } from '@mecha/shared/mall/api';
import type { Db } from '../../../db/client.ts';
import type { Database } from '../../../db/types.ts';
import type { AuditWriter } from '../../../platform/audit-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors.ts';
import { assertMayExchange, placeOrderIn } from '../exchange.service.ts';
import type { ProductRow } from '../mall.repository.ts';
import { drawOrder, newDrawSeed } from './draw-shuffle.ts';

/*
 * The draw (docs/decisions/0033-mall-draw.md). Two steps, each safe to run twice and from two processes:
 *
 * 1. Claim: `UPDATE … SET draw_state = 'drawn', draw_seed, drawn_at WHERE draw_state = 'pending' RETURNING` —
 *    only one caller gets the row, so the seed is chosen once and recorded before anyone is taken.
 * 2. Walk: every drawn product whose draw_winners is still null (claimed now, or claimed by a run that crashed)
 *    is walked in the seed's order. Each entrant is one transaction that first locks its entry row while it is
 *    still 'pending' — a second walker waits on that lock and then skips the entry — then, inside a savepoint,
 *    the same checks and exchange transaction as a race purchase (via 'draw'). A refusal rolls the savepoint back
 *    and marks the entry 'ineligible'; out of stock marks it and every later one 'lost'. draw_winners is written
 *    last, which is what "finished" means.
 */

export interface DrawDueOptions {
  /** Only this product (an operator's run); every due one otherwise. */
  productId?: string;
  /** An operator's run: the claim's audit row, in the claim's transaction (the seed is recorded there). */
  audit?: AuditWriter;
}

/** Allots every draw-style drop whose entry window has closed (once each); answers the products walked. */
export async function drawDue(db: Db, clock: Clock, opts: DrawDueOptions = {}): Promise<number> {
  const now = clock.now();
  let dueQuery = db.selectFrom('mall_products').select('id').where('style', '=', 'draw').where('draw_state', '=', 'pending').where('entry_ends_at', '<=', now);
  if (opts.productId) dueQuery = dueQuery.where('id', '=', opts.productId);
  const due = await dueQuery.execute();
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('mall_products')
        .set({ draw_state: 'drawn', draw_seed: newDrawSeed(), drawn_at: now })
        .where('id', '=', id)
        .where('draw_state', '=', 'pending')
        .returning(['draw_seed'])
        .executeTakeFirst();
      if (claimed) await opts.audit?.(trx, { action: 'mall.draw.run', target: id, before: { drawState: 'pending' }, after: { drawState: 'drawn', seed: claimed.draw_seed } });
    });
  }
  let unfinishedQuery = db.selectFrom('mall_products').selectAll().where('style', '=', 'draw').where('draw_state', '=', 'drawn').where('draw_winners', 'is', null);
  if (opts.productId) unfinishedQuery = unfinishedQuery.where('id', '=', opts.productId);
  const unfinished = await unfinishedQuery.execute();
  for (const p of unfinished) await walk(db, clock, p);
  return unfinished.length;
}

/**
 * The scheduled run (app.ts): every due draw, then the players' cached catalogue dropped when one was walked, as an
 * operator's run does (ops/draw-run-ops.ts): the winners took stock, and the cards would show it up to 2 s late.
 */
export async function drawDueJob(db: Db, clock: Clock, catalogue: { forget(): void }): Promise<number> {
  const walked = await drawDue(db, clock);
  if (walked) catalogue.forget();
  return walked;
}

async function walk(db: Db, clock: Clock, product: ProductRow): Promise<void> {
  const entrants = await db.selectFrom('mall_draw_entries').select('yfy_uid').where('product_id', '=', product.id).execute();
  const order = drawOrder(product.draw_seed as string, entrants.map((e) => e.yfy_uid));
  for (const yfyUid of order) {
    const outcome = await allot(db, clock, product, yfyUid);
    if (outcome === 'lost') break;
  }
  // Stock gone (or the list walked): whoever is still pending lost. Then the walk is recorded as finished.
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('mall_draw_entries').set({ outcome: 'lost' }).where('product_id', '=', product.id).where('outcome', '=', 'pending').execute();
    const won = await trx.selectFrom('mall_draw_entries').select((eb) => eb.fn.countAll<string>().as('n')).where('product_id', '=', product.id).where('outcome', '=', 'won').executeTakeFirstOrThrow();
    await trx.updateTable('mall_products').set({ draw_winners: Number(won.n) }).where('id', '=', product.id).where('draw_winners', 'is', null).execute();
  });
}

/** One entrant's turn, in its own transaction; null when another walker has already decided it. */
async function allot(db: Db, clock: Clock, product: ProductRow, yfyUid: string): Promise<DrawOutcome | null> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('mall_draw_entries')
      .selectAll()
      .where('product_id', '=', product.id)
      .where('yfy_uid', '=', yfyUid)
      .forUpdate()
      .executeTakeFirst();
    if (!entry || entry.outcome !== 'pending') return null;
    const { outcome, orderId } = await tryEntrant(trx, clock, product, entry);
    await trx.updateTable('mall_draw_entries').set({ outcome, order_id: orderId }).where('product_id', '=', product.id).where('yfy_uid', '=', yfyUid).execute();
    return outcome;
  });
}

type Entry = { yfy_uid: string; role_uid: string; address: ShippingAddress };

/**
 * One entrant's purchase attempt inside `trx` (a savepoint): won with its order, lost (stock gone) or ineligible
 * (another refusal, its key in `why`). Shared by the walk and the operators' dry run (ops/draw-run-ops.ts).
 */
export async function tryEntrant(trx: Transaction<Database>, clock: Clock, product: ProductRow, entry: Entry): Promise<{ outcome: DrawOutcome; orderId: string | null; why?: string }> {
  const at = clock.now();
  const { yfy_uid: yfyUid, role_uid: roleUid, address } = entry;
  const role = await trx.selectFrom('game_roles').select('edition').where('uid', '=', roleUid).executeTakeFirst();
  // The entrant's selected role's edition at entry; a role the site no longer knows falls back to the product's first.
  const edition: EditionCode = role && isEdition(role.edition) ? role.edition : (product.editions[0] as EditionCode);
  await sql`savepoint draw_entrant`.execute(trx);
  try {
    // The checks outside the exchange transaction (region, the operator's suspension, never any points); the
    // game's own suspension flag needs a request to the game and is not consulted here (decision 0031).
    await assertMayExchange(trx, { yfyUid, roleUid, product, address, at });
    const { orderId } = await placeOrderIn(trx, { yfyUid, roleUid, productId: product.id, address, via: 'draw', at, edition });
    await sql`release savepoint draw_entrant`.execute(trx);
    return { outcome: 'won', orderId };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    await sql`rollback to savepoint draw_entrant`.execute(trx);
    return { outcome: e.key === 'mallOutOfStock' ? 'lost' : 'ineligible', orderId: null, why: e.key };
  }
}
