import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';

type Conn = Db | Transaction<Database>;

// Verification codes. Consuming and counting wrong tries are single conditional UPDATEs, so two requests racing
// with the same code cannot both log in, and the sixth try is refused whatever the interleaving.
export const codeRepository = {
  /** Serialises code requests of one UID for the cool-down check (transaction-scoped advisory lock). */
  async lockUid(trx: Transaction<Database>, uid: string) {
    await sql`select pg_advisory_xact_lock(hashtext(${`code:${uid}`}))`.execute(trx);
  },

  latest(db: Conn, uid: string) {
    return db.selectFrom('verification_codes').selectAll().where('uid', '=', uid).orderBy('id', 'desc').limit(1).executeTakeFirst();
  },

  async supersede(db: Conn, uid: string, at: Date) {
    await db.updateTable('verification_codes').set({ consumed_at: at }).where('uid', '=', uid).where('consumed_at', 'is', null).execute();
  },

  async insert(db: Conn, row: { uid: string; code_hash: string; created_at: Date; expires_at: Date; ip: string }) {
    const res = await db.insertInto('verification_codes').values(row).returning('id').executeTakeFirstOrThrow();
    return res.id;
  },

  async remove(db: Conn, id: number) {
    await db.deleteFrom('verification_codes').where('id', '=', id).execute();
  },

  async consume(db: Conn, id: number, codeHash: string, maxAttempts: number, at: Date): Promise<boolean> {
    const res = await db
      .updateTable('verification_codes')
      .set({ consumed_at: at })
      .where('id', '=', id)
      .where('code_hash', '=', codeHash)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** Counts a wrong try; returns the attempts after it, or undefined when the code is no longer live. */
  async countWrongTry(db: Conn, id: number, maxAttempts: number): Promise<number | undefined> {
    const row = await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts;
  },
};
