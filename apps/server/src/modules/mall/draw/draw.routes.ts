import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { isEdition, type EditionCode } from '@mecha/shared/editions';
import { drawEnterBody, drawEnterData } from '@mecha/shared/mall/api';
import { requestEdition } from '../../../platform/edition.ts';
import { responses } from '../../../platform/envelope.ts';
import { limit } from '../../../platform/rate-limit.ts';
import { authGuards, currentAccount } from '../../account/auth-guard.ts';
import type { MallDeps } from '../mall-deps.ts';
import { DrawEntries } from './draw-entry.service.ts';

// score/draw/enter, guarded like score/order (mall.routes.ts): a logged-in account with a bound role, and the same
// per-account budget as exchanges (the same limiter name, so entries and exchanges share it).
export function drawRoutes(deps: MallDeps) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireRole } = authGuards(deps.sessions, deps.accounts);
    const exchangeLimit = limit(app, { name: 'mall-exchange', max: deps.exchangesPerMinute, windowMs: 60_000, key: (req) => req.account?.yfyUid, error: 'mallTooFrequent' });
    const entries = new DrawEntries(deps.db, deps.clock, deps.roles);

    app.post(API.scoreDrawEnter, {
      schema: {
        tags: ['mall'], security: [{ bearer: [] }], summary: 'Enter a draw drop while its window is open (once per account; no points taken until it is won)',
        body: drawEnterBody, response: responses(drawEnterData),
      },
      preValidation: [requireRole],
      preHandler: [exchangeLimit],
      handler: async (req, reply) => {
        // requireRole has set the selected role; its edition decides the products, as for score/order.
        const account = currentAccount(req);
        const roleUid = account.roleId as string;
        const role = await deps.roles.lookup(roleUid);
        const edition: EditionCode = role && isEdition(role.edition) ? role.edition : requestEdition(req);
        return reply.ok(await entries.enter(account.yfyUid, roleUid, edition, req.body));
      },
    });
  };
}
