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
    return (await this.fetchNoting(uid)).role;
  }

  /** The card, and whether the game failed to answer (as opposed to answering that there is no such role). */
  private async fetchNoting(uid: string): Promise<{ role: GameRole | null; gameFailed: boolean }> {
    let role: GameRole | null = null;
    let gameFailed = false;
    try {
      role = await this.gateway.lookupRole(uid);
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      gameFailed = true;
    }
    if (role) return { role, gameFailed };
    const known = await repo.findKnownRole(this.db, uid);
    return { role: (known as GameRole | undefined) ?? null, gameFailed };
  }

  /**
   * Looks the role up and records its card, so bound-role lists can join on it. When the game fails to answer and
   * the site has never seen the role, the role may well exist: a login answers loginFailed and a bind bindFailed
   * (SPEC §8, decision 0055) rather than "no such role", so the player retries instead of doubting the UID.
   */
  async require(uid: string, at: Date, purpose: 'login' | 'bind' | 'lookup' = 'lookup'): Promise<GameRole> {
    const { role, gameFailed } = await this.fetchNoting(uid);
    if (!role && gameFailed && purpose !== 'lookup') throw new AppError(purpose === 'login' ? 'loginFailed' : 'bindFailed');
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
