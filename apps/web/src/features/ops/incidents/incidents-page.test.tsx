import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { IncidentOps } from '@mecha/shared/status/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpsQueryClient } from '../ops-main.tsx';
import { IncidentsPage } from './incidents-page.tsx';

// The incidents section against a stubbed server: the list, posting one in a language, resolving, and the server's
// refusal shown as the other panels show it.

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
const refuse = (code: number, msg: string) => new Response(JSON.stringify({ code, msg, data: null }), { headers: { 'content-type': 'application/json' } });
const open: IncidentOps = {
  id: 3,
  severity: 'major',
  texts: { en: { title: 'Records delayed', body: '' }, ja: { title: '遅延', body: '' } },
  startedAt: '2026-05-01T10:00:00.000Z',
  resolvedAt: null,
  updatedAt: '2026-05-01T10:00:00.000Z',
  by: 'admin',
};

function mount(answer: (url: string, body: unknown) => Response) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(init.body as string) : undefined;
      if (init.method === 'POST') posts.push({ url, body });
      return answer(url, body);
    }),
  );
  render(
    <QueryClientProvider client={createOpsQueryClient()}>
      <IncidentsPage />
    </QueryClientProvider>,
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe('the incidents section', () => {
  it('lists incidents and posts a new one in the language written', async () => {
    let list = [open];
    const posts = mount((url, body) => {
      if (url === '/api/ops/status/incidents' && body) {
        const made = { ...open, id: 4, severity: 'info' as const, texts: (body as { texts: IncidentOps['texts'] }).texts };
        list = [made, ...list];
        return ok(made);
      }
      return ok({ list });
    });
    const row = await screen.findByTestId('incident-row');
    expect(row.textContent).toContain('Records delayed');
    expect(row.textContent).toContain('en, ja');
    expect(within(row).getByText('Open')).toBeTruthy();

    const form = screen.getByTestId('incident-form');
    expect((within(form).getByTestId('incident-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByTestId('incident-severity'), { target: { value: 'info' } });
    fireEvent.click(within(form).getByTestId('incident-lang-zh-CN'));
    fireEvent.input(within(form).getByTestId('incident-title'), { target: { value: '今晚维护' } });
    fireEvent.input(within(form).getByTestId('incident-body'), { target: { value: '22:00 开始' } });
    fireEvent.click(within(form).getByTestId('incident-submit'));
    await waitFor(() => expect(screen.getByTestId('incidents-notice').textContent).toBe('Incident #4 “今晚维护” is posted.'));
    expect(posts).toEqual([{ url: '/api/ops/status/incidents', body: { severity: 'info', texts: { 'zh-CN': { title: '今晚维护', body: '22:00 开始' } } } }]);
    await waitFor(() => expect(screen.getAllByTestId('incident-row')).toHaveLength(2));
    // The form is empty again for the next one.
    expect((screen.getByTestId('incident-title') as HTMLInputElement).value).toBe('');
  });

  it('resolves an open incident and reopens it', async () => {
    let list = [open];
    const posts = mount((url, body) => {
      if (url === '/api/ops/status/incidents/update') {
        const resolved = (body as { resolved: boolean }).resolved;
        list = [{ ...open, resolvedAt: resolved ? '2026-05-01T11:00:00.000Z' : null }];
        return ok(list[0]);
      }
      return ok({ list });
    });
    fireEvent.click(await screen.findByTestId('incident-resolve-3'));
    await waitFor(() => expect(screen.getByTestId('incidents-notice').textContent).toBe('Incident #3 “Records delayed” is resolved.'));
    expect(posts).toEqual([{ url: '/api/ops/status/incidents/update', body: { id: 3, resolved: true } }]);
    await waitFor(() => expect(screen.queryByTestId('incident-resolve-3')).toBeNull());
    expect(screen.getByTestId('incident-row').textContent).toContain('Resolved');

    // And reopens it.
    fireEvent.click(screen.getByTestId('incident-reopen-3'));
    await waitFor(() => expect(screen.getByTestId('incidents-notice').textContent).toBe('Incident #3 “Records delayed” is open again.'));
    expect(posts[1]).toEqual({ url: '/api/ops/status/incidents/update', body: { id: 3, resolved: false } });
  });

  it('edits an incident’s severity and texts', async () => {
    const posts = mount((url, body) => (url === '/api/ops/status/incidents/update' ? ok({ ...open, ...(body as object) }) : ok({ list: [open] })));
    fireEvent.click(await screen.findByTestId('incident-edit-3'));
    const form = screen.getByTestId('incident-form');
    expect(within(form).getByRole('heading').textContent).toBe('Edit incident #3');
    expect((within(form).getByTestId('incident-title') as HTMLInputElement).value).toBe('Records delayed');
    fireEvent.change(within(form).getByTestId('incident-severity'), { target: { value: 'minor' } });
    fireEvent.input(within(form).getByTestId('incident-body'), { target: { value: 'Catching up.' } });
    fireEvent.click(within(form).getByTestId('incident-submit'));
    await waitFor(() => expect(screen.getByTestId('incidents-notice').textContent).toBe('Incident #3 is updated.'));
    expect(posts[0]).toEqual({
      url: '/api/ops/status/incidents/update',
      body: { id: 3, severity: 'minor', texts: { en: { title: 'Records delayed', body: 'Catching up.' }, ja: { title: '遅延', body: '' } } },
    });
  });

  it('shows the server’s refusal with its code', async () => {
    mount((url, body) => (body ? refuse(1002, 'title too long') : ok({ list: [] })));
    expect(await screen.findByText('No incidents posted.')).toBeTruthy();
    fireEvent.input(screen.getByTestId('incident-title'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('incident-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('title too long (code 1002)');
  });
});
