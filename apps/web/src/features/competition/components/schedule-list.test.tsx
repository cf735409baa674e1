import type { Tournament } from '@mecha/shared/competition/api';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import { currentToast, dismissToast } from '../../../lib/toast.ts';
import { RewardsList } from './rewards-list.tsx';
import { ScheduleList } from './schedule-list.tsx';

// The schedule in the player's time zone with each stage's state and check-in time; "Add to calendar" saves the
// .ics with the session's token, or shows the refusal's dialog. The rewards and the champion once set.
beforeAll(() => Promise.all(LANGUAGES.map((l) => loadArea('compDialogs', l))));

const H = 3600;
const T0 = Date.UTC(2025, 10, 5, 12) / 1000;
const tournament: Tournament = {
  id: 'sac-2025', title: 'SAC 2025', signupFrom: T0 - 12 * 24 * H, signupTo: T0 - 5 * 24 * H, registration: 'ended', finished: false,
  rules: '', banner: null, minScore: 8000, pairLimit: 2, checkinMinutes: 60, teamCount: 12, champion: null,
  stages: [
    { id: 'online-1', kind: 'online', name: 'Online round 1', startsAt: T0, endsAt: T0 + 3 * 24 * H, checkinOpensAt: T0 - H, state: 'done' },
    { id: 'knockout', kind: 'knockout', name: 'Top 8', startsAt: T0 + 10 * 24 * H, endsAt: T0 + 11 * 24 * H, checkinOpensAt: T0 + 10 * 24 * H - H, state: 'checkin' },
  ],
  rewards: [{ place: '1st', text: 'Trophy and 10,000 crystals' }, { place: '2nd', text: '5,000 crystals' }],
};
const when = (s: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(s * 1000);

let answer: Response;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer);

beforeEach(async () => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  appStore.set({ token: 'tok-1', selectedRoleId: '30001356', languageIndex: LANGUAGES.indexOf('en') });
  await act(() => switchLanguage(LANGUAGES.indexOf('en')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

describe('the schedule', () => {
  it('lists sign-up and the stages with their times, check-in and state', () => {
    render(<ScheduleList tournament={tournament} canDownload={false} />);
    const signup = screen.getByTestId('schedule-signup');
    expect(signup.textContent).toContain('Ended');
    expect(signup.textContent).toContain(when(tournament.signupFrom));
    const stages = screen.getAllByTestId('schedule-stage');
    expect(stages.map((s) => s.dataset.state)).toEqual(['done', 'checkin']);
    expect(stages[0]!.textContent).toContain('Online round');
    expect(stages[0]!.textContent).toContain(`Check-in opens ${when(T0 - H)}`);
    expect(stages[1]!.textContent).toContain('Check-in open');
    expect(screen.queryByTestId('schedule-calendar')).toBeNull();
  });

  it('saves the calendar with the session token', async () => {
    answer = new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="sac-2025.ics"' } });
    // jsdom has no object URLs.
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = () => 'blob:x';
      static override revokeObjectURL = () => {};
    });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    render(<ScheduleList tournament={tournament} canDownload />);
    fireEvent.click(screen.getByTestId('schedule-calendar'));
    await waitFor(() => expect(currentToast()?.message).toBe('Calendar file saved'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/competition/calendar.ics?tournamentId=sac-2025');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(clicks).toEqual(['sac-2025.ics']);
    click.mockRestore();
  });

  it('shows a refused download as its denial', async () => {
    answer = new Response(JSON.stringify({ code: 402, data: null, msg: 'Please bind your game role.' }), { headers: { 'content-type': 'application/json' } });
    render(<ScheduleList tournament={tournament} canDownload />);
    fireEvent.click(screen.getByTestId('schedule-calendar'));
    expect((await screen.findByTestId('denial-dialog')).dataset.denial).toBe('bindRequired');
  });
});

describe('the rewards', () => {
  it('lists the places, then shows the champion and its members once set, in Chinese', async () => {
    const { rerender } = render(<RewardsList tournament={tournament} />);
    expect(screen.getAllByTestId('reward-row').map((r) => r.textContent)).toEqual(['1stTrophy and 10,000 crystals', '2nd5,000 crystals']);
    expect(screen.queryByTestId('rewards-champion')).toBeNull();
    await act(() => switchLanguage(LANGUAGES.indexOf('zh-CN')));
    const champion = { id: 't1', name: 'Nova Lancers', members: [{ uid: '1', nickname: 'Nova' }, { uid: '2', nickname: 'Kestrel' }] };
    rerender(<RewardsList tournament={{ ...tournament, champion }} />);
    const card = screen.getByTestId('rewards-champion');
    expect(card.textContent).toContain('冠军');
    expect(card.textContent).toContain('Nova Lancers');
    expect(card.textContent).toContain('Nova · Kestrel');
  });
});
