import type { EditionCode } from '@mecha/shared/editions';
import { seasonCodeAt, seasonReset } from '@mecha/shared/ladder/seasons';
import { matchSchema, type IngestMatch, type IngestResult } from '@mecha/shared/record/ingest';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { applyLines, compareLines, freshState, isLate, type LadderState, type PlayerLine, type ScoredLine } from '@mecha/shared/ladder/apply';
import { linesOf } from '@mecha/shared/ladder/match-lines';
import { histogramDeltas } from './histogram.ts';
import { keyOf, type LadderKey } from '@mecha/shared/ladder/keys';
import { ingestRepository as repo } from './ingest.repository.ts';
import { newestPerEdition } from './freshness.ts';
import { byEnd, IngestQueue, type Stored } from './ingest-queue.ts';
import { characterDeltas, daysOf, storedLine } from './ingest-rows.ts';
import { ChainBroken, ChainLink, sameLadders } from './ingest-chain.ts';

type Trx = Transaction<Database>;

/** How far in the future a match's end may lie (clock skew between game and site). */
const FUTURE_SLACK_S = 300;

// Finished matches in: validated one by one, idempotent by id, scored per role in (endedAt, id) order, all of a
// batch in one transaction (with the batches posted meanwhile: IngestQueue, decision 0214) that locks the ladders it
// touches. A match that lands before what a ladder already counted makes that ladder replay from its season start,
// so arrival order never changes scores.
export class IngestService {
  private readonly queue = new IngestQueue((matches, link) => this.storeAll(matches, link));

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Told which roles' ladders changed, after the commit (read caches drop them). */
    private readonly onChanged: (uids: string[]) => void = () => {},
  ) {}

  async ingest(raw: unknown[]): Promise<IngestResult> {
    const now = unixSeconds(this.clock.now());
    const refused: IngestResult['refused'] = [];
    const byId = new Map<string, IngestMatch>();
    let duplicates = 0;
    raw.forEach((item, index) => {
      const id = typeof (item as { id?: unknown })?.id === 'string' ? ((item as { id: string }).id) : null;
      const parsed = matchSchema.safeParse(item);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        refused.push({ index, id, reason: `${issue.path.join('.') || 'match'}: ${issue.message}` });
      } else if (parsed.data.endedAt > now + FUTURE_SLACK_S) {
        refused.push({ index, id, reason: 'endedAt: in the future' });
      } else if (seasonCodeAt(parsed.data.endedAt) === 0) {
        refused.push({ index, id, reason: 'endedAt: before the first season' });
      } else if (byId.has(parsed.data.id)) {
        duplicates++;
      } else byId.set(parsed.data.id, parsed.data);
    });
    const matches = [...byId.values()].sort(byEnd);
    if (!matches.length) return { accepted: 0, duplicates, refused };
    const { fresh, after } = await this.queue.submit(matches);
    await after;
    return { accepted: fresh.size, duplicates: duplicates + matches.length - fresh.size, refused };
  }

  /** One transaction (see IngestQueue): the matches not seen before, stored and scored. */
  private async storeAll(matches: IngestMatch[], link: ChainLink | null): Promise<Stored> {
    // The players' roles beside the transaction, on a connection and commit of their own: a role is only a name the
    // site knows (no row refers to it), and a role another transaction is adding (uncommitted) would otherwise hold
    // this one at its first statement, unchained. The batches wait for it (after), the next transaction does not.
    const lines = matches.flatMap(linesOf);
    const after = this.rememberRoles(matches, lines);
    after.catch(() => {}); // awaited by the batches; a failed transaction must not leave it unhandled
    let fresh: IngestMatch[];
    try {
      fresh = await this.transaction(matches, lines, link).catch((err: unknown) => {
        if (!(err instanceof ChainBroken)) throw err;
        link!.previous = null;
        return this.transaction(matches, lines, link);
      });
    } catch (err) {
      link?.settle(false);
      throw err;
    }
    link?.settle(true);
    if (fresh.length) this.onChanged([...new Set(fresh.flatMap((m) => m.sides.flatMap((s) => s.players.map((p) => p.uid))))]);
    return { fresh: new Set(fresh.map((m) => m.id)), after };
  }

  private rememberRoles(matches: IngestMatch[], lines: PlayerLine[]): Promise<void> {
    const editions = editionsOf(matches);
    const roles = new Map<string, PlayerLine>();
    for (const l of lines) roles.set(l.uid, l); // the last match's name, as the game has it now
    const rows = sortedBy([...roles.values()], (l) => l.uid).map((l) => ({ uid: l.uid, nickname: l.nickname, edition: editions.get(l.uid) ?? 'cn', region: l.region }));
    return repo.rememberRoles(this.db, rows, this.clock.now());
  }

  private transaction(matches: IngestMatch[], lines: PlayerLine[], link: ChainLink | null): Promise<IngestMatch[]> {
    return withDeadlockRetry(() => this.db.transaction().execute((trx) => this.store(trx, matches, lines, link)));
  }

  /**
   * Stores the matches not seen before and returns them. The same few statements whatever the batch's size:
   * matches, the locks (and the ladders to open), the lines, then one per table written (bench/ingest-profile.ts
   * shows each one's time). Ladders the transaction before (`link.previous`) is scoring are scored from its plan and
   * locked only after the lines are in (ChainLink).
   */
  private async store(trx: Trx, matches: IngestMatch[], lines: PlayerLine[], link: ChainLink | null): Promise<IngestMatch[]> {
    const newIds = await repo.insertMatches(
      trx,
      matches.map((m) => ({ id: m.id, mode: m.mode, season: seasonCodeAt(m.endedAt), ended_at: new Date(m.endedAt * 1000), duration_s: m.durationS, bans: m.bans })),
      this.clock.now(),
    );
    const fresh = matches.filter((m) => newIds.has(m.id));
    if (!fresh.length) {
      link?.plan(new Map());
      return [];
    }
    const freshLines = lines.filter((l) => newIds.has(l.matchId));
    const byKey = new Map<string, PlayerLine[]>();
    for (const l of freshLines) {
      const list = byKey.get(keyOf(l));
      if (list) list.push(l);
      else byKey.set(keyOf(l), [l]);
    }
    const keys: LadderKey[] = sortedBy([...byKey.values()].map(([l]) => ({ uid: l!.uid, mode: l!.mode, season: l!.season })), keyOf);

    const before = link?.previous ?? null;
    const plan = before ? await ChainLink.plannedInTime(before) : new Map<string, LadderState>();
    const shared = keys.filter((k) => plan.has(keyOf(k)));
    // A shared ladder that must replay reads its stored lines, the ones before among them: it waits for their commit.
    const chained = shared.length > 0 && shared.every((k) => !byKey.get(keyOf(k))!.some((l) => isLate(plan.get(keyOf(k))!, l)));
    if (shared.length && !chained) await ChainLink.committedInTime(before!);
    const locked = await this.lockLadders(trx, chained ? keys.filter((k) => !plan.has(keyOf(k))) : keys, byKey);
    const states = chained ? sortedBy([...locked, ...shared.map((k) => plan.get(keyOf(k))!)], keyOf) : locked;
    const results = await Promise.all(states.map((s) => this.applyTo(trx, s, byKey.get(keyOf(s)) ?? [])));
    link?.plan(new Map(results.map((r) => [keyOf(r.state), r.state])));
    // The lines, the largest write, are sent now and waited for with the batch's last writes: the connection runs
    // them while the chain is waited for and the next statements are built (it takes statements in order).
    const linesSent = Promise.all([repo.rescoreLines(trx, results.flatMap((r) => r.rescored)), repo.insertLines(trx, results.flatMap((r) => r.inserted))]);
    const rest = (async () => {
      if (chained) {
        if (!(await ChainLink.committedInTime(before!))) throw new ChainBroken();
        if (!sameLadders(await repo.lockLadders(trx, shared), plan)) throw new ChainBroken();
      }
      // Every write from here on goes in key order, so concurrent transactions take row locks in the same order.
      await repo.writeBatch(trx, {
        ladders: results.map((r) => r.state),
        lines: results.flatMap((r) => r.inserted),
        days: results.flatMap((r) => r.days),
        characters: sortedBy(characterDeltas(freshLines), (c) => `${keyOf(c)}|${c.character}`),
        histogram: sortedBy(histogramDeltas(states, results.map((r) => r.state)), (h) => `${h.season}|${h.mode}|${h.region}|${h.bucket}`),
        freshness: newestPerEdition(fresh),
        at: this.clock.now(),
      });
    })();
    // A statement after a failed one fails too; the first failure is the one to report.
    const [linesIn, restIn] = await Promise.allSettled([linesSent, rest]);
    if (linesIn.status === 'rejected') throw linesIn.reason;
    if (restIn.status === 'rejected') throw restIn.reason;
    return fresh;
  }

  /**
   * Locks the batch's ladders in key order and returns their state (in key order). The ones that do not exist yet
   * open at the reset of last season's score, read for those alone: once a season is under way nearly every ladder
   * exists, and this is the one statement the batch spends on its ladders before scoring.
   */
  private async lockLadders(trx: Trx, keys: LadderKey[], byKey: Map<string, PlayerLine[]>): Promise<LadderState[]> {
    const locked = await repo.lockLadders(trx, keys);
    if (locked.length === keys.length) return locked;
    const have = new Set(locked.map(keyOf));
    const missing = keys.filter((k) => !have.has(keyOf(k)));
    const last = new Map((await repo.scoresOf(trx, missing.map((k) => ({ ...k, season: k.season - 1 })))).map((r) => [keyOf({ ...r, season: r.season + 1 }), r.score]));
    const opened = await repo.openLadders(
      trx,
      missing.map((k) => ({ ...k, region: byKey.get(keyOf(k))![0]!.region, startScore: seasonReset(last.get(keyOf(k)) ?? 0) })),
    );
    // A ladder another process opened meanwhile is locked as it stands.
    const mine = new Set(opened.map(keyOf));
    const theirs = missing.filter((k) => !mine.has(keyOf(k)));
    const raced = theirs.length ? await repo.lockLadders(trx, theirs) : [];
    return sortedBy([...locked, ...opened, ...raced], keyOf);
  }

  private async applyTo(trx: Trx, state: LadderState, lines: PlayerLine[]) {
    const sorted = [...lines].sort(compareLines);
    if (!sorted.some((l) => isLate(state, l))) {
      const { state: next, scored } = applyLines(state, sorted);
      return { state: next, inserted: scored, rescored: [] as ScoredLine[], days: daysOf(scored) };
    }
    const stored = (await repo.linesOf(trx, state)).map((r) => storedLine(r, state.region));
    const all = [...stored, ...sorted].sort(compareLines);
    const { state: next, scored } = applyLines(freshState(state), all);
    const newIds = new Set(sorted.map((l) => l.matchId));
    await repo.clearDays(trx, state);
    return { state: next, inserted: scored.filter((l) => newIds.has(l.matchId)), rescored: scored.filter((l) => !newIds.has(l.matchId)), days: daysOf(scored) };
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `items` in the order of their keys (each key built once, not twice a comparison: batches sort thousands). */
function sortedBy<T>(items: T[], key: (item: T) => string): T[] {
  return items
    .map((item) => ({ key: key(item), item }))
    .sort((a, b) => cmp(a.key, b.key))
    .map((d) => d.item);
}

/** PostgreSQL may still pick a deadlock victim under heavy overlap; the batch is safe to run again whole. */
async function withDeadlockRetry<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (i >= attempts || (code !== '40P01' && code !== '40001')) throw err;
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 20));
    }
  }
}

/** Each player's edition as the game reported it (the first match naming them wins). */
function editionsOf(matches: IngestMatch[]): Map<string, EditionCode> {
  const out = new Map<string, EditionCode>();
  for (const m of matches) for (const s of m.sides) for (const p of s.players) if (!out.has(p.uid)) out.set(p.uid, p.edition);
  return out;
}
