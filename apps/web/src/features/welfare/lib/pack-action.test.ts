import { describe, expect, it } from 'vitest';
import { packAction } from './pack-action.ts';

const NOW = 1_763_800_000;

describe('packAction', () => {
  it('offers claim for a claimable pack', () => {
    expect(packAction({ State: 'claimable', ResetsAt: null, Delivery: null }, NOW)).toEqual({ kind: 'claim' });
  });
  it('offers subscribe for the locked subscriber pack', () => {
    expect(packAction({ State: 'locked', ResetsAt: null, Delivery: null }, NOW)).toEqual({ kind: 'subscribe' });
  });
  it('shows claimed with the reset time and delivery state', () => {
    expect(packAction({ State: 'claimed', ResetsAt: NOW + 60, Delivery: 'pending' }, NOW)).toEqual({ kind: 'claimed', resetsAt: NOW + 60, delivery: 'pending' });
    expect(packAction({ State: 'claimed', ResetsAt: null, Delivery: 'delivered' }, NOW)).toEqual({ kind: 'claimed', resetsAt: null, delivery: 'delivered' });
  });
  it('turns claimable again once the reset has passed', () => {
    expect(packAction({ State: 'claimed', ResetsAt: NOW, Delivery: 'delivered' }, NOW)).toEqual({ kind: 'claim' });
  });
});
