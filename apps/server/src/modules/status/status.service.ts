import { LRUCache } from 'lru-cache';
import type { Language } from '@mecha/shared/i18n/languages';
import type { FreshnessData, FreshnessEntry, StatusData } from '@mecha/shared/status/api';
import type { Db } from '../../db/client.ts';
import { apiWindows } from '../../platform/api-latency.ts';
import type { Clock } from '../../platform/clock.ts';
import type { IncidentsService } from './incidents.service.ts';
import { statusRepository as repo } from './status.repository.ts';

/** How long one process reuses a status answer: the page refreshes every minute, record screens on every visit. */
export const STATUS_CACHE_MS = 10_000;

// The public status page's data (decision 0191). Every figure comes from shared tables, so any process answers
// the same; each process keeps an answer for STATUS_CACHE_MS, which bounds what any two may differ by.
export class StatusService {
  /** Answers in flight or kept, by "freshness" and "status|<language>"; a failed read is dropped at once. */
  private readonly answers: LRUCache<string, Promise<unknown>>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly incidents: IncidentsService,
  ) {
    // The cache reads the app's clock on every look-up (no resolution window), so moving the clock expires answers.
    this.answers = new LRUCache({ max: 16, ttl: STATUS_CACHE_MS, ttlResolution: 0, perf: { now: () => this.clock.now().getTime() } });
  }

  freshness(): Promise<FreshnessEntry[]> {
    return this.kept('freshness', () => repo.freshness(this.db));
  }

  /** The record screens' call: the (cached) entries with the server's time now. */
  async freshnessData(): Promise<FreshnessData> {
    const list = await this.freshness();
    return { generatedAt: this.clock.now().toISOString(), list };
  }

  status(lang: Language): Promise<StatusData> {
    return this.kept(`status|${lang}`, () => this.read(lang));
  }

  /** Drops the cached answers (an operator just posted or changed an incident). */
  forget(): void {
    this.answers.clear();
  }

  private kept<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.answers.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const value = load();
    value.catch(() => this.answers.delete(key));
    this.answers.set(key, value);
    return value;
  }

  private async read(lang: Language): Promise<StatusData> {
    const now = this.clock.now();
    const [freshness, [last5m, last24h], queues, incidents] = await Promise.all([
      repo.freshness(this.db),
      apiWindows(this.db, [new Date(now.getTime() - 5 * 60_000), new Date(now.getTime() - 24 * 3_600_000)]),
      repo.queues(this.db, now),
      this.incidents.forPlayers(lang),
    ]);
    return { generatedAt: now.toISOString(), freshness, api: { last5m, last24h }, queues, incidents };
  }
}
