import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpsQueryClient } from '../ops-main.tsx';
import { WinnersPanel } from './winners-panel.tsx';

// The winners tab against a stubbed server: the page it asks for (event, state, page, size), the address as sent or
// "hidden for your role" when the server left it out, and "Mark shipped" sending the draw with carrier and tracking.

const winner = (drawId: number, personal: boolean) => ({
  drawId, number: drawId, eventId: 'anniversary-hk', state: 'awaiting', drawnAt: '2026-11-20T10:00:00.000Z', prizeId: 'figure-1-60', prizeName: 'Figure', qty: 1,
  roleUid: '20000001', yfyUid: 'h5-a', addressDueAt: null, addressAt: '2026-11-20T11:00:00.000Z', region: 'HK', country: 'HK', shippedAt: null, carrier: null, tracking: null,
  ...(personal ? { name: 'Chan Tai Man', phone: '91234567', email: '', postcode: '', city: 'Hong Kong', detail: 'Road 1' } : {}),
});
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });

function mount() {
  const calls: { url: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body as string | undefined });
      if (url.startsWith('/api/ops/annual/winners/events')) return ok({ list: [{ id: 'anniversary-hk', edition: 'hk', title: 'Anniversary', won: 2 }] });
      if (url.startsWith('/api/ops/annual/winners/ship')) return ok({ drawId: 7, shippedAt: '2026-11-26T00:00:00.000Z' });
      return ok({ list: [winner(7, true), winner(8, false)], total: 30, page: 1, size: 25 });
    }),
  );
  render(
    <QueryClientProvider client={createOpsQueryClient()}>
      <WinnersPanel />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the anniversary winners tab', () => {
  it('asks the server for a page of the state, shows addresses as sent, and ships a draw', async () => {
    const calls = mount();
    expect(await screen.findByText('Chan Tai Man')).toBeTruthy();
    expect(screen.getByText('HK · hidden for your role')).toBeTruthy();
    expect(screen.getByText(/Page 1 of 2 · 30 winner\(s\)/)).toBeTruthy();
    const list = calls.find((c) => c.url.startsWith('/api/ops/annual/winners?'))!;
    expect(new URLSearchParams(list.url.split('?')[1])).toEqual(new URLSearchParams('eventId=anniversary-hk&state=awaiting&sort=drawId&page=1&size=25&format=json'));
    const form = screen.getByRole('form', { name: 'Ship draw 7' });
    fireEvent.input(form.querySelector('[aria-label="Carrier"]')!, { target: { value: 'SF' } });
    fireEvent.input(form.querySelector('[aria-label="Tracking number"]')!, { target: { value: 'SF0001' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark shipped' })[0]!);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Draw #7 shipped.'));
    expect(JSON.parse(calls.find((c) => c.url === '/api/ops/annual/winners/ship')!.body!)).toEqual({ drawId: 7, carrier: 'SF', tracking: 'SF0001' });
  });
});
