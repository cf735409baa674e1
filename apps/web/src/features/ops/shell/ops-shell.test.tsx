import type { OpsOperator } from '@mecha/shared/ops/console-api';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OpsShell } from './ops-shell.tsx';
import { OPS_SECTIONS } from '../lib/ops-routes.ts';

const operator = (role: OpsOperator['role'], editions: OpsOperator['editions']): OpsOperator => ({
  name: `${role}-x`,
  role,
  editions,
  disabled: false,
  lockedUntil: null,
  lastLoginAt: null,
  createdAt: 0,
});

describe('the console shell', () => {
  it('lists only the sections the role may use, marks the current one, and shows who is signed in', () => {
    render(
      <OpsShell operator={operator('editor', ['hk'])} current="content" title="Content" onLogout={() => {}}>
        <p>page</p>
      </OpsShell>,
    );
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Content', 'Welfare', 'Mall catalogue', 'Anniversary', 'Tournaments', 'Audit log', 'My account']);
    expect(within(nav).getByRole('link', { name: 'Content' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Operators' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Shipping' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Content');
    expect(screen.getByTestId('ops-who').textContent).toContain('editor · hk');
    expect(screen.getByRole('main').textContent).toBe('page');
  });

  it('gives an admin every section and a working logout', () => {
    const onLogout = vi.fn();
    render(
      <OpsShell operator={operator('admin', 'all')} current="dashboard" title="Dashboard" onLogout={onLogout}>
        <p>page</p>
      </OpsShell>,
    );
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getAllByRole('link')).toHaveLength(OPS_SECTIONS.length);
    expect(screen.getByTestId('ops-who').textContent).toContain('all editions');
    screen.getByRole('button', { name: 'Log out' }).click();
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
