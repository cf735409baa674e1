import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { MAX_ROLES_PER_ACCOUNT, type LoginData, type RoleListData, type UserInfo } from '@mecha/shared/account/schemas';
import { isEdition } from '@mecha/shared/editions';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { accountRepository as repo } from './account.repository.ts';
import type { CodeService } from './code.service.ts';
import type { RoleDirectory } from './role-directory.ts';
import type { AccountRead, SessionService } from './session.service.ts';
import { verifySsoToken } from './sso.ts';

// Accounts, their bound roles and the selected one (PRODUCT.md "Accounts and login"). User info is read on every
// role-guarded call, so it is cached briefly and dropped at once when this process changes the account.
export class AccountService {
  private readonly infos = new LRUCache<string, UserInfo>({ max: 100_000, ttl: 5000 });

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly roles: RoleDirectory,
    private readonly codes: CodeService,
    private readonly sessions: SessionService,
    private readonly ssoSecret: string,
  ) {}

  async sendCode(uid: string, ip: string) {
    const role = await this.roles.lookup(uid);
    if (!role) throw new AppError('roleNotFound');
    return this.codes.send(uid, role.edition, ip);
  }

  /** Code login: the first login creates the account and binds the role; later ones enter that account. */
  async loginWithCode(uid: string, code: string): Promise<LoginData> {
    const now = this.clock.now();
    await this.roles.require(uid, now, 'login');
    await this.codes.consume(uid, code);
    const yfyUid = await this.db.transaction().execute(async (trx) => {
      const owner = await repo.ownerOfRole(trx, uid);
      if (owner) {
        await repo.selectRole(trx, owner.yfy_uid, uid);
        return owner.yfy_uid;
      }
      const fresh = await this.createCodeAccount(trx, now);
      if (!(await repo.bindRole(trx, fresh, uid, now))) throw new AppError('roleBoundElsewhere');
      await repo.selectRole(trx, fresh, uid);
      return fresh;
    });
    return this.startSession(yfyUid);
  }

  /**
   * Platform SSO: the platform account becomes yfy_uid; a vouched-for role is bound without a code. The token is
   * spent, the account entered and the session created in one transaction: one token, one session, and a refused
   * login changes nothing (docs/decisions/0009-sso-tokens.md).
   */
  async loginWithSso(wztoken: string): Promise<LoginData> {
    const claims = await verifySsoToken(wztoken, this.ssoSecret, this.clock);
    const now = this.clock.now();
    if (claims.uid) await this.roles.require(claims.uid, now, 'login');
    const session = await this.db.transaction().execute(async (trx) => {
      // First, so logins racing with one token queue on its key and all but the first find it spent.
      if (!(await repo.spendSsoToken(trx, claims.key, claims.forgetAfter))) throw new AppError('ssoInvalid');
      await repo.createAccount(trx, claims.sub, 'sso', now);
      const account = await repo.lockAccount(trx, claims.sub);
      // A sub that spells a code-login account's id does not make the platform that account's owner.
      if (account?.origin !== 'sso') throw new AppError('ssoInvalid');
      if (claims.uid) {
        const owner = await repo.ownerOfRole(trx, claims.uid);
        if (owner && owner.yfy_uid !== claims.sub) throw new AppError('roleBoundElsewhere');
        if (!owner) {
          if ((await repo.countRoles(trx, claims.sub)) >= MAX_ROLES_PER_ACCOUNT) throw new AppError('roleLimitReached');
          await repo.bindRole(trx, claims.sub, claims.uid, now);
        }
        await repo.selectRole(trx, claims.sub, claims.uid);
      }
      return this.sessions.create(claims.sub, trx);
    });
    return this.loginData(claims.sub, session);
  }

  /** Background clean-up: used-token rows whose tokens would be refused by now anyway. */
  forgetSpentSsoTokens() {
    return repo.forgetSsoTokensBefore(this.db, this.clock.now());
  }

  async bindRole(yfyUid: string, uid: string, code: string): Promise<RoleListData> {
    const now = this.clock.now();
    await this.roles.require(uid, now, 'bind');
    // Checked before spending the code, so a mistaken bind does not waste it; the insert below decides.
    await this.assertBindable(yfyUid, uid);
    await this.codes.consume(uid, code);
    await this.db.transaction().execute(async (trx) => {
      const account = await repo.lockAccount(trx, yfyUid);
      if (!account) throw new AppError('loginExpired');
      if ((await repo.countRoles(trx, yfyUid)) >= MAX_ROLES_PER_ACCOUNT) throw new AppError('roleLimitReached');
      if (!(await repo.bindRole(trx, yfyUid, uid, now))) throw new AppError('roleBoundElsewhere');
      if (!account.selected_role_uid) await repo.selectRole(trx, yfyUid, uid);
    });
    this.infos.delete(yfyUid);
    return this.listRoles(yfyUid);
  }

  async unbindRole(yfyUid: string, uid: string): Promise<RoleListData> {
    await this.db.transaction().execute(async (trx) => {
      const account = await repo.lockAccount(trx, yfyUid);
      if (!(await repo.unbindRole(trx, yfyUid, uid))) throw new AppError('roleNotBound');
      if (account?.selected_role_uid === uid) {
        const [next] = await repo.listRoles(trx, yfyUid);
        await repo.selectRole(trx, yfyUid, next?.uid ?? null);
      }
    });
    this.infos.delete(yfyUid);
    return this.listRoles(yfyUid);
  }

  async selectRole(yfyUid: string, uid: string): Promise<RoleListData> {
    if (!(await repo.selectRole(this.db, yfyUid, uid))) throw new AppError('roleNotBound');
    this.infos.delete(yfyUid);
    return this.listRoles(yfyUid);
  }

  async listRoles(yfyUid: string): Promise<RoleListData> {
    const [account, rows] = await Promise.all([repo.findAccount(this.db, yfyUid), repo.listRoles(this.db, yfyUid)]);
    const selected = account?.selected_role_uid ?? null;
    return {
      selected,
      list: rows.map((r) => ({
        uid: r.uid,
        nickname: r.nickname,
        level: r.level,
        avatar: r.avatar,
        edition: r.edition,
        region: r.region,
        selected: r.uid === selected,
        bound_at: unixSeconds(r.bound_at),
      })),
    };
  }

  /** `read`: the account as the session lookup just read it, which saves reading it again (decision 0215). */
  async userInfo(yfyUid: string, read?: AccountRead): Promise<UserInfo> {
    const hit = this.infos.get(yfyUid);
    if (hit) return hit;
    const info = infoOf(yfyUid, read === undefined ? await this.readAccount(yfyUid) : read);
    this.infos.set(yfyUid, info);
    return info;
  }

  private async readAccount(yfyUid: string): Promise<AccountRead> {
    const account = await repo.findAccount(this.db, yfyUid);
    if (!account) return null;
    const roleId = account.selected_role_uid;
    const role = roleId ? await repo.findKnownRole(this.db, roleId) : undefined;
    return { selectedRoleUid: roleId, edition: role?.edition ?? null };
  }

  private async assertBindable(yfyUid: string, uid: string) {
    const owner = await repo.ownerOfRole(this.db, uid);
    if (owner?.yfy_uid === yfyUid) throw new AppError('roleAlreadyBound');
    if (owner) throw new AppError('roleBoundElsewhere');
    if ((await repo.countRoles(this.db, yfyUid)) >= MAX_ROLES_PER_ACCOUNT) throw new AppError('roleLimitReached');
  }

  /**
   * A new code-login account under a fresh random id. An SSO sub may spell any `h5-…` id, so an id that is
   * already taken is skipped rather than entered (64 random bits: a retry is all but theoretical).
   */
  private async createCodeAccount(trx: Transaction<Database>, now: Date): Promise<string> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const fresh = `h5-${randomBytes(8).toString('hex')}`;
      if (await repo.createAccount(trx, fresh, 'code', now)) return fresh;
    }
    throw new Error('no free account id after 3 tries');
  }

  private async startSession(yfyUid: string): Promise<LoginData> {
    return this.loginData(yfyUid, await this.sessions.create(yfyUid));
  }

  private async loginData(yfyUid: string, { token, expiresAt }: { token: string; expiresAt: Date }): Promise<LoginData> {
    this.infos.delete(yfyUid);
    return { token, expires_at: unixSeconds(expiresAt), ...(await this.userInfo(yfyUid)) };
  }
}

function infoOf(yfyUid: string, account: AccountRead): UserInfo {
  if (!account) throw new AppError('loginExpired');
  const { selectedRoleUid, edition } = account;
  return { role_id: selectedRoleUid, yfy_uid: yfyUid, domain_game: edition && isEdition(edition) ? edition : null };
}
