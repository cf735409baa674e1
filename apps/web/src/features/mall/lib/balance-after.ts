// The confirm sheet's figures: the balance before, the points the unit costs, and the balance after. An exchange
// the balance cannot cover is not offered (the server would refuse it with "insufficient points" anyway); the sheet
// says how many points are missing instead.

export interface BalanceFigures {
  before: number;
  cost: number;
  after: number;
  /** Points missing for this exchange; 0 when the balance covers it. */
  short: number;
}

export function balanceFigures(balance: number, cost: number): BalanceFigures {
  const after = balance - cost;
  return { before: balance, cost, after, short: after < 0 ? -after : 0 };
}
