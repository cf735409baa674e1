import { sql, type Transaction } from 'kysely';
import type { EditionCode } from '@mecha/shared/editions';
import { normaliseAddress, type ShippingAddress } from '@mecha/shared/address/schema';
import type { orderData } from '@mecha/shared/mall/api';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, fail } from '../../platform/errors.ts';
import type { Conn } from '../account/account.repository.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import { PointsService } from '../points/points.service.ts';
import { limitPeriodAt, mallRepository as repo, newMallOrderId, type ProductRow } from './mall.repository.ts';
import { suspensionInForce } from './suspensions.ts';

/*
 * The one exchange path of the points mall (docs/decisions/0030-points-mall.md "One exchange, one transaction").
 * Exported for the draw job and the operators (H2's modules/mall/draw/**, modules/mall/ops/**):
 *
 * - placeOrderIn(trx, { yfyUid, roleUid, productId, address, via, at, edition }) → { orderId, balance }
 *     The transaction body: balance row locked and the ledger summed against it (mallAbnormalPoints), the stock
 *     decremented conditionally (mallOutOfStock), the limit counted by a conditional upsert (mallLimitReached), the
 *     points booked through the ledger (its CHECK → mallInsufficientPoints), the order and its 'created' event.
 *     Throws AppError with the mall keys; the caller's transaction (or savepoint) rolls everything back.
 *     Also refuses a product unknown in `edition` (mallProductNotFound); via 'exchange' also refuses a draw-style
 *     product (mallDrawOnly) and one not yet on sale (mallNotOnSale). Via 'draw' skips those two: the draw job
 *     allots a draw drop after its window.
 * - assertMayExchange(db, { yfyUid, roleUid, product, address, at, roles? }) — the refusals outside the
 *     transaction, shared with draw entry: region not shipped, an operator's suspension or (with `roles`) the game's,
 *     no ledger entry ever.
 * - ExchangeService.order(...) — score/order: product and address checks in the documented order, then the above.
 */

export type OrderData = z.infer<typeof orderData>;

export interface PlaceOrder {
  yfyUid: string;
  roleUid: string;
  productId: string;
  address: ShippingAddress;
  via: 'exchange' | 'draw';
  at: Date;
  edition: EditionCode;
}

// PostgreSQL's check_violation: the only CHECK the ledger's applyIn can break is balance >= 0 (and the entry's
// balance_after >= 0), i.e. the points do not cover the price.
const CHECK_VIOLATION = '23514';
const isCheckViolation = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === CHECK_VIOLATION;

export async function placeOrderIn(trx: Transaction<Database>, o: PlaceOrder): Promise<OrderData> {
  const product = await repo.productOf(trx, o.productId, o.edition);
  if (!product) return fail('mallProductNotFound');
  if (o.via === 'exchange') assertOnSale(product, o.at);

  // 1. The balance row, locked for the rest of the transaction, must agree with the ledger.
  const audit = await PointsService.lockedAuditIn(trx, o.yfyUid);
  if (audit.balance === null && audit.ledgerSum === 0) return fail('mallNoPoints');
  if (audit.balance !== audit.ledgerSum) return fail('mallAbnormalPoints');

  // 2. One unit of stock, taken only while there is one (CHECK stock >= 0 behind it).
  const taken = await trx
    .updateTable('mall_products')
    .set({ stock: sql<number>`stock - 1` })
    .where('id', '=', product.id)
    .where('stock', '>', 0)
    .returning(['points', 'limit_count', 'limit_period'])
    .executeTakeFirst();
  if (!taken) return fail('mallOutOfStock');

  // 3. The per-account limit: counted by an upsert that only increments below the limit.
  let period: string | null = null;
  if (taken.limit_count !== null && taken.limit_period !== null) {
    period = limitPeriodAt(taken.limit_period, o.at, o.edition);
    const counted = await trx
      .insertInto('mall_purchase_counts')
      .values({ yfy_uid: o.yfyUid, product_id: product.id, period, n: 1 })
      .onConflict((oc) =>
        oc
          .columns(['yfy_uid', 'product_id', 'period'])
          .doUpdateSet({ n: sql<number>`mall_purchase_counts.n + 1` })
          .where('mall_purchase_counts.n', '<', taken.limit_count as number),
      )
      .returning('n')
      .executeTakeFirst();
    if (!counted) return fail('mallLimitReached');
  }

  // 4. The points, through the ledger (booked once per order; the balance CHECK refuses an overdraft).
  const orderId = newMallOrderId(o.at);
  let balance: number;
  try {
    const applied = await PointsService.applyIn(trx, {
      yfyUid: o.yfyUid, type: 'exchange', amount: -taken.points, reason: `mall ${product.id}`, refType: 'mall_order', refId: orderId, at: o.at,
    });
    balance = applied.balance;
  } catch (e) {
    if (isCheckViolation(e)) throw new AppError('mallInsufficientPoints');
    throw e;
  }

  // 5. The order, with its own copy of the address, and its first event.
  const address = normaliseAddress(o.address);
  await trx
    .insertInto('mall_orders')
    .values({
      id: orderId, yfy_uid: o.yfyUid, role_uid: o.roleUid, product_id: product.id, points: taken.points, via: o.via, period,
      address: JSON.stringify(address), carrier: null, tracking_no: null, created_at: o.at, shipped_at: null, cancelled_at: null, cancel_reason: null,
    })
    .execute();
  await trx
    .insertInto('mall_order_events')
    .values({ order_id: orderId, kind: 'created', actor: o.via === 'draw' ? 'system' : 'player', detail: JSON.stringify({ via: o.via, points: taken.points, address }), at: o.at })
    .execute();
  return { orderId, balance };
}

/** Race drops only, and only from their on-sale time (a draw drop is entered, not exchanged). */
function assertOnSale(product: ProductRow, at: Date) {
  if (product.style === 'draw') fail('mallDrawOnly');
  if (product.on_sale_at && product.on_sale_at > at) fail('mallNotOnSale');
}

export interface MayExchange {
  yfyUid: string;
  roleUid: string;
  product: Pick<ProductRow, 'regions'>;
  address: ShippingAddress;
  at: Date;
  /** Given, a role the game reports suspended is refused too (the player's calls pass it; the draw job need not). */
  roles?: RoleDirectory;
}

/** The refusals that need no transaction, in the order players meet them: region, suspension, never any points. */
export async function assertMayExchange(db: Conn, m: MayExchange): Promise<void> {
  if (!m.product.regions.includes(m.address.region)) fail('mallRegionNotShipped');
  if (await suspensionInForce(db, m.yfyUid, m.at)) fail('mallSuspended');
  if (m.roles && (await m.roles.lookup(m.roleUid))?.suspended) fail('mallSuspended');
  if (!(await PointsService.everEarned(db, m.yfyUid))) fail('mallNoPoints');
}

/** An address from the account's book (by id) or typed on the spot; someone else's id is "not found". */
export async function chosenAddress(db: Conn, yfyUid: string, choice: { addressId?: number; address?: ShippingAddress }): Promise<ShippingAddress> {
  if (choice.address) return choice.address;
  const row = choice.addressId === undefined ? undefined : await repo.addressOf(db, yfyUid, choice.addressId);
  if (!row) return fail('mallAddressNotFound');
  return row.address;
}

export class ExchangeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly roles: RoleDirectory,
  ) {}

  /** score/order: one unit of a race drop for the account, for its selected role's record. */
  async order(yfyUid: string, roleUid: string, edition: EditionCode, body: { productId: string; addressId?: number; address?: ShippingAddress }): Promise<OrderData> {
    const at = this.clock.now();
    const product = await repo.productOf(this.db, body.productId, edition);
    if (!product) return fail('mallProductNotFound');
    assertOnSale(product, at);
    const address = await chosenAddress(this.db, yfyUid, body);
    await assertMayExchange(this.db, { yfyUid, roleUid, product, address, at, roles: this.roles });
    return this.db.transaction().execute((trx) => placeOrderIn(trx, { yfyUid, roleUid, productId: product.id, address, via: 'exchange', at, edition }));
  }
}
