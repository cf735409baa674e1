import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { simClockBody, simClockData, simJobsBody, simJobsData, simMailData, simMailQuery, simRolesData, simRolesQuery, simSpareRolesData, simSpareRolesQuery, simTop2v2Data, simTop2v2Query, simWalletData, simWalletQuery } from '@mecha/shared/dev/sim';
import { unixSeconds, type OffsetClock } from '../../platform/clock.ts';
import { responses } from '../../platform/envelope.ts';
import type { JobHolds } from '../../platform/jobs.ts';
import type { SimGameGateway } from './sim-gateway.ts';

// Dev-only windows into the simulated game: registered only when GAME_GATEWAY=sim. The clock call only when the
// server runs on an OffsetClock (server.ts in sim mode); tests move their own ManualClock instead.
export function simDevRoutes(sim: SimGameGateway, clock?: OffsetClock, holds?: JobHolds) {
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
    app.get(API.simWallet, {
      schema: { tags, summary: "A role's in-game currency: the balance and each top-up credit (one per delivered order)", querystring: simWalletQuery, response: responses(simWalletData) },
      handler: async (req, reply) => reply.ok(await sim.wallet(req.query.uid)),
    });
    app.get(API.simTop2v2, {
      schema: { tags, summary: 'Roles whose best 2v2 score in any season is 8000+ and that no account has bound, by uid (tournament journeys pick entrants here)', querystring: simTop2v2Query, response: responses(simTop2v2Data) },
      handler: async (req, reply) => reply.ok(await sim.top2v2(req.query)),
    });
    app.get(API.simSpareRoles, {
      schema: { tags, summary: 'Plain roles of an edition, each handed out once per server process (journeys that bind a role take it here)', querystring: simSpareRolesQuery, response: responses(simSpareRolesData) },
      handler: async (req, reply) => reply.ok({ list: await sim.spareRoles(req.query.edition, req.query.count, req.query.key) }),
    });
    if (holds) {
      app.post(API.simJobs, {
        schema: { tags, summary: 'Holds background jobs by name until the next call ({hold: []} releases them), e.g. the forfeit sweep while a journey dry-runs it', body: simJobsBody, response: responses(simJobsData) },
        handler: async (req, reply) => reply.ok({ held: holds.set(req.body.hold) }),
      });
    }
    if (clock) {
      app.post(API.simClock, {
        schema: { tags, summary: "Moves the server's clock forward ({advanceS}), e.g. to watch a payment window run out, or back to real time ({reset: true})", body: simClockBody, response: responses(simClockData) },
        handler: async (req, reply) => {
          if ('reset' in req.body) clock.reset();
          else clock.advance(req.body.advanceS * 1000);
          return reply.ok({ now: unixSeconds(clock.now()), offsetS: Math.floor(clock.offset / 1000) });
        },
      });
    }
  };
}
