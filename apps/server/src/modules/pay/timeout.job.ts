import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

// The sweeper: open orders whose payment window has passed become `timeout`. One statement claims due rows with
// SKIP LOCKED (any number of server processes share the work) and moves only rows still processing, so a payment
// that commits first stands; a payment that arrives later still succeeds (timeout → success, late).
export async function timeOutDue(db: Db, clock: Clock, batch = 500): Promise<number> {
  const now = clock.now();
  const res = await sql<{ id: string }>`
    with due as (
      select id from pay_orders where state = 'processing' and expires_at <= ${now}
      order by expires_at limit ${batch} for update skip locked
    )
    update pay_orders o set state = 'timeout' from due where o.id = due.id and o.state = 'processing'
    returning o.id`.execute(db);
  return res.rows.length;
}
