import type { Db } from '../../db/client.ts';
import { DAY, type Clock } from '../../platform/clock.ts';
import { accountRepository as repo } from './account.repository.ts';
import { hashToken, newSessionToken } from './tokens.ts';

export type SessionLookup = { status: 'valid'; yfyUid: string; tokenHash: string } | { status: 'expired' };

// Opaque sessions stored hashed; revocable; expiry read from the injectable clock.
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlDays: number,
  ) {}

  async create(yfyUid: string) {
    const token = newSessionToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.ttlDays * DAY);
    await repo.createSession(this.db, hashToken(token), yfyUid, now, expiresAt);
    return { token, expiresAt };
  }

  /** Any presented token that is unknown, revoked or past its time counts as expired (code 600). */
  async resolve(token: string): Promise<SessionLookup> {
    const tokenHash = hashToken(token);
    const row = await repo.findSession(this.db, tokenHash);
    if (!row || row.revoked_at || row.expires_at.getTime() <= this.clock.now().getTime()) return { status: 'expired' };
    return { status: 'valid', yfyUid: row.yfy_uid, tokenHash };
  }

  revoke(tokenHash: string) {
    return repo.revokeSession(this.db, tokenHash, this.clock.now());
  }
}
