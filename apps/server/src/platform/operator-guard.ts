import { timingSafeEqual } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors.ts';

/** OpenAPI security of the operator calls. */
export const OPERATOR_SECURITY = [{ operator: [] }];

/** The guard's hook, as route modules take it. */
export type OperatorGuard = preHandlerAsyncHookHandler;

/** Operator calls (the ops CLI) carry `Authorization: Operator <token>`; checked before the body is looked at. */
export function operatorGuard(operatorToken: string): preHandlerAsyncHookHandler {
  const expected = Buffer.from(operatorToken);
  return async (req) => {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    const given = Buffer.from(token ?? '');
    if (scheme !== 'Operator' || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('loginRequired');
  };
}
