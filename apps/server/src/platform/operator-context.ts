import type { FastifyRequest } from 'fastify';
import type { OpsEditions, OpsRole } from '@mecha/shared/ops/roles';

// Who makes an operator call (decision 0043). The operator guard resolves it from `Authorization: Operator <x>`
// before the handler runs and leaves it on the request: handlers write it into the audit log, check an object's
// edition against it, and hide personal data from roles that may not see it.

export interface OperatorContext {
  /** The operators row; null for the bootstrap credential (OPERATOR_TOKEN), which has no account. */
  id: number | null;
  /** The name the audit log shows: the account's name, or `bootstrap:<X-Operator>` for the bootstrap credential. */
  name: string;
  role: OpsRole;
  editions: OpsEditions;
  via: 'session' | 'token' | 'bootstrap';
}

/** Resolves the operator of a request, or throws AppError('opsSessionRequired'). */
export interface OperatorAuth {
  authenticate(req: FastifyRequest): Promise<OperatorContext>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard on operator routes; null elsewhere. */
    operator: OperatorContext | null;
    /** Set once a handler has written the call's audit row in its own transaction (platform/audit-log.ts). */
    opsAudited: boolean;
  }
}
