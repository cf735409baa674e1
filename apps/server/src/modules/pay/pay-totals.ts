import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Currency } from '@mecha/shared/pay/money';
import type { Database } from '../../db/types.ts';

// A role's paid total in a window: what cumulative top-up events (and anything else that counts spend) read, so
// the rule lives in one place. Counted: successful orders (late payments too, by when they were paid), in the
// given currency, not refunded, paid in [from, to). Written as SQL over pay_orders so a caller can also use it
// inside a conditional statement (the tier claim's INSERT … SELECT … WHERE total >= threshold).

/** The total as a scalar subquery, in minor units. `from` and `to` may be column references (`sql.ref('e.starts_at')`) of the statement it sits in. */
export function paidTotalSql(roleUid: string, currency: Currency | string, from: Date | RawBuilder<unknown>, to: Date | RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`(select coalesce(sum(price_minor), 0) from pay_orders
    where role_uid = ${roleUid} and currency = ${currency} and state = 'success' and refunded_at is null
      and paid_at >= ${from} and paid_at < ${to})`;
}

/** The total in minor units; `db` may be a transaction. */
export async function paidTotal(db: Kysely<Database>, roleUid: string, currency: Currency | string, from: Date, to: Date): Promise<number> {
  const { rows } = await sql<{ total: string | number }>`select ${paidTotalSql(roleUid, currency, from, to)} as total`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
