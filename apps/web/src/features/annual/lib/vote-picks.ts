import { MAX_VOTE_PICKS } from '@mecha/shared/annual/rules';

// The vote's picks before they are sent: a tap toggles a character; a fourth is refused here with the server's own
// catalogue key (SPEC §5 "at most 3 roles per vote"), so the player hears it at once, in the words the server uses.
export type PickResult = { picks: string[] } | { refused: 'annualVoteTooMany' };

export function togglePick(picks: readonly string[], id: string, max = MAX_VOTE_PICKS): PickResult {
  if (picks.includes(id)) return { picks: picks.filter((p) => p !== id) };
  if (picks.length >= max) return { refused: 'annualVoteTooMany' };
  return { picks: [...picks, id] };
}

export interface TallyRow {
  id: string;
  name: string;
  votes: number;
  percent: number;
  /** The bar's length: share of the leader's votes, so the leader fills the track and small shares still show. */
  width: number;
  mine: boolean;
}

/** The tally as bars, most votes first (ties by name, stable across reloads), with my picks marked. */
export function tallyRows(list: readonly { id: string; name: string; votes: number; percent: number }[], mine: readonly string[]): TallyRow[] {
  const top = Math.max(0, ...list.map((c) => c.votes));
  return [...list]
    .sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name))
    .map((c) => ({ id: c.id, name: c.name, votes: c.votes, percent: c.percent, width: top > 0 ? c.votes / top : 0, mine: mine.includes(c.id) }));
}
