import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { DAY, type Clock } from '../../platform/clock.ts';
import { accountRepository as repo, type Conn } from './account.repository.ts';
import { hashToken, newSessionToken } from './tokens.ts';

/** What the session read found of its account (null: the account is gone); see `AccountService.userInfo`. */
export type AccountRead = { selectedRoleUid: string | null; edition: string | null } | null;
/** `account` is there when this lookup read the database, absent when it came from the cache. */
export type SessionLookup = { status: 'valid'; yfyUid: string; tokenHash: string; account?: AccountRead } | { status: 'expired' };

// Opaque sessions stored hashed; revocable; expiry read from the injectable clock. Lookups are cached for a
// few seconds (every logged-in call needs one); logout drops the entry at once in this process, and another
// process stops honouring a revoked token within the cache's lifetime.
const CACHE_MS = 5000;

export class SessionService {
  private readonly cache = new LRUCache<string, { yfyUid: string; expiresAt: number } | { revoked: true }>({ max: 100_000, ttl: CACHE_MS });

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlDays: number,
  ) {}

  /** `db` may be the caller's transaction, so the session exists exactly when the login that asked for it commits. */
  async create(yfyUid: string, db: Conn = this.db) {
    const token = newSessionToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.ttlDays * DAY);
    await repo.createSession(db, hashToken(token), yfyUid, now, expiresAt);
    return { token, expiresAt };
  }

  /** Any presented token that is unknown, revoked or past its time counts as expired (code 600). */
  async resolve(token: string): Promise<SessionLookup> {
    const tokenHash = hashToken(token);
    let entry = this.cache.get(tokenHash);
    let account: AccountRead | undefined;
    if (!entry) {
      const row = await repo.findSession(this.db, tokenHash);
      entry = !row || row.revoked_at ? { revoked: true } : { yfyUid: row.yfy_uid, expiresAt: row.expires_at.getTime() };
      if (row) account = row.account_uid ? { selectedRoleUid: row.selected_role_uid, edition: row.edition } : null;
      this.cache.set(tokenHash, entry);
    }
    if ('revoked' in entry || entry.expiresAt <= this.clock.now().getTime()) return { status: 'expired' };
    return account === undefined ? { status: 'valid', yfyUid: entry.yfyUid, tokenHash } : { status: 'valid', yfyUid: entry.yfyUid, tokenHash, account };
  }

  async revoke(tokenHash: string) {
    await repo.revokeSession(this.db, tokenHash, this.clock.now());
    this.forgetToken(tokenHash);
  }

  /** Drops a token's cached lookup: the next request reads the session row (the app shares this call across processes). */
  forgetToken(tokenHash: string): void {
    this.cache.delete(tokenHash);
  }
}
