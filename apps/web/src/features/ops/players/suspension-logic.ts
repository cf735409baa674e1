import { fromLocalInput } from '../lib/format.ts';

// Suspensions as the player's page shows and sends them (server: mall/ops/accounts-ops.ts): the state of each —
// in force, lifted, ended or not started — and the end time an operator picked, which must be in the future.

export interface Suspension {
  id: number;
  yfyUid: string;
  reason: string;
  startsAt: number;
  endsAt: number;
  createdBy: string;
  liftedAt: number | null;
  inForce: boolean;
}

export type SuspensionState = 'in force' | 'lifted' | 'ended' | 'not started';

export function suspensionState(s: Suspension, nowSeconds: number): SuspensionState {
  if (s.liftedAt !== null) return 'lifted';
  if (s.inForce) return 'in force';
  return s.startsAt > nowSeconds ? 'not started' : 'ended';
}

/** The end (unix seconds) of a `datetime-local` value, or why it cannot be used. */
export function suspensionEnd(local: string, nowSeconds: number): { endsAt: number } | { problem: string } {
  const endsAt = fromLocalInput(local);
  if (endsAt === undefined) return { problem: 'Choose when the suspension ends.' };
  if (endsAt <= nowSeconds) return { problem: 'The end must be in the future.' };
  return { endsAt };
}
