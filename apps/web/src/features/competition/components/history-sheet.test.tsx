import type { HistoryLine } from '@mecha/shared/competition/api';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { HistorySheet } from './history-sheet.tsx';

// The team's history sheet against a stubbed API: a sentence per action naming its subject, who did it (a player,
// an operator with the reason, the system) and when; nothing fetched while closed; Escape closes it.
beforeAll(() => Promise.all(LANGUAGES.map((l) => loadArea('compDialogs', l))));

const AT = 1_761_300_000;
const player = (uid: string, nickname: string) => ({ kind: 'player' as const, uid, nickname });
const lines: HistoryLine[] = [
  { id: 5, action: 'removedByOperator', actor: { kind: 'operator', uid: null, nickname: null }, subject: { uid: '2', nickname: 'Kestrel' }, note: 'Duplicate account', at: AT + 400 },
  { id: 4, action: 'checkedIn', actor: player('1', 'Nova'), subject: { uid: '1', nickname: 'Nova' }, note: null, at: AT + 300 },
  { id: 3, action: 'disbanded', actor: { kind: 'system', uid: null, nickname: null }, subject: null, note: null, at: AT + 200 },
  { id: 2, action: 'joined', actor: player('2', 'Kestrel'), subject: { uid: '2', nickname: 'Kestrel' }, note: null, at: AT + 100 },
  { id: 1, action: 'created', actor: player('1', 'Nova'), subject: { uid: '1', nickname: 'Nova' }, note: null, at: AT },
];
const asked: string[] = [];

beforeEach(async () => {
  asked.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify({ code: 0, data: { teamId: 'team-1', list: lines }, msg: '' }));
  }));
  await act(() => switchLanguage(LANGUAGES.indexOf('en')));
});
afterEach(() => vi.unstubAllGlobals());

function show(teamId: string | null) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <HistorySheet teamId={teamId} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, view };
}

describe('the team history sheet', () => {
  it('lists what happened, naming the player, with who did it and when', async () => {
    show('team-1');
    const rows = await screen.findAllByTestId('history-line');
    expect(asked[0]).toContain('/api/competition/team-history?teamId=team-1');
    expect(rows.map((r) => r.dataset.action)).toEqual(['removedByOperator', 'checkedIn', 'disbanded', 'joined', 'created']);
    expect(rows[0]!.textContent).toContain('Kestrel was taken off the team');
    expect(rows[0]!.textContent).toContain('Reason: Duplicate account');
    expect(rows[0]!.textContent).toContain('by Operator');
    expect(rows[1]!.textContent).toContain('Nova checked the team in');
    expect(rows[2]!.textContent).toContain('by System');
    expect(rows[3]!.textContent).toContain('Kestrel joined the team');
    expect(rows[3]!.textContent).toContain('by Kestrel');
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(AT * 1000);
    expect(rows[4]!.querySelector('time')!.textContent).toBe(when);
    expect(screen.getByRole('dialog', { name: 'Team history' })).toBeTruthy();
  });

  it('speaks Chinese and closes with Escape', async () => {
    await act(() => switchLanguage(LANGUAGES.indexOf('zh-CN')));
    const { onClose } = show('team-1');
    const rows = await screen.findAllByTestId('history-line');
    expect(rows[3]!.textContent).toContain('Kestrel 加入了队伍');
    expect(rows[0]!.textContent).toContain('操作人：运营');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('fetches nothing while closed', () => {
    show(null);
    expect(screen.queryByTestId('history-sheet')).toBeNull();
    expect(asked).toEqual([]);
  });
});
