import type { OpsMatch } from '@mecha/shared/competition/ops-api';

// The bracket's layout for the console, apart from React so it is tested: a stage's matches as rounds (round 1
// first, slots in order), and whether a match takes a result now.

export interface Round {
  round: number;
  matches: OpsMatch[];
}

export function roundsOf(matches: readonly OpsMatch[], stageId: string): Round[] {
  const own = matches.filter((m) => m.stageId === stageId);
  const numbers = [...new Set(own.map((m) => m.round))].sort((a, b) => a - b);
  return numbers.map((round) => ({ round, matches: own.filter((m) => m.round === round).sort((a, b) => a.slot - b.slot) }));
}

/** Both sides known and not a walkover: a result may be entered (or corrected while the next match is open — the server checks that). */
export function takesResult(m: OpsMatch): boolean {
  return m.id !== null && m.teamA !== null && m.teamB !== null && m.state !== 'walkover';
}

/** "Round 1", …, with the last round named for what it decides. */
export function roundLabel(round: number, last: number): string {
  if (round === last) return `Round ${round} (last)`;
  return `Round ${round}`;
}
