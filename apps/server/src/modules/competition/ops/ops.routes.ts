import {
  opsDisqualifyBody, opsDisqualifyData, opsMatchesData, opsMatchesQuery, opsResultBody, opsResultData, opsRosterBody, opsRosterData, opsSeedBody,
  opsSeedData, opsTeamDetailData, opsTeamDetailQuery, opsTeamsData, opsTeamsQuery, opsTournamentBody, opsTournamentSaved, opsTournamentsData,
} from '@mecha/shared/competition/ops-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditWriter } from '../../../platform/audit-log.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../../platform/envelope.ts';
import { OPERATOR_SECURITY as security, type OperatorGuard } from '../../../platform/operator-guard.ts';
import type { CompBracketOps } from './bracket-ops.ts';
import { operatorOf } from './operator-name.ts';
import type { OpsCtx } from './ops-scope.ts';
import type { CompTeamsOps } from './teams-ops.ts';
import type { CompTournamentsOps } from './tournaments-ops.ts';

const tags = ['operators'];
const P = '/api/ops/competition';
const ctx = (req: FastifyRequest): OpsCtx => ({ operator: req.operator, audit: auditWriter(req) });

// /api/ops/competition: tournaments, teams and rosters, brackets and results. Roster changes name the operator
// and a reason in the team's history; every change writes its audit row in its own transaction (decision 0051).
export function competitionOpsRoutes(ops: { tournaments: CompTournamentsOps; teams: CompTeamsOps; bracket: CompBracketOps }, operatorOnly: OperatorGuard) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(`${P}/tournaments`, {
      schema: { tags, security, summary: 'Every tournament (hidden ones too) with its stages (check-ins, matches), team counts per state and champion', response: responses(opsTournamentsData) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ list: await ops.tournaments.list() }),
    });
    app.post(`${P}/tournaments/save`, {
      schema: {
        tags, security, summary: 'Create or replace a tournament and its stages (windows in order, stages after sign-up, no overlap within a kind)',
        body: opsTournamentBody, response: responses(opsTournamentSaved),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const saved = await ops.tournaments.save(req.body, ctx(req));
        req.log.info({ ...saved, operator: operatorOf(req) }, 'tournament saved by an operator');
        return reply.ok(saved);
      },
    });
    app.get(`${P}/teams`, {
      schema: {
        tags, security, summary: "A page of a tournament's teams (state, region, name or member UID; sorted) with members, contact kind, invitation codes, check-ins and seeding strength",
        querystring: opsTeamsQuery, response: responses(opsTeamsData),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.teams.list(req.query, req.operator)),
    });
    app.get(`${P}/teams/detail`, {
      schema: { tags, security, summary: 'A team with its whole history (what, who, when)', querystring: opsTeamDetailQuery, response: responses(opsTeamDetailData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.teams.detail(req.query.teamId, req.operator)),
    });
    app.post(`${P}/roster/add`, {
      schema: { tags, security, summary: 'Add a role to a team outside the sign-up window and lock (one team, size, side, region and pair rules still hold)', body: opsRosterBody, response: responses(opsRosterData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ team: await ops.teams.add(req.body, operatorOf(req), ctx(req)) }),
    });
    app.post(`${P}/roster/remove`, {
      schema: { tags, security, summary: "Remove a role from a team, past the roster lock too (the leader's going hands the lead on)", body: opsRosterBody, response: responses(opsRosterData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ team: await ops.teams.remove(req.body, operatorOf(req), ctx(req)) }),
    });
    app.post(`${P}/roster/transfer`, {
      schema: { tags, security, summary: "Make a team's member its leader", body: opsRosterBody, response: responses(opsRosterData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ team: await ops.teams.transfer(req.body, operatorOf(req), ctx(req)) }),
    });
    app.post(`${P}/teams/disqualify`, {
      schema: { tags, security, summary: 'Disqualify a team: its undecided matches become walkovers for the opponents; members told', body: opsDisqualifyBody, response: responses(opsDisqualifyData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.teams.disqualify(req.body, operatorOf(req), ctx(req))),
    });
    app.get(`${P}/matches`, {
      schema: { tags, security, summary: "A tournament's matches (one stage's with stageId), with ids for results", querystring: opsMatchesQuery, response: responses(opsMatchesData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ list: await ops.bracket.matches(req.query.tournamentId, req.query.stageId) }),
    });
    app.post(`${P}/bracket/seed`, {
      schema: {
        tags, security, summary: "Seed a stage's single-elimination bracket from its checked-in teams by strength (dryRun: answer it, write nothing)",
        body: opsSeedBody, response: responses(opsSeedData),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const operator = operatorOf(req);
        const seeded = await ops.bracket.seed(req.body, ctx(req));
        // A dry run changes nothing: no audit row (the fallback would write one for any POST).
        if (seeded.dryRun) req.opsAudited = true;
        if (!seeded.dryRun) req.log.info({ tournamentId: seeded.tournamentId, stageId: seeded.stageId, teams: seeded.teams.length, matches: seeded.matches.length, operator }, 'bracket seeded by an operator');
        return reply.ok(seeded);
      },
    });
    app.post(`${P}/bracket/result`, {
      schema: { tags, security, summary: "A match's result: the higher score wins and goes into the next round's match", body: opsResultBody, response: responses(opsResultData) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const operator = operatorOf(req);
        const out = await ops.bracket.result(req.body, ctx(req));
        req.log.info({ ...req.body, winner: out.match.winner, operator }, 'match result entered by an operator');
        return reply.ok(out);
      },
    });
  };
}
