import { seededRandom } from '../../platform/seeded-random.ts';
import type { SimPlayer } from './population.ts';

// The top of each region: a few dozen players in the whole world who live on the 2v2 ladder. Every real ladder has
// them, and without them nobody in the simulated world reached Eternal Black Hole (8000+), so the tournament,
// whose bar is a best 2v2 score of 8000, had no entrant (docs/decisions/0042-sim-dedicated-players.md).

/** Dedicated players per region (fewer in a small world: at most one in ten of the region's players). */
export const DEDICATED_PER_REGION = 16;
/** Of them, this many steady duos (two who always queue together, as a pre-made team); the rest queue solo. */
export const DUOS_PER_REGION = 5;
/** The share of seasons a dedicated player (or duo) decides to push its 2v2 rank in. */
export const GRIND_SHARE = 0.35;
/** Seasons the grind plan covers (far past any `now` the server will see). */
const PLANNED_SEASONS = 60;

export interface Dedication {
  /** The steady duo partner's uid, if any; the lower uid of a duo leads it. */
  partner: string | null;
  /** Seasons in which the player pushes the 2v2 rank (the same for both of a duo). */
  grindSeasons: ReadonlySet<number>;
  /** The 2v2 score the push aims at: 8000 (Eternal Black Hole) and a little over. */
  goal: number;
  /** 2v2 matches a day while pushing. */
  t2PerDay: number;
}

/**
 * Picks each region's dedicated players (the most skilled of those who played from the first weeks: the first
 * ladder's regulars) and gives them their traits: they keep playing to this day. Runs on its own seeded stream after the rest of
 * the population was drawn, so everyone else's traits are exactly what they were without it.
 */
export function dedicate(players: SimPlayer[], firstSeasonStart: number, seed = 42): SimPlayer[] {
  const rand = seededRandom(seed);
  const byRegion = new Map<string, SimPlayer[]>();
  for (const p of players) {
    const list = byRegion.get(p.region) ?? [];
    list.push(p);
    byRegion.set(p.region, list);
  }
  const chosen = new Map<string, SimPlayer>();
  for (const region of [...byRegion.keys()].sort()) {
    const list = byRegion.get(region)!;
    const size = Math.min(DEDICATED_PER_REGION, Math.floor(list.length / 10));
    const early = list.filter((p) => p.joinedAt < firstSeasonStart + 14 * 86_400);
    const picked = [...early].sort((a, b) => b.skill - a.skill || (a.uid < b.uid ? -1 : 1)).slice(0, size).sort((a, b) => (a.uid < b.uid ? -1 : 1));
    // Duos from a shuffled order (so partners are not the two most skilled together), the rest solo.
    const order = picked.map((p) => ({ p, k: rand() })).sort((a, b) => a.k - b.k).map((x) => x.p);
    const duos = Math.min(DUOS_PER_REGION, Math.floor(order.length / 2));
    const units: SimPlayer[][] = [];
    for (let i = 0; i < order.length; i += i < duos * 2 ? 2 : 1) units.push(i < duos * 2 ? [order[i]!, order[i + 1]!] : [order[i]!]);
    for (const unit of units) {
      const grindSeasons = new Set<number>();
      for (let s = 1; s <= PLANNED_SEASONS; s++) if (rand() < GRIND_SHARE) grindSeasons.add(s);
      const goal = 8000 + 50 * Math.floor(rand() * 8);
      const t2PerDay = 10 + rand() * 4;
      for (const p of unit) {
        const partner = unit.find((q) => q !== p)?.uid ?? null;
        chosen.set(p.uid, {
          ...p,
          // Much stronger than the rest of the queue; out of a push they play as much as they did.
          skill: Math.max(p.skill, 1.6 + rand() * 0.3),
          quitAt: null,
          dedicated: { partner, grindSeasons, goal, t2PerDay },
        });
      }
    }
  }
  return players.map((p) => chosen.get(p.uid) ?? p);
}
