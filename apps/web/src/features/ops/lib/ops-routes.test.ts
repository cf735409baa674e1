import { OPS_ROLES, ROLE_AREAS } from '@mecha/shared/ops/roles';
import { describe, expect, it } from 'vitest';
import { OPS_SECTIONS, isOpsHash, parseOpsHash, sectionAllowed, sectionHref, sectionsFor } from './ops-routes.ts';

describe('the console route switch', () => {
  it('reads sections, the rest of the path and the query', () => {
    expect(parseOpsHash('#/ops/login')).toEqual({ page: 'login' });
    const audit = parseOpsHash('#/ops/audit?operator=admin&q=login');
    expect(audit).toMatchObject({ page: 'section', section: 'audit', rest: '' });
    expect(audit.page === 'section' && audit.query.get('operator')).toBe('admin');
    expect(parseOpsHash('#/ops/support/feedback')).toMatchObject({ page: 'section', section: 'support', rest: 'feedback' });
    for (const section of OPS_SECTIONS) {
      expect(parseOpsHash(`#/ops/${section}`)).toMatchObject({ page: 'section', section });
    }
  });

  it('opens the dashboard at #/ops and says unknown for other paths', () => {
    expect(parseOpsHash('#/ops')).toMatchObject({ page: 'section', section: 'dashboard' });
    expect(parseOpsHash('#/ops/')).toMatchObject({ page: 'section', section: 'dashboard' });
    expect(parseOpsHash('#/ops/nothing-here')).toEqual({ page: 'unknown', path: 'nothing-here' });
  });

  it('knows which hashes belong to the console', () => {
    expect(isOpsHash('#/ops')).toBe(true);
    expect(isOpsHash('#/ops/audit')).toBe(true);
    expect(isOpsHash('#/')).toBe(false);
    expect(isOpsHash('#/opsx')).toBe(false);
    expect(isOpsHash('#/mall')).toBe(false);
  });

  it('builds links with a query', () => {
    expect(sectionHref('support', { tab: 'feedback' })).toBe('#/ops/support?tab=feedback');
    expect(sectionHref('audit')).toBe('#/ops/audit');
  });
});

describe('the role-filtered sidebar', () => {
  const ids = (role: (typeof OPS_ROLES)[number]) => sectionsFor(role).map((s) => s.id);

  it('shows an admin every section, in order', () => {
    expect(ids('admin')).toEqual([...OPS_SECTIONS]);
  });

  it('hides from each role what its areas do not include', () => {
    expect(ids('editor')).toEqual(['dashboard', 'content', 'welfare', 'catalogue', 'anniversary', 'tournaments', 'audit', 'account']);
    expect(ids('support')).toEqual(['dashboard', 'topup', 'tournaments', 'players', 'approvals', 'support', 'audit', 'incidents', 'account']);
    expect(ids('shipping')).toEqual(['dashboard', 'shipping', 'audit', 'account']);
  });

  it('follows ROLE_AREAS: a section shows exactly when the role has one of its areas', () => {
    for (const role of OPS_ROLES) {
      expect(sectionAllowed(role, 'operators')).toBe(ROLE_AREAS[role].includes('operators'));
      expect(sectionAllowed(role, 'shipping')).toBe(ROLE_AREAS[role].includes('shipping'));
      expect(sectionAllowed(role, 'support')).toBe(ROLE_AREAS[role].includes('pay') || ROLE_AREAS[role].includes('feedback'));
      expect(sectionAllowed(role, 'approvals')).toBe(ROLE_AREAS[role].includes('players'));
    }
  });
});
