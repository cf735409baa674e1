import { LRUCache } from 'lru-cache';
import type { EditionCode } from '@mecha/shared/editions';
import type { Currency } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';
import { payRepository as repo } from './pay.repository.ts';

const CACHE_MS = 5_000;
const BOUGHT_MS = 3_000;

type Skus = Awaited<ReturnType<typeof repo.skusOf>>;
type Methods = Awaited<ReturnType<typeof repo.methodsOf>>;
type Settings = Awaited<ReturnType<typeof repo.settings>>;

// The active SKUs, methods and settings of an edition, read on every top-up call and changed only by operators:
// kept 5 s per process (sku/list went from ~5 ms to well under 1 ms on the embedded database, most of it these
// three reads). An operator change through this process drops them at once; other processes follow within 5 s.
// Money never depends on the cache: an order records its own price, amount and points when it is created.
export class PayCatalogue {
  private readonly cache = new LRUCache<string, Skus | Methods | Settings>({ max: 200, ttl: CACHE_MS });
  private readonly bought = new LRUCache<string, Set<string>>({ max: 10_000, ttl: BOUGHT_MS });

  constructor(private readonly db: Db) {}

  skus(edition: EditionCode, currency: Currency): Promise<Skus> {
    return this.cached(`s|${edition}|${currency}`, () => repo.skusOf(this.db, edition, currency));
  }

  methods(edition: EditionCode): Promise<Methods> {
    return this.cached(`m|${edition}`, () => repo.methodsOf(this.db, edition));
  }

  settings(edition: EditionCode, currency: Currency): Promise<Settings> {
    return this.cached(`c|${edition}|${currency}`, () => repo.settings(this.db, edition, currency));
  }

  /**
   * The SKUs a role has bought (its spent double badges), for the grid only: a payment in this process drops the
   * role's entry at once (forgetRole), another process's within 3 s. The double bonus itself is decided by the
   * payment's transaction, never by this.
   */
  async boughtBy(roleUid: string): Promise<Set<string>> {
    const hit = this.bought.get(roleUid);
    if (hit) return hit;
    const value = await repo.boughtSkus(this.db, roleUid);
    this.bought.set(roleUid, value);
    return value;
  }

  forgetRole(roleUid: string): void {
    this.bought.delete(roleUid);
  }

  forget(): void {
    this.cache.clear();
  }

  private async cached<T extends Skus | Methods | Settings>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key) as T | undefined;
    if (hit) return hit;
    const value = await load();
    this.cache.set(key, value);
    return value;
  }
}
