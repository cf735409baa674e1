import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import type { AccountOrigin } from '../../db/tables/accounts.ts';
import type { Database } from '../../db/types.ts';
import type { GameRole } from '../../game/gateway.ts';

export type Conn = Db | Transaction<Database>;

// Kysely queries of accounts, bound roles, known roles and sessions; no rules here.
export const accountRepository = {
  async upsertKnownRole(db: Conn, role: GameRole, at: Date) {
    await db
      .insertInto('game_roles')
      // Named columns: a game's role card may carry more than the table keeps (e.g. `suspended`).
      .values({ uid: role.uid, nickname: role.nickname, level: role.level, avatar: role.avatar, edition: role.edition, region: role.region, updated_at: at })
      .onConflict((oc) =>
        oc.column('uid').doUpdateSet({
          nickname: role.nickname,
          level: role.level,
          avatar: role.avatar,
          edition: role.edition,
          region: role.region,
          updated_at: at,
        }),
      )
      .execute();
  },

  async findKnownRole(db: Conn, uid: string) {
    return (await preparedRows(db, db.selectFrom('game_roles').select(['uid', 'nickname', 'level', 'avatar', 'edition', 'region']).where('uid', '=', uid).compile()))[0];
  },

  ownerOfRole(db: Conn, uid: string) {
    return db.selectFrom('account_roles').select('yfy_uid').where('uid', '=', uid).executeTakeFirst();
  },

  /** Creates the account unless the id is taken (by either origin); true when this call created it. */
  async createAccount(db: Conn, yfyUid: string, origin: AccountOrigin, at: Date): Promise<boolean> {
    const res = await db
      .insertInto('accounts')
      .values({ yfy_uid: yfyUid, origin, created_at: at, selected_role_uid: null })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  /** Row lock on the account: serialises binds of one account so the role limit holds. */
  lockAccount(db: Transaction<Database>, yfyUid: string) {
    return db.selectFrom('accounts').selectAll().where('yfy_uid', '=', yfyUid).forUpdate().executeTakeFirst();
  },

  async findAccount(db: Conn, yfyUid: string) {
    return (await preparedRows(db, db.selectFrom('accounts').selectAll().where('yfy_uid', '=', yfyUid).compile()))[0];
  },

  async countRoles(db: Conn, yfyUid: string) {
    const row = await db.selectFrom('account_roles').select((eb) => eb.fn.countAll<string>().as('n')).where('yfy_uid', '=', yfyUid).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Binds unless the role is bound already (to anyone): the primary key decides. */
  async bindRole(db: Conn, yfyUid: string, uid: string, at: Date): Promise<boolean> {
    const res = await db.insertInto('account_roles').values({ uid, yfy_uid: yfyUid, bound_at: at }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  async unbindRole(db: Conn, yfyUid: string, uid: string): Promise<boolean> {
    const res = await db.deleteFrom('account_roles').where('uid', '=', uid).where('yfy_uid', '=', yfyUid).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  },

  /** Selects a role only if it is bound to this account (checked in the same statement). */
  async selectRole(db: Conn, yfyUid: string, uid: string | null): Promise<boolean> {
    const res = await db
      .updateTable('accounts')
      .set({ selected_role_uid: uid })
      .where('yfy_uid', '=', yfyUid)
      .$if(uid !== null, (q) =>
        q.where(({ exists, selectFrom }) =>
          exists(selectFrom('account_roles').select(sql`1`.as('one')).where('account_roles.uid', '=', uid as string).where('account_roles.yfy_uid', '=', yfyUid)),
        ),
      )
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  listRoles(db: Conn, yfyUid: string) {
    return db
      .selectFrom('account_roles as ar')
      .innerJoin('game_roles as gr', 'gr.uid', 'ar.uid')
      .select(['gr.uid', 'gr.nickname', 'gr.level', 'gr.avatar', 'gr.edition', 'gr.region', 'ar.bound_at'])
      .where('ar.yfy_uid', '=', yfyUid)
      .orderBy('ar.bound_at')
      .orderBy('ar.uid')
      .execute();
  },

  async createSession(db: Conn, tokenHash: string, yfyUid: string, at: Date, expiresAt: Date) {
    await db.insertInto('sessions').values({ token_hash: tokenHash, yfy_uid: yfyUid, created_at: at, expires_at: expiresAt, revoked_at: null }).execute();
  },

  /**
   * A session with what every role-guarded call reads next: its account's selected role and that role's edition
   * (`account_uid` null when the account is gone). One read instead of three on a cache miss (decision 0215).
   */
  async findSession(db: Conn, tokenHash: string) {
    const query = db
      .selectFrom('sessions as s')
      .leftJoin('accounts as a', 'a.yfy_uid', 's.yfy_uid')
      .leftJoin('game_roles as r', 'r.uid', 'a.selected_role_uid')
      .select(['s.yfy_uid', 's.expires_at', 's.revoked_at', 'a.yfy_uid as account_uid', 'a.selected_role_uid', 'r.edition'])
      .where('s.token_hash', '=', tokenHash);
    return (await preparedRows(db, query.compile()))[0];
  },

  async revokeSession(db: Conn, tokenHash: string, at: Date) {
    await db.updateTable('sessions').set({ revoked_at: at }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
  },

  /** Records a platform token as used; false when it was already (the primary key decides, also between racers). */
  async spendSsoToken(db: Conn, tokenKey: string, forgetAfter: Date): Promise<boolean> {
    const res = await db.insertInto('used_sso_tokens').values({ token_key: tokenKey, forget_after: forgetAfter }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  async forgetSsoTokensBefore(db: Conn, before: Date) {
    await db.deleteFrom('used_sso_tokens').where('forget_after', '<', before).execute();
  },
};
