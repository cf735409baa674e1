import { sql } from 'kysely';
import { EDITION_CODES } from '@mecha/shared/editions';
import type { FreshnessEntry, QueueDepths } from '@mecha/shared/status/api';
import type { Db } from '../../db/client.ts';

// The status page's reads (decision 0191). Each is one small query on a narrow table or a partial index, so the
// page and /metrics may ask often.
export const statusRepository = {
  /** Every edition, newest match first known; an edition with no match yet has nulls. */
  async freshness(db: Db): Promise<FreshnessEntry[]> {
    const rows = await db.selectFrom('ingest_freshness').selectAll().execute();
    const byEdition = new Map(rows.map((r) => [r.edition, r]));
    return EDITION_CODES.map((edition) => {
      const r = byEdition.get(edition);
      return { edition, lastReceivedAt: r ? new Date(r.last_received_at).toISOString() : null, newestEndedAt: r ? new Date(r.newest_ended_at).toISOString() : null };
    });
  },

  /** Unix seconds of the newest match any edition ingested (the ingest lag metric); null before the first. */
  async newestEndedAt(db: Db): Promise<number | null> {
    const row = await db.selectFrom('ingest_freshness').select((eb) => eb.fn.max('newest_ended_at').as('at')).executeTakeFirst();
    return row?.at ? Math.floor(new Date(row.at as Date).getTime() / 1000) : null;
  },

  /** Mail waiting (and its oldest age, by the database's clock, which queued it), retries, payments in their window. */
  async queues(db: Db, now: Date): Promise<QueueDepths> {
    const mail = await db
      .selectFrom('mail_outbox')
      .select([
        (eb) => eb.fn.countAll<string>().as('pending'),
        (eb) => eb.fn.count<string>('id').filterWhere('attempts', '>', 0).as('retrying'),
        sql<string | null>`extract(epoch from now() - min(created_at))`.as('oldest'),
      ])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const pay = await db
      .selectFrom('pay_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('state', '=', 'processing')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return {
      mailPending: Number(mail.pending),
      mailOldestAgeS: mail.oldest === null ? null : Math.max(0, Math.round(Number(mail.oldest))),
      deliveriesRetrying: Number(mail.retrying),
      paymentsAwaitingTimeout: Number(pay.n),
    };
  },
};
