import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import {
  acceptInviteBody, bracketData as bracketSchema, bracketQuery, calendarQuery, checkInBody, inviteBody, inviteSchema, invitesData, invitesQuery, okData,
  rejectInviteBody, teamSchema, tournamentData as tournamentSchema, tournamentQuery,
} from '@mecha/shared/competition/api';
import { errorEnvelope, responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { limit } from '../../platform/rate-limit.ts';
import { authGuards, currentAccount } from '../account/auth-guard.ts';
import { bracketData } from './bracket-view.ts';
import { tournamentCalendar } from './calendar.ts';
import { checkIn } from './checkin.ts';
import type { CompetitionDeps } from './competition-deps.ts';
import { acceptInvite, listInvites, rejectInvite, sendInvite } from './invites.ts';
import { tournamentData } from './tournament-view.ts';

const tags = ['competition'];
const security = [{ bearer: [] }];

// The tournament's schedule calls (/api/competition/*, PRODUCT.md "2v2 tournament"): the tournament and its bracket
// (public), invitations, check-in and the team's calendar (a bound role). Decision 0040.
export function scheduleRoutes(deps: CompetitionDeps) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireRole, optionalRole } = authGuards(deps.sessions, deps.accounts);
    const perAccount = (name: string, max = 30) => limit(app, { name, max, windowMs: 60_000, key: (req) => req.account?.yfyUid });
    const me = (req: FastifyRequest) => {
      const { yfyUid, roleId } = currentAccount(req);
      return { yfyUid, uid: roleId as string };
    };

    app.get(API.compTournament, {
      schema: { tags, summary: "A tournament (the current one unless id), every tournament, and the viewer's eligibility, team and invitations", querystring: tournamentQuery, response: responses(tournamentSchema) },
      handler: async (req, reply) => {
        // A visitor, or an account without a role, reads the tournament with `me: null`; a stale token still answers 600.
        try {
          await optionalRole.call(app, req, reply);
        } catch (err) {
          if (!(err instanceof AppError) || err.key !== 'bindRequired') throw err;
        }
        return reply.ok(await tournamentData(deps.db, req.query.id, req.account?.roleId ?? null, req.lang, deps.clock.now()));
      },
    });

    app.get(API.compBracket, {
      schema: { tags, summary: 'Per stage: the matches by round with results, the teams checked in and those absent', querystring: bracketQuery, response: responses(bracketSchema) },
      handler: async (req, reply) => reply.ok(await bracketData(deps.db, req.query.tournamentId, req.lang, deps.clock.now())),
    });

    app.post(API.compInvite, {
      schema: { tags, security, summary: "The leader invites a role by UID to the team (the invitee's inbox is told)", body: inviteBody, response: responses(inviteSchema) },
      preValidation: [requireRole],
      preHandler: [perAccount('comp-invite')],
      handler: async (req, reply) => reply.ok(await sendInvite(deps, me(req), req.body.uid, deps.clock.now(), req.body.tournamentId)),
    });

    app.get(API.compInvites, {
      schema: { tags, security, summary: "Invitations waiting for the role's answer, and every invitation its team sent", querystring: invitesQuery, response: responses(invitesData) },
      preValidation: [requireRole],
      handler: async (req, reply) => reply.ok(await listInvites(deps.db, me(req).uid, deps.clock.now(), req.query.tournamentId)),
    });

    app.post(API.compAcceptInvite, {
      schema: { tags, security, summary: 'Accept an invitation: join the team (every rule of join-team applies)', body: acceptInviteBody, response: responses(teamSchema) },
      preValidation: [requireRole],
      preHandler: [perAccount('comp-accept-invite')],
      handler: async (req, reply) => reply.ok(await acceptInvite(deps, me(req), req.body.inviteId, req.lang, deps.clock.now())),
    });

    app.post(API.compRejectInvite, {
      schema: { tags, security, summary: "Reject an invitation (the team's leader is told)", body: rejectInviteBody, response: responses(okData) },
      preValidation: [requireRole],
      preHandler: [perAccount('comp-reject-invite')],
      handler: async (req, reply) => reply.ok(await rejectInvite(deps, me(req), req.body.inviteId, deps.clock.now())),
    });

    app.post(API.compCheckIn, {
      schema: { tags, security, summary: "Check the team in for a stage (the one whose check-in is open unless stageId); the partner's second check-in is a no-op", body: checkInBody, response: responses(teamSchema) },
      preValidation: [requireRole],
      preHandler: [perAccount('comp-check-in')],
      handler: async (req, reply) => reply.ok(await checkIn(deps.db, me(req).uid, req.body?.stageId, req.lang, deps.clock.now(), req.body?.tournamentId)),
    });

    app.get(API.compCalendar, {
      schema: {
        tags, security, summary: "The tournament's stages and the team's matches as an iCalendar file (text/calendar)", querystring: calendarQuery,
        // 200 is the file itself, not an envelope; refusals are envelopes as everywhere.
        response: { '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
      preValidation: [requireRole],
      preHandler: [perAccount('comp-calendar')],
      handler: async (req, reply) => {
        const cal = await tournamentCalendar(deps.db, req.query.tournamentId, me(req).uid, req.lang, deps.clock.now());
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${cal.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(cal.text as never);
      },
    });
  };
}
