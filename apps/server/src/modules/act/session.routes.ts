import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okData } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { payAuthData } from '@mecha/shared/pay/api';
import { responses } from '../../platform/envelope.ts';
import type { AccountService } from '../account/account.service.ts';
import { authGuards, currentAccount, userInfoOf } from '../account/auth-guard.ts';
import type { SessionService } from '../account/session.service.ts';

const tags = ['act'];
const security = [{ bearer: [] }];

// The same-origin pages' session calls (docs/decisions/0025-same-origin-session.md). Those pages are routes of
// this app, so they share its bearer session: act/login and pay/auth confirm it and say who it is, act/logout
// revokes it like record/logout. No second session system.
export function sameOriginSessionRoutes(deps: { accounts: AccountService; sessions: SessionService }) {
  const { accounts, sessions } = deps;
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireLogin } = authGuards(sessions, accounts);
    const whoAmI = async (req: FastifyRequest) => {
      const info = await userInfoOf(accounts, req);
      return { yfyUid: currentAccount(req).yfyUid, roleId: info.role_id, edition: info.domain_game };
    };

    app.post(API.actLogin, {
      schema: { tags, security, summary: "Enter the event pages with the app's session: 401 without one, 600 when it has expired", response: responses(payAuthData) },
      preValidation: [requireLogin],
      handler: async (req, reply) => reply.ok(await whoAmI(req)),
    });

    app.get(API.payAuth, {
      schema: { tags: ['pay'], security, summary: 'The session as the top-up pages see it: account, selected role, edition', response: responses(payAuthData) },
      preValidation: [requireLogin],
      handler: async (req, reply) => reply.ok(await whoAmI(req)),
    });

    app.post(API.actLogout, {
      schema: { tags, security, summary: 'Revoke this session (the same as record/logout)', response: responses(okData) },
      preValidation: [requireLogin],
      handler: async (req, reply) => {
        await sessions.revoke(currentAccount(req).tokenHash);
        return reply.ok({ ok: true as const });
      },
    });
  };
}
