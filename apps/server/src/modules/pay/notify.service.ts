import { sql } from 'kysely';
import type { SandboxNotification } from '@mecha/shared/pay/api';
import { fromDecimal } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { PointsService } from '../points/points.service.ts';
import type { PayCatalogue } from './catalogue.ts';
import { payRepository as repo } from './pay.repository.ts';

/** What became of a notification that passed its checks: applied now, applied before, or too old to matter. */
export type NotifyOutcome = 'applied' | 'already' | 'stale';

// Applies a provider's verified notification to its order (docs/decisions/0020-pay-orders.md). Every step is a
// conditional write, so a notification delivered twice, late, out of order or by ten processes at once moves the
// order once: the state update decides who applies it, the first-purchase key decides the double bonus, the
// outbox's order_id and the ledger's reference key would each refuse a second credit anyway.
export class NotifyService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalogue: PayCatalogue,
  ) {}

  async apply(n: SandboxNotification): Promise<NotifyOutcome> {
    const order = await repo.order(this.db, n.orderId);
    if (!order) return fail('payOrderNotFound');
    if (n.currency !== order.currency || fromDecimal(n.amount, order.currency) !== order.price_minor) return fail('payAmountMismatch');
    if (n.event === 'paid') {
      const outcome = await this.paid(order.id, n.providerRef);
      // The role's double badge may be spent now: the grid must not offer it again.
      if (outcome === 'applied') this.catalogue.forgetRole(order.role_uid);
      return outcome;
    }
    const res = await this.db.updateTable('pay_orders').set({ state: n.event }).where('id', '=', order.id).where('state', '=', 'processing').executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return 'applied';
    const now = await repo.order(this.db, order.id);
    // A failure reported after the order was paid or timed out is an earlier attempt's news: nothing to change.
    return now?.state === n.event ? 'already' : 'stale';
  }

  /** processing | timeout → success, with the bonus, the currency credit and the points, in one transaction. */
  private async paid(orderId: string, providerRef: string): Promise<NotifyOutcome> {
    const at = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const order = await trx
        .updateTable('pay_orders')
        .set({ state: 'success', paid_at: at, late: sql<boolean>`state = 'timeout'`, provider_ref: providerRef })
        .where('id', '=', orderId)
        .where('state', 'in', ['processing', 'timeout'])
        .returningAll()
        .executeTakeFirst();
      if (!order) {
        const current = await repo.order(trx, orderId);
        // Paid after the player cancelled or the provider failed it: not ours to reopen; operators see it logged.
        return current?.state === 'success' ? 'already' : fail('payOrderFinal');
      }
      const first = await trx
        .insertInto('pay_first_purchases')
        .values({ role_uid: order.role_uid, sku_id: order.sku_id, order_id: order.id })
        .onConflict((oc) => oc.columns(['role_uid', 'sku_id']).doNothing())
        .returning('order_id')
        .executeTakeFirst();
      const sku = await repo.sku(trx, order.sku_id);
      if (first && sku?.doubles_first) {
        await trx.updateTable('pay_orders').set({ doubled: true, bonus: order.amount }).where('id', '=', order.id).execute();
      }
      await trx
        .insertInto('mail_outbox')
        .values({ kind: 'credit', order_id: order.id, grant_id: null, role_uid: order.role_uid, title: `top-up ${order.id}`, body: '', status: 'pending', next_attempt_at: at })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
      if (order.points > 0) {
        await PointsService.applyIn(trx, { yfyUid: order.yfy_uid, type: 'topup', amount: order.points, reason: `top-up ${order.id}`, refType: 'pay_order', refId: order.id, at });
      }
      return 'applied';
    });
  }
}
