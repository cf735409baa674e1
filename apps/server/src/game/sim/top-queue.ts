import type { QueuedPlayer } from './match-maker.ts';

// Matchmaking at the top of a region's 2v2 queue, for the dedicated players pushing their rank that day. The top is
// thin: two pushers a few hundred points apart meet each other, and a pusher with nobody near its score is matched
// with the best players waiting in the ordinary queue, as real games widen their range at the top.

/** A steady duo (queues as a pre-made team) or a solo pusher, with its 2v2 matches today. */
export interface TopUnit {
  players: QueuedPlayer[];
  games: number;
}

export interface TopMatch {
  sides: [QueuedPlayer[], QueuedPlayer[]];
  premade: [boolean, boolean];
  /** The unit's k-th match of the day is played in round k of `rounds`. */
  round: number;
  rounds: number;
}

/** Pushers this close in score meet each other before the matchmaker reaches down to the ordinary queue. */
export const SAME_BRACKET = 300;

const scoreOf = (u: TopUnit): number => u.players.reduce((s, q) => s + q.score, 0) / u.players.length;

/**
 * Round by round, the highest-scored waiting unit takes the next units within SAME_BRACKET, then the best entries of
 * the ordinary queue (`general`, sorted by score ascending; the entries taken leave it, so nobody plays more than
 * they queued for). A duo always plays together against the rest; four solos split high+low against the middle,
 * as the ordinary queue does.
 */
export function matchTop(units: TopUnit[], general: QueuedPlayer[]): TopMatch[] {
  const rounds = Math.max(0, ...units.map((u) => u.games));
  const matches: TopMatch[] = [];
  for (let round = 0; round < rounds; round++) {
    const waiting = units.filter((u) => u.games > round).sort((a, b) => scoreOf(b) - scoreOf(a));
    const done = new Set<TopUnit>();
    for (const u of waiting) {
      if (done.has(u)) continue;
      done.add(u);
      const group = [u];
      let size = u.players.length;
      for (const v of waiting) {
        if (size === 4) break;
        if (done.has(v) || size + v.players.length > 4 || Math.abs(scoreOf(v) - scoreOf(u)) > SAME_BRACKET) continue;
        done.add(v);
        group.push(v);
        size += v.players.length;
      }
      const fill: QueuedPlayer[] = [];
      const taken = new Set(group.flatMap((g) => g.players.map((q) => q.player.uid)));
      for (let i = general.length - 1; i >= 0 && size + fill.length < 4; i--) {
        const q = general[i]!;
        if (taken.has(q.player.uid)) continue;
        taken.add(q.player.uid);
        fill.push(...general.splice(i, 1));
      }
      if (size + fill.length < 4) {
        general.push(...fill);
        general.sort((a, b) => a.score - b.score);
        continue;
      }
      const duo = group.find((g) => g.players.length === 2);
      if (duo) {
        const rest = [...group.filter((g) => g !== duo).flatMap((g) => g.players), ...fill];
        matches.push({ sides: [duo.players, rest], premade: [true, group.some((g) => g !== duo && g.players.length === 2)], round, rounds });
      } else {
        const four = [...group.flatMap((g) => g.players), ...fill].sort((a, b) => a.score - b.score);
        matches.push({ sides: [[four[0]!, four[3]!], [four[1]!, four[2]!]], premade: [false, false], round, rounds });
      }
    }
  }
  return matches;
}
