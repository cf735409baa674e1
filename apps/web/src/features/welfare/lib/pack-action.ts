import type { Pack } from '@mecha/shared/welfare/api';

// What a pack card's button does and says, from the pack's state (SPEC §4 "Gift: claim or claimed").
export type PackAction =
  | { kind: 'claim' }
  | { kind: 'subscribe' }
  /** Claimed for this period: shows the countdown to ResetsAt when there is one (daily, weekly). */
  | { kind: 'claimed'; resetsAt: number | null; delivery: Pack['Delivery'] };

export function packAction(pack: Pick<Pack, 'State' | 'ResetsAt' | 'Delivery'>, nowSeconds: number): PackAction {
  switch (pack.State) {
    case 'claimable':
      return { kind: 'claim' };
    case 'locked':
      return { kind: 'subscribe' };
    case 'claimed':
      // A reset already passed (the page stayed open over midnight) makes the pack claimable again.
      if (pack.ResetsAt !== null && pack.ResetsAt <= nowSeconds) return { kind: 'claim' };
      return { kind: 'claimed', resetsAt: pack.ResetsAt, delivery: pack.Delivery };
  }
}
