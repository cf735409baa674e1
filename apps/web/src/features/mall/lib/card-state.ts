import type { ProductCard } from '@mecha/shared/mall/api';

// What a product card (and the detail page) shows for its state, advanced by the server's clock: the list says
// "upcoming" when it was read, but the countdown reaching zero opens the sale (or the draw's window) on the spot,
// without a refetch; a closed window reads "draw pending" until the draw job runs.

export type CardView =
  | { kind: 'onSale' }
  | { kind: 'soldOut' }
  /** Before the sale (or a draw's window) opens: counts down to `at`. */
  | { kind: 'upcoming'; at: number }
  /** A draw's entry window: counts down to `endsAt`. */
  | { kind: 'entryOpen'; endsAt: number }
  | { kind: 'drawPending' }
  | { kind: 'drawn' };

type CardFacts = Pick<ProductCard, 'style' | 'state' | 'stockLeft' | 'onSaleAt' | 'entryEndsAt'>;

/** The card's state at server time `nowS` (unix s). */
export function cardView(card: CardFacts, nowS: number): CardView {
  switch (card.state) {
    case 'soldOut':
      return { kind: 'soldOut' };
    case 'drawn':
      return { kind: 'drawn' };
    case 'drawPending':
      return { kind: 'drawPending' };
    case 'upcoming':
      if (card.onSaleAt !== null && nowS < card.onSaleAt) return { kind: 'upcoming', at: card.onSaleAt };
      return card.style === 'draw' ? windowView(card.entryEndsAt, nowS) : raceView(card.stockLeft);
    case 'onSale':
      return raceView(card.stockLeft);
    case 'entryOpen':
      return windowView(card.entryEndsAt, nowS);
  }
}

const raceView = (stockLeft: number): CardView => (stockLeft > 0 ? { kind: 'onSale' } : { kind: 'soldOut' });
const windowView = (endsAt: number | null, nowS: number): CardView =>
  endsAt === null || nowS < endsAt ? { kind: 'entryOpen', endsAt: endsAt ?? nowS } : { kind: 'drawPending' };

/** The seconds a card's countdown shows now, or null when its state has none. */
export function countdownTarget(view: CardView): number | null {
  return view.kind === 'upcoming' ? view.at : view.kind === 'entryOpen' ? view.endsAt : null;
}

export interface LimitView {
  used: number;
  count: number;
  period: 'ever' | 'month';
  reached: boolean;
}

/** "used / count" of the per-account limit (monthly or ever); null when the product has none. */
export function limitView(limit: ProductCard['limit']): LimitView | null {
  if (!limit) return null;
  return { used: Math.min(limit.used, limit.count), count: limit.count, period: limit.period, reached: limit.used >= limit.count };
}

/** A countdown of whole seconds as days and "HH:MM:SS": 93_784 → {days: 1, clock: '02:03:04'}. */
export function countdownParts(seconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const rest = s % 86_400;
  const two = (n: number) => String(n).padStart(2, '0');
  return { days, clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}` };
}
