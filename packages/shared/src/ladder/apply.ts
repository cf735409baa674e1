import { scoreMatch, type MatchFacts } from './scoring.ts';

// Applying a role's matches to its ladder, in (endedAt, id) order. Pure: the site's ingest service locks, loads
// and writes, and this decides; the simulated game plays its seasons with it too (a rule lives once, here). Each player's ladder depends only on its own matches, so replaying one ladder from its
// start score reproduces exactly what in-order ingest would have produced.
export interface LadderState {
  uid: string;
  mode: string;
  season: number;
  region: string;
  startScore: number;
  score: number;
  maxScore: number;
  games: number;
  wins: number;
  streak: number;
  bestStreak: number;
  lastMatchAt: Date | null;
  lastMatchId: string | null;
}

export interface PlayerLine {
  matchId: string;
  uid: string;
  mode: string;
  season: number;
  endedAt: Date;
  side: number;
  won: boolean;
  premade: boolean;
  otherPremade: boolean;
  character: string;
  mvp: boolean;
  nickname: string;
  region: string;
  damage: number;
  kills: number;
  deaths: number;
  stats: Record<string, number>;
}

export interface ScoredLine extends PlayerLine {
  scoreBefore: number;
  base: number;
  mvpBonus: number;
  streakBonus: number;
  soloTeam: number;
  scoreAfter: number;
}

export const compareLines = (a: { endedAt: Date; matchId: string }, b: { endedAt: Date; matchId: string }): number =>
  compareEnds(a.endedAt.getTime(), a.matchId, b.endedAt.getTime(), b.matchId);

/** The order of matches: by end time, then by id (so two matches ending in one millisecond keep one order). */
export const compareEnds = (aEnded: number, aId: string, bEnded: number, bId: string): number =>
  aEnded - bEnded || (aId < bId ? -1 : aId > bId ? 1 : 0);

/** True when a line would land before what the ladder already counted, so the ladder must be replayed. */
export function isLate(state: LadderState, line: PlayerLine): boolean {
  if (!state.lastMatchAt || !state.lastMatchId) return false;
  return compareLines(line, { endedAt: state.lastMatchAt, matchId: state.lastMatchId }) < 0;
}

export function freshState(state: LadderState): LadderState {
  return { ...state, score: state.startScore, maxScore: state.startScore, games: 0, wins: 0, streak: 0, bestStreak: 0, lastMatchAt: null, lastMatchId: null };
}

/**
 * Applies lines (sorted) to a state; returns the new state and every line with its score parts. Ingest runs this for
 * thousands of lines a batch: each scored line is one literal of a fixed shape, not a spread of the line (a spread
 * per line was 8 % of ingest's JavaScript, decision 0214), and TypeScript holds the literal to every field.
 */
export function applyLines(start: LadderState, lines: PlayerLine[]): { state: LadderState; scored: ScoredLine[] } {
  const state = { ...start };
  const scored: ScoredLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const facts: MatchFacts = l.mode === 'T2' ? { won: l.won, mvp: l.mvp, ownPremade: l.premade, otherPremade: l.otherPremade } : { won: l.won, mvp: l.mvp };
    const c = scoreMatch({ score: state.score, streak: state.streak }, facts);
    scored.push({
      matchId: l.matchId, uid: l.uid, mode: l.mode, season: l.season, endedAt: l.endedAt, side: l.side, won: l.won, premade: l.premade,
      otherPremade: l.otherPremade, character: l.character, mvp: l.mvp, nickname: l.nickname, region: l.region, damage: l.damage,
      kills: l.kills, deaths: l.deaths, stats: l.stats,
      scoreBefore: state.score, base: c.base, mvpBonus: c.mvp, streakBonus: c.streak, soloTeam: c.soloTeam, scoreAfter: c.scoreAfter,
    });
    state.score = c.scoreAfter;
    state.streak = c.streakAfter;
    if (c.scoreAfter > state.maxScore) state.maxScore = c.scoreAfter;
    if (c.streakAfter > state.bestStreak) state.bestStreak = c.streakAfter;
    state.games += 1;
    if (l.won) state.wins += 1;
    state.lastMatchAt = l.endedAt;
    state.lastMatchId = l.matchId;
    state.region = l.region;
  }
  return { state, scored };
}
