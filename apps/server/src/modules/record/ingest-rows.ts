import type { PlayerLine, ScoredLine } from '@mecha/shared/ladder/apply';
import { dayNumber, keyOf, type LadderKey } from '@mecha/shared/ladder/keys';

// The rows an ingest transaction derives from its lines, beside the ladders' states: pure functions of the lines.

/** A line as stored, read back for a ladder's replay. */
export function storedLine(r: { match_id: string; uid: string; mode: string; season: number; ended_at: Date; side: number; won: boolean; premade: boolean; other_premade: boolean; character: string; mvp: boolean; nickname: string; damage: number; kills: number; deaths: number; stats: Record<string, number> }, region: string): PlayerLine {
  return {
    matchId: r.match_id, uid: r.uid, mode: r.mode, season: r.season, endedAt: new Date(r.ended_at), side: r.side, won: r.won, premade: r.premade,
    otherPremade: r.other_premade, character: r.character, mvp: r.mvp, nickname: r.nickname, region, damage: r.damage, kills: r.kills,
    deaths: r.deaths, stats: r.stats,
  };
}

/** The last score of each day a ladder played (ScoreMap). */
export function daysOf(scored: ScoredLine[]) {
  const days = new Map<string, LadderKey & { day: number; score: number }>();
  for (const l of scored) {
    const day = dayNumber(l.endedAt);
    days.set(`${keyOf(l)}|${day}`, { uid: l.uid, mode: l.mode, season: l.season, day, score: l.scoreAfter });
  }
  return [...days.values()];
}

export function characterDeltas(lines: PlayerLine[]) {
  const out = new Map<string, LadderKey & { character: string; games: number; wins: number; mvps: number; kills: number; deaths: number; damage: number }>();
  for (const l of lines) {
    const k = `${keyOf(l)}|${l.character}`;
    const row = out.get(k) ?? { uid: l.uid, mode: l.mode, season: l.season, character: l.character, games: 0, wins: 0, mvps: 0, kills: 0, deaths: 0, damage: 0 };
    row.games += 1;
    row.wins += l.won ? 1 : 0;
    row.mvps += l.mvp ? 1 : 0;
    row.kills += l.kills;
    row.deaths += l.deaths;
    row.damage += l.damage;
    out.set(k, row);
  }
  return [...out.values()];
}
