import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { bearerToken } from '../../platform/auth-header.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccountService } from './account.service.ts';
import type { AccountRead, SessionService } from './session.service.ts';

export interface RequestAccount {
  yfyUid: string;
  tokenHash: string;
  /** Filled by requireRole. */
  roleId?: string;
  /** The account as the session lookup read it, when it did (not from its cache): requireRole need not read it again. */
  read?: AccountRead;
}

declare module 'fastify' {
  interface FastifyRequest {
    account?: RequestAccount;
  }
}

// Route guards with PRODUCT.md's codes: no token → 401, a token that is no longer good → 600, no role → 402.
export function authGuards(sessions: SessionService, accounts: AccountService) {
  const requireLogin: preHandlerAsyncHookHandler = async (req) => {
    const token = bearerToken(req);
    if (!token) throw new AppError('loginRequired');
    const session = await sessions.resolve(token);
    if (session.status !== 'valid') throw new AppError('loginExpired');
    req.account = { yfyUid: session.yfyUid, tokenHash: session.tokenHash, ...(session.account !== undefined && { read: session.account }) };
  };

  const requireRole: preHandlerAsyncHookHandler = async (req, reply) => {
    if (!req.account) await requireLogin.call(req.server, req, reply);
    const info = await userInfoOf(accounts, req);
    if (!info.role_id) throw new AppError('bindRequired');
    currentAccount(req).roleId = info.role_id;
  };

  /** Visitors pass through without an account; a presented token must still be good and have a role. */
  const optionalRole: preHandlerAsyncHookHandler = async (req, reply) => {
    if (bearerToken(req)) await requireRole.call(req.server, req, reply);
  };

  /** Visitors pass through; a presented token must still be good. */
  const optionalLogin: preHandlerAsyncHookHandler = async (req, reply) => {
    if (bearerToken(req)) await requireLogin.call(req.server, req, reply);
  };

  /**
   * A retry of something already started (paying an open order again with another method): without a session the
   * answer is "please log in before retrying", without a role "please bind a role before retrying" (SPEC §8,
   * decision 0055), so the page that offered the retry says what to do first.
   */
  const requireRoleToRetry: preHandlerAsyncHookHandler = async (req, reply) => {
    if (!bearerToken(req)) throw new AppError('loginBeforeRetry');
    try {
      await requireRole.call(req.server, req, reply);
    } catch (err) {
      if (err instanceof AppError && err.key === 'bindRequired') throw new AppError('bindBeforeRetry');
      throw err;
    }
  };

  return { requireLogin, requireRole, optionalRole, optionalLogin, requireRoleToRetry };
}

/** The logged-in account's info, from the session lookup's own read when it made one (one query fewer). */
export function userInfoOf(accounts: AccountService, req: FastifyRequest): ReturnType<AccountService['userInfo']> {
  const { yfyUid, read } = currentAccount(req);
  return accounts.userInfo(yfyUid, read);
}

export function currentAccount(req: FastifyRequest): RequestAccount {
  if (!req.account) throw new AppError('loginRequired');
  return req.account;
}
