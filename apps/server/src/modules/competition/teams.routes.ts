import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import {
  createTeamBody, inviteCodeBody, joinTeamBody, leaveTeamBody, myTeamData, myTeamQuery, okData, removeMemberBody, teamHistoryData,
  teamHistoryQuery, teamInfoData, teamInfoQuery, teamSchema,
} from '@mecha/shared/competition/api';
import { responses } from '../../platform/envelope.ts';
import { fail } from '../../platform/errors.ts';
import { byIp, limit } from '../../platform/rate-limit.ts';
import { authGuards, currentAccount } from '../account/auth-guard.ts';
import type { CompetitionDeps } from './competition-deps.ts';
import { createTeam } from './create-team.ts';
import { changeInviteCode } from './invite-code.ts';
import { joinByCode } from './team-join-code.ts';
import { leaveInTx } from './leave.ts';
import { readHistory } from './history.ts';
import { activeTeamId, teamInfo, teamView } from './team-view.ts';
import { loadTournament } from './tournament-clock.ts';

const tags = ['competition'];
const security = [{ bearer: [] }];

// The spec's team calls (SPEC §7 "competition my-team, create-team, team-info, leave-team, join-team,
// remove-member, team-history") and the leader's invite-code; PRODUCT.md "2v2 tournament", decision 0039.
// Visitors may read team-info (the share link's preview); the rest act for the account's selected role.
export function teamsRoutes(deps: CompetitionDeps) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireRole } = authGuards(deps.sessions, deps.accounts);
    const perAccount = (name: string, max = 30) => limit(app, { name, max, windowMs: 60_000, key: (req) => req.account?.yfyUid });
    const roleOf = (req: Parameters<typeof currentAccount>[0]) => {
      const { yfyUid, roleId } = currentAccount(req);
      return { yfyUid, uid: roleId ?? fail('bindRequired') };
    };
    const tournamentOf = async (id: string | undefined, now: Date) => (await loadTournament(deps.db, id, now)) ?? fail('compNoTournament');
    /** The role's team in the tournament, or compNotInTeam. */
    const myTeam = async (tournamentId: string, uid: string) => (await activeTeamId(deps.db, tournamentId, uid)) ?? fail('compNotInTeam');

    app.get(API.compMyTeam, {
      schema: { tags, security, summary: "The selected role's team in the tournament (the current one unless named), or null", querystring: myTeamQuery, response: responses(myTeamData) },
      preValidation: [requireRole],
      handler: async (req, reply) => {
        const { uid } = roleOf(req);
        const now = deps.clock.now();
        const found = await loadTournament(deps.db, req.query.tournamentId, now);
        if (!found) return req.query.tournamentId ? fail('compNoTournament') : reply.ok(null);
        const teamId = await activeTeamId(deps.db, found.t.id, uid);
        return reply.ok(teamId ? await teamView(deps.db, teamId, uid, req.lang, now) : null);
      },
    });

    app.post(API.compCreateTeam, {
      schema: { tags, security, summary: 'Found a team and lead it (sign-up open, best 2v2 score reached, region known, no team yet)', body: createTeamBody, response: responses(teamSchema) },
      preValidation: [requireRole],
      preHandler: [perAccount('comp-create-team')],
      handler: async (req, reply) => {
        const { uid, yfyUid } = roleOf(req);
        const now = deps.clock.now();
        const { t, stages } = await tournamentOf(req.body.tournamentId, now);
        const id = await createTeam(deps.db, { tournament: t, stages, uid, yfyUid, name: req.body.name, contactKind: req.body.contactKind, contact: req.body.contact, now });
        return reply.ok(await teamView(deps.db, id, uid, req.lang, now));
      },
    });

    app.get(API.compTeamInfo, {
      schema: { tags, summary: 'A team as anyone sees it, by id or by invitation code (no contact, no code)', querystring: teamInfoQuery, response: responses(teamInfoData) },
      preHandler: [limit(app, { name: 'comp-team-info', max: 60, windowMs: 60_000, key: byIp })],
      handler: async (req, reply) => reply.ok(await teamInfo(deps.db, req.query, req.lang)),
    });

    app.post(API.compJoinTeam, {
      schema: { tags, security, summary: "Join a team by its invitation code (SPEC §5's denials, each its own message)", body: joinTeamBody, response: responses(teamSchema) },
      preValidation: [requireRole],
      // Ten tries a minute: with 2^50 codes, guessing one is out of reach.
      preHandler: [perAccount('comp-join-team', 10)],
      handler: async (req, reply) => {
        const { uid, yfyUid } = roleOf(req);
        const now = deps.clock.now();
        const teamId = await joinByCode(deps.db, { code: req.body.inviteCode, uid, yfyUid, now });
        return reply.ok(await teamView(deps.db, teamId, uid, req.lang, now));
      },
    });

    app.post(API.compLeaveTeam, {
      schema: { tags, security, summary: 'Leave the team (the leader hands the lead to the member, or disbands a team of one)', body: leaveTeamBody, response: responses(okData) },
      preValidation: [requireRole],
      preHandler: [perAccount('comp-leave-team')],
      handler: async (req, reply) => {
        const { uid } = roleOf(req);
        const now = deps.clock.now();
        const { t, stages } = await tournamentOf(req.body?.tournamentId, now);
        const teamId = await myTeam(t.id, uid);
        await deps.db.transaction().execute((trx) => leaveInTx(trx, { tournament: t, stages, teamId, uid, now, how: 'left', actorKind: 'player', actor: uid, checkLock: true }));
        return reply.ok({ ok: true as const });
      },
    });

    app.post(API.compRemoveMember, {
      schema: { tags, security, summary: 'The leader removes the member', body: removeMemberBody, response: responses(teamSchema) },
      preValidation: [requireRole],
      preHandler: [perAccount('comp-remove-member')],
      handler: async (req, reply) => {
        const { uid } = roleOf(req);
        const now = deps.clock.now();
        const { t, stages } = await tournamentOf(req.body.tournamentId, now);
        const teamId = await myTeam(t.id, uid);
        const leader = await deps.db.selectFrom('comp_teams').select('leader_uid').where('id', '=', teamId).executeTakeFirstOrThrow();
        if (leader.leader_uid !== uid) fail('compNotLeader');
        if (req.body.uid === uid) fail('compNotMember');
        await deps.db.transaction().execute((trx) =>
          leaveInTx(trx, { tournament: t, stages, teamId, uid: req.body.uid, now, how: 'removed', actorKind: 'player', actor: uid, checkLock: true }),
        );
        return reply.ok(await teamView(deps.db, teamId, uid, req.lang, now));
      },
    });

    app.get(API.compTeamHistory, {
      schema: { tags, security, summary: "A team's changes, newest first (its current and former members only)", querystring: teamHistoryQuery, response: responses(teamHistoryData) },
      preValidation: [requireRole],
      handler: async (req, reply) => {
        const { uid } = roleOf(req);
        let teamId = req.query.teamId;
        if (teamId === undefined) {
          const { t } = await tournamentOf(req.query.tournamentId, deps.clock.now());
          teamId = await myTeam(t.id, uid);
        }
        // Another team's history is not told apart from a missing one.
        const wasMember = await deps.db.selectFrom('comp_members').select('id').where('team_id', '=', teamId).where('uid', '=', uid).executeTakeFirst();
        if (!wasMember) fail('compTeamNotFound');
        return reply.ok({ teamId, list: await readHistory(deps.db, teamId) });
      },
    });

    app.post(API.compInviteCode, {
      schema: { tags, security, summary: "The leader regenerates or revokes the team's invitation code", body: inviteCodeBody, response: responses(teamSchema) },
      preValidation: [requireRole],
      preHandler: [perAccount('comp-invite-code')],
      handler: async (req, reply) => {
        const { uid } = roleOf(req);
        const now = deps.clock.now();
        const { t } = await tournamentOf(req.body.tournamentId, now);
        const teamId = await myTeam(t.id, uid);
        await changeInviteCode(deps.db, { teamId, uid, action: req.body.action, now });
        return reply.ok(await teamView(deps.db, teamId, uid, req.lang, now));
      },
    });
  };
}
