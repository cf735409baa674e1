import type { Language } from '@mecha/shared/i18n/languages';
import type { FreshnessEntry, StatusData } from '@mecha/shared/status/api';
import type { Db } from '../../db/client.ts';
import { apiWindow } from '../../platform/api-latency.ts';
import type { Clock } from '../../platform/clock.ts';
import type { IncidentsService } from './incidents.service.ts';
import { statusRepository as repo } from './status.repository.ts';

/** How long one process reuses a status answer: the page refreshes every minute, record screens on every visit. */
export const STATUS_CACHE_MS = 10_000;

// The public status page's data (decision 0191). Every figure comes from shared tables, so any process answers
// the same; each process keeps an answer for STATUS_CACHE_MS, which bounds what any two may differ by.
export class StatusService {
  private freshnessCache: { at: number; value: Promise<FreshnessEntry[]> } | null = null;
  private statusCache = new Map<Language, { at: number; value: Promise<StatusData> }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly incidents: IncidentsService,
  ) {}

  freshness(): Promise<FreshnessEntry[]> {
    const now = this.clock.now().getTime();
    if (!this.freshnessCache || now - this.freshnessCache.at >= STATUS_CACHE_MS) {
      const value = repo.freshness(this.db);
      value.catch(() => (this.freshnessCache = null));
      this.freshnessCache = { at: now, value };
    }
    return this.freshnessCache.value;
  }

  status(lang: Language): Promise<StatusData> {
    const now = this.clock.now().getTime();
    const cached = this.statusCache.get(lang);
    if (cached && now - cached.at < STATUS_CACHE_MS) return cached.value;
    const value = this.read(lang);
    value.catch(() => this.statusCache.delete(lang));
    this.statusCache.set(lang, { at: now, value });
    return value;
  }

  /** Drops the cached answers (an operator just posted or changed an incident). */
  forget(): void {
    this.statusCache.clear();
  }

  private async read(lang: Language): Promise<StatusData> {
    const now = this.clock.now();
    const [freshness, last5m, last24h, queues, incidents] = await Promise.all([
      repo.freshness(this.db),
      apiWindow(this.db, new Date(now.getTime() - 5 * 60_000)),
      apiWindow(this.db, new Date(now.getTime() - 24 * 3_600_000)),
      repo.queues(this.db, now),
      this.incidents.forPlayers(lang),
    ]);
    return { generatedAt: now.toISOString(), freshness, api: { last5m, last24h }, queues, incidents };
  }
}
