import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bindRoleBody,
  codeSendBody,
  codeSendData,
  loginBody,
  loginData,
  okData,
  publicRoleSchema,
  roleInfoQuery,
  roleListData,
  selectRoleBody,
  unbindRoleBody,
  userInfoSchema,
} from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { byBodyField, byIp, limit } from '../../platform/rate-limit.ts';
import type { AccountService } from './account.service.ts';
import { authGuards, currentAccount, userInfoOf } from './auth-guard.ts';
import type { Captcha } from './captcha.ts';
import { publicCard, type RoleDirectory } from './role-directory.ts';
import type { SessionService } from './session.service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const tags = ['account'];
const bearer = [{ bearer: [] }];

export function accountRoutes(deps: { accounts: AccountService; sessions: SessionService; roles: RoleDirectory; captcha: Captcha }) {
  const { accounts, sessions, roles, captcha } = deps;
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireLogin, requireRole } = authGuards(sessions, accounts);

    app.get(API.captchaChallenge, {
      schema: { tags, summary: 'An ALTCHA proof-of-work challenge for h5-code-v2', response: { 200: z.unknown() } },
      preHandler: [limit(app, { name: 'captcha-ip', max: 60, windowMs: MINUTE, key: byIp })],
      handler: async (_req, reply) => reply.header('cache-control', 'no-store').send(await captcha.challenge()),
    });

    app.get(API.roleInfo, {
      schema: { tags, summary: "A role's public card by UID", querystring: roleInfoQuery, response: responses(publicRoleSchema) },
      handler: async (req, reply) => {
        const role = await roles.lookup(req.query.uid);
        if (!role) throw new AppError('roleNotFound');
        return reply.ok(publicCard(role));
      },
    });

    app.post(API.codeSend, {
      schema: { tags, summary: 'Mail a 6-digit code to the role in game (captcha solved first)', body: codeSendBody, response: responses(codeSendData) },
      preHandler: [
        limit(app, { name: 'code-ip', max: 20, windowMs: HOUR, key: byIp }),
        limit(app, { name: 'code-uid', max: 8, windowMs: HOUR, key: byBodyField('uid') }),
      ],
      handler: async (req, reply) => {
        if (!(await captcha.verify(req.body.captcha))) throw new AppError('captchaFailed');
        return reply.ok(await accounts.sendCode(req.body.uid, req.ip));
      },
    });

    app.post(API.login, {
      schema: { tags, summary: 'Log in with a UID and its mailed code, or with a platform wztoken', body: loginBody, response: responses(loginData) },
      preHandler: [limit(app, { name: 'login-ip', max: 30, windowMs: MINUTE, key: byIp })],
      handler: async (req, reply) => {
        const { wztoken, uid, code } = req.body;
        const data = wztoken !== undefined ? await accounts.loginWithSso(wztoken) : await accounts.loginWithCode(uid as string, code as string);
        return reply.ok(data);
      },
    });

    app.get(API.userInfo, {
      schema: { tags, summary: 'The logged-in account', security: bearer, response: responses(userInfoSchema) },
      preHandler: [requireLogin],
      handler: async (req, reply) => reply.ok(await userInfoOf(accounts, req)),
    });

    app.post(API.logout, {
      schema: { tags, summary: 'Revoke this session', security: bearer, response: responses(okData) },
      preHandler: [requireLogin],
      handler: async (req, reply) => {
        await sessions.revoke(currentAccount(req).tokenHash);
        return reply.ok({ ok: true as const });
      },
    });

    app.get(API.myRoles, {
      schema: { tags, summary: 'Roles bound to this account', security: bearer, response: responses(roleListData) },
      preHandler: [requireLogin],
      handler: async (req, reply) => reply.ok(await accounts.listRoles(currentAccount(req).yfyUid)),
    });

    app.get(API.currentRole, {
      schema: { tags, summary: 'The selected role (402 when none is bound)', security: bearer, response: responses(publicRoleSchema) },
      preHandler: [requireRole],
      handler: async (req, reply) => {
        const role = await roles.lookup(currentAccount(req).roleId as string);
        if (!role) throw new AppError('roleNotFound');
        return reply.ok(publicCard(role));
      },
    });

    app.post(API.selectRole, {
      schema: { tags, summary: 'Select one of the bound roles', security: bearer, body: selectRoleBody, response: responses(roleListData) },
      preHandler: [requireLogin],
      handler: async (req, reply) => reply.ok(await accounts.selectRole(currentAccount(req).yfyUid, req.body.role_id)),
    });

    app.post(API.bindRole, {
      schema: { tags, summary: 'Bind another role with its own mailed code', security: bearer, body: bindRoleBody, response: responses(roleListData) },
      preHandler: [requireLogin, limit(app, { name: 'bind-ip', max: 30, windowMs: MINUTE, key: byIp })],
      handler: async (req, reply) => reply.ok(await accounts.bindRole(currentAccount(req).yfyUid, req.body.uid, req.body.code)),
    });

    app.post(API.unbindRole, {
      schema: { tags, summary: 'Unbind a role from this account', security: bearer, body: unbindRoleBody, response: responses(roleListData) },
      preHandler: [requireLogin],
      handler: async (req, reply) => reply.ok(await accounts.unbindRole(currentAccount(req).yfyUid, req.body.role_id)),
    });
  };
}
