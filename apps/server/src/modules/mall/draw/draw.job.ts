import { sql } from 'kysely';
import { isEdition, type EditionCode } from '@mecha/shared/editions';
import type { DrawOutcome } from '@mecha/shared/mall/api';
import type { Db } from '../../../db/client.ts';
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

/** Allots every draw-style drop whose entry window has closed (once each); answers the products walked. */
export async function drawDue(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const due = await db
    .selectFrom('mall_products')
    .select('id')
    .where('style', '=', 'draw')
    .where('draw_state', '=', 'pending')
    .where('entry_ends_at', '<=', now)
    .execute();
  for (const { id } of due) {
    await db
      .updateTable('mall_products')
      .set({ draw_state: 'drawn', draw_seed: newDrawSeed(), drawn_at: now })
      .where('id', '=', id)
      .where('draw_state', '=', 'pending')
      .execute();
  }
  const unfinished = await db.selectFrom('mall_products').selectAll().where('style', '=', 'draw').where('draw_state', '=', 'drawn').where('draw_winners', 'is', null).execute();
  for (const p of unfinished) await walk(db, clock, p);
  return unfinished.length;
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
    const at = clock.now();
    const role = await trx.selectFrom('game_roles').select('edition').where('uid', '=', entry.role_uid).executeTakeFirst();
    // The entrant's selected role's edition at entry; a role the site no longer knows falls back to the product's first.
    const edition: EditionCode = role && isEdition(role.edition) ? role.edition : (product.editions[0] as EditionCode);
    let outcome: DrawOutcome;
    let orderId: string | null = null;
    await sql`savepoint draw_entrant`.execute(trx);
    try {
      // The checks outside the exchange transaction (region, the operator's suspension, never any points); the
      // game's own suspension flag needs a request to the game and is not consulted here (decision 0031).
      await assertMayExchange(trx, { yfyUid, roleUid: entry.role_uid, product, address: entry.address, at });
      orderId = (await placeOrderIn(trx, { yfyUid, roleUid: entry.role_uid, productId: product.id, address: entry.address, via: 'draw', at, edition })).orderId;
      await sql`release savepoint draw_entrant`.execute(trx);
      outcome = 'won';
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      await sql`rollback to savepoint draw_entrant`.execute(trx);
      outcome = e.key === 'mallOutOfStock' ? 'lost' : 'ineligible';
    }
    await trx.updateTable('mall_draw_entries').set({ outcome, order_id: orderId }).where('product_id', '=', product.id).where('yfy_uid', '=', yfyUid).execute();
    return outcome;
  });
}
