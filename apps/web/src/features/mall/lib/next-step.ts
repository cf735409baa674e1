import type { ErrorKey } from '@mecha/shared/errors/catalogue';

// After a refused exchange or draw entry the sheet says why (the server's message, in the player's language) and
// offers the one step that helps: earn points, pick another address, ask support, wait, or go back to the mall.
export type NextStep = 'points' | 'address' | 'support' | 'later' | 'mall' | 'retry' | 'none';

const STEPS: Partial<Record<ErrorKey, NextStep>> = {
  mallInsufficientPoints: 'points',
  mallNoPoints: 'points',
  mallRegionNotShipped: 'address',
  mallAddressNotFound: 'address',
  fillShipping: 'address',
  mallSuspended: 'support',
  mallAbnormalPoints: 'support',
  mallTooFrequent: 'later',
  mallOutOfStock: 'mall',
  mallLimitReached: 'mall',
  mallNotOnSale: 'mall',
  mallProductNotFound: 'mall',
  mallDrawClosed: 'mall',
  mallDrawOnly: 'mall',
  // The entry exists: the page reads it again and shows "entered".
  mallDrawEntered: 'none',
};

export function nextStepFor(key: ErrorKey | undefined): NextStep {
  return (key && STEPS[key]) ?? 'retry';
}
