import type { AnnualEvent, AnnualStatus } from '@mecha/shared/annual/api';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { EventHead } from './event-head.tsx';
import { TaskList } from './task-list.tsx';

// The event head's three phases with the date that matters, and each task state's action, in two languages.
beforeAll(() => Promise.all(LANGUAGES.map((l) => loadArea('annual', l))));
const use = (language: (typeof LANGUAGES)[number]) => act(() => switchLanguage(LANGUAGES.indexOf(language)));

const event: AnnualEvent = {
  id: 'anniversary-global',
  title: 'First anniversary',
  rules: 'Line one.\nLine two.',
  phase: 'open',
  startsAt: Date.UTC(2026, 10, 25, 8) / 1000,
  endsAt: Date.UTC(2026, 11, 25, 8) / 1000,
  reportFrom: Date.UTC(2025, 10, 25, 8) / 1000,
  reportTo: Date.UTC(2026, 10, 25, 8) / 1000,
  seedHash: 'ab'.repeat(32),
  seed: null,
};

describe('the event head', () => {
  it('says when it starts, until when it is open, and when it ended', async () => {
    await use('en');
    const when = (s: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(s * 1000);
    const { rerender } = render(<EventHead event={{ ...event, phase: 'upcoming' }} />);
    expect(screen.getByTestId('annual-phase').textContent).toBe(`Starts on ${when(event.startsAt)}`);
    rerender(<EventHead event={event} />);
    expect(screen.getByTestId('annual-phase').textContent).toBe(`Open until ${when(event.endsAt)}`);
    rerender(<EventHead event={{ ...event, phase: 'ended' }} />);
    expect(screen.getByTestId('annual-phase').textContent).toBe(`Ended on ${when(event.endsAt)}`);
    expect(screen.getByTestId('annual-rules').textContent).toContain('Line two.');
  });
});

const me: NonNullable<AnnualStatus['me']> = {
  uid: '30001356',
  tickets: 3,
  ticketsEarned: 4,
  draws: 1,
  canVote: true,
  vote: null,
  tasks: [
    { id: 'login', period: 'daily', tickets: 1, state: 'claimable' },
    { id: 'vote', period: 'once', tickets: 2, state: 'todo' },
    { id: 'share', period: 'daily', tickets: 1, state: 'claimed' },
  ],
};

function tasks(props: Partial<Parameters<typeof TaskList>[0]> = {}) {
  const onClaim = vi.fn();
  const onShare = vi.fn();
  render(<TaskList me={me} phase="open" busy={null} error={null} onClaim={onClaim} onShare={onShare} {...props} />);
  return { onClaim, onShare };
}

const row = (id: string) => document.querySelector(`[data-task="${id}"]`)!;

describe('the task list', () => {
  it('shows the tickets, a claim button, the way to vote and a claimed tick', async () => {
    await use('en');
    const { onClaim } = tasks();
    expect(screen.getByTestId('annual-tickets').textContent).toBe('3');
    expect(row('login').textContent).toContain('+1 ticket');
    expect(row('vote').textContent).toContain('+2 tickets');
    fireEvent.click(row('login').querySelector('[data-testid="task-claim"]')!);
    expect(onClaim).toHaveBeenCalledWith('login');
    expect(row('vote').querySelector('a[data-testid="task-go"]')).not.toBeNull();
    expect(row('share').querySelector('[data-testid="task-claimed"]')?.textContent).toBe('Claimed');
  });

  it('closes the tasks outside the window and tells a role without matches why it cannot vote, in Chinese', async () => {
    await use('zh-CN');
    tasks({ phase: 'ended', me: { ...me, canVote: false, tasks: [{ id: 'share', period: 'daily', tickets: 1, state: 'todo' }, { id: 'vote', period: 'once', tickets: 2, state: 'todo' }] } });
    expect(screen.getByText('活动已结束，任务已关闭。')).toBeTruthy();
    expect(screen.getByText(/无法参与投票/)).toBeTruthy();
    expect(document.querySelector('[data-testid="task-go"]')).toBeNull();
  });

  it('shows a refused claim under its row', async () => {
    await use('en');
    tasks({ error: { task: 'login', message: 'Already claimed today.' } });
    expect(row('login').querySelector('[role="alert"]')?.textContent).toBe('Already claimed today.');
  });
});
