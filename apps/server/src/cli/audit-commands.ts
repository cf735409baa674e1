import { API } from '@mecha/shared/api-paths';
import type { OpsApproval, OpsAuditEntry } from '@mecha/shared/ops/console-api';
import type { OpsCall } from './ops-call.ts';

// The audit log and two-operator approvals from the operator CLI (`npm run ops -- …`, decision 0044):
//   approvals list [pending|approved|rejected]
//   approvals approve <id> <reason…>              applies the point adjustment (never the operator who asked)
//   approvals reject <id> <reason…>
//   audit [--operator N] [--area A] [--edition E] [--q text] [--before id] [--size n]   newest first
export const AUDIT_USAGE = 'approvals list [state] | approvals approve <id> <reason> | approvals reject <id> <reason> | audit [--operator N] [--area A] [--edition E] [--q text] [--before id] [--size n]';

const iso = (s: number | null) => (s === null ? '-' : new Date(s * 1000).toISOString().replace('.000Z', 'Z'));
const AUDIT_FLAGS = ['operator', 'area', 'edition', 'q', 'before', 'size', 'from', 'to'];

/** What an `approvals` or `audit` command asks of the API (GET when body is undefined); null when not one. */
export function auditRequest(args: string[]): { path: string; body?: unknown } | null {
  const [area, verb, ...rest] = args;
  if (area === 'approvals') {
    if (verb === 'list' && rest.length <= 1) {
      if (rest[0] && !['pending', 'approved', 'rejected'].includes(rest[0])) return null;
      return { path: rest[0] ? `${API.opsApprovals}?state=${rest[0]}` : API.opsApprovals };
    }
    if ((verb === 'approve' || verb === 'reject') && rest.length >= 2 && /^\d{1,9}$/.test(rest[0]!)) {
      return { path: API.opsApprovalDecide, body: { id: Number(rest[0]), approve: verb === 'approve', reason: rest.slice(1).join(' ') } };
    }
    return null;
  }
  if (area === 'audit') {
    const params = new URLSearchParams();
    const flags = args.slice(1);
    for (let i = 0; i < flags.length; i += 2) {
      const name = /^--([a-z]+)$/.exec(flags[i]!)?.[1];
      const value = flags[i + 1];
      if (!name || !AUDIT_FLAGS.includes(name) || value === undefined) return null;
      params.set(name, value);
    }
    const q = params.toString();
    return { path: q ? `${API.opsAudit}?${q}` : API.opsAudit };
  }
  return null;
}

/** Runs an `approvals` or `audit` command; false when the arguments are not one. */
export async function auditCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const req = auditRequest(args);
  if (!req) return false;
  const data = await call(req.path, req.body);
  if (args[0] === 'audit') {
    const { list, next } = data as { list: OpsAuditEntry[]; next: number | null };
    for (const e of list) {
      console.log(`#${e.id}  ${iso(e.at)}  ${e.operator} (${e.role})  [${e.area}]  ${e.action}  ${e.target ?? '-'}${e.edition ? `  ${e.edition}` : ''}${e.reason ? `  reason: ${e.reason}` : ''}`);
    }
    if (next !== null) console.log(`more: --before ${next}`);
  } else if (args[1] === 'list') {
    for (const a of (data as { list: OpsApproval[] }).list) {
      console.log(`#${a.id}  ${a.state}  ${a.payload.yfyUid} ${a.payload.amount > 0 ? '+' : ''}${a.payload.amount}  "${a.reason}"  asked by ${a.requestedBy} at ${iso(a.requestedAt)}${a.decidedBy ? `  decided by ${a.decidedBy} at ${iso(a.decidedAt)}: ${a.decisionNote ?? ''}` : ''}`);
    }
  } else {
    const a = data as OpsApproval;
    console.log(`#${a.id} ${a.state} by ${a.decidedBy}`);
  }
  return true;
}
