import { describe, expect, it } from 'vitest';
import type { OpsMatch, OpsTournament } from '@mecha/shared/competition/ops-api';
import { opsTournamentBody } from '@mecha/shared/competition/ops-api';
import { roundsOf, takesResult } from './bracket-view.ts';
import { bodyOf, draftOf, scheduleChanges, utcTitle } from './schedule-form.ts';
import { toLocalInput } from '../lib/format.ts';

const T0 = 1_800_000_000; // a whole minute
const tournament: OpsTournament = {
  id: 'spring-cup', titles: { en: 'Spring' }, visible: true, signupFrom: T0, signupTo: T0 + 86_400, registration: 'open', finished: false,
  rules: { en: 'Rules' }, rewards: [{ place: { en: '1st' }, text: { en: 'Trophy' } }], banner: null,
  minScore: 8000, pairLimit: 2, checkinMinutes: 60,
  stages: [{ id: 'online-1', kind: 'online', names: { en: 'Round 1' }, startsAt: T0 + 3 * 86_400, endsAt: T0 + 4 * 86_400, position: 0, state: 'upcoming', checkins: 0, matches: 0 }],
  teams: { forming: 0, full: 0, disqualified: 0, disbanded: 0 }, champion: null,
};

describe('schedule form', () => {
  it('round-trips local times and sends the whole definition back (texts, rewards unchanged)', () => {
    const draft = draftOf(tournament);
    expect(draft.signupFrom).toBe(toLocalInput(T0));
    const built = bodyOf(tournament, draft);
    if (!('body' in built)) throw new Error(built.error);
    expect(built.body).toMatchObject({ id: 'spring-cup', signupFrom: T0, signupTo: T0 + 86_400, rules: { en: 'Rules' }, rewards: tournament.rewards, checkinMinutes: 60 });
    expect(opsTournamentBody.safeParse(built.body).success).toBe(true);
    expect(scheduleChanges(tournament, built.body)).toEqual([]);
    expect(utcTitle(toLocalInput(T0))).toBe(`${new Date(T0 * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  });

  it('lists what changes: sign-up, check-in lead, a new stage, a removed one', () => {
    const draft = draftOf(tournament);
    const built = bodyOf(tournament, {
      ...draft,
      signupTo: toLocalInput(T0 + 2 * 86_400),
      checkinMinutes: '30',
      stages: [{ id: 'final', kind: 'final', names: {}, startsAt: toLocalInput(T0 + 5 * 86_400), endsAt: toLocalInput(T0 + 5 * 86_400 + 7200) }],
    });
    if (!('body' in built)) throw new Error(built.error);
    const lines = scheduleChanges(tournament, built.body);
    expect(lines[0]).toMatch(/^Sign-up: /);
    expect(lines.slice(1).map((l) => l.replace(/:.*$/, ''))).toEqual(['Check-in lead', 'New stage final (final)', 'Stage online-1 removed']);
    expect(built.body.stages[0]!.names).toEqual({ en: 'final' });
  });

  it('refuses what the form can see: no stages, a bad id, a missing time, a lead out of range', () => {
    const draft = draftOf(tournament);
    expect(bodyOf(tournament, { ...draft, stages: [] })).toEqual({ error: 'A tournament needs at least one stage.' });
    expect(bodyOf(tournament, { ...draft, stages: [{ ...draft.stages[0]!, id: 'Bad Id' }] })).toMatchObject({ error: expect.stringMatching(/^Stage 1: id/) });
    expect(bodyOf(tournament, { ...draft, stages: [{ ...draft.stages[0]!, endsAt: '' }] })).toMatchObject({ error: expect.stringMatching(/start and end/) });
    expect(bodyOf(tournament, { ...draft, checkinMinutes: '1441' })).toMatchObject({ error: expect.stringMatching(/0–1440/) });
    expect(bodyOf(tournament, { ...draft, signupFrom: '' })).toEqual({ error: 'Give the sign-up window.' });
  });
});

describe('bracket view', () => {
  const m = (round: number, slot: number, over: Partial<OpsMatch> = {}): OpsMatch => ({
    id: round * 10 + slot, stageId: 'online-1', round, slot, teamA: 'a', teamB: 'b', nameA: 'A', nameB: 'B', scoreA: null, scoreB: null, winner: null, state: 'scheduled', startsAt: T0, ...over,
  });
  it('groups a stage into rounds in slot order; only matches with both sides and no walkover take a result', () => {
    const rounds = roundsOf([m(2, 0, { teamB: null }), m(1, 1), m(1, 0), m(1, 0, { stageId: 'final', id: 99 })], 'online-1');
    expect(rounds.map((r) => [r.round, r.matches.map((x) => x.slot)])).toEqual([[1, [0, 1]], [2, [0]]]);
    expect(takesResult(rounds[0]!.matches[0]!)).toBe(true);
    expect(takesResult(rounds[1]!.matches[0]!)).toBe(false);
    expect(takesResult(m(1, 0, { state: 'walkover', winner: 'a' }))).toBe(false);
    expect(takesResult(m(1, 0, { id: null }))).toBe(false);
  });
});
