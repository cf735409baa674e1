import { describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { auditRequest } from './audit-commands.ts';

describe('ops approvals and audit command arguments', () => {
  it('maps each verb to its operator call', () => {
    expect(auditRequest(['approvals', 'list'])).toEqual({ path: API.opsApprovals });
    expect(auditRequest(['approvals', 'list', 'pending'])).toEqual({ path: `${API.opsApprovals}?state=pending` });
    expect(auditRequest(['approvals', 'approve', '12', 'checked', 'the', 'bracket'])).toEqual({ path: API.opsApprovalDecide, body: { id: 12, approve: true, reason: 'checked the bracket' } });
    expect(auditRequest(['approvals', 'reject', '12', 'no'])).toEqual({ path: API.opsApprovalDecide, body: { id: 12, approve: false, reason: 'no' } });
    expect(auditRequest(['audit'])).toEqual({ path: API.opsAudit });
    expect(auditRequest(['audit', '--operator', 'alice', '--area', 'players', '--q', '50% off'])).toEqual({ path: `${API.opsAudit}?operator=alice&area=players&q=50%25+off` });
  });

  it('answers null for what is not a command', () => {
    for (const args of [[], ['approvals'], ['approvals', 'list', 'lost'], ['approvals', 'approve', '12'], ['approvals', 'approve', 'x', 'r'], ['audit', '--who', 'x'], ['audit', '--operator'], ['news']]) {
      expect(auditRequest(args)).toBeNull();
    }
  });
});
