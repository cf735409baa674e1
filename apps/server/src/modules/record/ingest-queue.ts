import type { IngestMatch } from '@mecha/shared/record/ingest';
import { compareEnds } from '@mecha/shared/ladder/apply';
import { ChainLink } from './ingest-chain.ts';

/**
 * What one transaction stored: the ids that were new, and the work beside it (remembering the players' roles), which
 * the batches wait for but the next transaction does not.
 */
export interface Stored {
  fresh: Set<string>;
  after: Promise<void>;
}

/**
 * Stores matches in one transaction. `link` is the transaction's place after the one in flight before it (null when
 * a failed group's batches are stored one by one); the store settles it.
 */
export type StoreMatches = (matches: IngestMatch[], link: ChainLink | null) => Promise<Stored>;

interface Waiting {
  matches: IngestMatch[];
  resolve: (stored: Stored) => void;
  reject: (err: unknown) => void;
}

/** The most matches one merged transaction stores (a request holds at most 1,000). */
export const MERGED_MATCHES = 2_000;

/**
 * Transactions a process has in flight. Two, so that while one holds its ladders the next scores from the first's
 * planned states and stores its matches and lines (ChainLink): a third would have nothing to chain to yet.
 */
export const IN_FLIGHT = 2;

/**
 * At most IN_FLIGHT ingest transactions at a time in a process; batches posted meanwhile are stored together in the
 * next one (a group commit, decision 0214). Concurrent batches of random players nearly always share ladders, so in
 * separate transactions they queued behind each other's row locks (and now and then deadlocked); merged they cost
 * the same statements once. Each batch still learns which of its own matches were new, and a merged transaction that
 * fails is retried batch by batch, so one batch's trouble is never another's.
 */
export class IngestQueue {
  private readonly waiting: Waiting[] = [];
  private running = 0;
  /** The newest transaction started, while it is in flight. */
  private tail: ChainLink | null = null;

  constructor(
    private readonly store: StoreMatches,
    private readonly limit = MERGED_MATCHES,
    private readonly inFlight = IN_FLIGHT,
  ) {}

  /** Resolves with the ids of `matches` that this submission stored (a match another batch carried counts there). */
  submit(matches: IngestMatch[]): Promise<Stored> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ matches, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.inFlight && this.waiting.length) {
      const group = this.nextGroup();
      const link = new ChainLink(this.tail);
      this.tail = link;
      this.running++;
      void this.run(group, link).finally(() => {
        link.settle(false); // a no-op once the store settled it
        if (this.tail === link) this.tail = null;
        this.running--;
        this.pump();
      });
    }
  }

  /** The oldest waiting batch and those after it, in order, while they fit the limit. */
  private nextGroup(): Waiting[] {
    const group = [this.waiting.shift()!];
    let size = group[0]!.matches.length;
    while (this.waiting.length && size + this.waiting[0]!.matches.length <= this.limit) {
      const next = this.waiting.shift()!;
      size += next.matches.length;
      group.push(next);
    }
    return group;
  }

  private async run(group: Waiting[], link: ChainLink | null): Promise<void> {
    if (group.length === 1) {
      const only = group[0]!;
      await this.store(only.matches, link).then(only.resolve, only.reject);
      return;
    }
    // A match in two batches of the group belongs to the first, as if the batches had come one after the other.
    const owner = new Map<string, Waiting>();
    for (const w of group) for (const m of w.matches) if (!owner.has(m.id)) owner.set(m.id, w);
    const merged = group.flatMap((w) => w.matches.filter((m) => owner.get(m.id) === w)).sort(byEnd);
    let stored: Stored;
    try {
      stored = await this.store(merged, link);
    } catch {
      // The store settled the link; the group's batches go again one by one, each unchained, so one bad batch fails alone.
      for (const w of group) await this.run([w], null);
      return;
    }
    for (const w of group) {
      w.resolve({ fresh: new Set(w.matches.filter((m) => owner.get(m.id) === w && stored.fresh.has(m.id)).map((m) => m.id)), after: stored.after });
    }
  }
}

/** The order a batch is stored in: by end time, then id. */
export const byEnd = (a: IngestMatch, b: IngestMatch) => compareEnds(a.endedAt, a.id, b.endedAt, b.id);
