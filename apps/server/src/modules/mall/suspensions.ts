import type { Conn } from '../account/account.repository.ts';

/**
 * The operator's suspension in force for an account at `at` (the one ending last when several overlap), or null.
 * A suspension stops exchanges and draw entries, never reads (decision 0030 "Suspensions").
 */
export async function suspensionInForce(db: Conn, yfyUid: string, at: Date): Promise<{ reason: string; endsAt: Date } | null> {
  const row = await suspensionsInForce(db, yfyUid, at).executeTakeFirst();
  return row ? { reason: row.reason, endsAt: row.ends_at } : null;
}

/** The query behind suspensionInForce, for callers that fold it into one round trip (score/me). */
export function suspensionsInForce(db: Conn, yfyUid: string, at: Date) {
  return db
    .selectFrom('mall_suspensions')
    .select(['reason', 'ends_at'])
    .where('yfy_uid', '=', yfyUid)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .where('lifted_at', 'is', null)
    .orderBy('ends_at', 'desc')
    .limit(1);
}
