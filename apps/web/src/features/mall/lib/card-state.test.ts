import { describe, expect, it } from 'vitest';
import { balanceFigures } from './balance-after.ts';
import { cardView, countdownParts, countdownTarget, limitView } from './card-state.ts';

const race = { style: 'race' as const, state: 'onSale' as const, stockLeft: 3, onSaleAt: 1000, entryEndsAt: null };
const draw = { style: 'draw' as const, state: 'entryOpen' as const, stockLeft: 2, onSaleAt: 1000, entryEndsAt: 2000 };

describe('a card state advanced by the server clock', () => {
  it('counts down to the sale, then opens it without a refetch', () => {
    const upcoming = { ...race, state: 'upcoming' as const };
    expect(cardView(upcoming, 900)).toEqual({ kind: 'upcoming', at: 1000 });
    expect(countdownTarget(cardView(upcoming, 900))).toBe(1000);
    expect(cardView(upcoming, 1000)).toEqual({ kind: 'onSale' });
    expect(cardView({ ...upcoming, stockLeft: 0 }, 1000)).toEqual({ kind: 'soldOut' });
  });

  it('is sold out when the server says so or no stock is left', () => {
    expect(cardView({ ...race, state: 'soldOut' }, 5000)).toEqual({ kind: 'soldOut' });
    expect(cardView({ ...race, stockLeft: 0 }, 5000)).toEqual({ kind: 'soldOut' });
    expect(countdownTarget(cardView(race, 5000))).toBeNull();
  });

  it('runs a draw from upcoming through its window to pending', () => {
    expect(cardView({ ...draw, state: 'upcoming' }, 900)).toEqual({ kind: 'upcoming', at: 1000 });
    expect(cardView({ ...draw, state: 'upcoming' }, 1500)).toEqual({ kind: 'entryOpen', endsAt: 2000 });
    expect(countdownTarget(cardView(draw, 1500))).toBe(2000);
    expect(cardView(draw, 2000)).toEqual({ kind: 'drawPending' });
    expect(cardView({ ...draw, state: 'drawPending' }, 2500)).toEqual({ kind: 'drawPending' });
    expect(cardView({ ...draw, state: 'drawn' }, 2500)).toEqual({ kind: 'drawn' });
  });

  it('shows the limit used of its count, capped, and whether it is reached', () => {
    expect(limitView(null)).toBeNull();
    expect(limitView({ count: 2, period: 'month', used: 1 })).toEqual({ used: 1, count: 2, period: 'month', reached: false });
    expect(limitView({ count: 1, period: 'ever', used: 3 })).toEqual({ used: 1, count: 1, period: 'ever', reached: true });
  });

  it('splits a countdown into days and a clock', () => {
    expect(countdownParts(93_784)).toEqual({ days: 1, clock: '02:03:04' });
    expect(countdownParts(59)).toEqual({ days: 0, clock: '00:00:59' });
    expect(countdownParts(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
});

describe('the confirm sheet figures', () => {
  it('take the cost from the balance', () => {
    expect(balanceFigures(1200, 800)).toEqual({ before: 1200, cost: 800, after: 400, short: 0 });
    expect(balanceFigures(800, 800)).toEqual({ before: 800, cost: 800, after: 0, short: 0 });
  });
  it('say how many points are missing', () => {
    expect(balanceFigures(300, 800)).toEqual({ before: 300, cost: 800, after: -500, short: 500 });
  });
});

describe('the next step after a refusal', async () => {
  const { nextStepFor } = await import('./next-step.ts');
  it('leads to points, another address, support, the mall, or a retry', () => {
    expect(nextStepFor('mallInsufficientPoints')).toBe('points');
    expect(nextStepFor('mallNoPoints')).toBe('points');
    expect(nextStepFor('mallRegionNotShipped')).toBe('address');
    expect(nextStepFor('mallSuspended')).toBe('support');
    expect(nextStepFor('mallOutOfStock')).toBe('mall');
    expect(nextStepFor('mallLimitReached')).toBe('mall');
    expect(nextStepFor('mallTooFrequent')).toBe('later');
    expect(nextStepFor('mallSystemError')).toBe('retry');
    expect(nextStepFor(undefined)).toBe('retry');
  });
});
