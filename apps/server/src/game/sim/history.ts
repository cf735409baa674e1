import { seasonCodeAt, seasonReset } from '@mecha/shared/ladder/seasons';
import type { IngestMatch } from '@mecha/shared/record/ingest';
import { applyLines, type LadderState, type ScoredLine } from '@mecha/shared/ladder/apply';
import { keyOf } from '@mecha/shared/ladder/keys';
import { linesOf } from '@mecha/shared/ladder/match-lines';
import { playMatch, type QueuedPlayer } from './match-maker.ts';
import { isActive, type SimPlayer } from './population.ts';
import { seededRandom } from '../../platform/seeded-random.ts';
import { matchTop, type TopUnit } from './top-queue.ts';
import type { GameRole } from '../gateway.ts';

const DAY = 86_400;

export interface HistorySink {
  line(l: ScoredLine, stored: boolean): void;
  match(m: IngestMatch): void;
}

/**
 * The site's bulk ingest for the first start (issue 16): the record module's HistoryCollector, handed to the sim
 * by the app, as a game server is handed an ingest address. The sim plays the seasons and hands over what it
 * played; it never writes the site's tables itself.
 */
export interface BulkHistory extends HistorySink {
  /** Whether the site already holds a ranked history (a later start plays nothing). */
  loaded(): Promise<boolean>;
  /** Matches handed over so far (those of the searchable seasons). */
  readonly matchCount: number;
  /** Stores the roles, matches, ladders and aggregates, in one transaction. */
  load(roles: readonly GameRole[], ladders: LadderState[], receivedAt: Date): Promise<void>;
}

/** Where the simulation stands after a day: the first start reports its progress from these. */
export interface DayPlayed {
  day: number;
  season: number;
  matches: number;
}

// Plays the simulated seasons day by day from `fromS` to `toS` through the real ladder engine: players queue by
// region and mode, are matched with neighbours in score, and every result is scored as ingest would score it.
// The dedicated players pushing their 2v2 rank that day play their 2v2 matches at the top of the queue instead
// (top-queue.ts), on a random stream of their own, so the ordinary queue draws what it drew without them.
export function simulateHistory(players: SimPlayer[], fromS: number, toS: number, keepFromSeason: number, sink: HistorySink, seed = 11): LadderState[] {
  const days = simulateDays(players, fromS, toS, keepFromSeason, sink, seed);
  for (;;) {
    const next = days.next();
    if (next.done) return next.value;
  }
}

/**
 * The same simulation, a day at a time: the caller may give the event loop a turn between days (the first start
 * does, so its progress lines reach the log while the seasons are played).
 */
export function* simulateDays(players: SimPlayer[], fromS: number, toS: number, keepFromSeason: number, sink: HistorySink, seed = 11): Generator<DayPlayed, LadderState[]> {
  const rand = seededRandom(seed);
  const topRand = seededRandom(seed + 1);
  const pushers = pushingUnits(players);
  const states = new Map<string, LadderState>();
  const stateOf = (uid: string, mode: string, season: number, region: string): LadderState => {
    const k = keyOf({ uid, mode, season });
    let s = states.get(k);
    if (!s) {
      const start = seasonReset(states.get(keyOf({ uid, mode, season: season - 1 }))?.score ?? 0);
      s = { uid, mode, season, region, startScore: start, score: start, maxScore: start, games: 0, wins: 0, streak: 0, bestStreak: 0, lastMatchAt: null, lastMatchId: null };
      states.set(k, s);
    }
    return s;
  };

  let n = 0;
  for (let day = fromS; day < toS; day += DAY) {
    const season = seasonCodeAt(day);
    const queues = new Map<string, QueuedPlayer[]>();
    const enqueue = (q: string, entry: QueuedPlayer) => {
      let queue = queues.get(q);
      if (!queue) queues.set(q, (queue = []));
      queue.push(entry);
    };
    // Today's pushers: a unit pushes in its grind seasons until every member reached the goal.
    const tops = new Map<string, TopUnit[]>();
    const pushing = new Set<string>();
    for (const unit of pushers) {
      const d = unit[0]!.dedicated!;
      if (!d.grindSeasons.has(season) || !unit.every((p) => isActive(p, day))) continue;
      const scores = unit.map((p) => stateOf(p.uid, 'T2', season, p.region).score);
      if (scores.every((s) => s >= d.goal)) continue;
      const games = Math.floor(d.t2PerDay) + (topRand() < d.t2PerDay % 1 ? 1 : 0);
      const list = tops.get(unit[0]!.region) ?? [];
      list.push({ players: unit.map((player, i) => ({ player, score: scores[i]! })), games });
      tops.set(unit[0]!.region, list);
      for (const p of unit) {
        pushing.add(p.uid);
        // A 1v1 match now and then between the 2v2 ones.
        if (topRand() < 0.5) enqueue(`${p.region}|T1`, { player: p, score: stateOf(p.uid, 'T1', season, p.region).score + (topRand() - 0.5) * 300 });
      }
    }
    for (const p of players) {
      if (pushing.has(p.uid) || !isActive(p, day)) continue;
      let games = Math.floor(p.perDay) + (rand() < p.perDay % 1 ? 1 : 0);
      while (games-- > 0) {
        const mode = rand() < 0.45 ? 'T1' : 'T2';
        enqueue(`${p.region}|${mode}`, { player: p, score: stateOf(p.uid, mode, season, p.region).score + (rand() - 0.5) * 300 });
      }
    }
    // Matches of the day are played in the order they end, so every ladder counts them in (endedAt, id) order.
    const pending: { endedAt: number; mode: 'T1' | 'T2'; sides: [QueuedPlayer[], QueuedPlayer[]]; premade: [boolean, boolean]; rand: () => number }[] = [];
    for (const [region, units] of tops) {
      let queue = queues.get(`${region}|T2`);
      if (!queue) queues.set(`${region}|T2`, (queue = []));
      queue.sort((a, b) => a.score - b.score);
      for (const m of matchTop(units, queue)) {
        const endedAt = Math.min(toS - 60, day + Math.floor(((m.round + topRand()) / m.rounds) * DAY));
        if (endedAt >= day) pending.push({ endedAt, mode: 'T2', sides: m.sides, premade: m.premade, rand: topRand });
      }
    }
    for (const [q, queue] of queues) {
      const mode = q.endsWith('T1') ? 'T1' : 'T2';
      const size = mode === 'T1' ? 2 : 4;
      queue.sort((a, b) => a.score - b.score);
      for (let i = 0; i + size <= queue.length; i += size) {
        const group = queue.slice(i, i + size);
        if (new Set(group.map((g) => g.player.uid)).size < size) continue;
        const endedAt = Math.min(toS - 60, day + Math.floor(rand() * DAY));
        if (endedAt < day) continue;
        const sides: [QueuedPlayer[], QueuedPlayer[]] = mode === 'T1' ? [[group[0]!], [group[1]!]] : [[group[0]!, group[3]!], [group[1]!, group[2]!]];
        pending.push({ endedAt, mode, sides, premade: mode === 'T1' ? [false, false] : [rand() < 0.3, rand() < 0.3], rand });
      }
    }
    pending.sort((a, b) => a.endedAt - b.endedAt);
    const stored = season >= keepFromSeason;
    for (const m of pending) {
      const match = playMatch(m.rand, `sim-${String(n++).padStart(8, '0')}`, m.endedAt, m.mode, m.sides, m.premade);
      for (const line of linesOf(match)) {
        const { state, scored } = applyLines(stateOf(line.uid, line.mode, line.season, line.region), [line]);
        states.set(keyOf(state), state);
        sink.line(scored[0]!, stored);
      }
      if (stored) sink.match(match);
    }
    yield { day, season, matches: n };
  }
  return [...states.values()];
}

/** The dedicated players as they queue when pushing: each steady duo together (led by its lower uid), the rest solo. */
function pushingUnits(players: SimPlayer[]): SimPlayer[][] {
  const byUid = new Map(players.map((p) => [p.uid, p]));
  const units: SimPlayer[][] = [];
  for (const p of players) {
    const d = p.dedicated;
    if (!d) continue;
    const partner = d.partner ? byUid.get(d.partner) : undefined;
    if (!partner) units.push([p]);
    else if (p.uid < partner.uid) units.push([p, partner]);
  }
  return units;
}
