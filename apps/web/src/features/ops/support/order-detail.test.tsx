import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetail } from './orders-panel.tsx';
import { tabFromHash } from './support-page.tsx';
import type { OpsPayOrder } from './support-api.ts';

// The order's actions: "Mark refunded" says what it will change, sends nothing without a reason, sends the reason
// (body and X-Ops-Reason) once confirmed, and shows the server's refusal inside the dialog.

const T0 = 1_780_000_000;
const paid: OpsPayOrder = {
  orderId: 'PTEST0001AB', yfyUid: 'acc-9', uid: '10009', edition: 'hk', skuId: 'hk-300', method: 'card', currency: 'HKD',
  priceMinor: 30000, amount: 300, bonus: 300, doubled: true, points: 300, state: 'success', late: false, providerRef: 'SBX-9',
  timeline: { createdAt: T0, expiresAt: T0 + 900, paidAt: T0 + 20, deliveredAt: T0 + 25, refundedAt: null },
  delivery: { status: 'delivered', attempts: 1, lastError: null },
  notifications: [{ id: 1, event: 'paid', outcome: 'applied', receivedAt: T0 + 20 }],
};

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

function renderDetail() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderDetail order={paid} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('OrderDetail', () => {
  it('draws the timeline in order', () => {
    renderDetail();
    const steps = [...screen.getByTestId('order-timeline').querySelectorAll('li')].map((li) => li.dataset.step);
    expect(steps).toEqual(['created', 'notification', 'paid', 'delivered']);
  });

  it('refunds only with a reason, and shows what will change', async () => {
    const fetch = vi.fn(async () => answer({ code: 0, msg: 'ok', data: { orderId: paid.orderId, refundedAt: T0 + 99, pointsTakenBack: 250, pointsShortfall: 50 } }));
    vi.stubGlobal('fetch', fetch);
    renderDetail();
    fireEvent.click(screen.getByTestId('order-refund'));
    const dialog = screen.getByTestId('refund-dialog');
    expect(dialog.textContent).toContain('Takes 300 points back from account acc-9');
    expect(dialog.textContent).toContain('300.00 HKD');
    const ok = screen.getByTestId('confirm-ok') as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.input(screen.getByTestId('confirm-reason'), { target: { value: '   ' } });
    expect(ok.disabled).toBe(true);
    fireEvent.input(screen.getByTestId('confirm-reason'), { target: { value: 'chargeback 42' } });
    fireEvent.click(ok);
    await waitFor(() => expect(screen.getByTestId('order-notice').textContent).toContain('250 points taken back, 50 already spent'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ops/pay/refund');
    expect(JSON.parse(init.body as string)).toEqual({ orderId: paid.orderId, reason: 'chargeback 42' });
    expect((init.headers as Record<string, string>)['X-Ops-Reason']).toBe('chargeback%2042');
    expect(screen.queryByTestId('refund-dialog')).toBeNull();
  });

  it("shows the server's refusal inside the dialog and keeps it open", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ code: 7105, msg: 'The order is already final.', data: null })));
    renderDetail();
    fireEvent.click(screen.getByTestId('order-resend'));
    fireEvent.input(screen.getByTestId('confirm-reason'), { target: { value: 'player asked' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getByTestId('confirm-error').textContent).toBe('The order is already final. (code 7105)'));
    expect(screen.getByTestId('resend-dialog')).toBeTruthy();
  });
});

describe('tabFromHash', () => {
  it('reads the tab from a path or a query, and nothing else', () => {
    expect(tabFromHash('#/ops/support')).toBeNull();
    expect(tabFromHash('#/ops/support/feedback')).toBe('feedback');
    expect(tabFromHash('#/ops/support?tab=undelivered')).toBe('undelivered');
    expect(tabFromHash('#/ops/support/nope')).toBeNull();
    expect(tabFromHash('#/ops/dashboard/feedback')).toBeNull();
  });
});
