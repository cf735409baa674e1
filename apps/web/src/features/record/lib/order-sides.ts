import type { MatchDetail } from '../api/record-types.ts';

/** The viewer's side first when they played, else the winners: the side a reader cares about on top. */
export function orderSides(sides: MatchDetail['Sides'], me: string | null): MatchDetail['Sides'] {
  const mine = me ? sides.findIndex((s) => s.Players.some((p) => p.Uid === me)) : -1;
  const first = mine >= 0 ? mine : sides.findIndex((s) => s.Win);
  return first > 0 ? [sides[first]!, ...sides.filter((_, i) => i !== first)] : sides;
}
