import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpsQueryClient } from '../ops-main.tsx';
import { PlayersPage } from './players-page.tsx';

// The player look-up against a stubbed server: the query it sends, the panels it fills, and a reveal that shows the
// address only after the call, saying it was logged; a role that may not see personal data gets no reveal button.

const player = {
  account: { yfyUid: 'acc-1', createdAt: 0 },
  roles: [{ uid: '10000001', nickname: 'Pilot', edition: 'cn', region: 'CN', boundAt: 0 }],
  points: { balance: 1200, ledger: [{ id: 1, at: 0, amount: -300, type: 'exchange', reason: null }] },
  payOrders: [],
  mallOrders: [{ orderId: 'M1', state: 'paid', product: 'Mug', createdAt: 0 }],
  claims: [{ kind: 'welfare-pack', ref: 'x', at: 0 }],
  mails: [],
  suspension: null,
};
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
const operator = (role: 'admin' | 'editor') => ({ name: 'o', role, editions: 'all' as const, disabled: false, lockedUntil: null, lastLoginAt: null, createdAt: 0 });

function mount(role: 'admin' | 'editor') {
  const calls: { url: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body as string | undefined });
      if (url.startsWith('/api/ops/console/players/reveal')) return ok({ fields: { name: 'Li Lei', phone: '13800000000' } });
      if (url.startsWith('/api/ops/mall/suspensions')) return ok({ list: [] });
      return ok(player);
    }),
  );
  render(
    <QueryClientProvider client={createOpsQueryClient()}>
      <PlayersPage operator={operator(role)} query={new URLSearchParams('uid=10000001')} rest="" />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the players page', () => {
  it('looks the player up and reveals an address only on demand, saying it was logged', async () => {
    const calls = mount('admin');
    expect((await screen.findByTestId('player-balance')).textContent).toBe('1,200');
    expect(calls[0]!.url).toBe('/api/ops/console/players?uid=10000001');
    expect(screen.queryByText('Li Lei')).toBeNull();
    // Only the mall order is revealable here (a welfare claim has no address).
    const buttons = screen.getAllByTestId('player-reveal');
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const revealed = await screen.findByTestId('player-revealed');
    expect(revealed.textContent).toContain('Li Lei');
    expect(revealed.textContent).toContain('written to the audit log');
    expect(JSON.parse(calls.find((c) => c.url.includes('reveal'))!.body!)).toEqual({ kind: 'mall-order', id: 'M1' });
  });

  it('offers no reveal to a role that may not see personal data', async () => {
    mount('editor');
    await screen.findByTestId('player-balance');
    expect(screen.queryByTestId('player-reveal')).toBeNull();
  });
});
