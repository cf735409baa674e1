import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { GameGateway } from '../../game/gateway.ts';
import type { Clock } from '../../platform/clock.ts';

const LEASE_MS = 60_000;
const backoffMs = (attempts: number) => Math.min(10 * 60_000, 1000 * 2 ** Math.min(attempts, 10));

type Claimed = { id: number; kind: 'mail' | 'credit'; role_uid: string; title: string; body: string; attempts: number; order_id: string | null };

// Delivers the outbox until the game confirms each row: reward mails (welfare, prizes) and the currency credits
// of paid top-ups (docs/decisions/0008, 0021). Rows are claimed with SKIP LOCKED and a lease (so any number of
// server processes can run this, and a process that dies mid-send is retried by another after the lease); a
// mail carries the outbox id, a credit its order id, as the game's idempotency key, so a retry after an
// unrecorded success does not deliver twice.
export async function deliverDue(db: Db, gateway: GameGateway, clock: Clock, batch = 50): Promise<{ delivered: number; failed: number }> {
  const now = clock.now();
  const claimed = await db.transaction().execute(async (trx) => {
    const rows = await sql<Claimed>`
      select id, kind, role_uid, title, body, attempts, order_id from mail_outbox
      where status = 'pending' and next_attempt_at <= ${now}
      order by id limit ${batch} for update skip locked`.execute(trx);
    if (rows.rows.length) {
      await trx
        .updateTable('mail_outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + LEASE_MS) }))
        .where('id', 'in', rows.rows.map((r) => r.id))
        .execute();
    }
    return rows.rows;
  });
  let delivered = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      if (row.kind === 'credit') await sendCredit(db, gateway, row);
      else await gateway.sendMail(row.role_uid, { kind: 'reward', title: row.title, body: row.body, key: `outbox-${row.id}` });
      await db.transaction().execute(async (trx) => {
        const at = clock.now();
        await trx.updateTable('mail_outbox').set({ status: 'delivered', delivered_at: at, last_error: null }).where('id', '=', row.id).where('status', '=', 'pending').execute();
        if (row.order_id) await trx.updateTable('pay_orders').set({ delivered_at: at }).where('id', '=', row.order_id).where('delivered_at', 'is', null).execute();
      });
      delivered++;
    } catch (err) {
      await db
        .updateTable('mail_outbox')
        .set({ last_error: String(err instanceof Error ? err.message : err).slice(0, 500), next_attempt_at: new Date(clock.now().getTime() + backoffMs(row.attempts + 1)) })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
      failed++;
    }
  }
  return { delivered, failed };
}

/** The credit's amounts are the order's, read at send time (the order decided them when it was paid). */
async function sendCredit(db: Db, gateway: GameGateway, row: Claimed) {
  const order = await db.selectFrom('pay_orders').select(['id', 'role_uid', 'amount', 'bonus']).where('id', '=', row.order_id as string).executeTakeFirstOrThrow();
  await gateway.creditTopUp(order.role_uid, { orderId: order.id, amount: order.amount, bonus: order.bonus });
}
