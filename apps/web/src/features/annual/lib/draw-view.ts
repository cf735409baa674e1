import type { AnnualDraw } from '@mecha/shared/annual/api';

// What one of my draws shows (SPEC §4: a physical prize without an address after 7 days is forfeited; a shipping
// form cannot be edited after submission). The server's forfeit job may run a little after the deadline: past the
// due time the address can no longer be sent (the server refuses it), so the row already says forfeited.
export type DrawView =
  | { kind: 'virtual'; delivered: boolean }
  | { kind: 'needed'; secondsLeft: number }
  | { kind: 'submitted' }
  | { kind: 'forfeited' }
  | { kind: 'shipped' };

export function drawView(draw: Pick<AnnualDraw, 'prize' | 'delivery' | 'addressState' | 'addressDueAt'>, nowS: number): DrawView {
  if (!draw.prize.physical || draw.addressState === null) return { kind: 'virtual', delivered: draw.delivery === 'delivered' };
  if (draw.addressState === 'needed') {
    const left = draw.addressDueAt === null ? Infinity : draw.addressDueAt - nowS;
    return left > 0 ? { kind: 'needed', secondsLeft: Number.isFinite(left) ? left : 0 } : { kind: 'forfeited' };
  }
  return { kind: draw.addressState };
}
