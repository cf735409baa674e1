import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { OperatorAuth } from '../../platform/operator-context.ts';
import { bootstrapOperator } from '../../platform/operator-guard.ts';
import type { OperatorsService } from './operators.service.ts';

/** The credential of `Authorization: Operator <x>`, or undefined. */
export function operatorCredential(req: FastifyRequest): string | undefined {
  const [scheme, credential, extra] = (req.headers.authorization ?? '').split(' ');
  return scheme === 'Operator' && credential && extra === undefined ? credential : undefined;
}

/**
 * Who makes an operator call (decision 0043): a live session, else a live personal API token, else the bootstrap
 * credential (OPERATOR_TOKEN). A disabled operator's sessions and tokens stop at once (the look-up joins the account).
 */
export function accountsAuth(operators: OperatorsService, operatorToken: string): OperatorAuth {
  return {
    async authenticate(req) {
      const credential = operatorCredential(req);
      const operator = (credential && (await operators.resolve(credential))) || bootstrapOperator(req, operatorToken);
      if (!operator) throw new AppError('opsSessionRequired');
      return operator;
    },
  };
}
