import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EDITIONS } from '@mecha/shared/editions';
import type { Mode } from '@mecha/shared/record/ingest';
import { requestEdition } from '../../platform/edition.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  battleListData,
  battleListQuery,
  battleSummaryData,
  matchDetailData,
  matchIdQuery,
  modeSeasonQuery,
  randPercentData,
  rankingData,
  rankingNewData,
  rankingQuery,
  roleListData,
  roleMessageData,
  roleMessageQuery,
  rolesData,
  seasonListData,
  seasonQuery,
  seasonShowData,
  seasonSummaryData,
} from '@mecha/shared/record/api';
import { responses } from '../../platform/envelope.ts';
import { JsonCache } from '../../platform/json-cache.ts';
import type { AccountService } from '../account/account.service.ts';
import { authGuards, currentAccount } from '../account/auth-guard.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import type { SessionService } from '../account/session.service.ts';
import type { RecordService } from './record.service.ts';

const tags = ['battle records'];
const bearer = [{ bearer: [] }];
const P = (call: string) => `/api/record/${call}`;

export function recordRoutes(deps: { records: RecordService; accounts: AccountService; sessions: SessionService; roles: RoleDirectory }) {
  const { records, roles } = deps;
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireRole, optionalRole } = authGuards(deps.sessions, deps.accounts);
    const roleId = (req: Parameters<typeof currentAccount>[0]) => currentAccount(req).roleId as string;
    const homeRegion = async (uid: string) => (await roles.lookup(uid))?.region ?? '';
    // The three hottest reads answer from finished JSON for a few seconds; keys carry the role's generation,
    // so its own new matches show at once.
    const hot = new JsonCache(50_000, 5000);
    /** A visitor's board opens on the first region of their edition that has one, else the first there is. */
    const visitorRegion = async (req: FastifyRequest, mode: Mode, season: number | undefined) => {
      const regions = await records.regions(mode, season);
      return EDITIONS[requestEdition(req)].regions.find((r) => regions.includes(r)) ?? regions[0] ?? '';
    };

    app.get(P('season_list'), {
      schema: { tags, summary: 'Started seasons and the current one', response: responses(seasonListData) },
      handler: async (_req, reply) => reply.ok(records.seasons()),
    });

    app.get(P('season_show'), {
      schema: { tags, summary: 'The current season and the two the UI shows', response: responses(seasonShowData) },
      handler: async (_req, reply) => {
        const { list, current } = records.seasons();
        return reply.ok({ current: list[current - 1]!, shown: list.slice(Math.max(0, current - 2), current) });
      },
    });

    app.get(P('battle_summary'), {
      schema: { tags, summary: 'Ladder stats of the selected role (a sample for visitors)', security: bearer, querystring: seasonQuery, response: responses(battleSummaryData) },
      preHandler: [optionalRole],
      handler: async (req, reply) => {
        if (!req.account) return hot.send(reply, `sample|${req.query.season ?? ''}`, async () => records.sample(req.query.season));
        const uid = roleId(req);
        return hot.send(reply, `summary|${uid}|${records.generation(uid)}|${req.query.season ?? ''}`, () => records.summary(uid, req.query.season));
      },
    });

    app.get(P('battle_seasonsummary'), {
      schema: { tags, summary: 'Season report of the selected role', security: bearer, querystring: seasonQuery, response: responses(seasonSummaryData) },
      preHandler: [requireRole],
      handler: async (req, reply) => reply.ok(await records.seasonSummary(roleId(req), req.query.season)),
    });

    app.get(P('battle_list'), {
      schema: { tags, summary: "The selected role's matches, newest first (latest two seasons)", security: bearer, querystring: battleListQuery, response: responses(battleListData) },
      preHandler: [requireRole],
      handler: async (req, reply) => {
        const uid = roleId(req);
        const q = req.query;
        return hot.send(reply, `list|${uid}|${records.generation(uid)}|${q.mode}|${q.season ?? ''}|${q.page}|${q.size}|${q.character ?? ''}`, () => records.battleList(uid, q));
      },
    });

    for (const [call, mode] of [['battle_detail1v1', 'T1'], ['battle_detail2v2', 'T2']] as const) {
      app.get(P(call), {
        schema: { tags, summary: `One ${mode === 'T1' ? '1v1' : '2v2'} match in detail`, querystring: matchIdQuery, response: responses(matchDetailData) },
        handler: async (req, reply) => reply.ok(await records.detail(req.query.id, mode)),
      });
    }

    app.get(P('roles'), {
      schema: { tags, summary: 'The mecha roster in the request language', response: responses(rolesData) },
      handler: async (req, reply) => reply.ok(records.roles(req.lang)),
    });

    app.get(P('role_list'), {
      schema: { tags, summary: "The selected role's stats per character", security: bearer, querystring: modeSeasonQuery, response: responses(roleListData) },
      preHandler: [requireRole],
      handler: async (req, reply) => reply.ok(await records.roleList(roleId(req), req.query.mode, req.query.season)),
    });

    app.get(P('role_message'), {
      schema: { tags, summary: "One character's stats and recent matches for the selected role", security: bearer, querystring: roleMessageQuery, response: responses(roleMessageData) },
      preHandler: [requireRole],
      handler: async (req, reply) => reply.ok(await records.roleMessage(roleId(req), req.query.id, req.query.mode, req.query.season)),
    });

    app.get(P('ranking_list'), {
      schema: { tags, summary: 'Top 100 of a region and mode, scores above 3500', security: bearer, querystring: rankingQuery, response: responses(rankingData) },
      preHandler: [optionalRole],
      handler: async (req, reply) => {
        const { mode, season, region } = req.query;
        const chosen = region ?? (req.account ? await records.regionOf(roleId(req), mode, season, await homeRegion(roleId(req))) : await visitorRegion(req, mode, season));
        return hot.send(reply, `board|${mode}|${season ?? ''}|${chosen}`, () => records.ranking(mode, season, chosen));
      },
    });

    app.get(P('ranking_list_new'), {
      schema: { tags, summary: 'The leaderboard with its regions and, when logged in, the role’s own standing', security: bearer, querystring: rankingQuery, response: responses(rankingNewData) },
      preHandler: [optionalRole],
      handler: async (req, reply) => {
        const { mode, season } = req.query;
        const regions = await records.regions(mode, season);
        const mine = req.account ? await records.randPercent(roleId(req), mode, season, await homeRegion(roleId(req))) : null;
        const region = req.query.region ?? mine?.Region ?? (await visitorRegion(req, mode, season));
        return reply.ok({ ...(await records.ranking(mode, season, region)), Regions: regions, Mine: mine });
      },
    });

    app.get(P('rand_percent'), {
      schema: { tags, summary: "Share of the region's ranked players the selected role is ahead of", security: bearer, querystring: modeSeasonQuery, response: responses(randPercentData) },
      preHandler: [requireRole],
      handler: async (req, reply) => reply.ok(await records.randPercent(roleId(req), req.query.mode, req.query.season, await homeRegion(roleId(req)))),
    });
  };
}
