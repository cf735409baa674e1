import { LRUCache } from 'lru-cache';
import type { PublicRole } from '@mecha/shared/account/schemas';
import type { Db } from '../../db/client.ts';
import type { GameGateway, GameRole } from '../../game/gateway.ts';
import { GatewayError } from '../../game/gateway.ts';
import { AppError } from '../../platform/errors.ts';
import { accountRepository as repo } from './account.repository.ts';

// Where a role's public card comes from: the game first (fresh), else what the site learned from matches.
// Cards are public and change rarely, so lookups are cached briefly: a UID lookup page must not cost a game
// or database round trip per request (misses are cached shorter, so a brand-new role appears soon).
const HIT_TTL_MS = 60_000;
const MISS_TTL_MS = 10_000;

export class RoleDirectory {
  private readonly cache = new LRUCache<string, { role: GameRole | null }>({ max: 50_000, ttl: HIT_TTL_MS });

  constructor(
    private readonly db: Db,
    private readonly gateway: GameGateway,
  ) {}

  async lookup(uid: string): Promise<GameRole | null> {
    const cached = this.cache.get(uid);
    if (cached) return cached.role;
    const role = await this.fetch(uid);
    this.cache.set(uid, { role }, role ? undefined : { ttl: MISS_TTL_MS });
    return role;
  }

  private async fetch(uid: string): Promise<GameRole | null> {
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
    const role = await this.fetch(uid);
    this.cache.set(uid, { role }, role ? undefined : { ttl: MISS_TTL_MS });
    if (!role) throw new AppError('roleNotFound');
    await repo.upsertKnownRole(this.db, role, at);
    return role;
  }
}

/** The public card of a game role: the game's card may carry more (a top-up suspension is the player's business only). */
export function publicCard(role: GameRole): PublicRole {
  const { uid, nickname, level, avatar, edition, region } = role;
  return { uid, nickname, level, avatar, edition, region };
}
