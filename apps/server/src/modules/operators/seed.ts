import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { DEV_OPERATORS, DEV_PASSWORD_HASH } from './dev-operators.ts';

/** Sim mode only: one operator per role (dev-operators.ts), added once; an existing name is left as it is. */
export async function seedDevOperators(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .insertInto('operators')
    .values(DEV_OPERATORS.map((o) => ({ name: o.name, password_hash: DEV_PASSWORD_HASH, totp_secret: o.totpSecret, role: o.role, editions: JSON.stringify(o.editions), created_at: now, created_by: 'seed' })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
