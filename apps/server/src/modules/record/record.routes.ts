import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@mecha/shared/api-paths';
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
import { AppError } from '../../platform/errors.ts';
import type { AccountService } from '../account/account.service.ts';
import { authGuards, currentAccount } from '../account/auth-guard.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import type { SessionService } from '../account/session.service.ts';
import { isPlaced } from '@mecha/shared/ladder/scoring';
import { scoreDistributionData, scoreDistributionQuery, seasonPercentilesData } from '@mecha/shared/record/distribution';
import { ScoreDistributions } from './distribution.ts';
import { duoPartnersData, duoQuery } from '@mecha/shared/record/duo';
import { duoPartners } from './duo.ts';
import type { RecordService } from './record.service.ts';
import { SeasonPercentiles } from './season-percentile.ts';

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
    // The hot reads (a role's summary, match list, characters, one character, partners; the boards) answer from
    // finished JSON for a few seconds; keys carry the role's generation, so its own new matches show at once.
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
        return hot.send(reply, `list|${uid}|${records.generation(uid)}|${q.mode}|${q.season ?? ''}|${q.page}|${q.size}|${q.character ?? ''}|${q.partner ?? ''}|${q.result ?? ''}`, () => records.battleList(uid, q));
      },
    });

    for (const [call, mode] of [['battle_detail1v1', 'T1'], ['battle_detail2v2', 'T2']] as const) {
      app.get(P(call), {
        schema: { tags, summary: `One ${mode === 'T1' ? '1v1' : '2v2'} match in detail`, querystring: matchIdQuery, response: responses(matchDetailData) },
        handler: async (req, reply) => reply.ok(await records.detail(req.query.id, mode)),
      });
    }

    app.get(P('roles'), {
      schema: { tags, summary: 'The mecha roster in the request language', description: 'Kept for the game’s own clients (decision 0055): the web app ships the roster in its bundle and does not call it.', response: responses(rolesData) },
      handler: async (req, reply) => reply.ok(records.roles(req.lang)),
    });

    app.get(P('role_list'), {
      schema: { tags, summary: "The selected role's stats per character", security: bearer, querystring: modeSeasonQuery, response: responses(roleListData) },
      preHandler: [requireRole],
      handler: async (req, reply) => {
        const uid = roleId(req);
        const { mode, season } = req.query;
        return hot.send(reply, `chars|${uid}|${records.generation(uid)}|${mode}|${season ?? ''}`, () => records.roleList(uid, mode, season));
      },
    });

    app.get(P('role_message'), {
      schema: { tags, summary: "One character's stats and recent matches for the selected role", security: bearer, querystring: roleMessageQuery, response: responses(roleMessageData) },
      preHandler: [requireRole],
      handler: async (req, reply) => {
        const uid = roleId(req);
        const { id, mode, season } = req.query;
        return hot.send(reply, `char|${uid}|${records.generation(uid)}|${id}|${mode}|${season ?? ''}`, () => records.roleMessage(uid, id, mode, season));
      },
    });

    app.get(P('ranking_list'), {
      schema: { tags, summary: 'Top 100 of a region and mode, scores above 3500', description: 'Kept for the game’s own clients (decision 0055): the web app reads ranking_list_new, which adds the regions and the caller’s standing.', security: bearer, querystring: rankingQuery, response: responses(rankingData) },
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

    // The caller's own leaderboard place (decision 0055): outside the top 100 it is SPEC §8's "ranked out".
    app.get(API.rankingMine, {
      schema: { tags, summary: "The selected role's own place on its region's top 100 (rankedOut when outside it)", description: 'For the game’s own clients and share cards (decision 0055); the web app shows the place inside ranking_list_new.', security: bearer, querystring: modeSeasonQuery, response: responses(randPercentData) },
      preHandler: [requireRole],
      handler: async (req, reply) => {
        const mine = await records.randPercent(roleId(req), req.query.mode, req.query.season, await homeRegion(roleId(req)));
        if (mine.Rank === null) throw new AppError('rankedOut');
        return reply.ok(mine);
      },
    });

    app.get(P('rand_percent'), {
      schema: { tags, summary: "Share of the region's ranked players the selected role is ahead of", security: bearer, querystring: modeSeasonQuery, response: responses(randPercentData) },
      preHandler: [requireRole],
      handler: async (req, reply) => reply.ok(await records.randPercent(roleId(req), req.query.mode, req.query.season, await homeRegion(roleId(req)))),
    });

    // Where I stand (issue 17, decision 0056): the same histogram and rule as rand_percent, as a chart.
    const distributions = new ScoreDistributions(records.standing, records.clock);
    app.get(API.scoreDistribution, {
      schema: { tags, summary: "Ladder-score distribution of the role's region or edition, with its place (none for visitors)", security: bearer, querystring: scoreDistributionQuery, response: responses(scoreDistributionData) },
      preHandler: [optionalRole],
      handler: async (req, reply) => {
        const { mode, scope } = req.query;
        const season = records.season(req.query.season);
        const editionRegions = (name: keyof typeof EDITIONS) => ({ scope, areaName: name, regions: EDITIONS[name].regions, mode, season });
        if (!req.account) {
          const edition = requestEdition(req);
          return hot.send(reply, `dist|visitor|${edition}|${mode}|${season}|${scope}`, async () => {
            if (scope === 'edition') return distributions.of({ ...editionRegions(edition), mine: null });
            const region = await visitorRegion(req, mode, season);
            return distributions.of({ scope, areaName: region, regions: [region], mode, season, mine: null });
          });
        }
        const uid = roleId(req);
        return hot.send(reply, `dist|${uid}|${records.generation(uid)}|${mode}|${season}|${scope}`, async () => {
          const ladder = await records.ladder(uid, mode, season);
          // The region rand_percent uses: where the role played this mode, else where the game says it lives.
          const region = ladder?.region ?? (await homeRegion(uid));
          const mine = ladder ? { score: ladder.score, placed: isPlaced(ladder.games) } : null;
          if (scope === 'region') return distributions.of({ scope, areaName: region, regions: [region], mode, season, mine });
          const edition = (Object.keys(EDITIONS) as (keyof typeof EDITIONS)[]).find((e) => (EDITIONS[e].regions as readonly string[]).includes(region)) ?? requestEdition(req);
          return distributions.of({ ...editionRegions(edition), mine });
        });
      },
    });

    // The season report's past percentiles (decision 0058): computed from stored ladders, once per role and season change.
    const percentiles = new SeasonPercentiles(records.reads.replica, records.standing);
    app.get(API.seasonPercentiles, {
      schema: { tags, summary: "The role's percentile at the end of each finished season", security: bearer, response: responses(seasonPercentilesData) },
      preHandler: [requireRole],
      handler: async (req, reply) => {
        const uid = roleId(req);
        return reply.ok({ list: await percentiles.of(uid, records.seasons().current, records.generation(uid)) });
      },
    });

    // Who I win with (issue 17, decision 0059): the role's 2v2 teammates, together versus apart.
    app.get(API.duoPartners, {
      schema: { tags, summary: "The selected role's 2v2 partners: together versus apart, pre-made versus solo", security: bearer, querystring: duoQuery, response: responses(duoPartnersData) },
      preHandler: [requireRole],
      handler: async (req, reply) => {
        const uid = roleId(req);
        const { scope } = req.query;
        const season = records.season(req.query.season);
        return hot.send(reply, `duo|${uid}|${records.generation(uid)}|${scope}|${season}`, () => duoPartners(records.reads.of(uid), uid, scope, season));
      },
    });
  };
}
