import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpsQueryClient } from '../ops-main.tsx';
import { SuspensionsPanel } from './suspensions-panel.tsx';

// The suspensions panel against a stubbed server: current and past rows, suspend with an end time and a reason in
// the body, lift with the reason in the X-Ops-Reason header; a role that may not change them sees them only.

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
const now = Math.floor(Date.now() / 1000);
const rows = [
  { id: 2, yfyUid: 'acc-1', reason: 'Reselling', startsAt: now - 60, endsAt: now + 3600, createdBy: 'operator', liftedAt: null, inForce: true },
  { id: 1, yfyUid: 'acc-1', reason: 'Old', startsAt: now - 9000, endsAt: now - 8000, createdBy: 'operator', liftedAt: now - 8500, inForce: false },
];

function mount(canChange: boolean) {
  const calls: { url: string; body?: string; headers?: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body as string | undefined, headers: init?.headers as Record<string, string> | undefined });
      if (url.startsWith('/api/ops/mall/suspensions?')) return ok({ list: rows });
      return ok({ id: 3 });
    }),
  );
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  render(
    <QueryClientProvider client={createOpsQueryClient()}>
      <SuspensionsPanel yfyUid="acc-1" canChange={canChange} />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

describe('suspensions panel', () => {
  it('lists current and past suspensions, and lifts with a reason header', async () => {
    const calls = mount(true);
    expect(await screen.findByText('in force')).toBeTruthy();
    expect(screen.getByText('lifted')).toBeTruthy();
    fireEvent.click(screen.getByTestId('lift-open'));
    fireEvent.input(await screen.findByTestId('confirm-reason'), { target: { value: 'Appeal accepted' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/ops/mall/suspensions/lift')).toBe(true));
    const lift = calls.find((c) => c.url === '/api/ops/mall/suspensions/lift')!;
    expect(JSON.parse(lift.body!)).toEqual({ id: 2 });
    expect(JSON.stringify(lift.headers)).toContain('Appeal%20accepted');
  });

  it('suspends until the chosen time with the reason in the body; refuses a past end', async () => {
    const calls = mount(true);
    await screen.findByText('in force');
    fireEvent.input(screen.getByTestId('suspend-until'), { target: { value: '2001-01-01T00:00' } });
    fireEvent.click(screen.getByTestId('suspend-open'));
    expect(screen.getByText('The end must be in the future.')).toBeTruthy();
    fireEvent.input(screen.getByTestId('suspend-until'), { target: { value: '2099-01-01T00:00' } });
    fireEvent.click(screen.getByTestId('suspend-open'));
    fireEvent.input(await screen.findByTestId('confirm-reason'), { target: { value: 'Bot exchanges' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/ops/mall/suspensions' && c.body)).toBe(true));
    const body = JSON.parse(calls.find((c) => c.url === '/api/ops/mall/suspensions' && c.body)!.body!);
    expect(body).toEqual({ yfyUid: 'acc-1', reason: 'Bot exchanges', endsAt: Math.floor(new Date('2099-01-01T00:00').getTime() / 1000) });
  });

  it('shows them only to a role that may not change them', async () => {
    mount(false);
    await screen.findByText('in force');
    expect(screen.queryByTestId('suspend-open')).toBeNull();
    expect(screen.queryByTestId('lift-open')).toBeNull();
  });
});
