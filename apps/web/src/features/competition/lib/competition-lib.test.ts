import type { Stage } from '@mecha/shared/competition/api';
import { describe, expect, it } from 'vitest';
import { checkinView } from './checkin.ts';
import { contactProblem, teamNameProblem } from './contact.ts';
import { standingOf } from './eligibility.ts';
import { rememberCode, takeCode } from './pending-code.ts';
import { spacedCode, teamShareHref } from './share-link.ts';

describe('eligibility standing', () => {
  it('says eligible at 8,000 and above, how far below under it, and "none" without a 2v2 score', () => {
    expect(standingOf({ best: 8240, need: 8000, eligible: true })).toEqual({ kind: 'eligible', best: 8240 });
    expect(standingOf({ best: 7650, need: 8000, eligible: false })).toEqual({ kind: 'below', best: 7650, gap: 350 });
    expect(standingOf({ best: 0, need: 8000, eligible: false })).toEqual({ kind: 'none' });
  });
});

describe('the create form checks what the server checks', () => {
  it('team names: empty, too short, too long, control characters', () => {
    expect(teamNameProblem('  ')).toBe('enterNamePhoneContact');
    expect(teamNameProblem('A')).toBe('compTeamNameInvalid');
    expect(teamNameProblem('x'.repeat(21))).toBe('compTeamNameInvalid');
    expect(teamNameProblem('Bad\u200bName')).toBe('compTeamNameInvalid');
    expect(teamNameProblem(' Iron Wings ')).toBeNull();
  });
  it('contacts per kind, with the shared patterns', () => {
    expect(contactProblem('phone', '')).toBe('enterNamePhoneContact');
    expect(contactProblem('phone', '+852 6123 4567')).toBeNull();
    expect(contactProblem('phone', '12ab')).toBe('compContactInvalid');
    expect(contactProblem('qq', '12345678')).toBeNull();
    expect(contactProblem('qq', '0123456')).toBe('compContactInvalid');
    expect(contactProblem('discord', 'pilot_one')).toBeNull();
    expect(contactProblem('discord', 'a..b')).toBe('compContactInvalid');
  });
});

describe('share links', () => {
  it('carry the tournament home and the code, nothing of the current URL', () => {
    expect(teamShareHref('ABCDE12345', 'https://app.example/index.html?wztoken=x#/pages/my/index')).toBe(
      'https://app.example/index.html#/pages/competition/home/index?code=ABCDE12345',
    );
    expect(spacedCode('ABCDE12345')).toBe('ABCDE-12345');
  });
  it('a visitor’s code waits for the return after logging in, once', () => {
    rememberCode('abcde-12345');
    expect(takeCode()).toBe('ABCDE12345');
    expect(takeCode()).toBeNull();
    rememberCode('not a code');
    expect(takeCode()).toBeNull();
  });
});

describe('check-in', () => {
  const stage = (id: string, state: Stage['state']): Stage => ({ id, kind: 'online', name: id, startsAt: 0, endsAt: 0, checkinOpensAt: 0, state });
  it('shows the stage whose check-in is open, and whether the team is in', () => {
    const stages = [stage('r1', 'done'), stage('r2', 'checkin'), stage('ko', 'upcoming')];
    expect(checkinView(stages, { state: 'full', checkins: [] })).toEqual({ stage: stages[1], checkedIn: false });
    expect(checkinView(stages, { state: 'full', checkins: [{ stageId: 'r2', byUid: '1', at: 1 }] })?.checkedIn).toBe(true);
    expect(checkinView(stages, { state: 'disqualified', checkins: [] })).toBeNull();
    expect(checkinView([stage('r1', 'upcoming')], { state: 'full', checkins: [] })).toBeNull();
  });
});
