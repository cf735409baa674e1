import { LRUCache } from 'lru-cache';
import type { EditionCode } from '@mecha/shared/editions';
import type { AnnualEvent } from '@mecha/shared/annual/api';
import type { AnnualPhase } from '@mecha/shared/annual/rules';
import type { Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import type { Db } from '../../db/client.ts';

export interface AnnualEventRow {
  id: string;
  edition: string;
  titles: Record<string, string>;
  rules: Record<string, string>;
  starts_at: Date;
  ends_at: Date;
  report_from: Date;
  report_to: Date;
  seed: string;
  seed_hash: string;
  characters: string[];
  login_tickets: number;
  vote_tickets: number;
  share_tickets: number;
  login_task: boolean;
  draws_made: number;
}

export function phaseOf(e: Pick<AnnualEventRow, 'starts_at' | 'ends_at'>, now: Date): AnnualPhase {
  if (now < e.starts_at) return 'upcoming';
  return now < e.ends_at ? 'open' : 'ended';
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** What a player sees of an event: the seed only once it has ended (the hash always). */
export function presentEvent(e: AnnualEventRow, lang: Language, now: Date): AnnualEvent {
  const phase = phaseOf(e, now);
  return {
    id: e.id,
    title: localised(e.titles, lang, e.id),
    rules: localised(e.rules, lang, ''),
    phase,
    startsAt: unix(e.starts_at),
    endsAt: unix(e.ends_at),
    reportFrom: unix(e.report_from),
    reportTo: unix(e.report_to),
    seedHash: e.seed_hash,
    seed: phase === 'ended' ? e.seed : null,
  };
}

// The active events of an edition, read on every one-year/* call: cached a few seconds per edition (an operator's
// change shows within that time in every process; at once in the one that made it, which calls forget()).
// draws_made here is only as fresh as the cache: the draw reads its number from the row itself.
const CACHE_MS = 5000;

export class AnnualEvents {
  private readonly cache = new LRUCache<string, AnnualEventRow[]>({ max: 20, ttl: CACHE_MS });

  constructor(private readonly db: Db) {}

  forget(): void {
    this.cache.clear();
  }

  /** The event an edition's players see: the open one (latest start), else the next upcoming, else the last ended. */
  async pick(edition: EditionCode, now: Date): Promise<AnnualEventRow | null> {
    const events = await this.of(edition);
    const open = events.filter((e) => phaseOf(e, now) === 'open').sort((a, b) => +b.starts_at - +a.starts_at);
    const upcoming = events.filter((e) => phaseOf(e, now) === 'upcoming').sort((a, b) => +a.starts_at - +b.starts_at);
    const ended = events.filter((e) => phaseOf(e, now) === 'ended').sort((a, b) => +b.ends_at - +a.ends_at);
    return open[0] ?? upcoming[0] ?? ended[0] ?? null;
  }

  async byId(id: string): Promise<AnnualEventRow | null> {
    const row = await this.db.selectFrom('annual_events').selectAll().where('id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  private async of(edition: string): Promise<AnnualEventRow[]> {
    const hit = this.cache.get(edition);
    if (hit) return hit;
    const rows = await this.db.selectFrom('annual_events').selectAll().where('edition', '=', edition).where('active', '=', true).execute();
    this.cache.set(edition, rows);
    return rows;
  }
}
