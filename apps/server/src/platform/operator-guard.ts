import { sameSecret } from './same-secret.ts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isEdition, type EditionCode } from '@mecha/shared/editions';
import { editionAllowed, opsAreaOf, reasonRequired, roleMay, type OpsEditions } from '@mecha/shared/ops/roles';
import { AppError } from './errors.ts';
import type { OperatorAuth, OperatorContext } from './operator-context.ts';

/** OpenAPI security of the operator calls. */
export const OPERATOR_SECURITY = [{ operator: [] }];

/** The guard's hook, as route modules take it. */
export type OperatorGuard = preHandlerAsyncHookHandler;

/** The reason of a change: the body's `reason`, else the `X-Ops-Reason` header (URL-encoded), else null. */
export function opsReasonOf(req: FastifyRequest): string | null {
  const body = req.body as { reason?: unknown } | null | undefined;
  if (body && typeof body === 'object' && typeof body.reason === 'string' && body.reason.trim()) return body.reason.trim();
  const header = req.headers['x-ops-reason'];
  if (typeof header !== 'string' || header.trim() === '') return null;
  try {
    return decodeURIComponent(header).trim().slice(0, 300) || null;
  } catch {
    return null;
  }
}

/** The edition a call names in its body or query (`edition`), if any: the guard checks it against the operator's. */
function namedEdition(req: FastifyRequest): string | null {
  for (const source of [req.body, req.query]) {
    const edition = source && typeof source === 'object' ? (source as { edition?: unknown }).edition : undefined;
    if (typeof edition === 'string') return edition;
  }
  return null;
}

/**
 * Refuses a row of an edition outside an operator's scope: services are handed the operator's editions and check a
 * row found by id inside their transaction, before the audit row, so a refused change leaves neither.
 */
export function assertEditionScope(scope: OpsEditions, edition: string): void {
  if (!editionAllowed(scope, edition as EditionCode)) throw new AppError('opsEditionForbidden');
}

/** The operator of a guarded call (the guard ran before the handler, so it is set; a route left unguarded by mistake refuses). */
export function operatorOf(req: FastifyRequest): OperatorContext {
  if (!req.operator) throw new AppError('opsSessionRequired');
  return req.operator;
}

/** Refuses a call on an edition the operator is not scoped to (handlers call it for an object's own edition). */
export function assertOperatorEdition(operator: OperatorContext | null, edition: string): void {
  if (!operator) throw new AppError('opsSessionRequired');
  if (isEdition(edition)) assertEditionScope(operator.editions, edition);
}

/**
 * Every operator call: who (a session, a personal API token or the bootstrap credential), then may this role make
 * this call (shared ops/roles.ts, by the route's registered URL), then the edition it names, then a reason where
 * one is mandatory. Runs before the handler, after the body was parsed and validated.
 */
export function operatorGuard(auth: OperatorAuth): preHandlerAsyncHookHandler {
  return async (req) => {
    const operator = await auth.authenticate(req);
    req.operator = operator;
    const url = req.routeOptions.url ?? req.url;
    if (!roleMay(operator.role, opsAreaOf(url))) throw new AppError('opsRoleForbidden');
    const edition = namedEdition(req);
    if (edition !== null) assertOperatorEdition(operator, edition);
    if (reasonRequired(req.method, url) && opsReasonOf(req) === null) throw new AppError('opsReasonRequired');
  };
}

/**
 * The bootstrap credential (`OPERATOR_TOKEN`): an admin of every edition without an account, for automation and
 * the first operator's creation. The audit log names it `bootstrap:<X-Operator>`. Operators' own sessions and
 * tokens are resolved in front of it by the operators module (modules/operators).
 */
export function bootstrapOperator(req: FastifyRequest, operatorToken: string): OperatorContext | null {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  if (scheme !== 'Operator' || !sameSecret(token ?? '', operatorToken)) return null;
  const header = req.headers['x-operator'];
  const who = typeof header === 'string' && /^[A-Za-z0-9 ._@-]{1,40}$/.test(header) ? header : 'operator';
  return { id: null, name: `bootstrap:${who}`, role: 'admin', editions: 'all', via: 'bootstrap' };
}

/** Until the operators module resolves accounts: the bootstrap credential only. */
export function bootstrapOnlyAuth(operatorToken: string): OperatorAuth {
  return {
    async authenticate(req) {
      const operator = bootstrapOperator(req, operatorToken);
      if (!operator) throw new AppError('opsSessionRequired');
      return operator;
    },
  };
}
