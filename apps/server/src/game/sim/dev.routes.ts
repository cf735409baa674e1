import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { simMailData, simMailQuery, simRolesData, simRolesQuery } from '@mecha/shared/dev/sim';
import { responses } from '../../platform/envelope.ts';
import type { SimGameGateway } from './sim-gateway.ts';

// Dev-only windows into the simulated game: registered only when GAME_GATEWAY=sim.
export function simDevRoutes(sim: SimGameGateway) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['dev (sim only)'];
    app.get(API.simRoles, {
      schema: { tags, summary: 'Sample roles of the simulated game', querystring: simRolesQuery, response: responses(simRolesData) },
      handler: async (req, reply) => reply.ok(await sim.sampleRoles(req.query.limit, req.query.edition)),
    });
    app.get(API.simMail, {
      schema: { tags, summary: "A role's in-game mailbox, newest first", querystring: simMailQuery, response: responses(simMailData) },
      handler: async (req, reply) => reply.ok({ list: await sim.mailbox(req.query.uid) }),
    });
  };
}
