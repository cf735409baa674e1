import type { LadderState } from '@mecha/shared/ladder/apply';
import { keyOf } from '@mecha/shared/ladder/keys';

/** How long a transaction waits for the one before it to commit before it gives up its chain (and its locks). */
export const CHAIN_WAIT_MS = 3_000;

/**
 * A process's in-flight ingest transaction as the next one sees it (decision 0214): the ladders' states it will
 * commit, once it has scored them, and whether it committed. The next transaction scores its matches from those
 * states instead of waiting at the ladders' row locks, stores its lines meanwhile, and once it holds the ladders
 * checks that they are as planned; if not (the one before failed, or another process moved a ladder), it starts
 * again unchained. So the lines, the largest write, leave the stretch in which the ladders are locked.
 */
export class ChainLink {
  readonly planned: Promise<ReadonlyMap<string, LadderState>>;
  readonly committed: Promise<boolean>;
  private setPlanned!: (states: ReadonlyMap<string, LadderState>) => void;
  private setCommitted!: (ok: boolean) => void;

  /** `previous`: the transaction in flight when this one started, if any. */
  constructor(public previous: ChainLink | null) {
    this.planned = new Promise((resolve) => (this.setPlanned = resolve));
    this.committed = new Promise((resolve) => (this.setCommitted = resolve));
  }

  /** The states this transaction will commit (only the first call counts). */
  plan(states: ReadonlyMap<string, LadderState>): void {
    this.setPlanned(states);
  }

  /** Committed or failed for good; a transaction that planned nothing leaves the next nothing to chain to. */
  settle(ok: boolean): void {
    this.setPlanned(new Map());
    this.setCommitted(ok);
    this.previous = null;
  }

  /**
   * The plan of the transaction before, or none if it has not scored within CHAIN_WAIT_MS (this one then takes its
   * ladders' locks as they come). Waits here and in committedInTime end, because they are the one edge of a lock
   * cycle PostgreSQL cannot see: another process could hold what the one before waits for while waiting for this
   * one's rows (and on PGlite's one connection, the one before would wait for this one's transaction to end).
   */
  static plannedInTime(link: ChainLink): Promise<ReadonlyMap<string, LadderState>> {
    return within(link.planned, new Map());
  }

  /** Whether the transaction before committed, within CHAIN_WAIT_MS (see plannedInTime). */
  static committedInTime(link: ChainLink): Promise<boolean> {
    return within(link.committed, false);
  }
}

function within<T>(wait: Promise<T>, otherwise: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(otherwise), CHAIN_WAIT_MS)));
  return Promise.race([wait, late]).finally(() => clearTimeout(timer));
}

/** The transaction before failed or left a ladder otherwise than planned: this one starts again, unchained. */
export class ChainBroken extends Error {
  constructor() {
    super('the ingest transaction before did not commit as planned');
  }
}

/** Whether two states of one ladder agree in everything scoring reads. */
export function sameLadders(actual: readonly LadderState[], planned: ReadonlyMap<string, LadderState>): boolean {
  return actual.every((a) => {
    const p = planned.get(keyOf(a));
    return (
      p !== undefined && a.region === p.region && a.startScore === p.startScore && a.score === p.score && a.maxScore === p.maxScore &&
      a.games === p.games && a.wins === p.wins && a.streak === p.streak && a.bestStreak === p.bestStreak &&
      a.lastMatchId === p.lastMatchId && (a.lastMatchAt?.getTime() ?? null) === (p.lastMatchAt?.getTime() ?? null)
    );
  });
}
