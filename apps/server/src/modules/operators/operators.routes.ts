import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@mecha/shared/api-paths';
import {
  opsLoginBody,
  opsMeData,
  opsOperatorCreateBody,
  opsOperatorCreatedData,
  opsOperatorListData,
  opsOperatorUpdateBody,
  opsOperatorUpdatedData,
  opsPasswordBody,
  opsSessionData,
  opsTokenCreateBody,
  opsTokenCreatedData,
  opsTokenListData,
  opsTokenRevokeBody,
} from '@mecha/shared/ops/console-api';
import { auditWriter, writeAudit } from '../../platform/audit-log.ts';
import { responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { OPERATOR_SECURITY as security, type OperatorGuard } from '../../platform/operator-guard.ts';
import { byIp, limit } from '../../platform/rate-limit.ts';
import { operatorCredential } from './operator-auth.ts';
import type { Db } from '../../db/client.ts';
import type { OperatorsService } from './operators.service.ts';

const tags = ['operators'];
const done = responses(z.object({ ok: z.literal(true) }));
const MINUTE = 60_000;

// /api/ops/console: the console's login (the one operator call without a credential), one's own session, password
// and personal API tokens, and the operators' accounts (admin only, by the roles table).
export function operatorsRoutes(operators: OperatorsService, operatorOnly: OperatorGuard, db: Db) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const guard = { preValidation: [operatorOnly] };

    app.post(API.opsLogin, {
      schema: { tags, summary: 'Log in with name, password and a TOTP code: a session token (shown once)', body: opsLoginBody, response: responses(opsSessionData) },
      preHandler: [limit(app, { name: 'ops-login-ip', max: 30, windowMs: MINUTE, key: byIp })],
      // Logins and refused logins go to the audit log (the refused ones under the name tried, as target).
      handler: async (req, reply) => {
        try {
          const session = await operators.login(req.body);
          req.operator = { id: null, name: session.operator.name, role: session.operator.role, editions: session.operator.editions, via: 'session' };
          await writeAudit(db, req, { action: 'console.login', area: 'self', target: session.operator.name, after: { ip: req.ip }, reason: null });
          return reply.ok(session);
        } catch (err) {
          if (err instanceof AppError && (err.key === 'opsLoginFailed' || err.key === 'opsLocked')) {
            await writeAudit(db, req, { action: 'console.login-failed', area: 'self', target: req.body.name, after: { ip: req.ip, refused: err.key }, reason: null });
          }
          throw err;
        }
      },
    });
    app.get(API.opsMe, {
      schema: { tags, security, summary: 'The operator making the call, and how (session, token or bootstrap)', response: responses(opsMeData) },
      ...guard,
      handler: async (req, reply) => reply.ok(await operators.me(req.operator!)),
    });
    app.post(API.opsLogout, {
      schema: { tags, security, summary: 'End the session (or personal token) the call is made with', response: done },
      ...guard,
      handler: async (req, reply) => reply.ok(await operators.logout(req.operator!, operatorCredential(req))),
    });
    app.post(API.opsPassword, {
      schema: { tags, security, summary: "Change one's own password (current password and a TOTP code); other sessions end", body: opsPasswordBody, response: done },
      ...guard,
      handler: async (req, reply) => reply.ok(await operators.changePassword(req.operator!, req.body, operatorCredential(req), auditWriter(req))),
    });

    app.get(API.opsTokens, {
      schema: { tags, security, summary: "One's personal API tokens (never the tokens themselves)", response: responses(opsTokenListData) },
      ...guard,
      handler: async (req, reply) => reply.ok(await operators.tokens(req.operator!)),
    });
    app.post(API.opsTokenCreate, {
      schema: { tags, security, summary: 'A personal API token (prefix opt_, shown once) for the CLI', body: opsTokenCreateBody, response: responses(opsTokenCreatedData) },
      ...guard,
      handler: async (req, reply) => reply.ok(await operators.createToken(req.operator!, req.body, auditWriter(req))),
    });
    app.post(API.opsTokenRevoke, {
      schema: { tags, security, summary: "Revoke one of one's personal API tokens", body: opsTokenRevokeBody, response: done },
      ...guard,
      handler: async (req, reply) => reply.ok(await operators.revokeToken(req.operator!, req.body.id, auditWriter(req))),
    });

    app.get(API.opsOperators, {
      schema: { tags, security, summary: 'Operator accounts', response: responses(opsOperatorListData) },
      ...guard,
      handler: async (_req, reply) => reply.ok(await operators.list()),
    });
    app.post(API.opsOperatorCreate, {
      schema: { tags, security, summary: 'Create an operator: the TOTP secret and otpauth URL are shown once', body: opsOperatorCreateBody, response: responses(opsOperatorCreatedData) },
      ...guard,
      handler: async (req, reply) => reply.ok(await operators.create(req.operator!, req.body, auditWriter(req))),
    });
    app.post(API.opsOperatorUpdate, {
      schema: { tags, security, summary: 'Change role, editions, disable, unlock, reset password or TOTP (never the last active admin away)', body: opsOperatorUpdateBody, response: responses(opsOperatorUpdatedData) },
      ...guard,
      handler: async (req, reply) => {
        const { after, totpSecret, otpauthUrl } = await operators.update(req.operator!, req.body, auditWriter(req));
        return reply.ok({ operator: after, totpSecret, otpauthUrl });
      },
    });
  };
}
