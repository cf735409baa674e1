import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOpsToken } from '../lib/ops-request.ts';
import { createOpsQueryClient } from '../ops-main.tsx';
import { OpsApp } from './ops-app.tsx';

// The console's route switch against a stubbed server: no session → login; a session → the shell with the role's
// sections; a page the role may not use → a refusal; a session the server refuses → login with the expiry note.

const operator = (role: string) => ({ name: `${role}-1`, role, editions: role === 'editor' ? ['hk'] : 'all', disabled: false, lockedUntil: null, lastLoginAt: null, createdAt: 0 });
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });

function serve(role: string | null) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/ops/console/me')) {
      return role ? ok({ operator: operator(role), via: 'session' }) : new Response(JSON.stringify({ code: 7403, msg: 'Log in again.', data: null }), { status: 401, headers: { 'content-type': 'application/json' } });
    }
    if (url.startsWith('/api/ops/console/login')) return ok({ token: 'fresh', expiresAt: 0, operator: operator(role ?? 'admin') });
    if (url.startsWith('/api/ops/console/dashboard')) {
      return ok({ now: 0, playersBoundToday: 3, matchesLastHour: 2, lastMatchAt: null, payments: [], ordersAwaitingShipment: 1, undeliveredMails: 0, undeliveredPayments: 0, openFeedback: 4, pendingApprovals: 0 });
    }
    return ok({});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function mount() {
  return render(
    <QueryClientProvider client={createOpsQueryClient()}>
      <OpsApp />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setOpsToken(null));
  location.hash = '';
});

describe('the console app', () => {
  it('sends an operator without a session to the login page', async () => {
    serve('admin');
    location.hash = '#/ops/audit';
    mount();
    await waitFor(() => expect(location.hash).toBe('#/ops/login'));
    expect(await screen.findByTestId('ops-login-form')).toBeTruthy();
    expect(screen.getByLabelText('Six-digit code').getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('logs in and lands on the dashboard with the operator shown', async () => {
    serve('admin');
    location.hash = '#/ops/login';
    mount();
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'admin' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'operator-dev-pass' } });
    fireEvent.input(screen.getByLabelText('Six-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('ops-dashboard')).toBeTruthy();
    expect(location.hash).toBe('#/ops/dashboard');
    expect(screen.getByTestId('ops-who').textContent).toContain('admin-1');
    expect(sessionStorage.getItem('mecha-ops-session')).toBe('fresh');
  });

  it('shows the role’s sections and the dashboard with a session, and switches pages on hashchange', async () => {
    serve('editor');
    act(() => setOpsToken('t1'));
    location.hash = '#/ops/dashboard';
    mount();
    expect(await screen.findByTestId('ops-dashboard')).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Console sections' }).querySelectorAll('a');
    expect([...links].map((a) => a.textContent)).toEqual(['Dashboard', 'Content', 'Welfare', 'Mall catalogue', 'Anniversary', 'Tournaments', 'Audit log', 'My account']);
    // The editor may not open Shipping, so the figure does not link there.
    expect(screen.getByTestId('dash-orders-awaiting').tagName).toBe('DIV');
    act(() => {
      location.hash = '#/ops/operators';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect((await screen.findByTestId('ops-forbidden')).textContent).toContain('Your role (editor) may not use Operators');
  });

  it('brings the login page back with a note when the server refuses the session', async () => {
    serve(null);
    act(() => setOpsToken('stale'));
    location.hash = '#/ops/dashboard';
    mount();
    expect(await screen.findByTestId('ops-expired')).toBeTruthy();
    expect(sessionStorage.getItem('mecha-ops-session')).toBeNull();
  });
});
