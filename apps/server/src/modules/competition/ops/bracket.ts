// A stage's single-elimination bracket as plain data: who meets whom, where byes fall, where a winner goes next.
// Pure, so the operator's seed call and the SAC 2025 seed lay brackets out the same way.

/** Standard seeding order of a bracket of `size` (a power of two): [1, 8, 4, 5, 2, 7, 3, 6] for 8 — 1 meets size. */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

export const nextPowerOfTwo = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(2, n)));

/**
 * How many rounds a stage plays: down to `advance` winners (its last round has `advance` matches, or fewer when
 * fewer teams entered), at least one.
 */
export function roundsFor(teams: number, advance: number): number {
  return Math.max(1, Math.log2(nextPowerOfTwo(teams)) - Math.log2(advance));
}

/** Where a match's winner goes: the next round's match `slot / 2`, side a from an even slot, b from an odd one. */
export const nextSlot = (slot: number): { slot: number; side: 'a' | 'b' } => ({ slot: slot >> 1, side: slot % 2 === 0 ? 'a' : 'b' });

export interface PlannedMatch {
  round: number;
  slot: number;
  teamA: string | null;
  teamB: string | null;
  scoreA: number | null;
  scoreB: number | null;
  winner: string | null;
  state: 'scheduled' | 'done' | 'walkover';
  startsAt: Date;
}

/**
 * The bracket of `teams` (in seeding order, strongest first) over a stage's window: round 1 by standard seeding,
 * a bye (no seed that low) a walkover to the top seed that drew it, already carried into round 2; later rounds'
 * matches with the sides not yet known. Rounds start evenly spread over the stage.
 */
export function planBracket(teams: string[], stage: { startsAt: Date; endsAt: Date }, advance: number): PlannedMatch[] {
  if (teams.length === 0) throw new Error('planBracket: no team');
  const size = nextPowerOfTwo(teams.length);
  const rounds = roundsFor(teams.length, advance);
  const step = Math.floor((stage.endsAt.getTime() - stage.startsAt.getTime()) / rounds);
  const at = (round: number) => new Date(stage.startsAt.getTime() + (round - 1) * step);
  const matches: PlannedMatch[] = [];
  for (let round = 1, count = size / 2; round <= rounds; round++, count /= 2) {
    for (let slot = 0; slot < count; slot++) {
      matches.push({ round, slot, teamA: null, teamB: null, scoreA: null, scoreB: null, winner: null, state: 'scheduled', startsAt: at(round) });
    }
  }
  const order = seedOrder(size);
  for (let slot = 0; slot < size / 2; slot++) {
    const m = matches[slot]!;
    m.teamA = teams[order[2 * slot]! - 1] ?? null;
    m.teamB = teams[order[2 * slot + 1]! - 1] ?? null;
    // size < 2 × teams, so every round-1 match has its higher seed: a missing side is a bye.
    if (m.teamB === null) {
      m.state = 'walkover';
      m.winner = m.teamA;
      carry(matches, m);
    }
  }
  return matches;
}

/** Writes a decided match's winner into the next round's match (in memory); nothing after the last round. */
export function carry(matches: PlannedMatch[], m: PlannedMatch): PlannedMatch | undefined {
  const to = nextSlot(m.slot);
  const next = matches.find((x) => x.round === m.round + 1 && x.slot === to.slot);
  if (!next) return undefined;
  if (to.side === 'a') next.teamA = m.winner;
  else next.teamB = m.winner;
  return next;
}
