import { CHARACTERS } from '@mecha/shared/game/characters';
import { season } from '@mecha/shared/ladder/seasons';
import type { GameRole } from '../gateway.ts';
import { dedicate, type Dedication } from './dedicated.ts';
import { seededRandom } from '../../platform/seeded-random.ts';

// Hidden traits of the simulated players: how good they are, how often they play, which mechs they like, and
// when they started and (for some) stopped playing. Derived from the roles with a fixed seed.
export interface SimPlayer extends GameRole {
  skill: number;
  /** Expected ranked matches a day while active. */
  perDay: number;
  favourites: string[];
  /** Unix seconds. */
  joinedAt: number;
  quitAt: number | null;
  /** Set for each region's few dedicated 2v2 players (dedicated.ts). */
  dedicated: Dedication | null;
}

const DAY = 86_400;

export function simPopulation(roles: GameRole[], nowS: number, seed = 9): SimPlayer[] {
  const rand = seededRandom(seed);
  const start = season(1).StartTime;
  const span = nowS - start;
  const population = roles.map((role): SimPlayer => {
    const r = rand();
    // A few pros who live on the ladder, a core of regulars, and a long tail of casual players.
    const pro = r < 0.015;
    const perDay = pro ? 8 + rand() * 4 : r < 0.12 ? 2 + rand() * 3 : r < 0.45 ? 0.4 + rand() * 1.2 : 0.03 + rand() * 0.25;
    const joinedAt = pro || rand() < 0.55 ? start + Math.floor(rand() * 10 * DAY) : start + Math.floor(rand() * span * 0.9);
    const quits = rand() < 0.25;
    const quitAt = quits && !pro ? joinedAt + Math.floor((0.1 + rand() * 0.8) * (nowS - joinedAt)) : null;
    const favourites = [...CHARACTERS].sort(() => rand() - 0.5).slice(0, 3).map((c) => c.id);
    // Skill is roughly normal around 1, a little higher for players who play more.
    const skill = 1 + (rand() + rand() + rand() - 1.5) * 0.35 + Math.min(0.15, perDay * 0.03) + (pro ? 0.3 : 0);
    return { ...role, skill, perDay, favourites, joinedAt, quitAt, dedicated: null };
  });
  return dedicate(population, start);
}

export const isActive = (p: SimPlayer, atS: number): boolean => atS >= p.joinedAt && (p.quitAt === null || atS < p.quitAt);
