import { describe, expect, it } from 'vitest';
import type { OpsAnnualEvent } from '@mecha/shared/annual/ops-api';
import { eventChanges, formOf, toBody } from './event-form.ts';

const event = {
  id: 'anniversary-cn', edition: 'cn', titles: { en: 'Anniversary', ja: '' }, rules: { en: 'Rules' }, phase: 'open', active: true,
  startsAt: 1_790_000_000, endsAt: 1_792_000_000, reportFrom: 1_758_000_000, reportTo: 1_790_000_000, characters: ['c01', 'c02'],
  loginTickets: 1, voteTickets: 2, shareTickets: 1, loginTask: true, seedHash: 'ab', seed: null,
  counts: { votes: 0, draws: 0, drawsMade: 0, ticketsIssued: 0, ticketsSpent: 0 }, prizes: [],
} satisfies OpsAnnualEvent;

describe('the event form', () => {
  it('lists nothing for an untouched event, and each change before → after', () => {
    expect(eventChanges(event, formOf(event))).toEqual([]);
    const f = { ...formOf(event), endsAt: event.endsAt + 86_400, characters: ['c02', 'c03'], loginTask: false };
    expect(eventChanges(event, f)).toEqual([
      'Closes: 2026-10-14 17:46 UTC → 2026-10-15 17:46 UTC',
      'Vote characters: Crimson Raider, Azure Longshot → Azure Longshot, Bastion Tortoise',
      'Daily login task: on → off',
    ]);
  });

  it('sends no blank language and both report bounds or neither', () => {
    const body = toBody({ ...formOf(event), titles: { en: 'A', ja: '  ' } });
    expect(body.titles).toEqual({ en: 'A' });
    expect(body).toMatchObject({ reportFrom: event.reportFrom, reportTo: event.reportTo });
    expect(toBody({ ...formOf(null), id: 'x' })).not.toHaveProperty('reportFrom');
  });
});
