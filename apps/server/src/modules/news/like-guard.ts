import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerToken } from '../../platform/auth-header.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * SPEC §6/§8: a visitor's like answers the catalogue's not-logged-in error (code 400, "please log in"), not the
 * session's 401 (which would make the app raise its login event). A token that is no longer good is still the
 * session's business (600), so with a token the usual login guard decides.
 */
export function likeLoginGuard(requireLogin: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  return async function (req, reply) {
    if (!bearerToken(req)) throw new AppError('notLoggedIn');
    await requireLogin.call(this, req, reply);
  };
}
