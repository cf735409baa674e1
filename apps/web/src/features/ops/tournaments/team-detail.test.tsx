import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OpsTeamDetail } from '@mecha/shared/competition/ops-api';
import type { OpsOperator } from '@mecha/shared/ops/console-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamDetail } from './team-detail.tsx';

// A team in the console: the contact is revealed only on demand and only for roles that may see personal data;
// an operator of another edition gets no actions; a leader transfer goes out with its reason once confirmed.

const T0 = 1_790_000_000;
const detail: OpsTeamDetail = {
  team: {
    id: 'team-abc123', name: 'Falcon', state: 'full', region: 'CN-N', domestic: true, contact: { kind: 'discord' }, inviteCode: 'ABCD', disqualifiedReason: null, createdAt: T0,
    members: [
      { uid: '10001', nickname: 'Ace', role: 'leader', best: 8200, joinedAt: T0 },
      { uid: '10002', nickname: 'Bee', role: 'member', best: 8100, joinedAt: T0 + 60 },
    ],
    checkins: [], strength: 16300,
  },
  history: [{ id: 2, action: 'joined', actor: { kind: 'player', uid: '10002', nickname: 'Bee' }, subject: { uid: '10002', nickname: 'Bee' }, note: null, at: T0 + 60 }],
};
const op = (role: OpsOperator['role'], editions: OpsOperator['editions']) => ({ id: 1, name: role, role, editions }) as unknown as OpsOperator;
const answer = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });

function show(operator: OpsOperator) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TeamDetail teamId="team-abc123" operator={operator} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('TeamDetail', () => {
  it('reveals the contact for support on demand (one call), never in the first answer', async () => {
    const fetch = vi.fn(async (url: string) => (url.startsWith('/api/ops/console/players/reveal') ? answer({ fields: { contactKind: 'discord', contact: 'falcon#1' } }) : answer(detail)));
    vi.stubGlobal('fetch', fetch);
    show(op('support', 'all'));
    await screen.findByTestId('team-members');
    expect(screen.getByTestId('team-detail').textContent).not.toContain('falcon#1');
    fireEvent.click(screen.getByTestId('reveal-contact'));
    await waitFor(() => expect(screen.getByTestId('team-contact').textContent).toContain('discord falcon#1'));
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, JSON.parse(init.body as string)]).toEqual(['/api/ops/console/players/reveal', { kind: 'comp-team', id: 'team-abc123' }]);
  });

  it('hides the reveal from an editor and the actions from an operator of another edition', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(detail)));
    show(op('editor', ['hk']));
    await screen.findByTestId('team-members');
    expect(screen.queryByTestId('reveal-contact')).toBeNull();
    expect(screen.getByTestId('team-detail').textContent).toContain('hidden for your role');
    expect(screen.queryByTestId('disqualify')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make leader…' })).toBeNull();
    expect(screen.getByTestId('team-detail').textContent).toContain('belongs to the cn edition');
  });

  it('transfers the lead only with a reason, listing the change', async () => {
    const fetch = vi.fn(async (url: string) => (url === '/api/ops/competition/roster/transfer' ? answer({ team: detail.team }) : answer(detail)));
    vi.stubGlobal('fetch', fetch);
    show(op('admin', 'all'));
    await screen.findByTestId('team-members');
    fireEvent.click(screen.getByRole('button', { name: 'Make leader…' }));
    expect(screen.getByTestId('confirm-changes').textContent).toContain('Bee (10002) becomes the leader of Falcon');
    const ok = screen.getByTestId('confirm-ok') as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.input(screen.getByTestId('confirm-reason'), { target: { value: 'asked by mail' } });
    fireEvent.click(ok);
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/ops/competition/roster/transfer')).toBe(true));
    const call = fetch.mock.calls.find(([u]) => u === '/api/ops/competition/roster/transfer') as unknown as [string, RequestInit];
    expect(JSON.parse(call[1].body as string)).toEqual({ teamId: 'team-abc123', uid: '10002', reason: 'asked by mail' });
  });
});
