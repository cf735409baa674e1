import { seasonCodeAt, seasonReset } from '@mecha/shared/ladder/seasons';
import type { IngestMatch } from '@mecha/shared/record/ingest';
import { applyLines, type LadderState, type ScoredLine } from '../../modules/record/ladder-apply.ts';
import { keyOf } from '../../modules/record/ladder-keys.ts';
import { linesOf } from '../../modules/record/match-lines.ts';
import { playMatch, type QueuedPlayer } from './match-maker.ts';
import { isActive, type SimPlayer } from './population.ts';
import { seededRandom } from './random.ts';

const DAY = 86_400;

export interface HistorySink {
  line(l: ScoredLine, stored: boolean): void;
  match(m: IngestMatch): void;
}

// Plays the simulated seasons day by day from `fromS` to `toS` through the real ladder engine: players queue by
// region and mode, are matched with neighbours in score, and every result is scored as ingest would score it.
export function simulateHistory(players: SimPlayer[], fromS: number, toS: number, keepFromSeason: number, sink: HistorySink, seed = 11): LadderState[] {
  const rand = seededRandom(seed);
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
    for (const p of players) {
      if (!isActive(p, day)) continue;
      let games = Math.floor(p.perDay) + (rand() < p.perDay % 1 ? 1 : 0);
      while (games-- > 0) {
        const mode = rand() < 0.45 ? 'T1' : 'T2';
        const q = `${p.region}|${mode}`;
        let queue = queues.get(q);
        if (!queue) queues.set(q, (queue = []));
        queue.push({ player: p, score: stateOf(p.uid, mode, season, p.region).score + (rand() - 0.5) * 300 });
      }
    }
    // Matches of the day are played in the order they end, so every ladder counts them in (endedAt, id) order.
    const pending: { endedAt: number; mode: 'T1' | 'T2'; sides: [QueuedPlayer[], QueuedPlayer[]]; premade: [boolean, boolean] }[] = [];
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
        pending.push({ endedAt, mode, sides, premade: mode === 'T1' ? [false, false] : [rand() < 0.3, rand() < 0.3] });
      }
    }
    pending.sort((a, b) => a.endedAt - b.endedAt);
    const stored = season >= keepFromSeason;
    for (const m of pending) {
      const match = playMatch(rand, `sim-${String(n++).padStart(8, '0')}`, m.endedAt, m.mode, m.sides, m.premade);
      for (const line of linesOf(match)) {
        const { state, scored } = applyLines(stateOf(line.uid, line.mode, line.season, line.region), [line]);
        states.set(keyOf(state), state);
        sink.line(scored[0]!, stored);
      }
      if (stored) sink.match(match);
    }
  }
  return [...states.values()];
}
