import { describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { dashboardLines, overviewRequest, playerLines } from './overview-commands.ts';

describe('ops overview command arguments', () => {
  it('maps dashboard, player and reveal to their operator calls', () => {
    expect(overviewRequest(['dashboard'])).toEqual({ path: API.opsDashboard });
    expect(overviewRequest(['player', '10000123'])).toEqual({ path: `${API.opsPlayer}?uid=10000123` });
    expect(overviewRequest(['player', 'h5-abc'])).toEqual({ path: `${API.opsPlayer}?account=h5-abc` });
    expect(overviewRequest(['player', 'a b&c'])).toEqual({ path: `${API.opsPlayer}?account=a%20b%26c` });
    expect(overviewRequest(['reveal', 'mall-order', 'M123'])).toEqual({ path: API.opsReveal, body: { kind: 'mall-order', id: 'M123' } });
  });

  it('answers null for what is not one of them', () => {
    for (const args of [[], ['dashboard', 'x'], ['player'], ['player', 'a', 'b'], ['reveal', 'phone', '1'], ['reveal', 'mall-order']]) expect(overviewRequest(args)).toBeNull();
  });

  it('prints every figure and a player without personal data', () => {
    const lines = dashboardLines({
      now: 0, playersBoundToday: 3, matchesLastHour: 2, lastMatchAt: null, payments: [{ edition: 'cn', currency: 'CNY', orders: 2, revenue: 3600 }],
      ordersAwaitingShipment: 1, undeliveredMails: 4, undeliveredPayments: 5, openFeedback: 6, pendingApprovals: 7,
    });
    expect(lines.join('\n')).toMatch(/players bound today\s+3[\s\S]*payments cn\s+CNY\s+2 orders, 3600[\s\S]*pending approvals\s+7/);
    const player = playerLines({
      account: { yfyUid: 'h5-abc', createdAt: 0 }, roles: [{ uid: '10000123', nickname: 'Ace', edition: 'cn', region: 'CN-E', boundAt: 0 }],
      points: { balance: 10, ledger: [{ id: 1, at: 0, amount: 10, type: 'adjust', reason: 'gift' }] }, payOrders: [], mallOrders: [], claims: [{ kind: 'act-claim', ref: '7', at: 0 }], mails: [], suspension: null,
    });
    expect(player).toContain('points     10');
    expect(player.some((l) => l.includes('act-claim\t7'))).toBe(true);
  });
});
