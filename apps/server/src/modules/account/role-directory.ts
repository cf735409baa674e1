import type { Db } from '../../db/client.ts';
import type { GameGateway, GameRole } from '../../game/gateway.ts';
import { GatewayError } from '../../game/gateway.ts';
import { AppError } from '../../platform/errors.ts';
import { accountRepository as repo } from './account.repository.ts';

// Where a role's public card comes from: the game first (fresh), else what the site learned from matches.
export class RoleDirectory {
  constructor(
    private readonly db: Db,
    private readonly gateway: GameGateway,
  ) {}

  async lookup(uid: string): Promise<GameRole | null> {
    let role: GameRole | null = null;
    try {
      role = await this.gateway.lookupRole(uid);
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
    }
    if (role) return role;
    const known = await repo.findKnownRole(this.db, uid);
    return (known as GameRole | undefined) ?? null;
  }

  /** Looks the role up and records its card, so bound-role lists can join on it. */
  async require(uid: string, at: Date): Promise<GameRole> {
    const role = await this.lookup(uid);
    if (!role) throw new AppError('roleNotFound');
    await repo.upsertKnownRole(this.db, role, at);
    return role;
  }
}
